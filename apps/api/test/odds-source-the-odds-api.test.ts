import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  maxMonthlyCredits,
  parseTheOddsApiSettings,
  THE_ODDS_API_DEFAULT_BASE_URL,
  THE_ODDS_API_DEFAULT_SPORTS,
} from "../src/odds-sources/settings.ts";
import type { TheOddsApiSettings } from "../src/odds-sources/settings.ts";
import { NO_HOUSE_MAPPED, parseTheOddsApiOdds, TheOddsApiSource } from "../src/odds-sources/the-odds-api.ts";
import type { TheOddsApiSourceOptions } from "../src/odds-sources/the-odds-api.ts";
import type { SourceEvent } from "../src/odds-sources/types.ts";
import type { Handler, RecordedRequest, ReplayServer, Reply } from "./fixtures/api-football/replay-server.ts";
import { startReplayServer } from "./fixtures/api-football/replay-server.ts";

const here = path.dirname(fileURLToPath(import.meta.url));

function fixture(name: string): unknown {
  return JSON.parse(readFileSync(path.join(here, "fixtures/the-odds-api", `${name}.json`), "utf8"));
}

const BRA = "soccer_brazil_campeonato";
const EPL = "soccer_epl";
const KEY = "0123456789abcdef0123456789abcdef";
const MAPPING = [
  "betano:Bateu Bet",
  "pinnacle:MGM Bet",
  "betsson:BetPontoBet",
  "unibet_eu:Lotogreen",
  "marathonbet:HanzBet",
  "williamhill:Geral Bet",
  "sport888:MC Games",
].join(",");
const BOOKMAKERS = new Map(MAPPING.split(",").map((e) => e.split(":") as [string, string]));

/** 16 May 2026, 18:05 UTC (15:05 in São Paulo), a Saturday of Série A. */
const T0 = Date.parse("2026-05-16T18:05:00Z");
const at = (ms: number): Date => new Date(T0 + ms);
const SEC = 1000;
const MIN = 60 * SEC;

let server: ReplayServer;
/** The quota the replay server reports: one credit per call to a non-empty list. */
let credits = { remaining: 480, used: 20 };

function quotaHeaders(cost: number): Record<string, string> {
  credits = { remaining: Math.max(0, credits.remaining - cost), used: credits.used + cost };
  return {
    "x-requests-remaining": String(credits.remaining),
    "x-requests-used": String(credits.used),
    "x-requests-last": String(cost),
  };
}

/** Answers like The Odds API: each sport's list from the fixtures, unknown sports refused. */
const routes: Handler = (req) => {
  const m = /^\/v4\/sports\/([^/]+)\/odds$/.exec(req.path);
  if (m === null) return { status: 404, body: { message: "Not found" } };
  const sport = m[1] as string;
  if (sport === BRA || sport === EPL) {
    const cost = req.query.get("regions")?.split(",").length ?? 1;
    return { headers: quotaHeaders(cost), body: fixture(`odds-${sport}`) };
  }
  return { status: 404, headers: quotaHeaders(0), body: fixture("error-unknown-sport") };
};

beforeAll(async () => {
  server = await startReplayServer(routes);
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  server.requests.length = 0;
  server.fallback = routes;
  credits = { remaining: 480, used: 20 };
});

function settings(overrides: Partial<TheOddsApiSettings> = {}): TheOddsApiSettings {
  const parsed = parseTheOddsApiSettings({
    THEODDSAPI_KEY: KEY,
    THEODDSAPI_BASE_URL: `${server.baseUrl}/`,
    THEODDSAPI_BOOKMAKERS: MAPPING,
    THEODDSAPI_SPORTS: `${BRA},${EPL}`,
    THEODDSAPI_POLL_SECONDS: "300",
  });
  if (!parsed.ok || parsed.settings === null) throw new Error(`settings: ${JSON.stringify(parsed)}`);
  return { ...parsed.settings, ...overrides };
}

interface LogLine {
  level: "info" | "warn";
  obj: object;
  msg: string;
}

function source(options: Partial<TheOddsApiSourceOptions> & { settings?: TheOddsApiSettings } = {}): {
  source: TheOddsApiSource;
  logs: LogLine[];
} {
  const logs: LogLine[] = [];
  const log = {
    info: (obj: object, msg: string) => logs.push({ level: "info", obj, msg }),
    warn: (obj: object, msg: string) => logs.push({ level: "warn", obj, msg }),
  };
  return { source: new TheOddsApiSource({ settings: settings(), timeoutMs: 2_000, log, ...options }), logs };
}

function callsTo(sport: string): RecordedRequest[] {
  return server.requests.filter((r) => r.path === `/v4/sports/${sport}/odds`);
}

function byId(events: SourceEvent[], id: string): SourceEvent {
  const e = events.find((x) => x.eventId === id);
  if (e === undefined) throw new Error(`no event ${id}`);
  return e;
}

const SAO_GRE = "8f4b2c1e9d7a4f60b3e5c2d1a9f8e7b6";
const CAM_CAP = "2a7d9e4f1c3b48e6a0f5d8c7b6e4a3d2";
const DECOY = "c5e8a1b4d7f04a92b6c3e0d9f8a7b1c4";
const FLA_PAL = "e1f2a3b4c5d6478e9f0a1b2c3d4e5f60";
const ARS_CHE = "0b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e";
const LIV_MCI = "5d4c3b2a1f0e4d9c8b7a6f5e4d3c2b1a";

