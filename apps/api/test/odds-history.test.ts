import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { referencePrices } from "@placar/core/market";
import { isInGroup } from "@placar/core/status";
import { oddsHistory } from "../src/db/football-details-schema.ts";
import { DATABASE_KINDS } from "./helpers/databases.ts";
import { manualClock, PINNED_DATE, startTestApp, type TestApp } from "./helpers/app.ts";
import { demoQuoteCounts } from "./helpers/demo-quotes.ts";

describe.each(DATABASE_KINDS)("odds history on $kind", ({ kind, skip }) => {
  let t: TestApp;
  const clock = manualClock("2026-11-21T18:00:00.000Z");
  beforeAll(async () => {
    if (!skip) t = await startTestApp(kind, { clock });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.skipIf(skip)(
    "keeps the first prices of the day and then only the moves, without duplicates on re-runs",
    async () => {
      await t.app.ctx.football.ingestDay(PINNED_DATE);
      const base = (await t.db.db.select().from(oddsHistory)).length;
      const games = (await t.app.inject({ url: `/api/soccerdata_app/gamesByDate/?date=${PINNED_DATE}` })).json()
        .results as Array<{ afb_fixture_id: number }>;
      // One first price per house quoting a game (helpers/demo-quotes.ts says which).
      const quoted = demoQuoteCounts();
      expect(base).toBe(games.reduce((n, g) => n + (quoted.get(g.afb_fixture_id) ?? Number.NaN), 0));
      await t.app.ctx.football.ingestDay(PINNED_DATE);
      expect((await t.db.db.select().from(oddsHistory)).length).toBe(base);
      clock.advance(30 * 60_000);
      await t.app.ctx.football.ingestDay(PINNED_DATE);
      const after = (await t.db.db.select().from(oddsHistory)).length;
      expect(after).toBeGreaterThan(base);
      expect(after).toBeLessThan(base * 2 + 1);
    },
  );

  it.skipIf(skip)("serves a fixture's history oldest first, 404 for an unknown fixture", async () => {
    const game = (await t.app.inject({ url: `/api/soccerdata_app/gamesByDate/?date=${PINNED_DATE}` }))
      .json()
      .results.find((g: { status: string; odds: unknown[] }) => ["1H", "2H"].includes(g.status) && g.odds.length >= 6);
    const res = await t.app.inject({ url: `/api/apifootball_app/oddsHistory/${game.afb_fixture_id}/` });
    expect(res.statusCode).toBe(200);
    const { history } = res.json();
    expect(history.length).toBeGreaterThanOrEqual(7);
    const times = history.map((h: { recordedAt: string }) => Date.parse(h.recordedAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect((await t.app.inject({ url: "/api/apifootball_app/oddsHistory/42/" })).statusCode).toBe(404);
  });

  it.skipIf(skip)("prunes history older than the retention at the next scheduled tick", async () => {
    t.app.ctx.football.oddsHistoryRetentionMs = 10 * 60_000;
    clock.advance(60 * 60_000);
    const stop = t.app.ctx.football.startSchedule(3600);
    await expect
      .poll(
        async () => {
          const rows = await t.db.db.select().from(oddsHistory);
          return rows.every((r) => r.recordedAt.getTime() >= clock.now().getTime() - 10 * 60_000);
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    stop();
  });
});

describe.each(DATABASE_KINDS)("movement references in the lists on $kind", ({ kind, skip }) => {
  let t: TestApp;
  const clock = manualClock("2026-11-21T18:00:00.000Z");
  beforeAll(async () => {
    if (!skip) t = await startTestApp(kind, { clock });
  });
  afterAll(async () => {
    await t?.close();
  });

  type Odd = { bet: string; option: string; odd: number; previous?: number };
  type G = { afb_fixture_id: number; status: string; home_team: string; away_team: string; odds: Odd[] };
  const games = async () =>
    (await t.app.inject({ url: `/api/soccerdata_app/gamesByDate/?date=${PINNED_DATE}&page_size=500` })).json()
      .results as G[];

  it.skipIf(skip)(
    "each price names the price its arrow compares with (opening, or a live move's start) only when it differs",
    async () => {
      await t.app.ctx.football.ingestDay(PINNED_DATE);
      // The first prices of the day are the opening ones: no arrow anywhere.
      expect((await games()).flatMap((g) => g.odds).filter((o) => o.previous !== undefined)).toEqual([]);

      clock.advance(2 * 60_000);
      await t.app.ctx.football.ingestDay(PINNED_DATE);
      const now = clock.now();
      const listed = await games();
      const withArrow = listed.flatMap((g) => g.odds).filter((o) => o.previous !== undefined);
      expect(withArrow.length).toBeGreaterThan(0);

      const byLeague = (await t.app.inject({ url: `/api/apifootball_app/fixtures/?date=${PINNED_DATE}` })).json<
        Record<string, Array<{ fixture: { id: number }; odds: Odd[] }>>
      >();
      const dayOdds = new Map(
        Object.values(byLeague)
          .flat()
          .map((f) => [f.fixture.id, f.odds]),
      );

      const checked = listed.filter((g) => g.odds.some((o) => o.previous !== undefined)).slice(0, 12);
      for (const g of checked) {
        const { history } = (
          await t.app.inject({ url: `/api/apifootball_app/oddsHistory/${g.afb_fixture_id}/` })
        ).json();
        const refs = referencePrices(history, { live: isInGroup(g.status, "live"), now });
        for (const o of g.odds) {
          const ref = refs.get(o.bet)!;
          const slot = o.option === g.home_team ? 0 : o.option === "Empate" ? 1 : 2;
          if (ref[slot] === o.odd) expect(o.previous, `${g.afb_fixture_id} ${o.bet} ${o.option}`).toBeUndefined();
          else expect(o.previous, `${g.afb_fixture_id} ${o.bet} ${o.option}`).toBe(ref[slot]);
        }
        // The day list (day panel, live cards) carries the same.
        expect(dayOdds.get(g.afb_fixture_id)).toEqual(g.odds);
      }
    },
  );
});
