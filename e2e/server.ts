import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

export interface RunningServer {
  url: string;
  logs: string[];
  /** Removes and returns the Content-Security-Policy violations browsers reported so far (log lines). */
  takeCspViolations(): string[];
  /** Stops the server; fails when a browser reported a Content-Security-Policy violation nobody took. */
  stop(): Promise<void>;
}

const isViolation = (line: string) => line.includes('"msg":"csp-violation"');

/** Starts the production build exactly as the README's `pnpm start` does, on a fresh data folder. */
export async function startProductionServer(env: Record<string, string> = {}): Promise<RunningServer> {
  if (
    !existsSync(path.join(ROOT, "apps/api/dist/server.js")) ||
    !existsSync(path.join(ROOT, "apps/site/dist/server"))
  ) {
    throw new Error("Build de produção ausente: rode `pnpm build` (o `pnpm test` faz isso antes dos testes).");
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "placar-e2e-"));
  const logs: string[] = [];
  const child: ChildProcess = spawn("pnpm", ["start"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // The once-a-day welcome would cover the screens other journeys test; e2e/visitor.e2e.test.ts turns it on.
      DAILY_MODAL: "off",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  child.stdout?.on("data", (d: Buffer) => logs.push(d.toString()));
  child.stderr?.on("data", (d: Buffer) => logs.push(d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`O servidor saiu com código ${child.exitCode}:\n${logs.join("")}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok && (await res.json()).ingest.lastSuccessAt) break;
    } catch {}
    if (Date.now() > deadline) throw new Error(`O servidor não respondeu em 90 s:\n${logs.join("")}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const takeCspViolations = () => {
    const lines = logs.join("").split("\n");
    const violations = lines.filter(isViolation);
    if (violations.length > 0) logs.splice(0, logs.length, lines.filter((l) => !isViolation(l)).join("\n"));
    return violations;
  };
  return {
    url,
    logs,
    takeCspViolations,
    async stop() {
      if (child.exitCode === null) {
        // Reports are sent by the browser a moment after the violation.
        await new Promise((r) => setTimeout(r, 300));
        const exited = new Promise((r) => child.once("exit", r));
        try {
          process.kill(-child.pid!, "SIGTERM");
        } catch (err) {
          // The group may have gone between the check and the signal (ESRCH): nothing left to stop.
          if ((err as NodeJS.ErrnoException).code !== "ESRCH") throw err;
        }
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      }
      rmSync(dataDir, { recursive: true, force: true });
      const violations = takeCspViolations();
      if (violations.length > 0) {
        throw new Error(
          `O navegador relatou ${violations.length} violação(ões) da Content-Security-Policy:\n${violations.join("\n")}`,
        );
      }
    },
  };
}

/**
 * The scripts a page's first HTML loads after its first paint: the list in `#placar-scripts` (apps/site/vite.config.ts),
 * or null when the HTML has none.
 */
export function firstScripts(html: string): { entry: string; preload: string[] } | null {
  const list = /<script type="application\/json" id="placar-scripts">([^<]+)<\/script>/.exec(html);
  return list ? (JSON.parse(list[1]!) as { entry: string; preload: string[] }) : null;
}

/**
 * Opens a page and waits until its scripts have hydrated it (they load after the first paint, so the load event
 * alone does not mean a click reaches React). Returns the navigation's response.
 */
export async function gotoHydrated(page: import("playwright-core").Page, url: string) {
  const res = await page.goto(url, { waitUntil: "load" });
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 15_000 });
  return res;
}

/**
 * Closes a page, failing by name if that takes more than 15 s: Playwright's close() has no timeout of its own, so a
 * hang there used to surface only as the test's minute running out.
 */
export async function closePage(page: import("playwright-core").Page): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`page.close() não terminou em 15 s (${page.url()})`)), 15_000);
  });
  try {
    await Promise.race([page.close(), hung]);
  } finally {
    clearTimeout(timer);
  }
}

/** A JSON call to the API of a running server (a bearer token when given), as a script or another client would make it. */
export function apiCall(baseUrl: string, path: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  return fetch(baseUrl + path, {
    method: init.method ?? "GET",
    headers: {
      ...(init.body !== undefined ? { "content-type": "application/json" } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
}

/** The widths journeys check a page at: a small phone first, then a desktop. */
export const PHONE_AND_DESKTOP = [
  { name: "360 px", width: 360, height: 780 },
  { name: "desktop", width: 1280, height: 900 },
] as const;

/** How far the page is wider than its viewport (0 when nothing scrolls sideways). */
export function sidewaysOverflow(page: import("playwright-core").Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth));
}

/** The first admin's token: on its first start with an empty database, the server creates admin@placar.local and
 * prints its password once. */
export async function firstAdminToken(server: RunningServer): Promise<string> {
  return (await firstAdminSession(server)).access;
}

/**
 * The first admin's session, as the login answers it: a server started on an empty database creates
 * admin@placar.local and prints its password once in its log.
 */
export async function firstAdminSession(
  server: RunningServer,
): Promise<{ access: string; user: { name: string; admin: boolean } }> {
  const printed = /criado admin@placar\.local com a senha (\S+)/.exec(server.logs.join(""));
  if (!printed) throw new Error("the first admin's password is not in the start-up log");
  const res = await apiCall(server.url, "/api/auth/login/", {
    method: "POST",
    body: { username: "admin@placar.local", password: printed[1] },
  });
  if (res.status !== 200) throw new Error(`the first admin's login failed: ${res.status}`);
  const body = (await res.json()) as { access: string; user: { name: string; admin: boolean } };
  return { access: body.access, user: { name: body.user.name, admin: body.user.admin } };
}

/**
 * Moves the server's pinned clock (PLACAR_NOW) forward to `at` (ms), as an admin can on a demonstration: the goal or
 * price move the journey waits for happens now, and the server has ingested the day at that instant when this
 * resolves. Returns the server's new instant.
 */
export async function advanceServerClock(server: RunningServer, adminToken: string, at: number): Promise<number> {
  const now = Date.parse(((await (await apiCall(server.url, "/api/health")).json()) as { now: string }).now);
  const seconds = Math.max(1, Math.ceil((at - now) / 1000));
  const res = await apiCall(server.url, "/api/admin/clock/", {
    method: "POST",
    body: { advance_seconds: seconds },
    token: adminToken,
  });
  if (res.status !== 200) throw new Error(`the clock did not move: ${res.status} ${await res.text()}`);
  return Date.parse(((await res.json()) as { now: string }).now);
}

/** The page's console errors and uncaught exceptions, as they come. */
export function recordErrors(page: import("playwright-core").Page): string[] {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(err.message));
  return errors;
}
