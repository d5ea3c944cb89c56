import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oddsHistory } from "../src/db/football-details-schema.ts";
import { DATABASE_KINDS } from "./helpers/databases.ts";
import { manualClock, PINNED_DATE, startTestApp, type TestApp } from "./helpers/app.ts";

describe.each(DATABASE_KINDS)("odds history on $kind", ({ kind, skip }) => {
  let t: TestApp;
  const clock = manualClock("2026-11-21T18:00:00.000Z");
  beforeAll(async () => {
    if (!skip) t = await startTestApp(kind, { clock });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.skipIf(skip)("keeps the first prices of the day and then only the moves, without duplicates on re-runs", async () => {
    await t.app.ctx.football.ingestDay(PINNED_DATE);
    const base = (await t.db.db.select().from(oddsHistory)).length;
    const fixtures = (await t.app.inject({ url: `/api/soccerdata_app/gamesByDate/?date=${PINNED_DATE}` })).json().count;
    expect(base).toBe(fixtures * 7);
    await t.app.ctx.football.ingestDay(PINNED_DATE);
    expect((await t.db.db.select().from(oddsHistory)).length).toBe(base);
    clock.advance(30 * 60_000);
    await t.app.ctx.football.ingestDay(PINNED_DATE);
    const after = (await t.db.db.select().from(oddsHistory)).length;
    expect(after).toBeGreaterThan(base);
    expect(after).toBeLessThan(base * 2 + 1);
  });

  it.skipIf(skip)("serves a fixture's history oldest first, 404 for an unknown fixture", async () => {
    const game = (await t.app.inject({ url: `/api/soccerdata_app/gamesByDate/?date=${PINNED_DATE}` }))
      .json()
      .results.find((g: { status: string }) => ["1H", "2H"].includes(g.status));
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
    await expect.poll(async () => {
      const rows = await t.db.db.select().from(oddsHistory);
      return rows.every((r) => r.recordedAt.getTime() >= clock.now().getTime() - 10 * 60_000);
    }, { timeout: 20_000 }).toBe(true);
    stop();
  });
});
