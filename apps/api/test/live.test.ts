import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/app.ts";
import type { Clock } from "../src/clock.ts";
import { loadConfig } from "../src/config.ts";
import { openDatabase, type Database } from "../src/db/client.ts";
import { MemoryBus, RedisBus, type LiveBus } from "../src/live/bus.ts";
import { diffDay, diffMarkets } from "../src/live/diff.ts";
import { DemoProvider } from "../src/providers/demo/demo-provider.ts";
import type { StoredFixture, VisibleHouses } from "../src/services/football-store.ts";
import { quoteKey, type DayMarkets, type MarketQuote } from "../src/services/market-store.ts";
import { freshPostgresUrl, hasPostgres } from "./helpers/databases.ts";
import { REDIS_URL, redisReachable } from "./helpers/redis.ts";
import { readStream } from "./helpers/sse.ts";

const DATE = "2026-11-21";
const START = Date.parse("2026-11-21T18:00:00.000Z");

const hasRedis = await redisReachable();
if (!hasRedis)
  console.warn(`[placar] Redis não respondeu em ${REDIS_URL}: os testes de eventos ao vivo via Redis foram PULADOS.`);

/** A clock the test moves forward by hand. */
function manualClock(): Clock & { advance(ms: number): void } {
  let t = START;
  return { now: () => new Date(t), advance: (ms) => (t += ms) };
}

