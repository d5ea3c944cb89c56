import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sha256Source } from "../src/plugins/security-headers.ts";
import { inlineScripts } from "../src/plugins/site.ts";
import { call, signUp, TEST_JWT_SECRET } from "./helpers/accounts.ts";
import { startTestApp, type TestApp } from "./helpers/app.ts";

const COMMON = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
};

describe("security headers on every answer", () => {
  let http: TestApp;
  let https: TestApp;
  beforeAll(async () => {
    http = await startTestApp("pglite", { env: { JWT_SECRET: TEST_JWT_SECRET, PUBLIC_URL: "http://localhost:3000" } });
    https = await startTestApp("pglite", {
      env: { JWT_SECRET: TEST_JWT_SECRET, PUBLIC_URL: "https://placar.exemplo.com.br" },
    });
  });
  afterAll(async () => {
    await http?.close();
    await https?.close();
  });

  it("API answers, not-found answers and refused input all carry them", async () => {
    for (const url of [
      "/api/houses/",
      "/api/nao-existe",
      "/api/soccerdata_app/gamesByDate/?date=ontem",
      "/api/health",
    ]) {
      const res = await http.app.inject({ url });
      for (const [k, v] of Object.entries(COMMON)) expect(res.headers[k], `${url} ${k}`).toBe(v);
      expect(res.headers["permissions-policy"], url).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
      const csp = String(res.headers["content-security-policy"]);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
      expect(res.headers["strict-transport-security"], url).toBeUndefined();
    }
  });

  it("HSTS only when the public address is https", async () => {
    const res = await https.app.inject({ url: "/api/houses/" });
    expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(String(res.headers["content-security-policy"])).toContain("upgrade-insecure-requests");
  });

  it("answers to signed-in requests and account routes are never stored", async () => {
    const user = await signUp(http.app);
    const mine = await call(http.app, "GET", "/api/houses/", undefined, { token: user.token });
    expect(mine.headers["cache-control"]).toBe("no-store");
    const anonymous = await call(http.app, "GET", "/api/houses/");
    expect(anonymous.headers["cache-control"]).not.toBe("no-store");
    const login = await call(http.app, "POST", "/api/auth/login/", { username: user.email, password: user.password });
    expect(login.headers["cache-control"]).toBe("no-store");
    const wrong = await call(http.app, "POST", "/api/auth/login/", { username: user.email, password: "errada-123" });
    expect(wrong.headers["cache-control"]).toBe("no-store");
  });

  it("allows an inline script only by the hash of its exact text", async () => {
    const before = http.app.securityHeaders.policy;
    const loader = "(function(){console.log('loader')})()";
    http.app.securityHeaders.allowInlineScripts([loader]);
    expect(http.app.securityHeaders.policy).toContain(`'${sha256Source(loader)}'`);
    expect(before).not.toContain(sha256Source(loader));
    // Data blocks are not scripts; module and plain inline scripts are.
    const html =
      '<script type="application/json" id="s">{"a":1}</script><script type="application/ld+json">{}</script>' +
      '<script src="/x.js"></script><script>one()</script><script type="module">two()</script>';
    expect(inlineScripts(html)).toEqual(["one()", "two()"]);
  });

  it("takes browsers' violation reports and logs them", async () => {
    const res = await http.app.inject({
      method: "POST",
      url: "/api/csp-report",
      headers: { "content-type": "application/csp-report" },
      payload: JSON.stringify({ "csp-report": { "violated-directive": "script-src-elem", "blocked-uri": "inline" } }),
    });
    expect(res.statusCode).toBe(204);
  });
});
