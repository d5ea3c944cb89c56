import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config.ts";
import type { ApiFootballProviderOptions } from "../src/providers/api-football/api-football-provider.ts";
import { ApiFootballProvider } from "../src/providers/api-football/api-football-provider.ts";
import { ApiFootballError } from "../src/providers/api-football/errors.ts";
import { planPolling } from "../src/providers/api-football/polling.ts";
import type { ApiFootballBudget } from "../src/providers/api-football/budget.ts";
import { createProvider } from "../src/providers/index.ts";
import type { ProviderFixture } from "../src/providers/types.ts";
import type { RecordedRequest, ReplayServer, Reply } from "./fixtures/api-football/replay-server.ts";
import { envelope, sample, startReplayServer } from "./fixtures/api-football/replay-server.ts";

type Json = Record<string, any>;

/** The Bundesliga sample as a day's list, with Eintracht Frankfurt v Union Berlin (1049118) in the second half. */
function bundesligaDay(): Json {
  const s = sample("fixtures-league78-2023-ns-pst");
  for (const item of s.response as Json[]) {
    if (item.fixture.id === 1049118) {
      item.fixture.status = { long: "Second Half", short: "2H", elapsed: 70 };
      item.goals = { home: 1, away: 0 };
    }
  }
  return s;
}

/** Bwin (6) as recorded, plus two more bookmakers: 8 with other prices and 99 that nobody maps. */
function oddsFor(fixtureId: number): Json {
  const s = sample("odds-fixture815162-bwin");
  const item = s.response[0] as Json;
  item.fixture.id = fixtureId;
  const bwin = item.bookmakers[0] as Json;
  const other = structuredClone(bwin);
  other.id = 8;
  other.name = "Other";
  other.bets[0].values = [
    { value: "Home", odd: "1.70" },
    { value: "Draw", odd: "3.60" },
    { value: "Away", odd: "4.80" },
  ];
  const unmapped = structuredClone(other);
  unmapped.id = 99;
  item.bookmakers = [bwin, other, unmapped];
  return s;
}

function route(req: RecordedRequest): Reply {
  if (req.path === "/fixtures" && req.query.has("date")) return { body: bundesligaDay() };
  if (req.path === "/fixtures" && req.query.has("ids")) return { body: sample("fixtures-ids-brasileirao-2022-r10") };
  if (req.path === "/odds") return { body: oddsFor(Number(req.query.get("fixture"))) };
  if (req.path === "/standings") return { body: sample("standings-league39-2022") };
  return { status: 404, body: {} };
}

let server: ReplayServer;
beforeAll(async () => {
  server = await startReplayServer(route);
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  server.requests.length = 0;
  server.fallback = route;
});

const TWO_HOUSES = new Map([
  [6, "HanzBet"],
  [8, "Bateu Bet"],
]);
const NOW = new Date("2024-03-30T16:10:00Z");

function provider(options: Partial<ApiFootballProviderOptions> = {}): ApiFootballProvider {
  return new ApiFootballProvider({
    key: "k",
    baseUrl: server.baseUrl,
    timeoutMs: 300,
    backoffBaseMs: 5,
    backoffMaxMs: 10,
    bookmakers: TWO_HOUSES,
    maxOddsRequestsPerCall: 2,
    ...options,
  });
}

const oddsRequests = () => server.requests.filter((r) => r.path === "/odds").map((r) => Number(r.query.get("fixture")));

