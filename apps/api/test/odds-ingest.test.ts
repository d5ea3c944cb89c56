import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config.ts";
import { TheOddsApiSource } from "../src/odds-sources/the-odds-api.ts";
import { RealPricesService } from "../src/services/real-prices.ts";
import type { ProviderFixture } from "../src/providers/types.ts";
import type { Handler, ReplayServer } from "./fixtures/api-football/replay-server.ts";
import { startReplayServer } from "./fixtures/api-football/replay-server.ts";
import { call, signUpAdmin, TEST_JWT_SECRET, tempDataDir } from "./helpers/accounts.ts";
import { manualClock, startTestApp, type TestApp } from "./helpers/app.ts";
import { DATABASE_KINDS } from "./helpers/databases.ts";
import { fixture, gameOdds, o, oddsApiEvent, StubProvider } from "./helpers/odds-fixtures.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const BRA = "soccer_brazil_campeonato";
const KEY = "0123456789abcdef0123456789abcdef";
/** The houses the source prices here; HanzBet stays the provider's own. */
const MAPPING = [
  "betano:Bateu Bet",
  "pinnacle:MGM Bet",
  "betsson:BetPontoBet",
  "unibet_eu:Lotogreen",
  "williamhill:Geral Bet",
  "sport888:MC Games",
].join(",");
/** 16 May 2026, 18:05 UTC (15:05 in São Paulo), a Saturday of Série A: the fixtures' prices are minutes old. */
const T0 = "2026-05-16T18:05:00.000Z";
const DAY = "2026-05-16";
const NEXT_DAY = "2026-05-17";
const DECOY_DAY = "2026-05-20";
const LATER_DAY = "2026-05-23";

type Event = Record<string, unknown> & { id: string; bookmakers: unknown[] };

function brazilList(): Event[] {
  return JSON.parse(readFileSync(path.join(here, "fixtures/the-odds-api", `odds-${BRA}.json`), "utf8")) as Event[];
}

/** An event priced by betano only, confirmed a minute before T0 (or at `update`). */
function event(id: string, home: string, away: string, commence: string, update = "2026-05-16T18:04:00Z"): Event {
  const books = { betano: [2.2, 3.2, 3.3] as const };
  return oddsApiEvent({ id, sport: BRA, title: "Brazil Série A", home, away, commence, update, books });
}

/** Fixtures whose teams are the replayed events' (the demo's are other clubs). */
const DAYS: Record<string, ProviderFixture[]> = {
  [DAY]: [
    fixture(
      1001,
      "2026-05-16T21:30:00.000Z",
      [126, "São Paulo"],
      [130, "Grêmio"],
      [o("Bateu Bet", 1.95, 3.0, 4.0), o("HanzBet", 2.05, 3.2, 3.7)],
    ),
  ],
  [NEXT_DAY]: [
    // Spellings the seed aliases do not know for sure: the event goes to review.
    fixture(
      2001,
      "2026-05-17T19:00:00.000Z",
      [1062, "Atl Mineiro"],
      [134, "Ath Paranaense"],
      [o("HanzBet", 1.8, 3.4, 4.5)],
    ),
    fixture(2002, "2026-05-17T21:30:00.000Z", [127, "Flamengo"], [121, "Palmeiras"], [o("HanzBet", 2.3, 3.2, 3.1)]),
  ],
  [DECOY_DAY]: [
    // The same clubs as the decoy event (23:30Z), hours earlier: not the same game.
    fixture(3001, "2026-05-20T19:00:00.000Z", [126, "São Paulo"], [130, "Grêmio"], [o("Bateu Bet", 2.0, 3.2, 3.8)]),
  ],
  [LATER_DAY]: [
    fixture(
      4001,
      "2026-05-23T19:00:00.000Z",
      [1062, "Atl Mineiro"],
      [134, "Ath Paranaense"],
      [o("HanzBet", 1.9, 3.3, 4.2)],
    ),
  ],
};

function env(server: ReplayServer): Record<string, string> {
  return {
    JWT_SECRET: TEST_JWT_SECRET,
    DATA_DIR: tempDataDir(),
    THEODDSAPI_KEY: KEY,
    THEODDSAPI_BASE_URL: server.baseUrl,
    THEODDSAPI_BOOKMAKERS: MAPPING,
    THEODDSAPI_SPORTS: BRA,
    // These journeys are about matching and prices: the source is asked at every interval, not on its credit plan.
    THEODDSAPI_PLAN: "interval",
    THEODDSAPI_POLL_SECONDS: "60",
  };
}

