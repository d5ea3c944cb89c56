/**
 * Prices in seconds (docs/odds-feed.md#delays): with the fixture provider idle (its next pull half an hour away), a
 * house's signed push, a changed price and a suspension reach `gamesByDate` and an open live stream within 5 s, with
 * no call to the provider; a burst of pushes is merged a few times, not once per push; on two instances over Redis,
 * a push received by one shows on the other's stream.
 */

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClock } from "../src/clock.ts";
import { RedisBus } from "../src/live/bus.ts";
import type { ProviderFixture } from "../src/providers/types.ts";
import { signedFeed } from "./helpers/feed.ts";
import { call, signUpAdmin, TEST_JWT_SECRET, tempDataDir } from "./helpers/accounts.ts";
import { startTestApp, type TestApp } from "./helpers/app.ts";
import { openDatabase } from "../src/db/client.ts";
import { DATABASE_KINDS, freshPostgresUrl, hasPostgres, type TestDatabase } from "./helpers/databases.ts";
import { fixture, gameOdds, o, StubProvider } from "./helpers/odds-fixtures.ts";
import { REDIS_URL, redisReachable } from "./helpers/redis.ts";
import { readStream, type SseMessage } from "./helpers/sse.ts";

/** 16 May 2026, 18:05 UTC: São Paulo x Grêmio kicks off at 21:30 UTC. The clock runs on from there. */
const T0 = "2026-05-16T18:05:00.000Z";
const DAY = "2026-05-16";
const GAME = 1001;
const FIXTURES: Record<string, ProviderFixture[]> = {
  [DAY]: [
    fixture(
      GAME,
      "2026-05-16T21:30:00.000Z",
      [126, "São Paulo"],
      [130, "Grêmio"],
      [o("Bateu Bet", 1.95, 3.0, 4.0), o("HanzBet", 2.05, 3.2, 3.7), o("Lotogreen", 2.0, 3.1, 3.9)],
    ),
  ],
};
/** The fixture pull's interval in these tests: as API-Football's plan when nothing is live. */
const IDLE_SECONDS = 1800;
const hasRedis = await redisReachable();

/** A provider that counts its calls: the price path must make none. */
class CountingProvider extends StubProvider {
  calls = 0;
  override async fixturesByDate(date: string): Promise<ProviderFixture[]> {
    this.calls += 1;
    return super.fixturesByDate(date);
  }
}

type Market = { home: number; draw: number; away: number } | { suspended: true };

let pushes = 0;
/** HanzBet's document for the game; each one newer than the last. */
function hanzbet(market: Market, now: Date): string {
  pushes += 1;
  const at = new Date(now.getTime() + pushes).toISOString();
  const priced = "suspended" in market ? market : { ...market, updatedAt: at };
  return JSON.stringify({
    version: 1,
    house: { slug: "hanzbet", name: "HanzBet" },
    generatedAt: at,
    events: [
      {
        id: "hz-1001",
        competition: "Brasileirão Série A",
        home: "São Paulo",
        away: "Grêmio",
        kickoff: "2026-05-16T18:30:00-03:00",
        markets: { "1x2": priced },
      },
    ],
  });
}

async function push(baseUrl: string, secret: string, body: string, now: Date): Promise<Response> {
  return fetch(`${baseUrl}/api/odds-feed/hanzbet/`, {
    method: "POST",
    headers: { "content-type": "application/json", ...signedFeed(secret, body, now) },
    body,
  });
}

/** HanzBet's price of the game on the stream's odds events, last first. */
function streamed(msgs: SseMessage[]): Array<{ home: number; draw: number; away: number }> {
  return msgs
    .filter((m) => m.event === "odds")
    .map((m) => JSON.parse(m.data ?? "{}") as { fixtureId: number; data: { odds: Array<{ house: string }> } })
    .filter((e) => e.fixtureId === GAME)
    .flatMap((e) =>
      (e.data.odds as Array<{ house: string; home: number; draw: number; away: number }>)
        .filter((q) => q.house === "HanzBet")
        .map(({ home, draw, away }) => ({ home, draw, away })),
    )
    .reverse();
}

async function startInstance(kind: "pglite" | "postgres", database?: TestDatabase, bus?: RedisBus) {
  const provider = new CountingProvider(FIXTURES);
  const t = await startTestApp(kind, {
    provider,
    clock: createClock(new Date(T0)),
    env: { JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: tempDataDir() },
    ...(database ? { database } : {}),
    ...(bus ? { bus } : {}),
  });
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  const url = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  return { t, provider, url };
}

