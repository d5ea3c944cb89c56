import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FeedGuard } from "../src/odds-sources/feed-guard.ts";
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