describe("parseTheOddsApiOdds", () => {
  const fetchedAt = at(0).toISOString();
  const parsed = parseTheOddsApiOdds(fixture(`odds-${BRA}`), BOOKMAKERS, fetchedAt);

  it("maps every event, keeps accents, normalises kick-off and names the competition", () => {
    expect(parsed).not.toBeNull();
    const events = parsed?.events ?? [];
    expect(events.map((e) => e.eventId)).toEqual([SAO_GRE, CAM_CAP, DECOY, FLA_PAL]);
    expect(parsed?.invalidEvents).toBe(0);
    expect(byId(events, SAO_GRE)).toMatchObject({
      source: "the-odds-api",
      sportKey: BRA,
      competition: "Brazil Série A",
      home: "São Paulo",
      away: "Grêmio",
      commenceTime: "2026-05-16T21:30:00.000Z",
      fetchedAt,
    });
    expect(byId(events, CAM_CAP)).toMatchObject({ home: "Atlético Mineiro", away: "Athletico Paranaense" });
    // The decoy: the same teams, another id and day. Telling them apart is the matcher's job.
    expect(byId(events, DECOY)).toMatchObject({
      home: "São Paulo",
      away: "Grêmio",
      commenceTime: "2026-05-20T23:30:00.000Z",
    });
  });

  it("passes mapped houses' prices by outcome name; unmapped, incomplete and ≤ 1.0 lines are left out", () => {
    const events = parsed?.events ?? [];
    const quotes = byId(events, SAO_GRE).quotes;
    // onexbet is unmapped; marathonbet (HanzBet) has no Draw.
    const houses = ["Bateu Bet", "MGM Bet", "BetPontoBet", "Lotogreen", "Geral Bet", "MC Games"];
    expect(quotes.map((q) => q.house)).toEqual(houses);
    expect(quotes.find((q) => q.house === "Bateu Bet")).toEqual({
      house: "Bateu Bet",
      sourceBookmaker: "betano",
      home: 2.1,
      draw: 3.3,
      away: 3.6,
      lastUpdate: "2026-05-16T18:02:41.000Z",
    });
    // Listed away, home, Draw and Draw, away, home: read by name, not position.
    expect(quotes.find((q) => q.sourceBookmaker === "pinnacle")).toMatchObject({ home: 2.14, draw: 3.28, away: 3.72 });
    expect(quotes.find((q) => q.sourceBookmaker === "unibet_eu")).toMatchObject({ home: 2.12, draw: 3.3, away: 3.5 });
    // Stale and outlier prices are passed on as they are: judging them is a later step.
    expect(quotes.find((q) => q.house === "Geral Bet")?.lastUpdate).toBe("2026-05-12T08:14:03.000Z");
    expect(quotes.find((q) => q.house === "MC Games")).toMatchObject({ home: 21, draw: 3.25, away: 3.5 });

    expect(byId(events, CAM_CAP).quotes.map((q) => q.sourceBookmaker)).toEqual(["betano", "pinnacle"]);
    expect(byId(events, FLA_PAL).quotes).toEqual([]);
    expect(parsed?.rejected).toEqual([
      { eventId: SAO_GRE, bookmaker: "marathonbet", reason: "missing-outcome" },
      { eventId: CAM_CAP, bookmaker: "betsson", reason: "bad-price" },
    ]);
  });

  function oneEvent(outcomes: unknown[], extra: Record<string, unknown> = {}): unknown[] {
    return [
      {
        id: "f".repeat(32),
        sport_key: BRA,
        sport_title: "Brazil Série A",
        commence_time: "2026-05-16T21:30:00Z",
        home_team: "São Paulo",
        away_team: "Grêmio",
        bookmakers: [
          { key: "betano", title: "Betano", last_update: "2026-05-16T18:00:00Z", markets: [{ key: "h2h", outcomes }] },
        ],
        ...extra,
      },
    ];
  }

  it("maps outcomes in any order to the same prices", () => {
    const named = [
      { name: "São Paulo", price: 2.1 },
      { name: "Draw", price: 3.3 },
      { name: "Grêmio", price: 3.6 },
    ];
    const orders = [
      [0, 1, 2],
      [0, 2, 1],
      [1, 0, 2],
      [1, 2, 0],
      [2, 0, 1],
      [2, 1, 0],
    ];
    for (const order of orders) {
      const body = oneEvent(order.map((i) => named[i]));
      const quotes = parseTheOddsApiOdds(body, BOOKMAKERS, fetchedAt)?.events[0]?.quotes;
      expect(quotes, `order ${order.join(",")}`).toEqual([
        {
          house: "Bateu Bet",
          sourceBookmaker: "betano",
          home: 2.1,
          draw: 3.3,
          away: 3.6,
          lastUpdate: "2026-05-16T18:00:00.000Z",
        },
      ]);
    }
  });

  it("matches names exactly (Unicode composition aside), never loosely", () => {
    const decomposed = [
      { name: "São Paulo".normalize("NFD"), price: 2.1 },
      { name: "Grêmio".normalize("NFD"), price: 3.6 },
      { name: "Draw", price: 3.3 },
    ];
    expect(parseTheOddsApiOdds(oneEvent(decomposed), BOOKMAKERS, fetchedAt)?.events[0]?.quotes).toHaveLength(1);
    const unaccented = [
      { name: "Sao Paulo", price: 2.1 },
      { name: "Grêmio", price: 3.6 },
      { name: "Draw", price: 3.3 },
    ];
    const result = parseTheOddsApiOdds(oneEvent(unaccented), BOOKMAKERS, fetchedAt);
    expect(result?.events[0]?.quotes).toEqual([]);
    expect(result?.rejected[0]?.reason).toBe("missing-outcome");
  });

  it("leaves out a bookmaker with a bad price, a doubled name or no h2h market", () => {
    const base = (price: unknown) => [
      { name: "São Paulo", price },
      { name: "Grêmio", price: 3.6 },
      { name: "Draw", price: 3.3 },
    ];
    for (const price of [1, 0.95, -2, "2.10", null, Number.POSITIVE_INFINITY]) {
      expect(parseTheOddsApiOdds(oneEvent(base(price)), BOOKMAKERS, fetchedAt)?.rejected, String(price)).toEqual([
        { eventId: "f".repeat(32), bookmaker: "betano", reason: "bad-price" },
      ]);
    }
    const doubled = [...base(2.1), { name: "Draw", price: 3.4 }];
    const ambiguous = parseTheOddsApiOdds(oneEvent(doubled), BOOKMAKERS, fetchedAt);
    expect(ambiguous?.rejected[0]?.reason).toBe("ambiguous-outcome");
    const layOnly = oneEvent([], {
      bookmakers: [{ key: "betano", markets: [{ key: "h2h_lay", outcomes: base(2.1) }] }],
    });
    expect(parseTheOddsApiOdds(layOnly, BOOKMAKERS, fetchedAt)?.rejected[0]?.reason).toBe("no-h2h");
    // The market's last_update is preferred; the bookmaker's stands in; neither gives null.
    const noMarketTime = oneEvent([], {
      bookmakers: [{ key: "betano", markets: [{ key: "h2h", outcomes: base(2.1) }] }],
    });
    expect(parseTheOddsApiOdds(noMarketTime, BOOKMAKERS, fetchedAt)?.events[0]?.quotes[0]?.lastUpdate).toBeNull();
  });

  it("counts items that are not events and refuses a body that is not a list", () => {
    const good = oneEvent([
      { name: "São Paulo", price: 2.1 },
      { name: "Grêmio", price: 3.6 },
      { name: "Draw", price: 3.3 },
    ])[0] as Record<string, unknown>;
    const body = [
      good,
      { ...good, id: "" },
      { ...good, commence_time: "amanhã" },
      { ...good, away_team: "São Paulo" },
      { ...good, home_team: undefined },
      "x",
      null,
    ];
    const result = parseTheOddsApiOdds(body, BOOKMAKERS, fetchedAt);
    expect(result?.events).toHaveLength(1);
    expect(result?.invalidEvents).toBe(6);
    expect(parseTheOddsApiOdds({ message: "x" }, BOOKMAKERS, fetchedAt)).toBeNull();
  });
});

