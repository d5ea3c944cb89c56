import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SECOND_READ_MS } from "@placar/core/matching/held";
import type { Handler, ReplayServer } from "./fixtures/api-football/replay-server.ts";
import { startReplayServer } from "./fixtures/api-football/replay-server.ts";
import { call, signUp, signUpAdmin, TEST_JWT_SECRET, tempDataDir } from "./helpers/accounts.ts";
import { manualClock, startTestApp, type TestApp } from "./helpers/app.ts";
import { DATABASE_KINDS } from "./helpers/databases.ts";
import { fixture, gameOdds, o, oddsApiEvent, StubProvider, type Prices1x2 } from "./helpers/odds-fixtures.ts";

const BRA = "soccer_brazil_campeonato";
/** 16 May 2026, 18:05 UTC (15:05 in São Paulo). */
const T0 = "2026-05-16T18:05:00.000Z";
const DAY = "2026-05-16";
const EVENT = "f3c1d2b4a5e6f7081920a1b2c3d4e5f6";

/** São Paulo x Grêmio: three houses priced by the provider make the consensus (São Paulo the favourite). */
const provider = () =>
  new StubProvider({
    [DAY]: [
      fixture(
        1001,
        "2026-05-16T21:30:00.000Z",
        [126, "São Paulo"],
        [130, "Grêmio"],
        [o("HanzBet", 2.05, 3.2, 3.7), o("Lotogreen", 2.0, 3.1, 3.9), o("Geral Bet", 2.1, 3.25, 3.6)],
      ),
    ],
  });

/** The source's event for that game, with Betano's and Pinnacle's prices, confirmed a minute before `at`. */
function sourceList(at: string, betano: Prices1x2, pinnacle: Prices1x2) {
  const update = new Date(Date.parse(at) - 60_000).toISOString();
  return [
    oddsApiEvent({
      id: EVENT,
      sport: BRA,
      title: "Brazil Série A",
      home: "São Paulo",
      away: "Grêmio",
      commence: "2026-05-16T21:30:00Z",
      update,
      books: { betano, pinnacle },
    }),
  ];
}

/** A real move, or a typo: São Paulo at 7.50 when the others say 2.05. */
const MOVE: Prices1x2 = [7.5, 3.6, 1.5];
const PINNACLE_MOVE: Prices1x2 = [8.0, 3.8, 1.45];

interface HeldView {
  id: number;
  house: string;
  status: string;
  releasedBy: string | null;
  prices: { home: number; draw: number; away: number };
  medians: { home: number; draw: number; away: number };
  others: number;
  fixture: { fixtureId: number; homeTeam: string } | null;
}

