/**
 * The Odds API on its credit plan, in the app (docs/odds-feed.md#delays): each competition is asked when what is at
 * stake says (the free event listing tells its games), a competition without games is never asked, and a quote
 * changed at the source is on the site as soon as its planned call is sent. The clock is the test's.
 */

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Handler, ReplayServer, Reply } from "./fixtures/api-football/replay-server.ts";
import { startReplayServer } from "./fixtures/api-football/replay-server.ts";
import { call, signUpAdmin, TEST_JWT_SECRET, tempDataDir } from "./helpers/accounts.ts";
import { manualClock, startTestApp, type TestApp } from "./helpers/app.ts";
import { DATABASE_KINDS } from "./helpers/databases.ts";
import { fixture, gameOdds, o, oddsApiEvent, StubProvider } from "./helpers/odds-fixtures.ts";

const BRA = "soccer_brazil_campeonato";
const EPL = "soccer_epl";
/** 16 May 2026, 18:05 UTC: São Paulo x Grêmio kicks off at 21:30, 3 h 25 min later. */
const T0 = "2026-05-16T18:05:00.000Z";
const DAY = "2026-05-16";
const KICKOFF = "2026-05-16T21:30:00Z";
const MINUTE = 60_000;

describe.each(DATABASE_KINDS)("The Odds API on its credit plan, on $kind", ({ kind, skip }) => {
  let server: ReplayServer;
  let t: TestApp;
  let admin: { token: string };
  const clock = manualClock(T0);
  let price: [number, number, number] = [2.1, 3.3, 3.6];
  let used = 20;
  const routes: Handler = (req): Reply => {
    if (req.path === `/v4/sports/${BRA}/events`)
      return {
        headers: { "x-requests-last": "0", "x-requests-used": String(used) },
        body: [{ id: "ev1", sport_key: BRA, commence_time: KICKOFF, home_team: "São Paulo", away_team: "Grêmio" }],
      };
    if (req.path === `/v4/sports/${EPL}/events`) return { headers: { "x-requests-last": "0" }, body: [] };
    if (req.path === `/v4/sports/${BRA}/odds`) {
      used += 1;
      const update = clock.now().toISOString();
      return {
        headers: {
          "x-requests-last": "1",
          "x-requests-used": String(used),
          "x-requests-remaining": String(500 - used),
        },
        body: [
          oddsApiEvent({
            id: "ev1",
            sport: BRA,
            title: "Brazil Série A",
            home: "São Paulo",
            away: "Grêmio",
            commence: KICKOFF,
            update,
            books: { betano: price },
          }),
        ],
      };
    }
    return { status: 404, body: { message: "Unknown sport" } };
  };
  const oddsCalls = (sport: string) => server.requests.filter((r) => r.path === `/v4/sports/${sport}/odds`).length;

  beforeAll(async () => {
    if (skip) return;
    server = await startReplayServer(routes);
    t = await startTestApp(kind, {
      clock,
      provider: new StubProvider({
        [DAY]: [
          fixture(
            1001,
            `${KICKOFF.slice(0, -1)}.000Z`,
            [126, "São Paulo"],
            [130, "Grêmio"],
            [o("HanzBet", 2.05, 3.2, 3.7)],
          ),
        ],
      }),
      env: {
        JWT_SECRET: TEST_JWT_SECRET,
        DATA_DIR: tempDataDir(),
        THEODDSAPI_KEY: "0123456789abcdef0123456789abcdef",
        THEODDSAPI_BASE_URL: server.baseUrl,
        THEODDSAPI_BOOKMAKERS: "betano:Bateu Bet",
        THEODDSAPI_SPORTS: `${BRA},${EPL}`,
      },
    });
    admin = await signUpAdmin(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await server?.close();
  });

  it.skipIf(skip)("asks a competition with a game in the window, never one without", async () => {
    await t.app.ctx.football.runScheduledOnce(1800);
    expect((await gameOdds(t, DAY, 1001)).get("Bateu Bet")).toEqual([2.1, 3.3, 3.6]);
    expect(oddsCalls(BRA)).toBe(1);
    expect(oddsCalls(EPL)).toBe(0);
    const health = await call(t.app, "GET", "/api/health", undefined, { token: admin.token });
    const plan = (health.json().oddsSources as Array<{ name: string; plan: Record<string, unknown> }>).find(
      (s) => s.name === "the-odds-api",
    )!.plan as {
      monthly: number;
      spentThisMonth: number;
      competitions: Array<{ competition: string; nextCallAt: string | null; reason: string }>;
    };
    expect(plan.monthly).toBe(500);
    expect(plan.spentThisMonth).toBe(21);
    // 3 h 25 min before kick-off the plan asks once an hour, but from 3 h before every 15 minutes: next at 18:30.
    expect(plan.competitions).toEqual([
      { competition: BRA, nextCallAt: "2026-05-16T18:30:00.000Z", reason: "kickoff-3h", events: 1 },
      { competition: EPL, nextCallAt: null, reason: "no-events", events: null },
    ]);
  });

  it.skipIf(skip)("a quote changed at the source is on the site once its planned call is sent", async () => {
    const prices = t.app.ctx.football.prices!;
    await prices.pollDue();
    price = [2.2, 3.25, 3.5];
    // Before the planned call: nothing is asked, the site keeps the last price.
    clock.advance(25 * MINUTE - 1000);
    await prices.pollDue();
    await prices.settle();
    expect(oddsCalls(BRA)).toBe(1);
    expect((await gameOdds(t, DAY, 1001)).get("Bateu Bet")).toEqual([2.1, 3.3, 3.6]);
    // At the planned instant the call goes out and the new quote is merged at once.
    clock.advance(1000);
    const started = performance.now();
    await prices.pollDue();
    await prices.settle();
    expect((await gameOdds(t, DAY, 1001)).get("Bateu Bet")).toEqual([2.2, 3.25, 3.5]);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(oddsCalls(BRA)).toBe(2);
    expect(oddsCalls(EPL)).toBe(0);
    // Three hours before kick-off: every 15 minutes.
    const health = await call(t.app, "GET", "/api/health", undefined, { token: admin.token });
    const source = (health.json().oddsSources as Array<{ name: string; plan: { competitions: unknown[] } }>)[0]!;
    expect(source.plan.competitions[0]).toMatchObject({ nextCallAt: "2026-05-16T18:45:00.000Z", reason: "kickoff-3h" });
  });
});
