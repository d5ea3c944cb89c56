import Fastify from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Clock } from "../src/clock.ts";
import { openDatabase, type Database } from "../src/db/client.ts";
import { MemoryBus } from "../src/live/bus.ts";
import { inProcessLeadership } from "../src/live/leader.ts";
import type { ApiFootballProviderOptions } from "../src/providers/api-football/api-football-provider.ts";
import { ApiFootballProvider } from "../src/providers/api-football/api-football-provider.ts";
import { DemoProvider } from "../src/providers/demo/demo-provider.ts";
import type { FootballProvider, ProviderFixture } from "../src/providers/types.ts";
import { FootballService, type FootballServiceOptions } from "../src/services/football.ts";
import { RealPricesService } from "../src/services/real-prices.ts";
import type { OddsSource } from "../src/odds-sources/types.ts";
import {
  dayIngestedAt,
  readDay,
  readProviderDay,
  readReferencePrices,
  withCheckedAt,
  withReferences,
} from "../src/services/football-store.ts";
import { readClosingLines, withClosingLines } from "../src/services/odds-lines.ts";
import { fixtures as fixtureRows, odds as oddsRows } from "../src/db/schema.ts";
import { and, eq } from "drizzle-orm";
import type { RecordedRequest, ReplayServer, Reply } from "./fixtures/api-football/replay-server.ts";
import { envelope, sample, startReplayServer } from "./fixtures/api-football/replay-server.ts";
import { manualClock, startTestApp, type TestApp } from "./helpers/app.ts";
import { signUpAdmin, tempDataDir, TEST_JWT_SECRET } from "./helpers/accounts.ts";

/** /api/health as an admin sees it (the full report). */
async function adminHealth(t: TestApp): Promise<Json> {
  const admin = await signUpAdmin(t.app);
  return (await t.app.inject({ url: "/api/health", headers: { authorization: `Bearer ${admin.token}` } })).json();
}

type Json = Record<string, any>;

const MIN = 60_000;
const DAY = "2024-03-30";

/** The Bundesliga sample as 30/03/2024's list; with `live`, Eintracht Frankfurt v Union Berlin is in the second half. */
function bundesligaDay(live: boolean): Json {
  const s = sample("fixtures-league78-2023-ns-pst");
  for (const item of s.response as Json[]) {
    if (live && item.fixture.id === 1049118) {
      item.fixture.status = { long: "Second Half", short: "2H", elapsed: 70 };
      item.goals = { home: 1, away: 0 };
    }
  }
  return s;
}

let live = true;
function route(req: RecordedRequest): Reply {
  if (req.path === "/fixtures" && req.query.has("date")) return { body: bundesligaDay(live) };
  return { status: 404, body: {} };
}

let server: ReplayServer;
let db: Database;
const log = Fastify({ logger: false }).log;
const services: Array<{ stop(): void }> = [];

beforeAll(async () => {
  server = await startReplayServer(route);
  db = await openDatabase({ kind: "pglite", url: "memory://" });
});
afterAll(async () => {
  await server.close();
  await db.close();
});
afterEach(() => {
  for (const s of services.splice(0)) s.stop();
  server.requests.length = 0;
  server.fallback = route;
  live = true;
});

function apiFootball(clock: Clock, options: Partial<ApiFootballProviderOptions> = {}): ApiFootballProvider {
  return new ApiFootballProvider({
    key: "k",
    baseUrl: server.baseUrl,
    timeoutMs: 300,
    maxAttempts: 1,
    now: () => clock.now().getTime(),
    ...options,
  });
}

/** Runs one scheduled tick (interval 60 s) and answers what it planned. */
async function firstTick(
  provider: FootballProvider,
  clock: Clock,
): Promise<{ delayMs: number; reason: string; service: FootballService }> {
  const service = new FootballService({
    db: db.db,
    provider,
    clock,
    log,
    bus: new MemoryBus(),
    leadership: inProcessLeadership(),
  });
  const stopSchedule = service.startSchedule(60);
  services.push({ stop: () => (stopSchedule(), service.stop()) });
  await expect.poll(() => service.status.nextRunAt, { timeout: 20_000 }).not.toBeNull();
  const delayMs = Date.parse(service.status.nextRunAt!) - clock.now().getTime();
  return { delayMs, reason: service.status.nextRunReason!, service };
}