const quota = { "x-requests-remaining": "480", "x-requests-used": "20", "x-requests-last": "1" };

describe.each(DATABASE_KINDS)("real prices from The Odds API in the ingest, on $kind", ({ kind, skip }) => {
  let server: ReplayServer;
  let t: TestApp;
  let admin: { token: string };
  const clock = manualClock(T0);
  let list: Event[] = brazilList();
  const routes: Handler = (req) =>
    req.path === `/v4/sports/${BRA}/odds` ? { headers: quota, body: list } : { status: 404, body: {} };

  beforeAll(async () => {
    if (skip) return;
    server = await startReplayServer(routes);
    t = await startTestApp(kind, { clock, provider: new StubProvider(DAYS), env: env(server) });
    admin = await signUpAdmin(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await server?.close();
  });

  it.skipIf(skip)("a sure match's prices replace the provider's for its houses, with the source's time", async () => {
    await t.app.ctx.football.ingestDay(DAY);
    const odds = await gameOdds(t, DAY, 1001);
    expect(odds.get("Bateu Bet")).toEqual([2.1, 3.3, 3.6]);
    expect(odds.get("MGM Bet")).toEqual([2.14, 3.28, 3.72]);
    expect(odds.get("BetPontoBet")).toEqual([2.08, 3.25, 3.55]);
    expect(odds.get("Lotogreen")).toEqual([2.12, 3.3, 3.5]);
    // The provider's own house is kept.
    expect(odds.get("HanzBet")).toEqual([2.05, 3.2, 3.7]);
    const match = await t.app.inject({ url: "/api/apifootball_app/fixtureById/1001/" });
    expect(match.statusCode).toBe(200);
    const checked = match.json().odds_checked_at as Record<string, string>;
    expect(checked["Bateu Bet"]).toBe("2026-05-16T18:02:41.000Z");
    expect(checked["HanzBet"]).toBe(T0);
  });

  it.skipIf(skip)("a price ten times the others is held, a four-day-old quote dropped: neither shown", async () => {
    const odds = await gameOdds(t, DAY, 1001);
    expect(odds.has("MC Games")).toBe(false);
    expect(odds.has("Geral Bet")).toBe(false);
    const health = await call(t.app, "GET", "/api/health", undefined, { token: admin.token });
    const [source] = health.json().oddsSources as Array<Record<string, unknown>>;
    expect(source).toMatchObject({ name: "the-odds-api", held: 1, stale: 1, staleHouses: ["Geral Bet"] });
    expect(source?.["quotaRemaining"]).toBe(480);
  });

  it.skipIf(skip)("the decoy of the same clubs four days later never reaches either game", async () => {
    await t.app.ctx.football.ingestDay(DECOY_DAY);
    expect((await gameOdds(t, DECOY_DAY, 3001)).get("Bateu Bet")).toEqual([2.0, 3.2, 3.8]);
    expect((await gameOdds(t, DAY, 1001)).get("Bateu Bet")).toEqual([2.1, 3.3, 3.6]);
  });

  it.skipIf(skip)("a doubtful event waits for review; confirmed, its prices appear, names learned", async () => {
    await t.app.ctx.football.ingestDay(NEXT_DAY);
    expect((await gameOdds(t, NEXT_DAY, 2001)).has("Bateu Bet")).toBe(false);

    const anonymous = await call(t.app, "GET", "/api/admin/odds-matches/?status=review");
    expect(anonymous.statusCode).toBe(401);
    const queue = await call(t.app, "GET", "/api/admin/odds-matches/?status=review", undefined, { token: admin.token });
    expect(queue.statusCode).toBe(200);
    expect(queue.json().configured).toBe(true);
    const rows = queue.json().results as Array<Record<string, any>>;
    const row = rows.find((r) => r["eventId"] === "2a7d9e4f1c3b48e6a0f5d8c7b6e4a3d2");
    expect(row).toMatchObject({
      source: "the-odds-api",
      home: "Atlético Mineiro",
      away: "Athletico Paranaense",
      commenceTime: "2026-05-17T19:00:00.000Z",
      date: NEXT_DAY,
      status: "review",
    });
    expect(row!["candidates"][0]).toMatchObject({
      fixtureId: 2001,
      fixture: { homeTeam: "Atl Mineiro", awayTeam: "Ath Paranaense", kickoff: "2026-05-17T19:00:00.000Z" },
    });
    expect(row!["candidates"][0].reasons).toContain("team-uncertain");

    // Re-reading the same event keeps one row.
    await t.app.ctx.football.ingestDay(NEXT_DAY);
    const again = await call(t.app, "GET", "/api/admin/odds-matches/", undefined, { token: admin.token });
    expect(again.json().count).toBe(rows.length);

    // A fixture of another day is refused.
    const wrong = await call(
      t.app,
      "POST",
      `/api/admin/odds-matches/${row!["id"]}/confirm/`,
      { fixtureId: 1001 },
      {
        token: admin.token,
      },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: "validation_error" });
    const missing = await call(
      t.app,
      "POST",
      "/api/admin/odds-matches/999999/confirm/",
      { fixtureId: 2001 },
      {
        token: admin.token,
      },
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toMatch(/não encontrado/);

    const confirmed = await call(
      t.app,
      "POST",
      `/api/admin/odds-matches/${row!["id"]}/confirm/`,
      { fixtureId: 2001 },
      {
        token: admin.token,
      },
    );
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: "confirmed", fixture: { fixtureId: 2001 } });
    const twice = await call(t.app, "POST", `/api/admin/odds-matches/${row!["id"]}/reject/`, undefined, {
      token: admin.token,
    });
    expect(twice.statusCode).toBe(409);

    await t.app.ctx.football.ingestDay(NEXT_DAY);
    expect((await gameOdds(t, NEXT_DAY, 2001)).get("Bateu Bet")).toEqual([1.85, 3.5, 4.4]);
    expect((await gameOdds(t, NEXT_DAY, 2001)).get("MGM Bet")).toEqual([1.88, 3.52, 4.55]);
    // The suspended line (1.0) never shows.
    expect((await gameOdds(t, NEXT_DAY, 2001)).has("BetPontoBet")).toBe(false);
    const left = await call(t.app, "GET", "/api/admin/odds-matches/", undefined, { token: admin.token });
    expect(left.json().results.some((r: { eventId: string }) => r.eventId === row!["eventId"])).toBe(false);
  });

  it.skipIf(skip)("with the names learned, the same clubs' next event is matched without review", async () => {
    const second: Event = {
      ...(list.find((e) => e.id === "2a7d9e4f1c3b48e6a0f5d8c7b6e4a3d2") as Event),
      id: "aa00bb11cc22dd33ee44ff5566778899",
      commence_time: "2026-05-23T19:00:00Z",
    };
    list = [...brazilList(), second];
    clock.advance(61_000);
    await t.app.ctx.football.ingestDay(LATER_DAY);
    expect((await gameOdds(t, LATER_DAY, 4001)).get("Bateu Bet")).toEqual([1.85, 3.5, 4.4]);
    const queue = await call(t.app, "GET", "/api/admin/odds-matches/", undefined, { token: admin.token });
    expect(queue.json().results.some((r: { eventId: string }) => r.eventId === second.id)).toBe(false);
  });

  it.skipIf(skip)("an admin may reject a doubtful event: it is never attached", async () => {
    // The same clubs as fixture 2002, 70 minutes later: not sure enough.
    const doubtful = event("0000111122223333444455556666aaaa", "Flamengo", "Palmeiras", "2026-05-17T22:40:00Z");
    list = [...list, doubtful];
    clock.advance(61_000);
    await t.app.ctx.football.ingestDay(NEXT_DAY);
    const queue = await call(t.app, "GET", "/api/admin/odds-matches/", undefined, { token: admin.token });
    const row = (queue.json().results as Array<{ id: number; eventId: string }>).find((r) => r.eventId === doubtful.id);
    expect(row).toBeDefined();
    const rejected = await call(t.app, "POST", `/api/admin/odds-matches/${row!.id}/reject/`, undefined, {
      token: admin.token,
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().status).toBe("rejected");
    await t.app.ctx.football.ingestDay(NEXT_DAY);
    expect((await gameOdds(t, NEXT_DAY, 2002)).has("Bateu Bet")).toBe(false);
    const listed = await call(t.app, "GET", "/api/admin/odds-matches/?status=rejected", undefined, {
      token: admin.token,
    });
    expect(listed.json().results.map((r: { eventId: string }) => r.eventId)).toContain(doubtful.id);
  });

  it.skipIf(skip)("health shows the source's counts to admins only", async () => {
    const pub = await call(t.app, "GET", "/api/health");
    expect(pub.json().oddsSources).toBeUndefined();
    const health = await call(t.app, "GET", "/api/health", undefined, { token: admin.token });
    const [source] = health.json().oddsSources as Array<Record<string, unknown>>;
    expect(source).toMatchObject({ name: "the-odds-api", waitingReview: 0, lastError: null });
    expect(source?.["matched"]).toBeGreaterThanOrEqual(2);
    expect(source?.["confirmed"]).toBe(1);
    expect(source?.["unmatched"]).toBeGreaterThanOrEqual(1);
    expect(typeof source?.["lastSuccessAt"]).toBe("string");
  });

  it.skipIf(skip)("another instance's health shows the same figures, read from the database", async () => {
    const own = await t.app.ctx.realPrices!.health(clock.now());
    // A second instance: its own services on the same database, its source never polled.
    const other = new RealPricesService(
      t.app.ctx.database.db,
      [new TheOddsApiSource({ settings: t.app.ctx.config.theOddsApi!, log: t.app.log })],
      () => new Set(),
      t.app.log,
    );
    const [mine] = own.filter((s) => s.name === "the-odds-api");
    const [theirs] = await other.health(clock.now());
    expect(theirs).toEqual(mine);
    expect(theirs?.quotaRemaining).toBe(480);
    expect(theirs?.matched).toBeGreaterThanOrEqual(2);
  });
});

