import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium, type Browser } from "playwright-core";
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  firstScripts,
  gotoHydrated,
  ROOT,
  startProductionServer,
  type RunningServer,
} from "./server.ts";

const NOW = "2026-11-21T18:00:00.000Z";

/** The production build's page cache, through the real site's cache policy (apps/site/src/page-policy.ts). */
describe("pages served from the page cache (production build)", () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startProductionServer({ PLACAR_NOW: NOW });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(server.url + path, { headers, redirect: "manual" });

  it("renders `/` once and serves the kept copy, whatever tracking parameters the address carries", async () => {
    const first = await get("/");
    expect(first.status).toBe(200);
    const body = await first.text();
    expect(body).toContain("Melhores Odds");
    const again = await get("/?utm_source=whatsapp&fbclid=abc");
    expect(again.headers.get("x-page-cache")).toBe("hit");
    expect(await again.text()).toBe(body);
    expect(again.headers.get("cache-control")).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    const notModified = await get("/", { "if-none-match": again.headers.get("etag")! });
    expect(notModified.status).toBe(304);
  });

  it("keeps one copy per day and tab the page shows", async () => {
    const url = "/?dia=2026-11-20&aba=finalizado";
    const first = await get(url);
    expect(first.status).toBe(200);
    const other = await get("/?aba=finalizado&dia=2026-11-20");
    expect(other.headers.get("x-page-cache")).toBe("hit");
    expect((await get("/?dia=2026-11-20&aba=proximo")).headers.get("x-page-cache")).toBe("miss");
  });

  it("never keeps the password-recovery page, whose address carries a one-time token", async () => {
    const res = await get("/reset-password-confirm?email=ana%40exemplo.com&token=abc");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-page-cache")).toBeNull();
  });

  it("a page served from the cache carries the server's clock of the answer (Server-Timing), newer than the HTML's", async () => {
    // Filled first, then opened: the HTML's `now` is older than the answer's Server-Timing.
    await get("/guia-apostas");
    await new Promise((r) => setTimeout(r, 1500));
    const page = await browser.newPage();
    try {
      const res = await gotoHydrated(page, `${server.url}/guia-apostas`);
      expect(res?.headers()["x-page-cache"]).toMatch(/hit|stale/);
      const timing = await page.evaluate(() =>
        (
          performance.getEntriesByType("navigation")[0] as PerformanceEntry & {
            serverTiming: { name: string; description: string }[];
          }
        ).serverTiming.map((t) => [t.name, t.description]),
      );
      const now = timing.find(([n]) => n === "now")?.[1];
      expect(now).toBeDefined();
      const served = Date.parse(now!);
      // The server's clock runs from PLACAR_NOW; the cached HTML was rendered at least 1.5 s before it was served.
      expect(served).toBeGreaterThanOrEqual(Date.parse(NOW));
      const html = await (await get("/guia-apostas", { "accept-encoding": "identity" })).text();
      const rendered = Date.parse(/"now":"([^"]+)"/.exec(html)![1]!);
      expect(served - rendered).toBeGreaterThanOrEqual(1000);
    } finally {
      await page.close();
    }
  });

  it("sends the build's scripts and stylesheet compressed once at build time (brotli, gzip), not per request", async () => {
    const html = await (await get("/")).text();
    const client = path.join(ROOT, "apps/site/dist/client");
    const assets = [firstScripts(html)!.entry, /<link rel="stylesheet"[^>]* href="([^"]+)"/.exec(html)![1]!];
    for (const asset of assets) {
      const file = path.join(client, asset);
      const text = readFileSync(file, "utf8");
      for (const [encoding, suffix] of [
        ["br", ".br"],
        ["gzip", ".gz"],
      ] as const) {
        const res = await get(asset, { "accept-encoding": encoding });
        expect(res.headers.get("content-encoding")).toBe(encoding);
        // The twin's own length (a stream compressed per request has none), and the file's text once decoded.
        expect(Number(res.headers.get("content-length"))).toBe(statSync(file + suffix).size);
        expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
        expect(await res.text()).toBe(text);
      }
      const plain = await get(asset, { "accept-encoding": "identity" });
      expect(plain.headers.get("content-encoding")).toBeNull();
      expect(await plain.text()).toBe(text);
    }
  });
});