describe("the ingest schedule", () => {
  it("runs the demo every INGEST_INTERVAL_SECONDS", async () => {
    const clock = manualClock("2026-11-21T18:00:00.000Z");
    const { delayMs, reason } = await firstTick(new DemoProvider({ seed: 7 }), clock);
    expect(reason).toBe("interval");
    expect(delayMs).toBe(60_000);
  });

  it("with API-Football polls every couple of minutes while a match is live, spreading the day's budget", async () => {
    const clock = manualClock("2024-03-30T16:10:00.000Z");
    const provider = apiFootball(clock);
    const { delayMs, reason, service } = await firstTick(provider, clock);
    expect(reason).toBe("live");
    // 89 polls left after the details reserve, over ~2.4 h of match time and the idle polls of the evening.
    expect(delayMs).toBeGreaterThan(90_000);
    expect(delayMs).toBeLessThan(3 * MIN);
    expect(service.status.lastSuccessAt).toBe("2024-03-30T16:10:00.000Z");
    expect(provider.budget()).toMatchObject({ dayUsed: 1, dayRemaining: 99, minuteRemaining: 9 });
  });

  it("with nothing live waits for the next kick-off, and at most half an hour", async () => {
    live = false;
    const beforeKickoff = manualClock("2024-03-30T14:15:00.000Z");
    const soon = await firstTick(apiFootball(beforeKickoff), beforeKickoff);
    expect(soon).toMatchObject({ reason: "kickoff", delayMs: 15 * MIN });
    const morning = manualClock("2024-03-30T12:00:00.000Z");
    const quiet = await firstTick(apiFootball(morning), morning);
    expect(quiet).toMatchObject({ reason: "idle", delayMs: 30 * MIN });
  });

  it("stays within the daily budget: once it is spent, the next run is at midnight in São Paulo", async () => {
    const clock = manualClock("2024-03-30T16:10:00.000Z");
    const { delayMs, reason } = await firstTick(apiFootball(clock, { dailyBudget: 1 }), clock);
    expect(reason).toBe("budget-exhausted");
    expect(clock.now().getTime() + delayMs).toBe(Date.parse("2024-03-31T03:00:00.000Z"));
  });

  it("stays within the per-minute budget: never faster than the minute allows", async () => {
    const clock = manualClock("2024-03-30T16:10:00.000Z");
    const { delayMs, reason } = await firstTick(apiFootball(clock, { dailyBudget: 100_000, perMinute: 2 }), clock);
    expect(reason).toBe("live");
    expect(delayMs).toBe(30_000);
  });

  it("retries a failed poll after a minute, but not before the provider's daily quota comes back (00:00 UTC)", async () => {
    server.fallback = () => ({ status: 500, body: {} });
    const clock = manualClock("2024-03-30T16:10:00.000Z");
    const failed = await firstTick(apiFootball(clock), clock);
    expect(failed).toMatchObject({ reason: "retry", delayMs: MIN });
    expect(failed.service.status.lastError).toMatch(/HTTP 500/);

    server.fallback = () => ({
      body: envelope("fixtures", [], { errors: { requests: "You have reached the request limit for the day" } }),
    });
    const refused = await firstTick(apiFootball(clock), clock);
    // The plan itself knows the provider's quota is what ran out, and when it comes back.
    expect(refused.reason).toBe("budget-exhausted");
    expect(clock.now().getTime() + refused.delayMs).toBe(Date.parse("2024-03-31T00:00:00.000Z"));
  });
});

