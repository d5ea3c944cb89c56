import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FeedGuard, isPublicAddress, pinnedLookup, systemResolve } from "../src/odds-sources/feed-guard.ts";
import { HouseFeedSource, type FeedHouse, type PushedDocument } from "../src/odds-sources/house-feed.ts";
import { startFeedServer, type FeedReplayServer } from "./fixtures/house-feed/replay-server.ts";

const T0 = Date.parse("2026-05-16T18:05:00.000Z");

function document(slug: string, home = 2.1) {
  return {
    version: 1,
    house: { slug, name: slug },
    generatedAt: "2026-05-16T18:04:30Z",
    events: [
      {
        id: "88231",
        competition: "Brasileirão Série A",
        home: "São Paulo",
        away: "Grêmio",
        kickoff: "2026-05-16T21:30:00Z",
        markets: { "1x2": { home, draw: 3.3, away: 3.6 } },
      },
    ],
  };
}

describe("the house feed source on its own", () => {
  let server: FeedReplayServer;
  let closedPort: number;
  let slow: ReturnType<typeof createServer>;
  let slowUrl: string;

  beforeAll(async () => {
    server = await startFeedServer();
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    closedPort = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    slow = createServer((_req, res) => setTimeout(() => res.end("{}"), 2000));
    await new Promise<void>((resolve) => slow.listen(0, "127.0.0.1", resolve));
    slowUrl = `http://127.0.0.1:${(slow.address() as AddressInfo).port}/feed.json`;
  });
  afterAll(async () => {
    await server.close();
    slow.closeAllConnections();
    await new Promise<void>((resolve) => slow.close(() => resolve()));
  });

  function source(houses: FeedHouse[], pushed: PushedDocument[] = []) {
    // The servers listen on 127.0.0.1: internal addresses allowed (ODDS_FEED_ALLOW_PRIVATE=true).
    return new HouseFeedSource({
      houses: async () => houses,
      pushed: async () => pushed,
      timeoutMs: 300,
      guard: new FeedGuard({ allowPrivate: true }),
    });
  }

  it("a timeout and a refused connection are classified, in Portuguese, and never throw", async () => {
    const s = source([
      { id: 1, slug: "bateu-bet", oddsKey: "Bateu Bet", feedUrl: slowUrl, pushes: false },
      {
        id: 2,
        slug: "mgm-bet",
        oddsKey: "MGM Bet",
        feedUrl: `http://127.0.0.1:${closedPort}/f.json?key=abc`,
        pushes: false,
      },
    ]);
    expect(await s.poll(new Date(T0))).toEqual([]);
    const byHouse = new Map(s.status().sports.map((h) => [h.sportKey, h.lastError]));
    expect(byHouse.get("bateu-bet")).toMatch(/não respondeu em 300 ms/);
    expect(byHouse.get("mgm-bet")).toMatch(/^Falha de rede ao ler o feed de mgm-bet/);
    expect(JSON.stringify(s.status())).not.toContain("key=abc");
  });

  it("prices go under the house of the URL; a 304 confirms the document held, as of that poll", async () => {
    server.routes.set("/bateu.json", { body: document("bateu-bet") });
    const s = source([
      {
        id: 1,
        slug: "bateu-bet",
        oddsKey: "Bateu Bet (bateu-bet)",
        feedUrl: `${server.baseUrl}/bateu.json`,
        pushes: false,
      },
    ]);
    const [first] = await s.poll(new Date(T0));
    expect(first).toMatchObject({
      source: "house-feed",
      eventId: "bateu-bet:88231",
      group: "Bateu Bet (bateu-bet)",
      fetchedAt: "2026-05-16T18:05:00.000Z",
      quotes: [
        {
          house: "Bateu Bet (bateu-bet)",
          sourceBookmaker: "bateu-bet",
          home: 2.1,
          lastUpdate: "2026-05-16T18:04:30.000Z",
        },
      ],
    });
    const again = await s.poll(new Date(T0 + 61_000));
    expect(server.requests.at(-1)?.headers["if-none-match"]).toBeDefined();
    expect(again[0]?.fetchedAt).toBe("2026-05-16T18:06:01.000Z");
    expect(s.status().sports[0]?.lastError).toBeNull();
  });

  it("a pushed document newer than the polled one wins; an invalid stored one is ignored", async () => {
    server.routes.set("/hanz.json", { body: document("hanzbet", 2.0) });
    const house = { id: 5, slug: "hanzbet", oddsKey: "HanzBet", feedUrl: `${server.baseUrl}/hanz.json`, pushes: true };
    const newer = { ...document("hanzbet", 2.2), generatedAt: "2026-05-16T18:04:50Z" };
    const s = source([house], [{ houseId: 5, document: newer, receivedAt: new Date(T0 - 5000) }]);
    expect((await s.poll(new Date(T0)))[0]?.quotes[0]?.home).toBe(2.2);
    const broken = source([house], [{ houseId: 5, document: { version: 1 }, receivedAt: new Date(T0) }]);
    expect((await broken.poll(new Date(T0)))[0]?.quotes[0]?.home).toBe(2.0);
  });
});