describe("TheOddsApiSource over HTTP", () => {
  it("sends no call while no bookmaker is any house's, and says so in its status; a mapping made later is used", async () => {
    let mapped: ReadonlyMap<string, string> = new Map();
    const { source: s } = source({ bookmakers: () => mapped });
    expect(await s.poll(at(0))).toEqual([]);
    expect(server.requests).toHaveLength(0);
    expect(s.status()).toMatchObject({ lastPollAt: null, pausedUntil: null, pauseMessage: NO_HOUSE_MAPPED });
    // A house's source keys saved on "Casas" (or THEODDSAPI_BOOKMAKERS): the next poll calls.
    mapped = BOOKMAKERS;
    expect((await s.poll(at(1))).length).toBeGreaterThan(0);
    expect(server.requests).toHaveLength(2);
    expect(s.status().pauseMessage).toBeNull();
  });

  it("asks for h2h in decimal with the key and region, and returns both competitions' events", async () => {
    const { source: s } = source();
    const events = await s.poll(at(0));
    expect(server.requests).toHaveLength(2);
    const req = callsTo(BRA)[0];
    expect(req?.method).toBe("GET");
    expect(Object.fromEntries(req?.query ?? [])).toEqual({
      apiKey: KEY,
      regions: "eu",
      markets: "h2h",
      oddsFormat: "decimal",
      dateFormat: "iso",
    });
    expect(events.map((e) => e.eventId)).toEqual([SAO_GRE, CAM_CAP, DECOY, FLA_PAL, ARS_CHE, LIV_MCI]);
    expect(byId(events, LIV_MCI).quotes).toEqual([
      {
        house: "Bateu Bet",
        sourceBookmaker: "betano",
        home: 2.55,
        draw: 3.7,
        away: 2.6,
        lastUpdate: "2026-05-16T18:02:50.000Z",
      },
    ]);
    expect(events.every((e) => e.fetchedAt === at(0).toISOString())).toBe(true);
    const status = s.status();
    expect(status).toMatchObject({
      name: "the-odds-api",
      lastPollAt: at(0).toISOString(),
      lastSuccessAt: at(0).toISOString(),
      lastError: null,
      quotaRemaining: 478,
      quotaUsed: 22,
      quotaLastCost: 1,
      pausedUntil: null,
      pauseReason: null,
      nextCallAt: at(5 * MIN).toISOString(),
    });
    expect(status.sports).toEqual([
      {
        sportKey: BRA,
        lastCallAt: at(0).toISOString(),
        lastSuccessAt: at(0).toISOString(),
        nextCallAt: at(5 * MIN).toISOString(),
        events: 4,
        lastError: null,
      },
      {
        sportKey: EPL,
        lastCallAt: at(0).toISOString(),
        lastSuccessAt: at(0).toISOString(),
        nextCallAt: at(5 * MIN).toISOString(),
        events: 2,
        lastError: null,
      },
    ]);
  });

  it("calls each competition at most once per THEODDSAPI_POLL_SECONDS, serving the last list in between", async () => {
    const { source: s } = source();
    const first = await s.poll(at(0));
    expect(server.requests).toHaveLength(2);
    for (const t of [1 * SEC, 1 * MIN, 4 * MIN + 59 * SEC]) {
      const again = await s.poll(at(t));
      expect(again).toEqual(first);
    }
    expect(server.requests).toHaveLength(2);
    const later = await s.poll(at(5 * MIN));
    expect(server.requests).toHaveLength(4);
    expect(later.every((e) => e.fetchedAt === at(5 * MIN).toISOString())).toBe(true);
    expect(s.status().quotaRemaining).toBe(476);
  });

  it("shares a poll already running instead of sending its calls twice", async () => {
    const { source: s } = source();
    const [a, b] = await Promise.all([s.poll(at(0)), s.poll(at(0))]);
    expect(a).toBe(b);
    expect(callsTo(BRA)).toHaveLength(1);
    expect(callsTo(EPL)).toHaveLength(1);
  });

  it("records the quota headers and stops at 0 until the next UTC day, then probes once", async () => {
    credits = { remaining: 1, used: 499 };
    const { source: s, logs } = source();
    const events = await s.poll(at(0));
    // Série A was read with the last credit; the EPL call is not sent.
    expect(callsTo(BRA)).toHaveLength(1);
    expect(callsTo(EPL)).toHaveLength(0);
    expect(events.map((e) => e.sportKey)).toEqual([BRA, BRA, BRA, BRA]);
    const midnight = "2026-05-17T00:00:00.000Z";
    let status = s.status();
    expect(status).toMatchObject({
      quotaRemaining: 0,
      quotaUsed: 500,
      quotaLastCost: 1,
      pausedUntil: midnight,
      pauseReason: "quota",
      nextCallAt: midnight,
    });
    expect(status.pauseMessage).toMatch(/^Cota da The Odds API esgotada \(0 créditos restantes, 500 usados\)/);
    expect(logs.some((l) => l.level === "warn" && l.msg === "odds source: calls paused")).toBe(true);

    // Later the same day, past the poll interval: nothing is sent, the last lists are served.
    expect(await s.poll(at(3 * 60 * MIN))).toEqual(events);
    expect(server.requests).toHaveLength(1);

    // The next UTC day: one call probes; the provider still says 0, so the pause starts again.
    credits = { remaining: 0, used: 500 };
    server.fallback = () => ({ status: 401, headers: quotaHeaders(0), body: fixture("error-out-of-usage-credits") });
    await s.poll(new Date("2026-05-17T00:00:30Z"));
    expect(server.requests).toHaveLength(2);
    status = s.status();
    expect(status.pausedUntil).toBe("2026-05-18T00:00:00.000Z");
    expect(status.lastError).toMatchObject({ kind: "quota", code: "OUT_OF_USAGE_CREDITS", status: 401, sportKey: BRA });
    expect(status.lastError?.message).toBe("Cota da The Odds API esgotada (HTTP 401 OUT_OF_USAGE_CREDITS).");

    // The day after, the plan has renewed: the probe's headers say so and both competitions are read.
    credits = { remaining: 20_001, used: 0 };
    server.fallback = routes;
    const renewed = await s.poll(new Date("2026-05-18T09:00:00Z"));
    expect(server.requests).toHaveLength(4);
    expect(renewed.every((e) => e.fetchedAt === "2026-05-18T09:00:00.000Z")).toBe(true);
    expect(s.status()).toMatchObject({ pausedUntil: null, pauseReason: null, quotaRemaining: 19_999 });
  });

  it("a probe that fails without quota headers does not pause another day: the next competition probes", async () => {
    credits = { remaining: 1, used: 499 };
    const { source: s } = source();
    await s.poll(at(0));
    expect(s.status().pauseReason).toBe("quota");
    credits = { remaining: 300, used: 19_700 };
    server.fallback = (req) => (req.path.includes(BRA) ? { status: 502, body: "Bad Gateway" } : routes(req));
    await s.poll(new Date("2026-05-17T00:00:30Z"));
    expect(server.requests.map((r) => r.path)).toEqual([
      `/v4/sports/${BRA}/odds`,
      `/v4/sports/${BRA}/odds`,
      `/v4/sports/${EPL}/odds`,
    ]);
    expect(s.status()).toMatchObject({ pausedUntil: null, quotaRemaining: 299 });
  });

  it("does not send a call the remaining credits cannot pay for (one credit per region)", async () => {
    credits = { remaining: 3, used: 497 };
    const { source: s } = source({ settings: settings({ regions: ["eu", "uk"] }) });
    await s.poll(at(0));
    // 3 → 1 after Série A: not enough for EPL's two.
    expect(callsTo(BRA)[0]?.query.get("regions")).toBe("eu,uk");
    expect(server.requests).toHaveLength(1);
    expect(s.status()).toMatchObject({ quotaRemaining: 1, quotaLastCost: 2, pauseReason: "quota" });
  });

  it("says it is paused as soon as the last credit is spent, even by the poll's last call", async () => {
    credits = { remaining: 1, used: 499 };
    const { source: s } = source({ settings: settings({ sports: [BRA] }) });
    await s.poll(at(0));
    expect(s.status()).toMatchObject({
      quotaRemaining: 0,
      pauseReason: "quota",
      nextCallAt: "2026-05-17T00:00:00.000Z",
    });
  });

  it("a refused key stops every call for a while, with a message for the admin and no retry storm", async () => {
    server.fallback = () => ({ status: 401, body: fixture("error-invalid-key") });
    const { source: s } = source({ authPauseMs: 60 * MIN });
    const events = await s.poll(at(0));
    expect(events).toEqual([]);
    expect(server.requests).toHaveLength(1);
    const status = s.status();
    expect(status.lastError).toMatchObject({ kind: "auth", status: 401, code: "INVALID_KEY", sportKey: BRA });
    expect(status.lastError?.message).toBe(
      "Chave da The Odds API inválida, ausente ou desativada (HTTP 401 INVALID_KEY): confira THEODDSAPI_KEY.",
    );
    expect(status).toMatchObject({ pauseReason: "auth", pausedUntil: at(60 * MIN).toISOString(), lastSuccessAt: null });
    expect(status.sports[1]).toMatchObject({ sportKey: EPL, lastCallAt: null, nextCallAt: at(60 * MIN).toISOString() });
    // Polled every minute for the hour: nothing is sent.
    for (let m = 1; m < 60; m++) await s.poll(at(m * MIN));
    expect(server.requests).toHaveLength(1);
    // After the pause one call tries again.
    await s.poll(at(60 * MIN));
    expect(server.requests).toHaveLength(2);
  });

  it("a 429 pauses every call for its Retry-After", async () => {
    server.script({ status: 429, headers: { "retry-after": "120" }, body: fixture("error-exceeded-freq-limit") });
    const { source: s } = source();
    await s.poll(at(0));
    expect(server.requests).toHaveLength(1);
    const status = s.status();
    expect(status).toMatchObject({ pauseReason: "rate-limit", pausedUntil: at(120 * SEC).toISOString() });
    expect(status.lastError).toMatchObject({ kind: "rate-limit", code: "EXCEEDED_FREQ_LIMIT", status: 429 });
    expect(status.lastError?.message).toBe(
      "A The Odds API recusou por excesso de requisições (HTTP 429 EXCEEDED_FREQ_LIMIT); nova tentativa em 120 s.",
    );
    await s.poll(at(60 * SEC));
    expect(server.requests).toHaveLength(1);
    // After the pause EPL (never called) is due; Série A waits for its poll interval.
    await s.poll(at(121 * SEC));
    expect(server.requests.map((r) => r.path)).toEqual([`/v4/sports/${BRA}/odds`, `/v4/sports/${EPL}/odds`]);
    expect(s.status().pausedUntil).toBeNull();
    await s.poll(at(5 * MIN));
    expect(callsTo(BRA)).toHaveLength(2);
  });

  it("a 429 without Retry-After backs off, doubling while they come in a row", async () => {
    server.fallback = () => ({ status: 429, body: fixture("error-exceeded-freq-limit") });
    const { source: s } = source({ rateLimitBackoffMs: 30 * SEC, settings: settings({ sports: ["a", "b", "c"] }) });
    await s.poll(at(0));
    expect(s.status().pausedUntil).toBe(at(30 * SEC).toISOString());
    await s.poll(at(30 * SEC));
    expect(s.status().pausedUntil).toBe(at(90 * SEC).toISOString());
    await s.poll(at(90 * SEC));
    expect(s.status().pausedUntil).toBe(at(210 * SEC).toISOString());
    expect(server.requests.map((r) => r.path)).toEqual(["/v4/sports/a/odds", "/v4/sports/b/odds", "/v4/sports/c/odds"]);
  });

  it("a 500 is an error in status; the competition's previous list stays in the answer, others go on", async () => {
    const { source: s } = source();
    await s.poll(at(0));
    server.fallback = (req) => (req.path.includes(BRA) ? { status: 503, body: "Service Unavailable" } : routes(req));
    const events = await s.poll(at(5 * MIN));
    expect(server.requests).toHaveLength(4);
    expect(events.filter((e) => e.sportKey === BRA).every((e) => e.fetchedAt === at(0).toISOString())).toBe(true);
    expect(events.filter((e) => e.sportKey === EPL).every((e) => e.fetchedAt === at(5 * MIN).toISOString())).toBe(true);
    const status = s.status();
    expect(status.lastError).toMatchObject({ kind: "http", status: 503, sportKey: BRA, at: at(5 * MIN).toISOString() });
    expect(status.lastError?.message).toBe(`A The Odds API respondeu HTTP 503 (${BRA}).`);
    expect(status.lastSuccessAt).toBe(at(5 * MIN).toISOString());
    expect(status.sports[0]).toMatchObject({
      lastCallAt: at(5 * MIN).toISOString(),
      lastSuccessAt: at(0).toISOString(),
      events: 4,
      lastError: `A The Odds API respondeu HTTP 503 (${BRA}).`,
    });
    expect(status.pausedUntil).toBeNull();
    // No retry before the interval.
    await s.poll(at(6 * MIN));
    expect(server.requests).toHaveLength(4);
  });

  it("gives up on a call that outlasts the timeout and keeps what it had", async () => {
    const { source: s } = source({ timeoutMs: 200 });
    await s.poll(at(0));
    server.fallback = (req): Reply => ({ ...routes(req), delayMs: 1_500 });
    const started = Date.now();
    const events = await s.poll(at(5 * MIN));
    expect(Date.now() - started).toBeLessThan(1_400);
    expect(events).toHaveLength(6);
    expect(s.status().lastError).toMatchObject({ kind: "timeout", sportKey: EPL });
    expect(s.status().lastError?.message).toBe(`A The Odds API não respondeu em 200 ms (${EPL}).`);
    expect(s.status().sports.map((x) => x.lastError)).toEqual([
      `A The Odds API não respondeu em 200 ms (${BRA}).`,
      `A The Odds API não respondeu em 200 ms (${EPL}).`,
    ]);
  });

  it("a network failure is recorded without the key; a body that is not a list is an invalid answer", async () => {
    const closed = await startReplayServer();
    const deadUrl = closed.baseUrl;
    await closed.close();
    const { source: dead, logs } = source({ settings: settings({ baseUrl: deadUrl, sports: [BRA] }) });
    expect(await dead.poll(at(0))).toEqual([]);
    expect(dead.status().lastError).toMatchObject({ kind: "network", status: null });
    expect(dead.status().lastError?.message).toMatch(
      /^Falha de rede ao chamar a The Odds API \(soccer_brazil_campeonato\): .*ECONNREFUSED/,
    );
    expect(JSON.stringify([dead.status(), logs])).not.toContain(KEY);

    server.fallback = () => ({ body: { message: "not a list" } });
    const { source: s } = source({ settings: settings({ sports: [BRA] }) });
    await s.poll(at(0));
    expect(s.status().lastError).toMatchObject({ kind: "invalid-response", status: 200 });
    server.fallback = () => ({ body: "<html>gateway</html>" });
    await s.poll(at(5 * MIN));
    expect(s.status().lastError?.message).toBe(
      `A resposta da The Odds API para ${BRA} não é uma lista de eventos em JSON.`,
    );
  });

  it("an unknown sport key is refused for that competition only", async () => {
    const { source: s } = source({ settings: settings({ sports: ["soccer_brazil_copa_do_brasil_x", EPL] }) });
    const events = await s.poll(at(0));
    expect(events.map((e) => e.sportKey)).toEqual([EPL, EPL]);
    expect(s.status().lastError).toMatchObject({ kind: "refused", status: 404, code: "UNKNOWN_SPORT" });
    expect(s.status().lastError?.message).toBe(
      "A The Odds API recusou a consulta de soccer_brazil_copa_do_brasil_x (HTTP 404 UNKNOWN_SPORT): " +
        "Unknown sport. Check the sport key.",
    );
    expect(s.status().pausedUntil).toBeNull();
  });

  it("never writes the key into a status or a log line", async () => {
    server.script(
      { status: 401, body: { message: `key ${KEY} is not valid`, error_code: "INVALID_KEY" } },
      { status: 422, body: { message: `bad region for ${KEY}`, error_code: "INVALID_REGION" } },
    );
    const { source: a, logs } = source({ authPauseMs: 1 });
    await a.poll(at(0));
    await a.poll(at(1 * MIN));
    expect(a.status().lastError?.code).toBe("INVALID_REGION");
    expect(a.status().lastError?.message).toContain("bad region for ***");
    expect(JSON.stringify([a.status(), logs])).not.toContain(KEY);
  });
});