describe("the week ahead", () => {
  const TODAY = "2026-11-21";
  const next = (i: number) => `2026-11-${String(21 + i).padStart(2, "0")}`;
  const pulledAt = async (on: Database) =>
    Object.fromEntries(
      await Promise.all(
        [1, 2, 3, 4, 5, 6, 7, 8].map(async (i) => [
          next(i),
          (await dayIngestedAt(on.db, next(i)))?.toISOString() ?? null,
        ]),
      ),
    );
  const sourceless: OddsSource = {
    name: "a source with nothing listed",
    poll: async () => [],
    status: () => ({
      name: "a source with nothing listed",
      lastPollAt: null,
      lastSuccessAt: null,
      lastError: null,
      quotaRemaining: null,
      quotaUsed: null,
      quotaLastCost: null,
      pausedUntil: null,
      pauseReason: null,
      pauseMessage: null,
      nextCallAt: null,
      sports: [],
    }),
  };

  /** A service on its own database (or the shared one), run by hand with `runScheduledOnce`. */
  function scheduled(
    options: Partial<FootballServiceOptions> & Pick<FootballServiceOptions, "db" | "provider" | "clock">,
  ) {
    const service = new FootballService({ log, bus: new MemoryBus(), leadership: inProcessLeadership(), ...options });
    services.push(service);
    return service;
  }

  it("each run also pulls the oldest of the next seven days once it is AHEAD_REFRESH_MINUTES old, a day at a time", async () => {
    const fresh = await openDatabase({ kind: "pglite", url: "memory://" });
    try {
      const clock = manualClock(`${TODAY}T18:00:00.000Z`);
      const service = scheduled({
        db: fresh.db,
        provider: new DemoProvider({ seed: 3 }),
        clock,
        aheadRefreshMs: 30 * MIN,
      });
      // The first run: today, and tomorrow (every next day is equally old: never pulled).
      await expect(service.runScheduledOnce(60)).resolves.toEqual({ delayMs: 60_000, reason: "interval" });
      expect(await dayIngestedAt(fresh.db, TODAY)).toEqual(clock.now());
      expect(await pulledAt(fresh)).toMatchObject({ [next(1)]: clock.now().toISOString(), [next(2)]: null });
      // One more day per run, up to a week ahead, never the eighth day.
      for (let i = 2; i <= 7; i++) {
        clock.advance(MIN);
        await service.runScheduledOnce(60);
      }
      const week = await pulledAt(fresh);
      expect(Object.values(week).filter((at) => at !== null)).toHaveLength(7);
      expect(week[next(8)]).toBeNull();
      // Nothing of the week is 30 minutes old yet: a run pulls today only.
      clock.advance(MIN);
      await service.runScheduledOnce(60);
      expect(await pulledAt(fresh)).toEqual(week);
      // Half an hour after tomorrow's pull, tomorrow (the oldest) comes first, and only it.
      clock.set(`${TODAY}T18:30:00.000Z`);
      await service.runScheduledOnce(60);
      expect(await pulledAt(fresh)).toEqual({ ...week, [next(1)]: clock.now().toISOString() });
    } finally {
      await fresh.close();
    }
  });

  it("AHEAD_REFRESH_MINUTES=0 leaves the next days to their visitors", async () => {
    const fresh = await openDatabase({ kind: "pglite", url: "memory://" });
    try {
      const clock = manualClock(`${TODAY}T18:00:00.000Z`);
      const service = scheduled({
        db: fresh.db,
        provider: new DemoProvider({ seed: 3 }),
        clock,
        aheadRefreshMs: 0,
      });
      await service.runScheduledOnce(60);
      expect(await dayIngestedAt(fresh.db, TODAY)).toEqual(clock.now());
      expect(await dayIngestedAt(fresh.db, next(1))).toBeNull();
    } finally {
      await fresh.close();
    }
  });

  it("a metered provider without odds sources spends no request on the next days", async () => {
    const clock = manualClock("2024-03-30T16:10:00.000Z");
    const service = scheduled({ db: db.db, provider: apiFootball(clock), clock, aheadRefreshMs: 30 * MIN });
    await service.runScheduledOnce(60);
    expect(server.requests.map((r) => r.query.get("date"))).toEqual([DAY]);
  });

  it("with an odds source, a metered provider pulls a next day only while more than half the day's requests are left", async () => {
    const run = async (dailyBudget: number) => {
      server.requests.length = 0;
      const clock = manualClock("2024-03-30T16:10:00.000Z");
      const service = scheduled({
        db: db.db,
        provider: apiFootball(clock, { dailyBudget }),
        clock,
        realPrices: new RealPricesService(db.db, [sourceless], () => new Set(), log),
        aheadRefreshMs: 30 * MIN,
      });
      await service.runScheduledOnce(60);
      return server.requests.map((r) => r.query.get("date"));
    };
    // 3 a day: 2 left after today's list, more than half: tomorrow too.
    expect(await run(3)).toEqual([DAY, "2024-03-31"]);
    // 2 a day: 1 left, not more than half: today only.
    expect(await run(2)).toEqual([DAY]);
  });
});