describe("ApiFootballProvider.fixturesByDate", () => {
  it("asks for the Brazilian day and keeps only the fixtures that kick off on it", async () => {
    const fixtures = await provider({ bookmakers: new Map() }).fixturesByDate("2024-03-30", NOW);
    const [first] = server.requests;
    expect(first?.path).toBe("/fixtures");
    expect(first?.query.get("date")).toBe("2024-03-30");
    expect(first?.query.get("timezone")).toBe("America/Sao_Paulo");
    expect(fixtures.map((f) => f.id).sort()).toEqual([1049115, 1049116, 1049117, 1049118, 1049119, 1049120]);
    expect(fixtures.find((f) => f.id === 1049118)).toMatchObject({
      status: "2H",
      elapsed: 70,
      goals: { home: 1, away: 0 },
    });
  });

  it("with no bookmakers mapped spends nothing on odds and invents none", async () => {
    const fixtures = await provider({ bookmakers: new Map() }).fixturesByDate("2024-03-30", NOW);
    expect(server.requests).toHaveLength(1);
    expect(fixtures.every((f) => f.odds.length === 0)).toBe(true);
  });

  it("fetches odds live first, then by closeness of kick-off, and keeps them between polls", async () => {
    const p = provider();
    const first = await p.fixturesByDate("2024-03-30", NOW);
    // Live 1049118 first; then 1049115 (kick-off in 80 min) before the 14:30 UTC ones (100 min ago, still NS).
    expect(oddsRequests()).toEqual([1049118, 1049115]);
    expect(server.requests.filter((r) => r.path === "/odds").every((r) => !r.query.has("bookmaker"))).toBe(true);
    const live = first.find((f) => f.id === 1049118);
    // The sample's `update`: when API-Football last saw these prices.
    const checkedAt = "2022-01-10T16:00:45.000Z";
    expect(live?.odds).toEqual([
      { house: "HanzBet", home: 1.65, draw: 3.8, away: 4.5, checkedAt },
      { house: "Bateu Bet", home: 1.7, draw: 3.6, away: 4.8, checkedAt },
    ]);
    expect(first.find((f) => f.id === 1049116)?.odds).toEqual([]);

    server.requests.length = 0;
    const second = await p.fixturesByDate("2024-03-30", new Date(NOW.getTime() + 60_000));
    expect(oddsRequests()).toEqual([1049116, 1049117]);
    expect(second.find((f) => f.id === 1049118)?.odds).toHaveLength(2);
    expect(second.find((f) => f.id === 1049116)?.odds).toHaveLength(2);
  });

  it("asks for the one bookmaker when only one is mapped", async () => {
    const fixtures = await provider({
      bookmakers: new Map([[6, "HanzBet"]]),
      maxOddsRequestsPerCall: 1,
    }).fixturesByDate("2024-03-30", NOW);
    const odds = server.requests.filter((r) => r.path === "/odds");
    expect(odds.map((r) => r.query.get("bookmaker"))).toEqual(["6"]);
    expect(fixtures.find((f) => f.id === 1049118)?.odds).toEqual([
      { house: "HanzBet", home: 1.65, draw: 3.8, away: 4.5, checkedAt: "2022-01-10T16:00:45.000Z" },
    ]);
  });

  it("keeps the day when odds fail", async () => {
    server.fallback = (req) => (req.path === "/odds" ? { status: 500, body: "" } : route(req));
    const fixtures = await provider({ maxAttempts: 1 }).fixturesByDate("2024-03-30", NOW);
    expect(fixtures).toHaveLength(6);
    expect(fixtures.every((f) => f.odds.length === 0)).toBe(true);
    expect(oddsRequests()).toEqual([1049118]);
  });

  it("spends on odds only the share of the day's budget left after the fixture polls", async () => {
    const p = provider({ dailyBudget: 3 });
    await p.fixturesByDate("2024-03-30", NOW);
    expect(oddsRequests()).toEqual([1049118]);
    expect(p.budget()).toMatchObject({ dayLimit: 3, dayUsed: 2, dayRemaining: 1 });
    await p.fixturesByDate("2024-03-30", NOW);
    expect(server.requests.map((r) => r.path)).toEqual(["/fixtures", "/odds", "/fixtures"]);
    const err = await p.fixturesByDate("2024-03-30", NOW).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiFootballError);
    expect((err as ApiFootballError).kind).toBe("budget");
    expect(server.requests).toHaveLength(3);
  });

  it("rejects on a quota refusal instead of returning an empty day, and reports it", async () => {
    server.fallback = () => ({
      body: {
        get: "fixtures",
        parameters: {},
        errors: { requests: "You have reached the request limit for the day" },
        results: 0,
        paging: { current: 1, total: 1 },
        response: [],
      },
    });
    const p = provider();
    const err = await p.fixturesByDate("2024-03-30", NOW).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiFootballError);
    expect((err as ApiFootballError).kind).toBe("quota");
    expect(p.status().lastError).toMatchObject({ call: "fixtures", kind: "quota" });
    expect(p.status().lastSuccessAt).toBeNull();
  });

  it("refuses a date that is not YYYY-MM-DD without spending", async () => {
    await expect(provider().fixturesByDate("2024-02-30", NOW)).rejects.toThrow(RangeError);
    expect(server.requests).toHaveLength(0);
  });
});