describe("the feed guard: only public addresses are read", () => {
  let server: FeedReplayServer;
  let port: string;
  /** A made-up public name for the replay server: only this test's resolver knows it, only it is let through. */
  const PUBLIC_NAME = "feed.casa.example";
  const resolve = (host: string) => (host === PUBLIC_NAME ? Promise.resolve(["127.0.0.1"]) : systemResolve(host));
  const testGuard = () => new FeedGuard({ resolve, allow: (_address, host) => host === PUBLIC_NAME });

  beforeAll(async () => {
    server = await startFeedServer();
    port = new URL(server.baseUrl).port;
    server.routes.set("/feed.json", { body: document("casa-1") });
  });
  afterAll(async () => {
    await server.close();
  });

  function source(feedUrls: string[], guard?: FeedGuard) {
    const houses = feedUrls.map((feedUrl, i) => ({
      id: i + 1,
      slug: `casa-${i + 1}`,
      oddsKey: `Casa ${i + 1}`,
      feedUrl,
      pushes: false,
    }));
    return new HouseFeedSource({
      houses: async () => houses,
      pushed: async () => [],
      timeoutMs: 2000,
      ...(guard ? { guard } : {}),
    });
  }

  it("classifies addresses with ipaddr.js: public unicast only", () => {
    for (const a of ["8.8.8.8", "2001:4860:4860::8888", "::ffff:8.8.8.8", "93.184.216.34"]) {
      expect(isPublicAddress(a), a).toBe(true);
    }
    const internal = [
      "127.0.0.1",
      "10.1.2.3",
      "172.16.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "0.1.2.3",
      "224.0.0.1",
      "255.255.255.255",
      "192.0.2.1",
      "::1",
      "::",
      "fe80::1",
      "fc00::1",
      "fd12:3456::1",
      "ff02::1",
      "::ffff:127.0.0.1",
      "::ffff:169.254.169.254",
      "64:ff9b::7f00:1",
      "not an address",
    ];
    for (const a of internal) expect(isPublicAddress(a), a).toBe(false);
  });

  it("a URL on an internal address, literal or resolved, is never requested; each house says why", async () => {
    const urls = [
      `${server.baseUrl}/feed.json`,
      `http://localhost:${port}/feed.json`,
      `http://[::1]:${port}/feed.json`,
      `http://[::ffff:127.0.0.1]:${port}/feed.json`,
      `http://2130706433:${port}/feed.json`,
      "http://10.0.0.7/feed.json",
      "http://169.254.169.254/latest/meta-data/",
      "http://100.64.0.1/feed.json",
    ];
    const s = source(urls); // the production guard: the system's resolver, nothing internal allowed
    const before = server.requests.length;
    expect(await s.poll(new Date(T0))).toEqual([]);
    expect(server.requests.length).toBe(before);
    const errors = s.status().sports.map((h) => h.lastError);
    expect(errors).toHaveLength(urls.length);
    for (const e of errors)
      expect(e).toMatch(
        /^O feed de casa-\d aponta para um endereço interno \(.*\); só endereços públicos são lidos\.$/,
      );
    expect(errors[1]).toContain(`http://localhost:${port}/feed.json`);
    expect(s.status().lastError?.kind).toBe("refused");
  });

  it("a name resolving to a public and an internal address is refused (any internal address)", async () => {
    const guard = new FeedGuard({ resolve: async () => ["93.184.216.34", "127.0.0.1"] });
    expect(await guard.check(`http://${PUBLIC_NAME}:${port}/feed.json`)).toMatchObject({
      ok: false,
      reason: "internal",
      address: "127.0.0.1",
    });
    expect(await guard.check("ftp://feeds.example/odds.json")).toMatchObject({ ok: false, reason: "scheme" });
    expect(await guard.check("https://u:p@feeds.example/odds.json")).toMatchObject({
      ok: false,
      reason: "credentials",
    });
  });

  it("connects to the checked addresses only: the socket's lookup never asks the DNS again", async () => {
    let asked = 0;
    const guard = new FeedGuard({
      resolve: async (host) => {
        asked += 1;
        // A rebinding name: public for the check, internal for any later query.
        return host === PUBLIC_NAME && asked === 1 ? ["127.0.0.1"] : ["10.0.0.9"];
      },
      allow: (address, host) => host === PUBLIC_NAME && address === "127.0.0.1",
    });
    const s = source([`http://${PUBLIC_NAME}:${port}/feed.json`], guard);
    const before = server.requests.length;
    const events = await s.poll(new Date(T0));
    expect(asked).toBe(1);
    expect(events).toHaveLength(1);
    const req = server.requests.slice(before);
    expect(req.map((r) => r.path)).toEqual(["/feed.json"]);
    expect(req[0]?.headers.host).toBe(`${PUBLIC_NAME}:${port}`); // the host name is kept
    const lookup = pinnedLookup(PUBLIC_NAME, ["127.0.0.1"]);
    const all = await new Promise((ok) => lookup(PUBLIC_NAME, { all: true }, (_e, a) => ok(a)));
    expect(all).toEqual([{ address: "127.0.0.1", family: 4 }]);
    const other = await new Promise((ok) => lookup("elsewhere.example", {}, (e) => ok(e)));
    expect(other).toBeInstanceOf(Error);
  });

  it("a redirect to an internal address is refused without following it", async () => {
    server.routes.set("/to-loopback.json", {
      status: 302,
      headers: { location: `http://127.0.0.1:${port}/feed.json` },
      body: "",
    });
    server.routes.set("/to-localhost.json", {
      status: 301,
      headers: { location: `http://localhost:${port}/feed.json?token=s3cr3t` },
      body: "",
    });
    server.routes.set("/to-metadata.json", {
      status: 307,
      headers: { location: "http://169.254.169.254/latest/meta-data/" },
      body: "",
    });
    const s = source(
      [
        `http://${PUBLIC_NAME}:${port}/to-loopback.json`,
        `http://${PUBLIC_NAME}:${port}/to-localhost.json`,
        `http://${PUBLIC_NAME}:${port}/to-metadata.json`,
      ],
      testGuard(),
    );
    const before = server.requests.length;
    expect(await s.poll(new Date(T0))).toEqual([]);
    const paths = server.requests.slice(before).map((r) => r.path);
    expect(paths.sort()).toEqual(["/to-localhost.json", "/to-loopback.json", "/to-metadata.json"]);
    const errors = s.status().sports.map((h) => h.lastError);
    expect(errors[0]).toBe(
      `O feed de casa-1 redireciona para um endereço interno (http://127.0.0.1:${port}/feed.json, 127.0.0.1); só endereços públicos são lidos.`,
    );
    expect(errors[1]).toMatch(/^O feed de casa-2 redireciona para um endereço interno \(http:\/\/localhost:/);
    expect(errors[2]).toMatch(/^O feed de casa-3 redireciona para um endereço interno \(http:\/\/169\.254\.169\.254\//);
    expect(JSON.stringify(s.status())).not.toContain("s3cr3t");
  });

  it("public redirects are followed (at most 3), with the ETag sent again at every hop", async () => {
    server.routes.set("/moved.json", { status: 302, headers: { location: "/hop.json" }, body: "" });
    server.routes.set("/hop.json", { status: 308, headers: { location: "/feed.json" }, body: "" });
    server.routes.set("/loop.json", { status: 302, headers: { location: "/loop.json" }, body: "" });
    const s = source(
      [`http://${PUBLIC_NAME}:${port}/moved.json`, `http://${PUBLIC_NAME}:${port}/loop.json`],
      testGuard(),
    );
    let before = server.requests.length;
    const events = await s.poll(new Date(T0));
    expect(events.map((e) => e.group)).toEqual(["Casa 1"]);
    let paths = server.requests.slice(before).map((r) => r.path);
    expect(paths.filter((p) => p === "/loop.json")).toHaveLength(4); // the URL and 3 redirects
    expect(paths.filter((p) => p !== "/loop.json")).toEqual(["/moved.json", "/hop.json", "/feed.json"]);
    const [moved, loop] = s.status().sports;
    expect(moved?.lastError).toBeNull();
    expect(loop?.lastError).toMatch(/^O feed de casa-2 redirecionou mais de 3 vezes/);

    // The second poll: If-None-Match at every hop, a 304 at the end confirms the document.
    before = server.requests.length;
    const again = await s.poll(new Date(T0 + 61_000));
    expect(again[0]?.fetchedAt).toBe(new Date(T0 + 61_000).toISOString());
    paths = server.requests.slice(before).map((r) => r.path);
    const feed = server.requests.slice(before).find((r) => r.path === "/feed.json");
    expect(feed?.headers["if-none-match"]).toMatch(/^"/);
    expect(s.status().sports[0]?.lastError).toBeNull();
  });

  it("ODDS_FEED_ALLOW_PRIVATE lets the replay server through", async () => {
    const s = source([`${server.baseUrl}/feed.json`], new FeedGuard({ allowPrivate: true }));
    expect(await s.poll(new Date(T0))).toHaveLength(1);
  });
});