describe("the budget follows the plan the provider announces", () => {
  /** The day's list, with the quota headers a key of this plan would get. */
  const planHeaders =
    (headers: Record<string, string>) =>
    (req: RecordedRequest): Reply => ({ ...route(req), headers });
  const paid = {
    "x-ratelimit-requests-limit": "7500",
    "x-ratelimit-requests-remaining": "7400",
    "X-RateLimit-Limit": "300",
    "X-RateLimit-Remaining": "299",
  };

  /** Asks for the day `n` times, a second apart; answers how many got through before the budget refused. */
  async function poll(
    provider: ApiFootballProvider,
    clock: ReturnType<typeof manualClock>,
    n: number,
  ): Promise<number> {
    for (let i = 0; i < n; i++) {
      try {
        await provider.fixturesByDate(DAY, clock.now());
      } catch (err) {
        expect((err as { kind?: string }).kind).toBe("budget");
        return i;
      }
      clock.advance(1_000);
    }
    return n;
  }

  it("starts at the free plan's 100 a day and 10 a minute until the provider has answered", () => {
    const clock = manualClock("2024-03-30T16:10:00.000Z");
    expect(apiFootball(clock).budget()).toMatchObject({
      dayLimit: 100,
      dayLimitSource: "default",
      dayRemaining: 100,
      minuteLimit: 10,
      minuteLimitSource: "default",
    });
  });

  it("a paid key that already spent 100 requests today keeps polling past 100 calls", async () => {
    server.fallback = planHeaders(paid);
    const clock = manualClock("2024-03-30T16:10:00.000Z");
    const provider = apiFootball(clock);
    expect(await poll(provider, clock, 130)).toBe(130);
    expect(server.requests).toHaveLength(130);
    expect(provider.budget()).toMatchObject({
      dayLimit: 7500,
      dayLimitSource: "provider",
      // Our 130 outnumber the provider's static 100 spent: the larger count is believed.
      dayUsed: 130,
      dayRemaining: 7370,
      minuteLimit: 300,
      minuteLimitSource: "provider",
      // 59 of ours in the last 60 seconds.
      minuteRemaining: 241,
    });
    // The schedule keeps polling as often as live data changes, not at the free plan's pace.
    const { delayMs, reason } = await firstTick(provider, clock);
    expect(reason).toBe("live");
    expect(delayMs).toBe(15_000);
  });

  it("an explicit APIFOOTBALL_DAILY_BUDGET stays an upper bound, counted by us", async () => {
    server.fallback = planHeaders(paid);
    const clock = manualClock("2024-03-30T16:10:00.000Z");
    const provider = apiFootball(clock, { dailyBudget: 50 });
    expect(await poll(provider, clock, 60)).toBe(50);
    expect(server.requests).toHaveLength(50);
    expect(provider.budget()).toMatchObject({
      dayLimit: 50,
      dayLimitSource: "configured",
      dayUsed: 50,
      dayRemaining: 0,
      minuteLimitSource: "provider",
    });
    const { delayMs, reason } = await firstTick(provider, clock);
    expect(reason).toBe("budget-exhausted");
    expect(clock.now().getTime() + delayMs).toBe(Date.parse("2024-03-31T03:00:00.000Z"));
  });

  it("a remaining count of 0 stops the polls until the provider's reset at 00:00 UTC", async () => {
    server.fallback = planHeaders({ ...paid, "x-ratelimit-requests-remaining": "0" });
    const clock = manualClock("2024-03-30T16:10:00.000Z");
    const provider = apiFootball(clock);
    expect(await poll(provider, clock, 5)).toBe(1);
    expect(server.requests).toHaveLength(1);
    expect(provider.budget()).toMatchObject({
      dayLimit: 7500,
      dayRemaining: 0,
      dayResetAt: "2024-03-31T00:00:00.000Z",
    });
    const { delayMs, reason } = await firstTick(provider, clock);
    expect(reason).toBe("budget-exhausted");
    expect(clock.now().getTime() + delayMs).toBe(Date.parse("2024-03-31T00:00:00.000Z"));
    expect(server.requests).toHaveLength(1);

    // After the reset (21:00 in São Paulo, still the same Brazilian day) the plan's allowance is back.
    server.fallback = planHeaders(paid);
    clock.set("2024-03-31T00:00:01.000Z");
    expect(await poll(provider, clock, 3)).toBe(3);
    expect(server.requests).toHaveLength(4);
  });

  it("respects the per-minute plan the provider announces, and a lower APIFOOTBALL_PER_MINUTE", async () => {
    server.fallback = planHeaders({ ...paid, "X-RateLimit-Limit": "30", "X-RateLimit-Remaining": "29" });
    const clock = manualClock("2024-03-30T16:10:00.000Z");
    const provider = apiFootball(clock);
    // 30 in half a minute: more than the free plan's 10, never more than the plan's 30.
    expect(await poll(provider, clock, 40)).toBe(30);
    expect(provider.budget()).toMatchObject({ minuteLimit: 30, minuteLimitSource: "provider", minuteRemaining: 0 });
    clock.advance(60_000);
    expect(provider.budget().minuteRemaining).toBeGreaterThan(0);

    server.requests.length = 0;
    const capped = apiFootball(clock, { perMinute: 5 });
    expect(await poll(capped, clock, 10)).toBe(5);
    expect(capped.budget()).toMatchObject({ minuteLimit: 5, minuteLimitSource: "configured" });

    // The provider's own remaining count for the minute is believed too (another process on the key).
    server.requests.length = 0;
    server.fallback = planHeaders({ ...paid, "X-RateLimit-Remaining": "0" });
    const shared = apiFootball(clock);
    expect(await poll(shared, clock, 3)).toBe(1);
    expect(server.requests).toHaveLength(1);
  });
});