describe("parseTheOddsApiSettings", () => {
  it("without THEODDSAPI_KEY the source is disabled", () => {
    expect(parseTheOddsApiSettings({})).toEqual({ ok: true, settings: null });
    expect(parseTheOddsApiSettings({ THEODDSAPI_KEY: "  ", THEODDSAPI_BOOKMAKERS: "" })).toEqual({
      ok: true,
      settings: null,
    });
  });

  it("with a key and a mapping, the defaults: eu, at most every 60 s, 500 credits planned, Brazilian first", () => {
    const parsed = parseTheOddsApiSettings({
      THEODDSAPI_KEY: ` ${KEY} `,
      THEODDSAPI_BOOKMAKERS: " betano : Bateu Bet , ",
    });
    expect(parsed).toEqual({
      ok: true,
      settings: {
        key: KEY,
        baseUrl: THE_ODDS_API_DEFAULT_BASE_URL,
        bookmakers: new Map([["betano", "Bateu Bet"]]),
        sports: [...THE_ODDS_API_DEFAULT_SPORTS],
        regions: ["eu"],
        pollSeconds: 60,
        monthlyCredits: 500,
        plan: "credits",
      },
    });
    expect(THE_ODDS_API_DEFAULT_SPORTS.slice(0, 3)).toEqual([
      "soccer_brazil_campeonato",
      "soccer_brazil_serie_b",
      "soccer_conmebol_copa_libertadores",
    ]);
    expect(THE_ODDS_API_DEFAULT_SPORTS).toHaveLength(10);
    if (parsed.ok && parsed.settings !== null) expect(maxMonthlyCredits(parsed.settings)).toBe(432_000);
  });

  it("reads every variable", () => {
    const parsed = parseTheOddsApiSettings({
      THEODDSAPI_KEY: KEY,
      THEODDSAPI_BASE_URL: "http://127.0.0.1:9999/proxy/",
      THEODDSAPI_BOOKMAKERS: MAPPING,
      THEODDSAPI_SPORTS: "soccer_epl, soccer_brazil_campeonato,soccer_epl",
      THEODDSAPI_REGIONS: "eu,uk",
      THEODDSAPI_POLL_SECONDS: "900",
      THEODDSAPI_MONTHLY_CREDITS: "20000",
      THEODDSAPI_PLAN: "interval",
    });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok || parsed.settings === null) return;
    expect(parsed.settings).toMatchObject({
      baseUrl: "http://127.0.0.1:9999/proxy",
      sports: ["soccer_epl", "soccer_brazil_campeonato"],
      regions: ["eu", "uk"],
      pollSeconds: 900,
      monthlyCredits: 20_000,
      plan: "interval",
    });
    expect([...parsed.settings.bookmakers]).toEqual([...BOOKMAKERS]);
  });

  function issues(env: Record<string, string>): string[] {
    const parsed = parseTheOddsApiSettings({ THEODDSAPI_KEY: KEY, THEODDSAPI_BOOKMAKERS: "betano:Bateu Bet", ...env });
    if (parsed.ok) throw new Error("expected issues");
    return parsed.issues;
  }

  it("a house that does not exist is a configuration error naming the variable and the houses", () => {
    expect(issues({ THEODDSAPI_BOOKMAKERS: "betano:Bateu bet" })).toEqual([
      'THEODDSAPI_BOOKMAKERS: a casa "Bateu bet" (de "betano") não existe; as casas são: Bateu Bet, MGM Bet, ' +
        "BetPontoBet, Lotogreen, HanzBet, Geral Bet, MC Games",
    ]);
  });

  it("refuses malformed, repeated and doubled mappings; a key without a mapping is allowed (the houses map on Casas)", () => {
    expect(issues({ THEODDSAPI_BOOKMAKERS: "betano" })[0]).toMatch(
      /^THEODDSAPI_BOOKMAKERS: "betano" não está no formato/,
    );
    expect(issues({ THEODDSAPI_BOOKMAKERS: "Betano BR:Bateu Bet" })[0]).toMatch(
      /^THEODDSAPI_BOOKMAKERS: "Betano BR" não é uma chave/,
    );
    expect(issues({ THEODDSAPI_BOOKMAKERS: "betano:Bateu Bet,betano:MGM Bet" })).toEqual([
      'THEODDSAPI_BOOKMAKERS: a chave "betano" aparece mais de uma vez',
    ]);
    expect(issues({ THEODDSAPI_BOOKMAKERS: "betano:Bateu Bet,pinnacle:Bateu Bet" })[0]).toMatch(
      /^THEODDSAPI_BOOKMAKERS: a casa "Bateu Bet" está associada a "betano" e a "pinnacle"/,
    );
    const unmapped = parseTheOddsApiSettings({ THEODDSAPI_KEY: KEY, THEODDSAPI_BOOKMAKERS: "" });
    expect(unmapped.ok && unmapped.settings?.bookmakers.size).toBe(0);
    // Checked without a key too, so that a typo shows before the key is set.
    const noKey = parseTheOddsApiSettings({ THEODDSAPI_BOOKMAKERS: "betano:Betano" });
    expect(noKey.ok).toBe(false);
  });

  it("refuses bad numbers, regions, sports, addresses and keys, one line per variable", () => {
    for (const bad of ["abc", "10", "1.5", "-300", "100000"]) {
      expect(issues({ THEODDSAPI_POLL_SECONDS: bad }), bad).toEqual([
        "THEODDSAPI_POLL_SECONDS: deve ser um número inteiro de segundos entre 60 e 86400 (padrão 60)",
      ]);
    }
    for (const bad of ["abc", "0", "1.5", "-5"]) {
      expect(issues({ THEODDSAPI_MONTHLY_CREDITS: bad }), bad).toEqual([
        "THEODDSAPI_MONTHLY_CREDITS: deve ser um número inteiro de créditos por mês, a partir de 1 (padrão 500, o plano gratuito)",
      ]);
    }
    expect(issues({ THEODDSAPI_PLAN: "often" })).toEqual([
      'THEODDSAPI_PLAN: "credits" (padrão: consultas planejadas no orçamento do mês) ou "interval"',
    ]);
    expect(issues({ THEODDSAPI_REGIONS: "eu,br" })).toEqual([
      'THEODDSAPI_REGIONS: região desconhecida "br"; as regiões são: eu, uk, us, us2, us_dfs, us_ex, au, fr, se',
    ]);
    expect(issues({ THEODDSAPI_REGIONS: " , " })).toEqual([
      "THEODDSAPI_REGIONS: informe ao menos uma região (ex.: eu)",
    ]);
    expect(issues({ THEODDSAPI_SPORTS: "soccer_epl,Premier League" })).toEqual([
      'THEODDSAPI_SPORTS: "Premier League" não é chave de competição (ex.: soccer_brazil_campeonato)',
    ]);
    expect(issues({ THEODDSAPI_SPORTS: "," })[0]).toMatch(/^THEODDSAPI_SPORTS: informe ao menos uma competição/);
    expect(issues({ THEODDSAPI_BASE_URL: "ftp://odds.example" })).toEqual([
      "THEODDSAPI_BASE_URL: deve ser uma URL http(s) (padrão https://api.the-odds-api.com)",
    ]);
    expect(issues({ THEODDSAPI_KEY: `"${KEY}"` })).toEqual([
      "THEODDSAPI_KEY: a chave contém espaços ou aspas; copie só a chave",
    ]);
    const all = issues({ THEODDSAPI_POLL_SECONDS: "x", THEODDSAPI_REGIONS: "br", THEODDSAPI_BOOKMAKERS: "x:Y" });
    expect(all.map((line) => line.split(":")[0])).toEqual([
      "THEODDSAPI_BOOKMAKERS",
      "THEODDSAPI_REGIONS",
      "THEODDSAPI_POLL_SECONDS",
    ]);
  });
});