describe("ODDS_MAX_AGE_MINUTES", () => {
  it("a quote confirmed 45 minutes before is shown by default (60) and dropped with ODDS_MAX_AGE_MINUTES=30", async () => {
    const confirmed45MinBefore = [
      event("age-1", "São Paulo", "Grêmio", "2026-05-16T21:30:00Z", "2026-05-16T17:20:00Z"),
    ];
    const server = await startReplayServer((req) =>
      req.path === `/v4/sports/${BRA}/odds`
        ? { headers: quota, body: confirmed45MinBefore }
        : { status: 404, body: {} },
    );
    try {
      for (const [maxAge, bateuBet] of [
        [undefined, [2.2, 3.2, 3.3]],
        ["30", [1.95, 3.0, 4.0]],
      ] as const) {
        const t = await startTestApp("pglite", {
          clock: manualClock(T0),
          provider: new StubProvider(DAYS),
          env: { ...env(server), ...(maxAge ? { ODDS_MAX_AGE_MINUTES: maxAge } : {}) },
        });
        try {
          await t.app.ctx.football.ingestDay(DAY);
          expect((await gameOdds(t, DAY, 1001)).get("Bateu Bet"), `ODDS_MAX_AGE_MINUTES=${maxAge}`).toEqual(bateuBet);
        } finally {
          await t.close();
        }
      }
      expect(loadConfig({ ODDS_MAX_AGE_LIVE_MINUTES: "5" }).oddsMaxAgeMs).toEqual({
        upcoming: 3_600_000,
        live: 300_000,
      });
      expect(() => loadConfig({ ODDS_MAX_AGE_MINUTES: "0" })).toThrow(/ODDS_MAX_AGE_MINUTES/);
    } finally {
      await server.close();
    }
  });
});

