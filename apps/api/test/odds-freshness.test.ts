import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DemoProvider } from "../src/providers/demo/demo-provider.ts";
import type { ProviderFixture } from "../src/providers/types.ts";
import { DATABASE_KINDS } from "./helpers/databases.ts";
import { manualClock, PINNED_DATE, startTestApp, type TestApp } from "./helpers/app.ts";

/** The demo, except that one house's prices were last confirmed by their source 20 minutes before each poll. */
class OneStaleHouse extends DemoProvider {
  override async fixturesByDate(date: string, now: Date): Promise<ProviderFixture[]> {
    const checkedAt = new Date(now.getTime() - 20 * 60_000).toISOString();
    return (await super.fixturesByDate(date, now)).map((f) => ({
      ...f,
      odds: f.odds.map((o) => (o.house === "HanzBet" ? { ...o, checkedAt } : o)),
    }));
  }
}

describe.each(DATABASE_KINDS)("how old each house's price is, on $kind", ({ kind, skip }) => {
  let t: TestApp;
  const clock = manualClock("2026-11-21T18:00:00.000Z");
  beforeAll(async () => {
    if (!skip) t = await startTestApp(kind, { clock, provider: new OneStaleHouse({ seed: 7 }) });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.skipIf(skip)(
    "the match answer gives each house's last confirmation: the source's time, else the day's last read",
    async () => {
      await t.app.ctx.football.ingestDay(PINNED_DATE);
      const readAt = clock.now().toISOString();
      const games = (await t.app.inject({ url: `/api/soccerdata_app/gamesByDate/?date=${PINNED_DATE}` })).json()
        .results as Array<{ afb_fixture_id: number; odds: Array<{ bet: string }>; odds_closing?: true }>;
      // A game still to be decided: a finished one shows its closing line, confirmed when it closed (below).
      const game = games.find(
        (g) => !g.odds_closing && g.odds.some((o) => o.bet === "HanzBet") && g.odds.some((o) => o.bet === "Bateu Bet"),
      )!;
      const finished = games.find((g) => g.odds_closing)!;
      const closed = (
        await t.app.inject({ url: `/api/apifootball_app/fixtureById/${finished.afb_fixture_id}/` })
      ).json();
      expect(Object.values(closed.odds_checked_at as Record<string, string>)).toEqual(
        Object.keys(closed.odds_checked_at as object).map(() => closed.fixture.date),
      );
      const res = await t.app.inject({ url: `/api/apifootball_app/fixtureById/${game.afb_fixture_id}/` });
      expect(res.statusCode).toBe(200);
      const checked = res.json().odds_checked_at as Record<string, string>;
      expect(checked["HanzBet"]).toBe("2026-11-21T17:40:00.000Z");
      expect(checked["Bateu Bet"]).toBe(readAt);
      expect(Object.keys(checked).sort()).toEqual([...new Set(game.odds.map((o) => o.bet))].sort());

      // The next poll confirms again: the times move with it.
      clock.advance(5 * 60_000);
      await t.app.ctx.football.ingestDay(PINNED_DATE);
      const again = (await t.app.inject({ url: `/api/apifootball_app/fixtureById/${game.afb_fixture_id}/` })).json()
        .odds_checked_at as Record<string, string>;
      expect(again["HanzBet"]).toBe("2026-11-21T17:45:00.000Z");
      expect(again["Bateu Bet"]).toBe(clock.now().toISOString());

      // Another instance over the same database reads the day back from it: the source's time is kept.
      const other = await startTestApp(kind, { clock, provider: new OneStaleHouse({ seed: 7 }), database: t.db });
      try {
        const read = (
          await other.app.inject({ url: `/api/apifootball_app/fixtureById/${game.afb_fixture_id}/` })
        ).json().odds_checked_at as Record<string, string>;
        expect(read["HanzBet"]).toBe("2026-11-21T17:45:00.000Z");
      } finally {
        await other.close();
      }
    },
  );
});
