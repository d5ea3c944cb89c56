import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  expectancyFrom1x2,
  marketProbabilities,
  parseMarketId,
  plausibleBook,
  type Market,
} from "@placar/core/markets";
import { marketOddsHistory } from "../src/db/football-details-schema.ts";
import { marketOdds } from "../src/db/schema.ts";
import type { DayMarket, FixtureMarkets, MarketBoard } from "../src/schemas/markets.ts";
import { DATABASE_KINDS } from "./helpers/databases.ts";
import { manualClock, PINNED_DATE, startTestApp, type TestApp } from "./helpers/app.ts";

type G = {
  id: number;
  afb_fixture_id: number;
  status: string;
  kickoff?: string;
  goals: { home: number | null; away: number | null };
};

const boardOf = (a: FixtureMarkets, id: string) => a.markets.find((m) => m.market === id);

/** The houses' average margin-free probability of the first outcome. */
const fairFirst = (b: MarketBoard | undefined) => b?.fair?.[0]?.probability ?? Number.NaN;

describe.each(DATABASE_KINDS)("markets beyond 1X2 on $kind", ({ kind, skip }) => {
  let t: TestApp;
  let games: G[];
  const clock = manualClock("2026-11-21T18:00:00.000Z");
  const markets = async (id: number, history?: string) => {
    const query = history === undefined ? "" : `?history=${encodeURIComponent(history)}`;
    const res = await t.app.inject({ url: `/api/apifootball_app/fixtureById/${id}/markets/${query}` });
    expect(res.statusCode).toBe(200);
    return res.json<FixtureMarkets>();
  };
  /**
   * A game's markets, each board as asked with `?history=` its market (the match page's chart): only that board's
   * houses carry a history.
   */
  const charted = async (id: number): Promise<FixtureMarkets> => {
    const all = await markets(id);
    for (const b of all.markets) for (const h of b.houses) expect(h.history).toBeUndefined();
    const boards = await Promise.all(
      all.markets.map(async (b) => {
        if (b.market === "1x2") return b;
        const answer = await markets(id, b.market);
        for (const other of answer.markets)
          if (other.market !== b.market) for (const h of other.houses) expect(h.history).toBeUndefined();
        return boardOf(answer, b.market)!;
      }),
    );
    return { ...all, markets: boards };
  };
  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(kind, { clock });
    await t.app.ctx.football.ingestDay(PINNED_DATE);
    games = (await t.app.inject({ url: `/api/soccerdata_app/gamesByDate/?date=${PINNED_DATE}` })).json().results;
  });
  afterAll(async () => {
    await t?.close();
  });

  it.skipIf(skip)(
    "gives a game to come at least four markets, each with its best prices, houses and bounds",
    async () => {
      const game = games.find((g) => g.status === "NS")!;
      const answer = await markets(game.afb_fixture_id);
      const ids = answer.markets.map((m) => m.market);
      expect(ids[0]).toBe("1x2");
      expect(ids).toEqual(
        expect.arrayContaining(["btts", "totals:1.5", "totals:2.5", "totals:3.5", "double_chance", "dnb"]),
      );
      expect(answer.markets.filter((m) => m.market !== "1x2").length).toBeGreaterThanOrEqual(4);
      for (const b of answer.markets) {
        const m = parseMarketId(b.market) as Market;
        expect(b.outcomes.length).toBe(b.best.length);
        for (const h of b.houses) {
          // Every house's book is believable for its market (a two-way book near 1, a double chance near 2).
          expect(plausibleBook(m, h.prices), `${b.market} ${h.house} ${h.prices.join("/")}`).toBe(true);
          expect(h.payout).toBeGreaterThan(0.85);
          expect(h.payout).toBeLessThan(1);
          expect(h.checked_at).not.toBeNull();
        }
        // The best price of each outcome is the highest of the houses', with its house.
        b.best.forEach((best, o) => {
          expect(best).not.toBeNull();
          expect(best!.price).toBe(Math.max(...b.houses.map((h) => h.prices[o]!)));
          expect(b.houses.find((h) => h.house === best!.house)!.prices[o]).toBe(best!.price);
        });
        const fairSum = b.fair!.reduce((s, f) => s + f.probability, 0);
        expect(fairSum).toBeCloseTo(b.market === "double_chance" ? 2 : 1, 6);
      }
      expect(boardOf(answer, "btts")!.outcomes).toEqual(["Sim", "Não"]);
      expect(boardOf(answer, "totals:2.5")!.houses.length).toBe(7);
      expect(boardOf(answer, "dnb")!.houses.length).toBe(5);
      expect((await t.app.inject({ url: "/api/apifootball_app/fixtureById/42/markets/" })).statusCode).toBe(404);
    },
  );

  it.skipIf(skip)("prices Mais de 2,5 and Ambas marcam from the same goals as the 1X2", async () => {
    const upcoming = await Promise.all(games.filter((g) => g.status === "NS").map((g) => markets(g.afb_fixture_id)));
    const priced = upcoming.filter((a) => boardOf(a, "1x2") && boardOf(a, "totals:2.5") && boardOf(a, "btts"));
    expect(priced.length).toBeGreaterThan(20);
    const gap = (a: FixtureMarkets) => {
      const [h, , w] = boardOf(a, "1x2")!.fair!.map((f) => f.probability);
      return Math.abs(h! - w!);
    };
    const sorted = [...priced].sort((a, b) => gap(a) - gap(b));
    const tight = sorted.slice(0, 5);
    const lopsided = sorted.slice(-5);
    const meanOver = (list: FixtureMarkets[]) =>
      list.reduce((s, a) => s + fairFirst(boardOf(a, "totals:2.5")), 0) / list.length;
    // A strong favourite's game is expected to have more goals than a tight one's.
    expect(meanOver(lopsided)).toBeGreaterThan(meanOver(tight));
    for (const a of priced) {
      // The houses' lines agree with what their own 1X2 says about the game's goals.
      const p = boardOf(a, "1x2")!.fair!.map((f) => f.probability) as [number, number, number];
      const g = expectancyFrom1x2(p);
      expect(
        Math.abs(fairFirst(boardOf(a, "totals:2.5")) - marketProbabilities(g, { key: "totals", line: 2.5 })[0]!),
      ).toBeLessThan(0.06);
      expect(Math.abs(fairFirst(boardOf(a, "btts")) - marketProbabilities(g, { key: "btts" })[0]!)).toBeLessThan(0.06);
      // Lines nest: more over 1,5 than over 2,5 than over 3,5; double chance and draw no bet follow the 1X2.
      expect(fairFirst(boardOf(a, "totals:1.5"))).toBeGreaterThan(fairFirst(boardOf(a, "totals:2.5")));
      expect(fairFirst(boardOf(a, "totals:2.5"))).toBeGreaterThan(fairFirst(boardOf(a, "totals:3.5")));
      expect(Math.abs(fairFirst(boardOf(a, "double_chance")) - (p[0] + p[1]))).toBeLessThan(0.05);
      expect(Math.abs(fairFirst(boardOf(a, "dnb")) - p[0] / (p[0] + p[2]))).toBeLessThan(0.05);
    }
  });

  it.skipIf(skip)(
    "follows the score in play: a line already passed and both teams scored are off the board",
    async () => {
      const live = games.filter((g) => ["1H", "2H"].includes(g.status));
      expect(live.length).toBeGreaterThan(0);
      for (const g of live) {
        const a = await markets(g.afb_fixture_id);
        const goals = (g.goals.home ?? 0) + (g.goals.away ?? 0);
        if (goals >= 3) expect(boardOf(a, "totals:2.5")).toBeUndefined();
        if ((g.goals.home ?? 0) > 0 && (g.goals.away ?? 0) > 0) expect(boardOf(a, "btts")).toBeUndefined();
        if (goals === 0 && boardOf(a, "totals:0.5")) throw new Error("no 0,5 line in the demo");
      }
    },
  );

  it.skipIf(skip)("answers one market across the day: every game, its best price per outcome and house", async () => {
    for (const q of ["ambas-marcam", "btts"]) {
      const res = await t.app.inject({
        url: `/api/soccerdata_app/gamesByDate/markets/?date=${PINNED_DATE}&market=${q}`,
      });
      expect(res.statusCode).toBe(200);
      const day = res.json<DayMarket>();
      expect(day).toMatchObject({ date: PINNED_DATE, market: "btts", slug: "ambas-marcam", label: "Ambas marcam" });
      expect(day.games.map((g) => g.afb_fixture_id)).toEqual(games.map((g) => g.afb_fixture_id));
      const upcoming = day.games.filter((g) => games.find((x) => x.id === g.id)!.status === "NS" && g.houses > 0);
      expect(upcoming.length).toBeGreaterThan(20);
      for (const g of upcoming) {
        expect(g.outcomes).toEqual(["Sim", "Não"]);
        expect(g.best.every((b) => b !== null && b.price > 1 && b.house.length > 0)).toBe(true);
      }
      const one = upcoming[0]!;
      expect(one.best).toEqual(boardOf(await markets(one.afb_fixture_id), "btts")!.best);
    }
    const oneXTwo = (
      await t.app.inject({ url: `/api/soccerdata_app/gamesByDate/markets/?date=${PINNED_DATE}&market=1x2` })
    ).json<DayMarket>();
    const g = oneXTwo.games.find((x) => x.houses > 0)!;
    expect(g.best[0]!.price).toBe(boardOf(await markets(g.afb_fixture_id), "1x2")!.best[0]!.price);
    const bad = await t.app.inject({
      url: `/api/soccerdata_app/gamesByDate/markets/?date=${PINNED_DATE}&market=corners`,
    });
    expect(bad.statusCode).toBe(400);
  });

  it.skipIf(skip)(
    "writes only the books that moved, keeps their history and shows arrows from the opening",
    async () => {
      const rows = (await t.db.db.select().from(marketOdds)).length;
      const base = (await t.db.db.select().from(marketOddsHistory)).length;
      expect(base).toBe(rows);
      await t.app.ctx.football.ingestDay(PINNED_DATE);
      expect((await t.db.db.select().from(marketOddsHistory)).length).toBe(base);
      clock.advance(45 * 60_000);
      await t.app.ctx.football.ingestDay(PINNED_DATE);
      expect((await t.db.db.select().from(marketOddsHistory)).length).toBeGreaterThan(base);
      const game =
        games.find((g) => g.status === "NS" && Date.parse(g.kickoff ?? "") > clock.now().getTime()) ??
        games.find((g) => g.status === "NS")!;
      const a = await markets(game.afb_fixture_id);
      const moved = a.markets
        .filter((b) => b.market !== "1x2")
        .flatMap((b) => b.houses)
        .filter((h) => h.movement.some((m) => m !== "same"));
      expect(moved.length).toBeGreaterThan(0);
      for (const h of moved) expect(h.previous.some((p) => p !== null)).toBe(true);
    },
  );

  it.skipIf(skip)(
    "gives every house of a market beyond 1X2 its price moves for the chart: oldest first, up to now",
    async () => {
      const upcoming = games.filter(
        (g) => g.status === "NS" && Date.parse(g.kickoff ?? "") > clock.now().getTime() + 2 * 3_600_000,
      );
      expect(upcoming.length).toBeGreaterThan(5);
      const before = new Map(
        await Promise.all(upcoming.map(async (g) => [g.afb_fixture_id, await charted(g.afb_fixture_id)] as const)),
      );
      const earlier = clock.now().toISOString();
      // Two 15-minute buckets later: the demo moves most books a tick or two before kick-off.
      clock.advance(30 * 60_000);
      const second = clock.now().toISOString();
      await t.app.ctx.football.ingestDay(PINNED_DATE);
      let shown = 0;
      let moved: { id: number; market: string; house: string; history: { at: string; prices: number[] }[] } | null =
        null;
      for (const g of upcoming) {
        const a = await charted(g.afb_fixture_id);
        for (const b of a.markets) {
          for (const h of b.houses) {
            shown++;
            // Every shown house has its moves, oldest first, none after now, each a full book; the last is its
            // current book.
            if (b.market === "1x2") {
              // The 1X2's history is oddsHistory's, not copied here.
              expect(h.history).toBeUndefined();
              continue;
            }
            const history = h.history ?? [];
            expect(history.length, `${b.market} ${h.house}`).toBeGreaterThan(0);
            const times = history.map((p) => Date.parse(p.at));
            expect(times).toEqual([...times].sort((x, y) => x - y));
            expect(new Set(times).size).toBe(times.length);
            expect(Math.max(...times)).toBeLessThanOrEqual(Date.parse(second));
            for (const p of history) expect(p.prices).toHaveLength(b.outcomes.length);
            expect(history.at(-1)!.prices).toEqual(h.prices);
            // What was there before this ingest is unchanged: the new ingest only appends.
            const then = boardOf(before.get(g.afb_fixture_id)!, b.market)?.houses.find((x) => x.house === h.house);
            if (then) expect(history.filter((p) => p.at !== second)).toEqual(then.history);
            if (
              moved === null &&
              (b.market === "btts" || b.market === "totals:2.5") &&
              history.length >= 2 &&
              history.at(-1)!.at === second
            )
              moved = { id: g.afb_fixture_id, market: b.market, house: h.house, history };
          }
        }
      }
      expect(shown).toBeGreaterThan(upcoming.length * 20);
      // A house of Ambas marcam or Mais/Menos de 2,5 that moved: a point from an earlier ingest, then one at this
      // ingest's instant with its new prices.
      expect(moved, "uma casa de Ambas marcam ou 2,5 gols que mudou").not.toBeNull();
      const [first, ...rest] = moved!.history;
      expect(Date.parse(first!.at)).toBeLessThanOrEqual(Date.parse(earlier));
      expect(rest.at(-1)!.at).toBe(second);
      expect(rest.at(-1)!.prices).not.toEqual(moved!.history.at(-2)!.prices);

      // A clock set back (demos, tests) shows no move from a future it has not reached.
      clock.set(earlier);
      const back = boardOf(await markets(moved!.id, moved!.market), moved!.market)!.houses.find(
        (h) => h.house === moved!.house,
      )!;
      expect(back.history!.every((p) => Date.parse(p.at) <= Date.parse(earlier))).toBe(true);
      expect(back.history).toEqual(moved!.history.slice(0, -1));
      clock.set(second);
    },
  );
});
