import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { call, signUpAdmin } from "./helpers/accounts.ts";
import { startSiteApp } from "./helpers/site.ts";
import { manualClock, PINNED_DATE } from "./helpers/app.ts";
import { type TestDatabase } from "./helpers/databases.ts";

/** What the stand-in site entry reads and records (it runs in this process). */
interface Probe {
  renders: string[];
  /** Renders that finished. */
  done: string[];
  /** Milliseconds of synchronous work per render (like renderToString). */
  busyMs: number;
  /** Milliseconds waited (like the loaders' data calls) before that work. */
  waitMs: number;
  fail: boolean;
  version: number;
  /** Renders running now, and the most ever at once. */
  active: number;
  maxActive: number;
}
const probe = ((globalThis as unknown as { __pageProbe: Probe }).__pageProbe = {
  renders: [],
  done: [],
  busyMs: 0,
  waitMs: 0,
  fail: false,
  version: 1,
  active: 0,
  maxActive: 0,
} as Probe);

/**
 * A stand-in for the built site: a render that counts its calls, can be slow or fail, and a policy like the real one
 * (tracking parameters dropped, a page that is never kept, tags per page).
 */
const ENTRY = `
const probe = () => globalThis.__pageProbe;
export async function render({ url }) {
  const p = probe();
  p.renders.push(url);
  p.active++;
  p.maxActive = Math.max(p.maxActive, p.active);
  try {
    if (p.waitMs) await new Promise((r) => setTimeout(r, p.waitMs));
    const end = Date.now() + p.busyMs;
    while (Date.now() < end) {}
  } finally {
    p.active--;
  }
  if (p.fail) throw new Error("render failed");
  p.done.push(url);
  if (url.startsWith("/go")) return { status: 302, html: "", redirect: "/" };
  const big = url.startsWith("/big/") ? Array.from({ length: 20000 }, (_, i) => ((i * 2654435761) % 1000003).toString(36)).join(" ") + url : "";
  const status = url.startsWith("/missing") ? 404 : 200;
  return { status, html: "<html><body>page " + url + " v" + p.version + " " + big + "</body></html>" };
}
export function pagePolicy(url, today) {
  const u = new URL(url, "http://x.invalid");
  if (u.pathname === "/secret") return { cache: false, key: "", url, tags: [] };
  if (u.searchParams.get("dia") === "zz1") return { cache: false, key: "", url: u.pathname, tags: [], redirect: u.pathname };
  const q = new URLSearchParams();
  for (const [k, v] of u.searchParams) if (!k.startsWith("utm_")) q.set(k, v);
  const clean = u.pathname + (q.toString() ? "?" + q : "");
  const fixture = /^\\/fixture\\/(\\d+)$/.exec(u.pathname);
  const tags = fixture ? ["fixture:" + fixture[1]] : u.pathname === "/board" ? ["board"] : u.pathname === "/news" ? ["articles"] : [];
  return { cache: true, key: today + " " + clean, url: clean, tags };
}
`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("server-rendered pages are served from a cache", () => {
  const clock = manualClock();
  let app: FastifyInstance;
  let database: TestDatabase;

  beforeAll(async () => {
    // The cache's clock is the app's: this one moves only when a test moves it, so "fresh" never depends on how
    // fast the machine is.
    ({ app, database } = await startSiteApp(ENTRY, { PAGE_CACHE_SECONDS: "1", PAGE_CACHE_MB: "2" }, clock));
    await app.listen({ host: "127.0.0.1", port: 0 });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });
  beforeEach(() => {
    app.pages?.clear();
    Object.assign(probe, { renders: [], done: [], busyMs: 0, waitMs: 0, fail: false, active: 0, maxActive: 0 });
  });

  it("renders a page once for many concurrent requests, then serves the kept copy", async () => {
    probe.waitMs = 50;
    const answers = await Promise.all(Array.from({ length: 40 }, () => app.inject({ url: "/a" })));
    expect(probe.renders).toEqual(["/a"]);
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain("page /a v1");
      expect(res.headers["x-page-cache"]).toBe("miss");
    }
    const again = await app.inject({ url: "/a" });
    expect(again.headers["x-page-cache"]).toBe("hit");
    expect(again.headers["cache-control"]).toBe("public, max-age=0, s-maxage=1, stale-while-revalidate=60");
    expect(again.headers.vary).toBe("accept-encoding");
    expect(again.headers["server-timing"]).toMatch(/^now;desc="\d{4}-\d\d-\d\dT[\d:.]+Z"$/);
    expect(probe.renders).toHaveLength(1);
  });

  it("keeps one copy per page whatever tracking parameters the address carries, rendering the clean address", async () => {
    await app.inject({ url: "/b?x=1&utm_source=zap" });
    const res = await app.inject({ url: "/b?utm_campaign=final&x=1" });
    expect(res.headers["x-page-cache"]).toBe("hit");
    expect(probe.renders).toEqual(["/b?x=1"]);
  });

  it("answers br, gzip and identity from the same render, and 304 to a current ETag", async () => {
    const br = await app.inject({ url: "/c", headers: { "accept-encoding": "gzip, deflate, br" } });
    const gz = await app.inject({ url: "/c", headers: { "accept-encoding": "gzip" } });
    const plain = await app.inject({ url: "/c", headers: { "accept-encoding": "identity" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
    const notModified = await app.inject({ url: "/c", headers: { "if-none-match": String(plain.headers.etag) } });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe("");
    expect(probe.renders).toEqual(["/c"]);
  });

  it("serves a page past its freshness at once while one background render replaces it", async () => {
    await app.inject({ url: "/d" });
    probe.version = 2;
    clock.advance(1100);
    probe.waitMs = 300;
    const stale = await Promise.all(Array.from({ length: 10 }, () => app.inject({ url: "/d" })));
    // Every answer came while the one replacing render was still running.
    expect(probe.renders).toEqual(["/d", "/d"]);
    expect(probe.done).toEqual(["/d"]);
    for (const res of stale) {
      expect(res.headers["x-page-cache"]).toBe("stale");
      expect(res.body).toContain("v1");
    }
    await sleep(600);
    expect(probe.done).toEqual(["/d", "/d"]);
    const fresh = await app.inject({ url: "/d" });
    expect(fresh.headers["x-page-cache"]).toBe("hit");
    expect(fresh.body).toContain("v2");
    expect(probe.renders).toEqual(["/d", "/d"]);
    probe.version = 1;
  });

  it("renders the pages of a match again when a live event of that match arrives, and the board when a day changes", async () => {
    for (const url of ["/fixture/7", "/fixture/8", "/board", "/news"]) await app.inject({ url });
    await app.ctx.live.publish([{ type: "score", date: PINNED_DATE, fixtureId: 7, data: { home: 1, away: 0 } }]);
    await sleep(20);
    probe.version = 3;
    const moved = await app.inject({ url: "/fixture/7" });
    expect(moved.headers["x-page-cache"]).toBe("miss");
    expect(moved.body).toContain("v3");
    expect((await app.inject({ url: "/fixture/8" })).headers["x-page-cache"]).toBe("hit");
    expect((await app.inject({ url: "/board" })).headers["x-page-cache"]).toBe("hit");

    await app.ctx.football.ingestDay(PINNED_DATE);
    const board = await app.inject({ url: "/board" });
    expect(board.headers["x-page-cache"]).toBe("miss");
    expect(board.body).toContain("v3");
    expect((await app.inject({ url: "/news" })).headers["x-page-cache"]).toBe("hit");
    probe.version = 1;
  });

  it("renders the news pages again when an article changes", async () => {
    await app.inject({ url: "/news" });
    // An admin's write; the answer's status decides (a refused write changes nothing).
    await app.inject({ method: "DELETE", url: "/api/avodds_app/blog/999999/" });
    expect((await app.inject({ url: "/news" })).headers["x-page-cache"]).toBe("hit");
    app.pages!.invalidate(["articles"]);
    expect((await app.inject({ url: "/news" })).headers["x-page-cache"]).toBe("miss");
  });

  it("never keeps a page whose address carries a secret, nor a redirect, nor a failed render", async () => {
    const secret = await app.inject({ url: "/secret?token=abc" });
    expect(secret.headers["cache-control"]).toBe("no-store");
    await app.inject({ url: "/secret?token=abc" });
    expect(probe.renders.filter((u) => u.startsWith("/secret"))).toHaveLength(2);

    const go = await app.inject({ url: "/go" });
    expect(go.statusCode).toBe(302);
    expect(go.headers.location).toBe("/");
    expect((await app.inject({ url: "/go" })).statusCode).toBe(302);
    expect(probe.renders.filter((u) => u === "/go")).toHaveLength(2);

    probe.fail = true;
    expect((await app.inject({ url: "/e" })).statusCode).toBe(500);
    probe.fail = false;
    expect((await app.inject({ url: "/e" })).statusCode).toBe(200);
    expect((await app.inject({ url: "/e" })).headers["x-page-cache"]).toBe("hit");
  });

  it("sends an address with a value its page cannot show to the same page without it, rendering nothing", async () => {
    const res = await app.inject({ url: "/board?dia=zz1&utm_source=x" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/board");
    expect(res.headers["cache-control"]).toBe("public, max-age=300");
    expect(probe.renders).toEqual([]);
    expect(app.pages!.size).toBe(0);
  });

  it("keeps not-found pages briefly, with a cache header of their own", async () => {
    const res = await app.inject({ url: "/missing/1" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60");
    expect((await app.inject({ url: "/missing/1" })).headers["x-page-cache"]).toBe("hit");
  });

  it("stays within its memory budget, dropping the least recently used pages", async () => {
    for (let i = 0; i < 40; i++) await app.inject({ url: `/big/${i}` });
    expect(app.pages!.bytes).toBeLessThanOrEqual(2 * 1024 * 1024);
    expect(app.pages!.size).toBeLessThan(40);
    expect(app.pages!.size).toBeGreaterThan(2);
    // The newest is kept, the oldest went.
    expect((await app.inject({ url: "/big/39" })).headers["x-page-cache"]).toBe("hit");
    expect((await app.inject({ url: "/big/0" })).headers["x-page-cache"]).toBe("miss");
  });

  it("reports its figures to an admin in /api/health, and to nobody else", async () => {
    await app.inject({ url: "/h" });
    await app.inject({ url: "/h" });
    const admin = await signUpAdmin(app);
    const full = (await call(app, "GET", "/api/health", undefined, { token: admin.token })).json();
    expect(full.pageCache).toMatchObject({ entries: 1, maxBytes: 2 * 1024 * 1024 });
    expect(full.pageCache.hits).toBeGreaterThanOrEqual(1);
    expect(full.pageCache.renders).toBeGreaterThanOrEqual(1);
    expect(full.liveStreams).toEqual({
      open: 0,
      batches: expect.any(Number),
      dropped: 0,
      lastFanOutMs: expect.any(Number),
      maxFanOutMs: expect.any(Number),
    });
    expect((await call(app, "GET", "/api/health")).json().pageCache).toBeUndefined();
  });

  it("refuses renders beyond its queue with a quick 503, and the API keeps answering meanwhile", async () => {
    // Each render waits on its data for a while, then works synchronously, as the real one does.
    probe.waitMs = 300;
    probe.busyMs = 10;
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    let floodDoneAt = 0;
    const flood = Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        fetch(`${base}/flood/${i}`).then((r) => ({ status: r.status, retry: r.headers.get("retry-after") })),
      ),
    ).then((r) => ((floodDoneAt = performance.now()), r));
    await sleep(30);
    const health = await fetch(`${base}/api/health`);
    const healthDoneAt = performance.now();
    const results = await flood;
    expect(health.status).toBe(200);
    // Renders run two at a time and 64 wait: the rest are told to come back, and nothing waits behind 120 renders.
    const refused = results.filter((r) => r.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((r) => r.retry === "2")).toBe(true);
    // Never more than two renders at once; every page not refused was rendered once and answered.
    expect(probe.maxActive).toBeLessThanOrEqual(2);
    const served = results.filter((r) => r.status === 200).length;
    expect(served + refused.length).toBe(120);
    expect(probe.renders.filter((u) => u.startsWith("/flood/"))).toHaveLength(served);
    // The API answered between renders, not after the whole queue.
    expect(healthDoneAt).toBeLessThan(floodDoneAt);
  });
});