describe("ApiFootballProvider details and standings", () => {
  it("asks for details 20 ids at a time, without duplicates", async () => {
    const ids = Array.from({ length: 45 }, (_, i) => 838_000 + i);
    const details = await provider().fixtureDetails([...ids, 838_000, 838_001]);
    const asked = server.requests.map((r) => r.query.get("ids")?.split("-").map(Number));
    expect(asked.map((a) => a?.length)).toEqual([20, 20, 5]);
    expect(asked.flat()).toEqual(ids);
    // The replay answers the same recorded pair each time.
    expect(details).toHaveLength(6);
    expect(details[0]?.lineups[0]?.startXI[0]?.grid).toBe("1:1");
  });

  it("reads the standings of a league and season", async () => {
    const rows = await provider().standings(39, 2022);
    expect(server.requests[0]?.path).toBe("/standings");
    expect(server.requests[0]?.query.get("league")).toBe("39");
    expect(server.requests[0]?.query.get("season")).toBe("2022");
    expect(rows).toHaveLength(20);
    expect(rows[0]?.team.name).toBe("Manchester City");
  });

  it("fails details on a plan refusal rather than returning none", async () => {
    server.fallback = () => ({
      body: envelope("fixtures", [], {
        errors: { plan: "Free plans do not have access to this season, try from 2021 to 2023." },
      }),
    });
    await expect(provider().fixtureDetails([1])).rejects.toMatchObject({ kind: "plan" });
  });
});

function budget(dayRemaining: number, extra: Partial<ApiFootballBudget> = {}): ApiFootballBudget {
  const dayLimit = extra.dayLimit ?? 100;
  return {
    dayLimit,
    dayLimitSource: "provider",
    dayUsed: dayLimit - dayRemaining,
    dayRemaining,
    dayResetAt: "2024-03-31T03:00:00.000Z",
    minuteLimit: 10,
    minuteLimitSource: "provider",
    minuteRemaining: 10,
    ...extra,
  };
}

function bundesligaFixture(): ProviderFixture {
  return {
    id: 1,
    kickoff: "2024-03-30T15:00:00.000Z",
    status: "NS",
    elapsed: null,
    league: { id: 78, name: "Bundesliga", country: "Germany", logo: null, season: 2023 },
    home: { id: 157, name: "Bayern Munich", logo: null },
    away: { id: 165, name: "Borussia Dortmund", logo: null },
    goals: { home: null, away: null },
    venue: null,
    odds: [],
  };
}

function fixture(over: Partial<ProviderFixture>): ProviderFixture {
  return { ...bundesligaFixture(), ...over };
}

describe("planPolling", () => {
  // 12:00 in São Paulo: twelve hours until the budget comes back at midnight.
  const now = new Date("2024-03-30T15:00:00Z");
  const HOUR = 3_600_000;
  const MIN = 60_000;

  it("with nothing on waits the idle cap", () => {
    expect(planPolling([], now, budget(80))).toEqual({ delayMs: 30 * MIN, reason: "idle", live: 0 });
  });

  it("with nothing live wakes up at the next kick-off", () => {
    const plan = planPolling(
      [fixture({ kickoff: new Date(now.getTime() + 10 * MIN).toISOString() }), fixture({ status: "FT" })],
      now,
      budget(80),
    );
    expect(plan).toEqual({ delayMs: 10 * MIN, reason: "kickoff", live: 0 });
  });

  it("caps the wait for a distant kick-off", () => {
    const plan = planPolling([fixture({ kickoff: new Date(now.getTime() + 5 * HOUR).toISOString() })], now, budget(80));
    expect(plan).toEqual({ delayMs: 30 * MIN, reason: "idle", live: 0 });
  });

  it("stretches the idle wait when even spreading the budget evenly is slower", () => {
    expect(planPolling([], now, budget(10))).toEqual({ delayMs: 72 * MIN, reason: "idle", live: 0 });
  });

  it("with the budget spent waits for midnight in São Paulo", () => {
    const plan = planPolling([fixture({ status: "2H", elapsed: 50 })], now, budget(0));
    expect(plan).toEqual({ delayMs: 12 * HOUR, reason: "budget-exhausted", live: 1 });
  });

  it("polls live matches at the floor when the budget is large", () => {
    const plan = planPolling(
      [fixture({ status: "1H", elapsed: 20 })],
      now,
      budget(7000, { dayLimit: 7500, minuteLimit: 300, minuteRemaining: 300 }),
    );
    expect(plan).toEqual({ delayMs: 15_000, reason: "live", live: 1 });
  });

  it("never polls faster than the per-minute limit allows", () => {
    const plan = planPolling(
      [fixture({ status: "1H", elapsed: 20 })],
      now,
      budget(7000, { dayLimit: 7500, minuteLimit: 2 }),
    );
    expect(plan.delayMs).toBe(30_000);
  });

  it("spreads a free budget over the remaining match time after the idle polls", () => {
    // 2H at 60': about 38 minutes left. The other 682 minutes of the day need 23 idle polls; 17 remain for the match.
    const plan = planPolling([fixture({ status: "2H", elapsed: 60 })], now, budget(40));
    expect(plan).toEqual({ delayMs: Math.round((38 * MIN) / 17), reason: "live", live: 1 });
    expect(Math.ceil((38 * MIN) / plan.delayMs)).toBeLessThanOrEqual(40 - 23);
  });

  it("spreads over the whole day when the budget cannot even cover the idle polls", () => {
    const plan = planPolling([fixture({ status: "HT", elapsed: 45 })], now, budget(5));
    expect(plan).toEqual({ delayMs: (12 * HOUR) / 5, reason: "live", live: 1 });
  });

  it("counts a late kick-off still marked NS as about to go live, and AET as over", () => {
    const late = planPolling(
      [fixture({ kickoff: new Date(now.getTime() - 10 * MIN).toISOString() })],
      now,
      budget(7000, { dayLimit: 7500, minuteLimit: 300 }),
    );
    expect(late.reason).toBe("live");
    const over = planPolling([fixture({ status: "AET", elapsed: 120 })], now, budget(80));
    expect(over).toEqual({ delayMs: 30 * MIN, reason: "idle", live: 0 });
  });

  it("is what the provider's nextPoll answers with its own budget", () => {
    const p = new ApiFootballProvider({ key: "k", baseUrl: "http://127.0.0.1:9", dailyBudget: 10 });
    expect(p.nextPoll([], now)).toEqual({ delayMs: 72 * MIN, reason: "idle", live: 0 });
  });
});