async function startInstance(
  database: Database,
  clock: Clock,
  bus: LiveBus,
): Promise<{ app: FastifyInstance; url: string }> {
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
  const app = await buildApp({
    config,
    clock,
    database,
    provider: new DemoProvider({ seed: 7 }),
    bus,
    serveSite: false,
    logger: false,
  });
  await app.listen({ host: "127.0.0.1", port: 0 });
  return { app, url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` };
}

function fixture(id: number, over: Partial<StoredFixture> = {}): StoredFixture {
  return {
    id,
    afbFixtureId: id,
    date: DATE,
    kickoff: new Date(START),
    status: "1H",
    elapsed: 10,
    league: { id: 71, name: "Brasileirão Série A", logo: null, season: 2026 },
    home: { id: 1, name: "Flamengo", logo: null },
    away: { id: 2, name: "Palmeiras", logo: null },
    goals: { home: 0, away: 0 },
    venue: null,
    odds: [{ house: "Bateu Bet", home: 2.1, draw: 3.2, away: 3.5 }],
    ...over,
  };
}

describe("diffDay", () => {
  it("announces score, status and price changes, and nothing for unchanged or new fixtures", () => {
    const before = [fixture(1), fixture(2), fixture(3)];
    const after = [
      fixture(1, { goals: { home: 1, away: 0 }, elapsed: 23 }),
      fixture(2, { status: "HT", elapsed: 45 }),
      fixture(3, { odds: [{ house: "Bateu Bet", home: 2.2, draw: 3.2, away: 3.5 }] }),
      fixture(4),
    ];
    const events = diffDay(DATE, before, after);
    expect(events.map((e) => [e.type, e.fixtureId])).toEqual([
      ["score", 1],
      ["status", 2],
      ["odds", 3],
    ]);
    expect(events[0]!.data).toMatchObject({ goals: { home: 1, away: 0 }, previous: { home: 0, away: 0 } });
    expect(events[2]!.data).toEqual({
      home: "Flamengo",
      away: "Palmeiras",
      odds: [{ house: "Bateu Bet", home: 2.2, draw: 3.2, away: 3.5 }],
    });
    expect(diffDay(DATE, after, after)).toEqual([]);
  });
});

/** A day's books: fixture id → [house, market, prices][]. */
function books(byFixture: Record<number, Array<[string, string, number[]]>>): DayMarkets {
  return new Map(
    Object.entries(byFixture).map(([id, list]) => [
      Number(id),
      new Map<string, MarketQuote>(list.map(([h, m, prices]) => [quoteKey(h, m), { prices, checkedAt: null }])),
    ]),
  );
}

describe("diffMarkets", () => {
  it("announces one event per fixture and market moved, new prices of visible houses only, under their names", () => {
    const before = [fixture(1), fixture(2), fixture(3)];
    const after = [...before, fixture(4)];
    const old = books({
      1: [
        ["Bateu Bet", "btts", [1.85, 1.9]],
        ["Lotogreen", "btts", [1.8, 1.95]],
        ["Bateu Bet", "totals:2.5", [2.0, 1.78]],
        ["Hidden", "dnb", [1.5, 2.5]],
      ],
      2: [["Bateu Bet", "btts", [1.85, 1.9]]],
      3: [["Bateu Bet", "btts", [1.85, 1.9]]],
    });
    const now = books({
      // btts: one house moved, one did not; a 2,5-goal line moved; a 1,5-goal line arrived; a hidden house moved.
      1: [
        ["Bateu Bet", "btts", [1.9, 1.85]],
        ["Lotogreen", "btts", [1.8, 1.95]],
        ["Bateu Bet", "totals:2.5", [2.02, 1.76]],
        ["Bateu Bet", "totals:1.5", [1.3, 3.4]],
        ["Hidden", "dnb", [1.55, 2.4]],
      ],
      // Unchanged (a fresh map with the same prices: a confirmation by the source).
      2: [["Bateu Bet", "btts", [1.85, 1.9]]],
      // A book that left: nothing new to announce.
      3: [],
      // A fixture new to the day: no change to announce.
      4: [["Bateu Bet", "btts", [1.85, 1.9]]],
    });
    const houses: VisibleHouses = {
      visible: (key) => (key === "Hidden" ? undefined : { name: key === "Bateu Bet" ? "Bateu" : key }),
      rank: () => 0,
    };
    const events = diffMarkets(DATE, before, after, old, now, houses);
    expect(events).toEqual([
      {
        date: DATE,
        fixtureId: 1,
        type: "market",
        data: {
          market: "btts",
          home: "Flamengo",
          away: "Palmeiras",
          houses: [{ house: "Bateu", prices: [1.9, 1.85] }],
        },
      },
      {
        date: DATE,
        fixtureId: 1,
        type: "market",
        data: {
          market: "totals:2.5",
          home: "Flamengo",
          away: "Palmeiras",
          houses: [{ house: "Bateu", prices: [2.02, 1.76] }],
        },
      },
      {
        date: DATE,
        fixtureId: 1,
        type: "market",
        data: {
          market: "totals:1.5",
          home: "Flamengo",
          away: "Palmeiras",
          houses: [{ house: "Bateu", prices: [1.3, 3.4] }],
        },
      },
    ]);
    // Without the houses, every house counts, under its key.
    expect(diffMarkets(DATE, before, after, old, now).map((e) => e.data.market)).toEqual([
      "btts",
      "totals:2.5",
      "totals:1.5",
      "dnb",
    ]);
    expect(diffMarkets(DATE, before, after, now, now)).toEqual([]);
  });
});

describe("live stream on one instance (embedded database, in-process bus)", () => {
  let db: Database;
  let inst: { app: FastifyInstance; url: string };
  const clock = manualClock();
  beforeAll(async () => {
    db = await openDatabase({ kind: "pglite", url: "memory://" });
    inst = await startInstance(db, clock, new MemoryBus());
    await inst.app.ctx.football.ingestDay(DATE);
  });
  afterAll(async () => {
    await inst?.app.close();
    await db?.close();
  });

  it("pushes the changes of the next ingest with ids, and resumes after Last-Event-ID", async () => {
    const msgs = await readStream(
      `${inst.url}/api/live/stream`,
      {},
      (m) => m.length > 0,
      async () => {
        clock.advance(20 * 60_000);
        await inst.app.ctx.football.ingestDay(DATE);
      },
    );
    expect(msgs.length).toBeGreaterThan(0);
    for (const m of msgs) {
      expect(["score", "status", "odds", "market"]).toContain(m.event);
      expect(m.id).toMatch(/^\d+-\d+$/);
      const data = JSON.parse(m.data!);
      expect(data).toMatchObject({ date: DATE, type: m.event });
      expect(typeof data.fixtureId).toBe("number");
    }
    // A client that saw the first event reconnects and gets only what came after it.
    const all = await inst.app.ctx.live.since("0-0");
    expect(all.length).toBeGreaterThan(1);
    const resumed = await readStream(
      `${inst.url}/api/live/stream`,
      { "last-event-id": all[0]!.id },
      (m) => m.length >= all.length - 1,
      undefined,
      5000,
    );
    expect(resumed.map((m) => m.id)).toEqual(all.slice(1).map((e) => e.id));
  });
});

describe.skipIf(!hasPostgres || !hasRedis)("two instances on one PostgreSQL and one Redis", () => {
  let pg: { url: string; drop(): Promise<void> };
  const parts: Array<{ db: Database; bus: LiveBus; inst: { app: FastifyInstance; url: string } }> = [];
  const clock = manualClock();
  beforeAll(async () => {
    pg = await freshPostgresUrl();
    for (let i = 0; i < 2; i++) {
      const db = await openDatabase({ kind: "postgres", url: pg.url });
      const bus = await RedisBus.connect(REDIS_URL, `placar-test-${process.pid}:`);
      parts.push({ db, bus, inst: await startInstance(db, clock, bus) });
    }
  });
  afterAll(async () => {
    for (const p of parts) {
      await p.inst.app.close();
      await p.bus.close();
      await p.db.close();
    }
    await pg?.drop();
  });

  it("only one instance holds the ingestion lock", async () => {
    const [a, b] = parts;
    expect(await a!.db.leadership().tryAcquire()).toBe(true);
    expect(await b!.db.leadership().tryAcquire()).toBe(false);
    // When the leader lets go, the other takes over at its next try.
    await a!.db.leadership().release();
    expect(await b!.db.leadership().tryAcquire()).toBe(true);
    expect(await a!.db.leadership().tryAcquire()).toBe(false);
  });

  it("an event ingested by one instance reaches a client of the other, whose day view follows", async () => {
    const [a, b] = parts;
    await a!.inst.app.ctx.football.ingestDay(DATE);
    const before = (await (await fetch(`${b!.inst.url}/api/apifootball_app/fixtures/?date=${DATE}`)).json()) as object;
    const msgs = await readStream(
      `${b!.inst.url}/api/live/stream`,
      {},
      (m) => m.length > 0,
      async () => {
        clock.advance(20 * 60_000);
        await a!.inst.app.ctx.football.ingestDay(DATE);
      },
    );
    expect(msgs.length).toBeGreaterThan(0);
    expect(msgs[0]!.id).toMatch(/^\d+-\d+$/);
    // B dropped its cached view on the event and now serves what A wrote.
    const after = (await (await fetch(`${b!.inst.url}/api/apifootball_app/fixtures/?date=${DATE}`)).json()) as object;
    expect(after).not.toEqual(before);
    expect(after).toEqual(await a!.inst.app.ctx.football.fixturesByDate(DATE, false));
  });
});