async function houseSecret(t: TestApp, slug: string): Promise<string> {
  const admin = await signUpAdmin(t.app);
  const houses = (await call(t.app, "GET", "/api/admin/houses/", undefined, { token: admin.token })).json()
    .results as Array<{ id: number; slug: string }>;
  const house = houses.find((h) => h.slug === slug)!;
  const res = await call(t.app, "POST", `/api/admin/houses/${house.id}/feed-secret/`, undefined, {
    token: admin.token,
  });
  return res.json().secret as string;
}

describe.each(DATABASE_KINDS)("prices in seconds with the fixture provider idle, on $kind", ({ kind, skip }) => {
  let inst: Awaited<ReturnType<typeof startInstance>>;
  let secret: string;
  let stop: () => void;
  const now = () => inst.t.app.ctx.clock.now();

  beforeAll(async () => {
    if (skip) return;
    inst = await startInstance(kind);
    secret = await houseSecret(inst.t, "hanzbet");
    // The schedule's first run pulls the day and plans the next pull half an hour away.
    const plan = await inst.t.app.ctx.football.runScheduledOnce(IDLE_SECONDS);
    expect(plan.delayMs).toBe(IDLE_SECONDS * 1000);
    stop = inst.t.app.ctx.football.startPrices();
  });
  afterAll(async () => {
    stop?.();
    await inst?.t.close();
  });

  /** Pushes `market`, and answers how long the new price took to reach an open stream and `gamesByDate`. */
  async function pushAndSee(market: Market, expected: number[] | undefined) {
    const calls = inst.provider.calls;
    let sent = 0;
    const msgs = await readStream(
      `${inst.url}/api/live/stream`,
      {},
      (m) => m.some((e) => e.event === "odds" && JSON.parse(e.data ?? "{}").fixtureId === GAME),
      async () => {
        sent = performance.now();
        const res = await push(inst.url, secret, hanzbet(market, now()), now());
        expect(res.status).toBe(202);
      },
      5_000,
    );
    const onStream = performance.now() - sent;
    await expect
      .poll(async () => (await gameOdds(inst.t, DAY, GAME)).get("HanzBet"), { timeout: 5_000 })
      .toEqual(expected);
    const inList = performance.now() - sent;
    expect(onStream).toBeLessThan(5_000);
    expect(inList).toBeLessThan(5_000);
    expect(inst.provider.calls).toBe(calls);
    return msgs;
  }

  it.skipIf(skip)("a signed push's new price is on an open stream and in gamesByDate within 5 s", async () => {
    expect((await gameOdds(inst.t, DAY, GAME)).get("HanzBet")).toEqual([2.05, 3.2, 3.7]);
    const msgs = await pushAndSee({ home: 2.12, draw: 3.15, away: 3.6 }, [2.12, 3.15, 3.6]);
    expect(streamed(msgs)[0]).toEqual({ home: 2.12, draw: 3.15, away: 3.6 });
  });

  it.skipIf(skip)("a changed price follows the same way", async () => {
    const msgs = await pushAndSee({ home: 2.2, draw: 3.1, away: 3.5 }, [2.2, 3.1, 3.5]);
    expect(streamed(msgs)[0]).toEqual({ home: 2.2, draw: 3.1, away: 3.5 });
  });

  it.skipIf(skip)("a suspension removes the house's price the same way", async () => {
    const calls = inst.provider.calls;
    const sent = performance.now();
    const res = await push(inst.url, secret, hanzbet({ suspended: true }, now()), now());
    expect(res.status).toBe(202);
    await expect.poll(async () => (await gameOdds(inst.t, DAY, GAME)).has("HanzBet"), { timeout: 5_000 }).toBe(false);
    expect(performance.now() - sent).toBeLessThan(5_000);
    expect((await gameOdds(inst.t, DAY, GAME)).get("Bateu Bet")).toEqual([1.95, 3.0, 4.0]);
    expect(inst.provider.calls).toBe(calls);
  });

  it.skipIf(skip)(
    "a burst of pushes is merged a few times, not once per push, and ends on the last price",
    async () => {
      const merges = inst.t.app.ctx.football.prices!.status.merges;
      const prices = [2.01, 2.02, 2.03, 2.04, 2.05, 2.06, 2.07, 2.08, 2.09, 2.1];
      for (const home of prices) {
        const res = await push(inst.url, secret, hanzbet({ home, draw: 3.2, away: 3.7 }, now()), now());
        expect(res.status).toBe(202);
      }
      await expect
        .poll(async () => (await gameOdds(inst.t, DAY, GAME)).get("HanzBet"), { timeout: 5_000 })
        .toEqual([2.1, 3.2, 3.7]);
      await inst.t.app.ctx.football.prices!.settle();
      expect(inst.t.app.ctx.football.prices!.status.merges - merges).toBeLessThan(prices.length);
    },
  );

  it.skipIf(skip)("30 unsigned pushes do not block the house's signed one, even from the same address", async () => {
    const body = hanzbet({ home: 2.15, draw: 3.2, away: 3.7 }, now());
    for (let i = 0; i < 30; i++) {
      const res = await fetch(`${inst.url}/api/odds-feed/hanzbet/`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-placar-timestamp": "1", "x-placar-signature": "0" },
        body,
      });
      expect(res.status).toBe(401);
    }
    const refused = await fetch(`${inst.url}/api/odds-feed/hanzbet/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await push(inst.url, secret, body, now())).status).toBe(202);
  });
});

describe.skipIf(!hasPostgres || !hasRedis)("two instances over Redis", () => {
  let pg: Awaited<ReturnType<typeof freshPostgresUrl>>;
  const buses: RedisBus[] = [];
  const insts: Array<Awaited<ReturnType<typeof startInstance>>> = [];
  let stops: Array<() => void> = [];

  beforeAll(async () => {
    pg = await freshPostgresUrl();
    const prefix = `placar-prices-${process.pid}-${Date.now()}:`;
    for (let i = 0; i < 2; i++) {
      // A database handle each: the ingestion lock is held per handle, as on two machines.
      const handle = await openDatabase({ kind: "postgres", url: pg.url });
      const bus = await RedisBus.connect(REDIS_URL, prefix);
      buses.push(bus);
      insts.push(await startInstance("postgres", { ...handle, dispose: () => handle.close() }, bus));
    }
  });
  afterAll(async () => {
    for (const s of stops) s();
    for (const i of insts) {
      await i.t.close();
      await i.t.db.dispose();
    }
    for (const b of buses) await b.close();
    await pg?.drop();
  });

  it("a push received by the instance that does not lead shows on its stream, merged by the leader", async () => {
    const [a, b] = insts as [Awaited<ReturnType<typeof startInstance>>, Awaited<ReturnType<typeof startInstance>>];
    const secret = await houseSecret(a.t, "hanzbet");
    // B leads the ingest (the advisory lock), A only serves.
    await b.t.app.ctx.football.runScheduledOnce(IDLE_SECONDS);
    expect((await a.t.app.ctx.football.runScheduledOnce(IDLE_SECONDS)).delayMs).toBe(IDLE_SECONDS * 1000);
    expect(a.t.app.ctx.football.status.leader).toBe(false);
    stops = [a.t.app.ctx.football.startPrices(), b.t.app.ctx.football.startPrices()];
    const calls = a.provider.calls + b.provider.calls;
    const now = a.t.app.ctx.clock.now();
    const sent = { at: 0 };
    const msgs = await readStream(
      `${a.url}/api/live/stream`,
      {},
      (m) => streamed(m).length > 0,
      async () => {
        sent.at = performance.now();
        expect((await push(a.url, secret, hanzbet({ home: 2.3, draw: 3.1, away: 3.4 }, now), now)).status).toBe(202);
      },
      5_000,
    );
    expect(performance.now() - sent.at).toBeLessThan(5_000);
    expect(streamed(msgs)[0]).toEqual({ home: 2.3, draw: 3.1, away: 3.4 });
    await expect
      .poll(async () => (await gameOdds(a.t, DAY, GAME)).get("HanzBet"), { timeout: 5_000 })
      .toEqual([2.3, 3.1, 3.4]);
    // The leader's merge publishes before it ends (the alerts it then evaluates): its count is read once it has.
    await b.t.app.ctx.football.prices!.settle();
    expect(b.t.app.ctx.football.prices!.status.merges).toBeGreaterThan(0);
    expect(a.t.app.ctx.football.prices!.status.merges).toBe(0);
    expect(a.provider.calls + b.provider.calls).toBe(calls);
  });
});
