/**
 * The markets beyond 1X2 keep an opening and a closing line per house, as the 1X2 does (services/market-lines.ts): a
 * finished game shows each book's last prices before kick-off, never its in-play ones, on its match page and in the
 * home's market choice.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DayMarket, FixtureMarkets } from "../src/schemas/markets.ts";
import type { ProviderFixture } from "../src/providers/types.ts";
import { manualClock, startTestApp, type TestApp } from "./helpers/app.ts";
import { DATABASE_KINDS } from "./helpers/databases.ts";
import { fixture, o, StubProvider } from "./helpers/odds-fixtures.ts";

const DAY = "2026-05-16";
const GAME = 1001;

describe.each(DATABASE_KINDS)("market lines on $kind", ({ kind, skip }) => {
  let t: TestApp;
  const clock = manualClock("2026-05-16T18:00:00.000Z");
  const game: ProviderFixture = {
    ...fixture(GAME, "2026-05-16T21:30:00.000Z", [126, "São Paulo"], [130, "Grêmio"], [o("HanzBet", 2.05, 3.2, 3.7)]),
    markets: [
      { house: "HanzBet", market: "btts", prices: [1.9, 1.9] },
      { house: "Bateu Bet", market: "btts", prices: [1.85, 1.95] },
    ],
  };
  const provider = new StubProvider({ [DAY]: [game] });

  const btts = async () => {
    const res = await t.app.inject({ url: `/api/apifootball_app/fixtureById/${GAME}/markets/` });
    expect(res.statusCode).toBe(200);
    return res.json<FixtureMarkets>().markets.find((m) => m.market === "btts")!;
  };
  const dayBest = async () => {
    const res = await t.app.inject({ url: `/api/soccerdata_app/gamesByDate/markets/?date=${DAY}&market=ambas-marcam` });
    expect(res.statusCode).toBe(200);
    return res.json<DayMarket>().games.find((g) => g.afb_fixture_id === GAME)!.best;
  };

  beforeAll(async () => {
    if (skip) {
      console.warn(`[placar] PostgreSQL indisponível: "${kind}" deste teste PULADO.`);
      return;
    }
    t = await startTestApp(kind, { clock, provider });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.skipIf(skip)(
    "a finished game shows each house's last prices before kick-off, its arrows from the opening",
    async () => {
      await t.app.ctx.football.ingestDay(DAY);
      // An hour later, before kick-off, HanzBet moves: its closing line follows.
      clock.set("2026-05-16T19:00:00.000Z");
      game.markets = [
        { house: "HanzBet", market: "btts", prices: [1.8, 2.0] },
        { house: "Bateu Bet", market: "btts", prices: [1.85, 1.95] },
      ];
      await t.app.ctx.football.ingestDay(DAY);

      // In play: the prices move with the game, and MGM Bet quotes only now.
      clock.set("2026-05-16T21:40:00.000Z");
      Object.assign(game, { status: "1H", elapsed: 10, goals: { home: 1, away: 0 } });
      game.markets = [
        { house: "HanzBet", market: "btts", prices: [1.5, 2.6] },
        { house: "Bateu Bet", market: "btts", prices: [1.55, 2.5] },
        { house: "MGM Bet", market: "btts", prices: [1.45, 2.8] },
      ];
      await t.app.ctx.football.ingestDay(DAY);
      const live = await btts();
      expect(live.closing).toBeUndefined();
      expect(Object.fromEntries(live.houses.map((h) => [h.house, h.prices]))).toEqual({
        "Bateu Bet": [1.55, 2.5],
        HanzBet: [1.5, 2.6],
        "MGM Bet": [1.45, 2.8],
      });
      expect((await dayBest()).map((b) => [b?.price, b?.house])).toEqual([
        [1.55, "Bateu Bet"],
        [2.8, "MGM Bet"],
      ]);

      // Finished: the last in-play prices are not a price anyone can take.
      clock.set("2026-05-16T23:30:00.000Z");
      Object.assign(game, { status: "FT", elapsed: 90, goals: { home: 1, away: 0 } });
      game.markets = [
        { house: "HanzBet", market: "btts", prices: [8.5, 1.02] },
        { house: "Bateu Bet", market: "btts", prices: [9, 1.01] },
        { house: "MGM Bet", market: "btts", prices: [8, 1.03] },
      ];
      await t.app.ctx.football.ingestDay(DAY);
      const finished = await btts();
      expect(finished.closing).toBe(true);
      // MGM Bet quoted only in play: it has no closing line.
      expect(
        finished.houses.map((h) => ({ house: h.house, prices: h.prices, previous: h.previous, move: h.movement })),
      ).toEqual([
        { house: "Bateu Bet", prices: [1.85, 1.95], previous: [null, null], move: ["same", "same"] },
        { house: "HanzBet", prices: [1.8, 2.0], previous: [1.9, 1.9], move: ["down", "up"] },
      ]);
      expect(finished.best.map((b) => [b?.price, b?.house])).toEqual([
        [1.85, "Bateu Bet"],
        [2.0, "HanzBet"],
      ]);
      expect((await dayBest()).map((b) => [b?.price, b?.house])).toEqual([
        [1.85, "Bateu Bet"],
        [2.0, "HanzBet"],
      ]);
    },
  );
});

/** A provider whose prices of a finished game are its last pre-match ones (API-Football's, the demo's). */
class ClosingStubProvider extends StubProvider {
  readonly finishedOddsAreClosing = true;
}

describe.each(DATABASE_KINDS)("market lines of a game first seen finished, on $kind", ({ kind, skip }) => {
  let t: TestApp;
  const finished: ProviderFixture = {
    ...fixture(GAME, "2026-05-16T15:00:00.000Z", [126, "São Paulo"], [130, "Grêmio"], [o("HanzBet", 2.05, 3.2, 3.7)]),
    status: "FT",
    elapsed: 90,
    goals: { home: 2, away: 1 },
    markets: [{ house: "HanzBet", market: "btts", prices: [1.9, 1.9] }],
  };

  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(kind, {
      clock: manualClock("2026-05-16T18:00:00.000Z"),
      provider: new ClosingStubProvider({ [DAY]: [finished] }),
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.skipIf(skip)("shows the provider's books: its prices of a finished game are its closing ones", async () => {
    await t.app.ctx.football.ingestDay(DAY);
    const res = await t.app.inject({ url: `/api/apifootball_app/fixtureById/${GAME}/markets/` });
    const btts = res.json<FixtureMarkets>().markets.find((m) => m.market === "btts")!;
    expect(btts.closing).toBe(true);
    expect(btts.houses.map((h) => [h.house, h.prices, h.previous])).toEqual([["HanzBet", [1.9, 1.9], [null, null]]]);
    const day = await t.app.inject({ url: `/api/soccerdata_app/gamesByDate/markets/?date=${DAY}&market=btts` });
    expect(day.json<DayMarket>().games[0]!.best.map((b) => b?.price)).toEqual([1.9, 1.9]);
  });
});