describe.each(DATABASE_KINDS)("when the source fails, the provider's prices stay, on $kind", ({ kind, skip }) => {
  const cases: Array<{ status: number; body: unknown }> = [
    { status: 401, body: { message: "Invalid key", error_code: "INVALID_KEY" } },
    { status: 429, body: { message: "Too many requests", error_code: "EXCEEDED_FREQ_LIMIT" } },
    { status: 500, body: { message: "Internal error" } },
  ];
  let server: ReplayServer;
  beforeAll(async () => {
    if (!skip) server = await startReplayServer(() => ({ status: 500, body: {} }));
  });
  afterAll(async () => {
    await server?.close();
  });

  it.skipIf(skip)("401, 429 and 500 from the first call: the day shows the provider's prices", async () => {
    for (const c of cases) {
      server.fallback = () => ({ status: c.status, body: c.body });
      const t = await startTestApp(kind, {
        clock: manualClock(T0),
        provider: new StubProvider(DAYS),
        env: env(server),
      });
      try {
        await t.app.ctx.football.ingestDay(DAY);
        const odds = await gameOdds(t, DAY, 1001);
        expect([...odds.keys()].sort(), `HTTP ${c.status}`).toEqual(["Bateu Bet", "HanzBet"]);
        expect(odds.get("Bateu Bet")).toEqual([1.95, 3.0, 4.0]);
        const source = t.app.ctx.realPrices!.sources[0]!.status();
        expect(source.lastError?.status).toBe(c.status);
      } finally {
        await t.close();
      }
    }
  });

  it.skipIf(skip)("a failure after a success: once the kept quotes are stale, the provider's come back", async () => {
    server.fallback = () => ({ headers: quota, body: brazilList() });
    const clock = manualClock(T0);
    const t = await startTestApp(kind, { clock, provider: new StubProvider(DAYS), env: env(server) });
    try {
      await t.app.ctx.football.ingestDay(DAY);
      expect((await gameOdds(t, DAY, 1001)).get("MGM Bet")).toEqual([2.14, 3.28, 3.72]);
      server.fallback = () => ({ status: 500, body: {} });
      // Past ODDS_MAX_AGE_MINUTES (60 by default) since the source last confirmed the kept quotes.
      clock.advance(61 * 60_000);
      await t.app.ctx.football.ingestDay(DAY);
      const odds = await gameOdds(t, DAY, 1001);
      expect(odds.get("Bateu Bet")).toEqual([1.95, 3.0, 4.0]);
      expect([...odds.keys()].sort()).toEqual(["Bateu Bet", "HanzBet"]);
    } finally {
      await t.close();
    }
  });
});