describe("API-Football configuration", () => {
  it("requires the key when the provider is api-football, in Portuguese", () => {
    expect(() => loadConfig({ DATA_PROVIDER: "api-football" })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_PROVIDER: "api-football" })).toThrow(
      /APIFOOTBALL_KEY: obrigatória quando DATA_PROVIDER=api-football/,
    );
    expect(() => loadConfig({ DATA_PROVIDER: "api-football", APIFOOTBALL_KEY: "   " })).toThrow(ConfigError);
  });

  it("has the documented defaults: the budget follows the provider's plan (no cap of ours) and no odds", () => {
    const c = loadConfig({});
    expect(c.apiFootball.key).toBe("");
    expect(c.apiFootball.baseUrl).toBe("https://v3.football.api-sports.io");
    // Unset is not 100: it means "what the provider announces".
    expect(c.apiFootball.dailyBudget).toBeNull();
    expect(c.apiFootball.perMinute).toBeNull();
    expect(loadConfig({ APIFOOTBALL_DAILY_BUDGET: "", APIFOOTBALL_PER_MINUTE: " " }).apiFootball).toMatchObject({
      dailyBudget: null,
      perMinute: null,
    });
    expect(loadConfig({ APIFOOTBALL_DAILY_BUDGET: "100" }).apiFootball.dailyBudget).toBe(100);
    expect(c.apiFootball.timeoutMs).toBe(10_000);
    expect(c.apiFootball.bookmakers.size).toBe(0);
  });

  it("reads the settings and the bookmaker map", () => {
    const c = loadConfig({
      DATA_PROVIDER: "api-football",
      APIFOOTBALL_KEY: "abc",
      APIFOOTBALL_BASE_URL: "http://127.0.0.1:8080/",
      APIFOOTBALL_DAILY_BUDGET: "7500",
      APIFOOTBALL_PER_MINUTE: "300",
      APIFOOTBALL_TIMEOUT_MS: "2500",
      APIFOOTBALL_BOOKMAKERS: "8:Bateu Bet, 6:HanzBet",
    });
    expect(c.apiFootball).toMatchObject({
      key: "abc",
      baseUrl: "http://127.0.0.1:8080",
      dailyBudget: 7500,
      perMinute: 300,
      timeoutMs: 2500,
    });
    expect([...c.apiFootball.bookmakers]).toEqual([
      [8, "Bateu Bet"],
      [6, "HanzBet"],
    ]);
    const p = createProvider(c);
    expect(p).toBeInstanceOf(ApiFootballProvider);
    expect(p.name).toBe("api-football");
  });

  it("refuses a malformed bookmaker map or base URL", () => {
    expect(() => loadConfig({ APIFOOTBALL_BOOKMAKERS: "Bateu Bet" })).toThrow(/APIFOOTBALL_BOOKMAKERS/);
    expect(() => loadConfig({ APIFOOTBALL_BOOKMAKERS: "8:A,8:B" })).toThrow(/APIFOOTBALL_BOOKMAKERS/);
    expect(() => loadConfig({ APIFOOTBALL_BASE_URL: "ftp://x" })).toThrow(/APIFOOTBALL_BASE_URL/);
    expect(() => loadConfig({ APIFOOTBALL_DAILY_BUDGET: "0" })).toThrow(/APIFOOTBALL_DAILY_BUDGET/);
  });
});
