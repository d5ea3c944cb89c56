import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium, type Browser } from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS, gotoHydrated, startProductionServer, type RunningServer } from "./server.ts";

/** The security headers of the production build, and the policy enforced by a real browser. */
describe("security headers and the Content-Security-Policy (production build)", () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startProductionServer({ PLACAR_NOW: "2026-11-21T18:00:00.000Z" });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("every inline script a page runs is allowed by its hash, and the state is a data block", async () => {
    for (const path of ["/", "/odds-ao-vivo", "/estatisticas", "/guia-apostas", "/login", "/pagina-que-nao-existe"]) {
      const res = await fetch(server.url + path);
      const csp = res.headers.get("content-security-policy")!;
      expect(csp, path).toContain("script-src 'self' 'sha256-");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      const html = await res.text();
      const allowed = [...csp.matchAll(/'(sha256-[^']+)'/g)].map((m) => m[1]);
      let inline = 0;
      for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
        if (/\bsrc=/.test(m[1]!)) continue;
        if (/type="application\/(ld\+)?json"/.test(m[1]!)) continue;
        inline++;
        const hash = `sha256-${createHash("sha256").update(m[2]!).digest("base64")}`;
        expect(allowed, `${path}: inline script «${m[2]!.slice(0, 60)}…»`).toContain(hash);
      }
      // The page loader and the theme's first-paint script (theme-boot.ts), nothing else.
      expect(inline, path).toBe(2);
      expect(html).toMatch(/<script type="application\/json" id="placar-state">/);
      expect(html).not.toContain("window.__PLACAR__=");
    }
  });

  it("Chromium blocks an injected inline script and the server hears of it", async () => {
    const page = await browser.newPage();
    try {
      await gotoHydrated(page, `${server.url}/guia-apostas`);
      const ran = await page.evaluate(async () => {
        const s = document.createElement("script");
        s.textContent = "window.__injected = true";
        document.body.appendChild(s);
        await new Promise((r) => setTimeout(r, 50));
        return (window as unknown as { __injected?: boolean }).__injected === true;
      });
      expect(ran).toBe(false);
      await expect.poll(() => server.logs.join("").includes('"msg":"csp-violation"'), { timeout: 10_000 }).toBe(true);
      const violations = server.takeCspViolations();
      expect(violations.length).toBeGreaterThan(0);
      expect(violations.join("\n")).toContain("script-src");
    } finally {
      await page.close();
    }
  });

  it("sends the other headers on pages, assets, API answers and errors", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const asset = /<link rel="stylesheet"[^>]*href="([^"]+)"/.exec(html)![1]!;
    for (const path of ["/", asset, "/api/houses/", "/api/nao-existe", "/api/soccerdata_app/gamesByDate/?date=ontem"]) {
      const res = await fetch(server.url + path);
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("permissions-policy"), path).toContain("camera=()");
      expect(res.headers.get("content-security-policy"), path).toContain("default-src 'self'");
      // The site is served over http here: no HSTS.
      expect(res.headers.get("strict-transport-security"), path).toBeNull();
    }
  });
});