describe("parseTheOddsApiOdds: markets beyond 1X2", () => {
  it("reads totals per line, btts and draw_no_bet into core's markets under the mapped house", () => {
    const at = "2026-05-16T18:00:00Z";
    const outcomes = (list: Array<[string, number, number?]>) =>
      list.map(([name, price, point]) => (point === undefined ? { name, price } : { name, price, point }));
    const body = [
      {
        id: "ev1",
        sport_key: "soccer_brazil_campeonato",
        sport_title: "Brazil Série A",
        commence_time: "2026-05-16T21:30:00Z",
        home_team: "São Paulo",
        away_team: "Grêmio",
        bookmakers: [
          {
            key: "betano",
            last_update: at,
            markets: [
              {
                key: "h2h",
                outcomes: outcomes([
                  ["São Paulo", 2.1],
                  ["Draw", 3.3],
                  ["Grêmio", 3.6],
                ]),
              },
              {
                key: "totals",
                last_update: at,
                outcomes: outcomes([
                  ["Over", 1.95, 2.5],
                  ["Under", 1.85, 2.5],
                  ["Over", 1.3, 1.5],
                  ["Under", 3.4, 1.5],
                ]),
              },
              {
                key: "btts",
                outcomes: outcomes([
                  ["Yes", 1.8],
                  ["No", 1.95],
                ]),
              },
              {
                key: "draw_no_bet",
                outcomes: outcomes([
                  ["São Paulo", 1.55],
                  ["Grêmio", 2.45],
                ]),
              },
              // A whole line (a push) and a book without its Under are not compared.
              {
                key: "alternate_totals",
                outcomes: outcomes([
                  ["Over", 1.7, 2],
                  ["Under", 2.1, 2],
                  ["Over", 3.1, 3.5],
                ]),
              },
            ],
          },
          {
            key: "unmapped",
            markets: [
              {
                key: "btts",
                outcomes: outcomes([
                  ["Yes", 9],
                  ["No", 1.01],
                ]),
              },
            ],
          },
        ],
      },
    ];
    const parsed = parseTheOddsApiOdds(body, new Map([["betano", "Bateu Bet"]]), at)!;
    const [event] = parsed.events;
    expect(event?.quotes).toHaveLength(1);
    const when = new Date(at).toISOString();
    expect(event?.marketQuotes).toEqual([
      { house: "Bateu Bet", sourceBookmaker: "betano", market: "totals:1.5", prices: [1.3, 3.4], lastUpdate: when },
      { house: "Bateu Bet", sourceBookmaker: "betano", market: "totals:2.5", prices: [1.95, 1.85], lastUpdate: when },
      { house: "Bateu Bet", sourceBookmaker: "betano", market: "btts", prices: [1.8, 1.95], lastUpdate: when },
      { house: "Bateu Bet", sourceBookmaker: "betano", market: "dnb", prices: [1.55, 2.45], lastUpdate: when },
    ]);
  });
});