describe("incremental ingest", () => {
  it("rewrites only what changed since its last write, and its view is what a fresh read of the database gives", async () => {
    const DATE = "2026-11-21";
    const clock = manualClock("2026-11-21T18:00:00.000Z");
    const make = () => {
      const service = new FootballService({
        db: db.db,
        provider: new DemoProvider({ seed: 11 }),
        clock,
        log,
        bus: new MemoryBus(),
        leadership: inProcessLeadership(),
      });
      services.push(service);
      return service;
    };
    const a = make();
    await a.ingestDay(DATE);
    const all = (await db.db.select().from(fixtureRows).where(eq(fixtureRows.date, DATE))).length;
    expect(all).toBeGreaterThan(100);

    clock.advance(MIN);
    await a.ingestDay(DATE);
    const at = clock.now();
    const rewritten = await db.db
      .select()
      .from(fixtureRows)
      .where(and(eq(fixtureRows.date, DATE), eq(fixtureRows.updatedAt, at)));
    expect(rewritten.length).toBeGreaterThan(0);
    expect(rewritten.length).toBeLessThan(all / 2);
    const repriced = await db.db.select().from(oddsRows).where(eq(oddsRows.updatedAt, at));
    expect(repriced.length).toBeLessThan((all * 7) / 2);
    /**
     * A fresh read of the day, with what the view attaches: the arrows' reference prices, when each price was last
     * confirmed (the provider's kept answer: the demo's MC Games is behind at 18:00 UTC) and the finished games'
     * closing lines.
     */
    const fresh = async () => {
      const day = await readDay(db.db, DATE);
      return withClosingLines(
        withCheckedAt(
          withReferences(day, await readReferencePrices(db.db, day, clock.now())),
          (await readProviderDay(db.db, DATE))?.items ?? [],
        ),
        await readClosingLines(db.db, day),
      );
    };
    expect(await a.day(DATE)).toEqual(await fresh());

    // Another process writes the day in between: the next write is a whole one again, and nothing is lost.
    clock.advance(20 * MIN);
    await make().ingestDay(DATE);
    clock.advance(20 * MIN);
    await a.ingestDay(DATE);
    expect(await a.day(DATE)).toEqual(await fresh());
  });
});