describe.each(DATABASE_KINDS)("prices held as outliers, on $kind", ({ kind, skip }) => {
  let server: ReplayServer;
  let t: TestApp;
  let admin: { token: string };
  const clock = manualClock(T0);
  let list = sourceList(T0, MOVE, PINNACLE_MOVE);
  const routes: Handler = (req) =>
    req.path === `/v4/sports/${BRA}/odds`
      ? { headers: { "x-requests-remaining": "400", "x-requests-used": "100" }, body: list }
      : { status: 404, body: {} };

  /** Moves the clock past the source's poll interval and ingests the day again. */
  async function later(ms: number) {
    clock.advance(ms);
    await t.app.ctx.football.ingestDay(DAY);
  }

  async function held(status = "held"): Promise<HeldView[]> {
    const res = await call(t.app, "GET", `/api/admin/held-quotes/?status=${status}`, undefined, {
      token: admin.token,
    });
    expect(res.statusCode).toBe(200);
    return res.json().results as HeldView[];
  }

  beforeAll(async () => {
    if (skip) return;
    server = await startReplayServer(routes);
    t = await startTestApp(kind, {
      clock,
      provider: provider(),
      env: {
        JWT_SECRET: TEST_JWT_SECRET,
        DATA_DIR: tempDataDir(),
        THEODDSAPI_KEY: "0123456789abcdef0123456789abcdef",
        THEODDSAPI_BASE_URL: server.baseUrl,
        THEODDSAPI_BOOKMAKERS: "betano:Bateu Bet,pinnacle:MGM Bet",
        THEODDSAPI_SPORTS: BRA,
        // These journeys are about matching and prices: the source is asked at every interval, not on its credit plan.
        THEODDSAPI_PLAN: "interval",
        THEODDSAPI_POLL_SECONDS: "60",
      },
    });
    admin = await signUpAdmin(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await server?.close();
  });

  it.skipIf(skip)("a price far from the others is not shown; admins see it with the others' medians", async () => {
    await t.app.ctx.football.ingestDay(DAY);
    const odds = await gameOdds(t, DAY, 1001);
    expect(odds.has("Bateu Bet")).toBe(false);
    expect(odds.has("MGM Bet")).toBe(false);
    expect(odds.get("HanzBet")).toEqual([2.05, 3.2, 3.7]);

    const rows = await held();
    expect(rows.map((r) => r.house).sort()).toEqual(["Bateu Bet", "MGM Bet"]);
    const bateu = rows.find((r) => r.house === "Bateu Bet")!;
    expect(bateu).toMatchObject({
      status: "held",
      releasedBy: null,
      prices: { home: 7.5, draw: 3.6, away: 1.5 },
      fixture: { fixtureId: 1001, homeTeam: "São Paulo" },
    });
    // The medians of the three provider houses and the other held quote.
    expect(bateu.others).toBe(4);
    expect(bateu.medians.home).toBeCloseTo(2.075);

    expect((await call(t.app, "GET", "/api/admin/held-quotes/")).statusCode).toBe(401);
    const user = await signUp(t.app, { email: "apostador@example.com" });
    expect((await call(t.app, "GET", "/api/admin/held-quotes/", undefined, { token: user.token })).statusCode).toBe(
      403,
    );
  });

  it.skipIf(skip)("read again a minute later it stays held; one row per house and event", async () => {
    await later(61_000);
    expect((await gameOdds(t, DAY, 1001)).has("Bateu Bet")).toBe(false);
    expect(await held()).toHaveLength(2);
  });

  it.skipIf(skip)("an admin confirms one: it shows at once; a second decision is refused", async () => {
    const bateu = (await held()).find((r) => r.house === "Bateu Bet")!;
    const res = await call(t.app, "POST", `/api/admin/held-quotes/${bateu.id}/confirm/`, undefined, {
      token: admin.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "released", releasedBy: "admin" });
    // The confirmation starts the day's ingest; wait for it as the page would.
    await t.app.ctx.football.ingestDay(DAY);
    expect((await gameOdds(t, DAY, 1001)).get("Bateu Bet")).toEqual(MOVE);
    expect((await gameOdds(t, DAY, 1001)).has("MGM Bet")).toBe(false);

    const twice = await call(t.app, "POST", `/api/admin/held-quotes/${bateu.id}/dismiss/`, undefined, {
      token: admin.token,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toMatch(/já foi decidida/);
    const missing = await call(t.app, "POST", "/api/admin/held-quotes/999999/confirm/", undefined, {
      token: admin.token,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe("Cotação retida não encontrada.");
  });

  it.skipIf(skip)("the same prices read again five minutes after the first read are shown without anyone", async () => {
    await later(SECOND_READ_MS);
    const odds = await gameOdds(t, DAY, 1001);
    expect(odds.get("MGM Bet")).toEqual(PINNACLE_MOVE);
    expect(odds.get("Bateu Bet")).toEqual(MOVE);
    expect(await held()).toEqual([]);
    const released = await held("released");
    expect(Object.fromEntries(released.map((r) => [r.house, r.releasedBy]))).toEqual({
      "Bateu Bet": "admin",
      "MGM Bet": "second-read",
    });
  });

  it.skipIf(skip)("new prices start over: held again, and a dismissed price never shows", async () => {
    const newer: Prices1x2 = [7.8, 3.6, 1.48];
    list = sourceList(clock.now().toISOString(), newer, PINNACLE_MOVE);
    await later(61_000);
    let odds = await gameOdds(t, DAY, 1001);
    // The confirmed 7.50 is not the price any more, and 7.80 is not confirmed.
    expect(odds.has("Bateu Bet")).toBe(false);
    expect(odds.get("MGM Bet")).toEqual(PINNACLE_MOVE);
    const [row] = await held();
    expect(row).toMatchObject({ house: "Bateu Bet", prices: { home: 7.8 }, releasedBy: null });

    const dismissed = await call(t.app, "POST", `/api/admin/held-quotes/${row!.id}/dismiss/`, undefined, {
      token: admin.token,
    });
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json().status).toBe("dismissed");
    await later(2 * SECOND_READ_MS);
    odds = await gameOdds(t, DAY, 1001);
    expect(odds.has("Bateu Bet")).toBe(false);
    expect((await held("dismissed")).map((r) => r.house)).toEqual(["Bateu Bet"]);
  });

  it.skipIf(skip)("health counts what is held now", async () => {
    const health = await call(t.app, "GET", "/api/health", undefined, { token: admin.token });
    const [source] = health.json().oddsSources as Array<Record<string, unknown>>;
    expect(source).toMatchObject({ name: "the-odds-api", held: 1 });
  });
});