describe("without THEODDSAPI_KEY", () => {
  it("a bad THEODDSAPI_* setting stops the start with the variable named, in Portuguese", () => {
    expect(() => loadConfig({ THEODDSAPI_KEY: KEY, THEODDSAPI_BOOKMAKERS: "betano" })).toThrow(ConfigError);
    expect(() => loadConfig({ THEODDSAPI_KEY: KEY, THEODDSAPI_BOOKMAKERS: "betano" })).toThrow(
      /Configuração inválida:\nTHEODDSAPI_BOOKMAKERS: "betano" não está no formato chave:Casa/,
    );
    // Optional: the houses' source keys on "Casas" map bookmakers too.
    expect(loadConfig({ THEODDSAPI_KEY: KEY }).theOddsApi?.bookmakers.size).toBe(0);
    expect(() => loadConfig({ THEODDSAPI_POLL_SECONDS: "5" })).toThrow(/THEODDSAPI_POLL_SECONDS/);
    const ok = loadConfig({ THEODDSAPI_KEY: KEY, THEODDSAPI_BOOKMAKERS: MAPPING });
    expect(ok.theOddsApi?.bookmakers.get("betano")).toBe("Bateu Bet");
    expect(loadConfig({}).theOddsApi).toBeNull();
  });

  it("has no source and an empty review queue", async () => {
    const t = await startTestApp("pglite", { env: { JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: tempDataDir() } });
    try {
      // The house feeds' source is there, waiting for a house with a feed: nothing is configured.
      expect(await t.app.ctx.realPrices?.configured()).toBe(false);
      expect(t.app.ctx.config.theOddsApi).toBeNull();
      const admin = await signUpAdmin(t.app);
      const queue = await call(t.app, "GET", "/api/admin/odds-matches/", undefined, { token: admin.token });
      expect(queue.json()).toEqual({ configured: false, count: 0, results: [] });
      const confirm = await call(
        t.app,
        "POST",
        "/api/admin/odds-matches/1/confirm/",
        { fixtureId: 1 },
        {
          token: admin.token,
        },
      );
      expect(confirm.statusCode).toBe(409);
      expect(confirm.json().code).toBe("odds_source_disabled");
      const health = await call(t.app, "GET", "/api/health", undefined, { token: admin.token });
      expect(health.json().oddsSources).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