/** The demo, with a switch that makes the day's list fail like an unreachable provider. */
class FlakyDemo extends DemoProvider {
  down = false;
  override async fixturesByDate(date: string, now: Date): Promise<ProviderFixture[]> {
    if (this.down) throw new Error("provedor fora do ar");
    return super.fixturesByDate(date, now);
  }
}

describe("day lists when the provider fails", () => {
  let t: TestApp;
  const provider = new FlakyDemo({ seed: 7 });
  const clock = manualClock("2026-11-21T18:00:00.000Z");
  const DATE = "2026-11-21";
  beforeAll(async () => {
    t = await startTestApp("pglite", {
      provider,
      clock,
      env: { JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: tempDataDir() },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("keep the last good list, marked stale with its age, in headers and in health", async () => {
    await t.app.ctx.football.ingestDay(DATE);
    const urls = [
      `/api/soccerdata_app/gamesByDate/?date=${DATE}`,
      `/api/apifootball_app/fixtures/?date=${DATE}`,
      `/api/soccerdata_app/gamesByDate/?date=${DATE}&page=2&page_size=5`,
    ];
    const good = await Promise.all(urls.map((url) => t.app.inject({ url })));
    for (const res of good) {
      expect(res.headers["x-data-stale"]).toBe("false");
      expect(res.headers["x-data-updated-at"]).toBe("2026-11-21T18:00:00.000Z");
      expect(res.headers["x-data-age"]).toBe("0");
    }
    expect(good[0]!.json().count).toBeGreaterThan(100);

    clock.advance(5 * MIN);
    provider.down = true;
    try {
      await expect(t.app.ctx.football.ingestDay(DATE)).rejects.toThrow("provedor fora do ar");
      for (const [i, url] of urls.entries()) {
        const res = await t.app.inject({ url });
        expect(res.statusCode).toBe(200);
        expect(res.body, url).toBe(good[i]!.body);
        expect(res.headers["x-data-stale"]).toBe("true");
        expect(res.headers["x-data-updated-at"]).toBe("2026-11-21T18:00:00.000Z");
        expect(res.headers["x-data-age"]).toBe("300");
      }
      // A client holding the list learns it is stale even from a 304.
      const again = await t.app.inject({
        url: urls[0]!,
        headers: { "if-none-match": good[0]!.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
      expect(again.headers["x-data-stale"]).toBe("true");

      const health = await adminHealth(t);
      expect(health.ingest.days[0]).toEqual({
        date: DATE,
        updatedAt: "2026-11-21T18:00:00.000Z",
        ageSeconds: 300,
        stale: true,
        error: "provedor fora do ar",
      });
      expect(health.providers[0]).toMatchObject({
        name: "demo",
        failing: true,
        lastSuccessAt: "2026-11-21T18:00:00.000Z",
        lastFailure: { at: "2026-11-21T18:05:00.000Z", message: "provedor fora do ar", call: "fixtures" },
        budget: null,
      });

      // A day never fetched that cannot be fetched now: empty, stale, with no age.
      const tomorrow = await t.app.inject({ url: "/api/soccerdata_app/gamesByDate/?date=2026-11-22" });
      expect(tomorrow.json().count).toBe(0);
      expect(tomorrow.headers["x-data-stale"]).toBe("true");
      expect(tomorrow.headers["x-data-age"]).toBeUndefined();
    } finally {
      provider.down = false;
    }
    await t.app.ctx.football.ingestDay(DATE);
    const healed = await t.app.inject({ url: urls[0]! });
    expect(healed.headers["x-data-stale"]).toBe("false");
    expect(healed.headers["x-data-updated-at"]).toBe("2026-11-21T18:05:00.000Z");
    const health = await adminHealth(t);
    expect(health.providers[0]).toMatchObject({ failing: false, lastFailure: { message: "provedor fora do ar" } });
  });
});

describe("health with API-Football", () => {
  let t: TestApp;
  const clock = manualClock("2024-03-30T16:10:00.000Z");
  let stopSchedule: () => void = () => {};
  beforeAll(async () => {
    const provider = apiFootball(clock, { dailyBudget: 100, perMinute: 10 });
    t = await startTestApp("pglite", {
      provider,
      clock,
      env: {
        DATA_PROVIDER: "api-football",
        APIFOOTBALL_KEY: "k",
        JWT_SECRET: TEST_JWT_SECRET,
        DATA_DIR: tempDataDir(),
      },
    });
  });
  afterAll(async () => {
    stopSchedule();
    await t?.close();
  });

  it("reports the last success, the last failure with its message, the next planned run and the budget left", async () => {
    stopSchedule = t.app.ctx.football.startSchedule(60);
    await expect.poll(() => t.app.ctx.football.status.nextRunAt, { timeout: 20_000 }).not.toBeNull();
    const first = await adminHealth(t);
    expect(first.provider).toBe("api-football");
    expect(first.providers).toEqual([
      {
        name: "api-football",
        lastSuccessAt: "2024-03-30T16:10:00.000Z",
        lastFailure: null,
        failing: false,
        nextRunAt: t.app.ctx.football.status.nextRunAt,
        nextRunReason: "live",
        budget: {
          dayLimit: 100,
          dayLimitSource: "configured",
          dayUsed: 1,
          dayRemaining: 99,
          dayResetAt: "2024-03-31T03:00:00.000Z",
          minuteLimit: 10,
          minuteLimitSource: "configured",
          minuteRemaining: 9,
        },
      },
    ]);

    // A table the provider refuses: the failure is reported with the provider's own words.
    server.fallback = () => ({
      body: envelope("standings", [], { errors: { plan: "Free plans do not have access to this season." } }),
    });
    clock.advance(MIN);
    await t.app.inject({ url: "/api/apifootball_app/standings/?league=78&season=2019" });
    const after = await adminHealth(t);
    expect(after.providers[0].lastFailure).toEqual({
      at: "2024-03-30T16:11:00.000Z",
      call: "standings",
      message: expect.stringContaining("Free plans do not have access to this season."),
    });
    expect(after.providers[0].failing).toBe(true);
    expect(after.providers[0].budget).toMatchObject({ dayUsed: 2, dayRemaining: 98, minuteRemaining: 9 });
  });
});

describe("health with the budget the provider announces", () => {
  let t: TestApp;
  const clock = manualClock("2024-03-30T16:10:00.000Z");
  beforeAll(async () => {
    server.fallback = (req) => ({
      ...route(req),
      headers: {
        "x-ratelimit-requests-limit": "7500",
        "x-ratelimit-requests-remaining": "7400",
        "X-RateLimit-Limit": "300",
        "X-RateLimit-Remaining": "299",
      },
    });
    t = await startTestApp("pglite", {
      provider: apiFootball(clock),
      clock,
      env: {
        DATA_PROVIDER: "api-football",
        APIFOOTBALL_KEY: "k",
        JWT_SECRET: TEST_JWT_SECRET,
        DATA_DIR: tempDataDir(),
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("shows an admin each limit with its source; anonymous callers see no budget at all", async () => {
    await t.app.ctx.football.ingestDay(DAY);
    const health = await adminHealth(t);
    expect(health.providers[0].budget).toEqual({
      dayLimit: 7500,
      dayLimitSource: "provider",
      dayUsed: 100,
      dayRemaining: 7400,
      dayResetAt: "2024-03-31T03:00:00.000Z",
      minuteLimit: 300,
      minuteLimitSource: "provider",
      minuteRemaining: 299,
    });
    const anonymous = (await t.app.inject({ url: "/api/health" })).json();
    expect(anonymous).toEqual({
      status: "ok",
      database: "pglite",
      businessDate: DAY,
      now: "2024-03-30T16:10:00.000Z",
      ingest: { lastSuccessAt: "2024-03-30T16:10:00.000Z" },
    });
  });
});
