/**
 * Opening and closing odds (docs/odds-feed.md#closing-odds): a game played through kick-off and full time keeps each
 * house's first price (opening) and last price before kick-off (closing); in-play prices never reach the closing
 * line; the finished game shows its closing line, marked `odds_closing`, each arrow comparing with the opening.
 */

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProviderFixture } from "../src/providers/types.ts";
import { readOddsLines } from "../src/services/odds-lines.ts";
import { TEST_JWT_SECRET, tempDataDir } from "./helpers/accounts.ts";
import { manualClock, startTestApp, type TestApp } from "./helpers/app.ts";
import { DATABASE_KINDS } from "./helpers/databases.ts";
import { fixture, o, StubProvider } from "./helpers/odds-fixtures.ts";

const DAY = "2026-05-16";
const GAME = 1001;
const KICKOFF = "2026-05-16T21:30:00.000Z";
const MIN = 60_000;

/** A provider whose prices of a finished game are its last pre-match ones (API-Football's, the demo's). */
class LateClosingStub extends StubProvider {
  readonly finishedOddsAreClosing = true;
}

interface ApiOdd {
  bet: string;
  option: string;
  odd: number;
  previous?: number;
}

/** The game as `gamesByDate` shows it: each house's [home, draw, away], their references, and the closing flag. */
async function shown(t: TestApp) {
  const res = await t.app.inject({ url: `/api/soccerdata_app/gamesByDate/?date=${DAY}` });
  const game = (res.json().results as Array<{ afb_fixture_id: number; odds: ApiOdd[]; odds_closing?: boolean }>).find(
    (g) => g.afb_fixture_id === GAME,
  )!;
  const prices = new Map<string, number[]>();
  const previous = new Map<string, Array<number | undefined>>();
  for (const e of game.odds) {
    prices.set(e.bet, [...(prices.get(e.bet) ?? []), e.odd]);
    previous.set(e.bet, [...(previous.get(e.bet) ?? []), e.previous]);
  }
  return { prices, previous, closing: game.odds_closing };
}

describe.each(DATABASE_KINDS)("a game through kick-off and full time, on $kind", ({ kind, skip }) => {
  let t: TestApp;
  const clock = manualClock("2026-05-16T15:00:00.000Z");
  const game = (status: ProviderFixture["status"], odds: ProviderFixture["odds"]): ProviderFixture => ({
    ...fixture(GAME, KICKOFF, [126, "São Paulo"], [130, "Grêmio"], odds),
    status,
    elapsed: status === "2H" ? 70 : null,
    goals: status === "NS" ? { home: null, away: null } : { home: 1, away: 0 },
  });
  const provider = new LateClosingStub({ [DAY]: [] });
  const play = async (status: ProviderFixture["status"], odds: ProviderFixture["odds"]) => {
    provider.days[DAY] = [game(status, odds)];
    await t.app.ctx.football.ingestDay(DAY);
  };

  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(kind, {
      clock,
      provider,
      env: { JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: tempDataDir() },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.skipIf(skip)("keeps the opening and the last price before kick-off, never an in-play one", async () => {
    // Opening: the first prices seen, hours before.
    await play("NS", [o("Bateu Bet", 1.95, 3.0, 4.0), o("HanzBet", 2.05, 3.2, 3.7)]);
    clock.advance(3 * 60 * MIN);
    // The market moves before kick-off; Lotogreen starts pricing the game.
    await play("NS", [o("Bateu Bet", 1.85, 3.1, 4.3), o("HanzBet", 1.9, 3.25, 4.1), o("Lotogreen", 1.88, 3.2, 4.2)]);
    clock.advance(25 * MIN);
    // 21:25, the last prices before kick-off.
    await play("NS", [o("Bateu Bet", 1.8, 3.2, 4.5), o("HanzBet", 1.9, 3.25, 4.1), o("Lotogreen", 1.86, 3.2, 4.3)]);
    let before = await shown(t);
    expect(before.closing).toBeUndefined();
    expect(before.prices.get("Bateu Bet")).toEqual([1.8, 3.2, 4.5]);

    // In play (70th minute, 1-0): prices far from the closing line.
    clock.advance(75 * MIN);
    await play("2H", [o("Bateu Bet", 1.2, 5.5, 13.0), o("HanzBet", 1.22, 5.2, 12.0), o("Lotogreen", 1.21, 5.4, 12.5)]);
    before = await shown(t);
    expect(before.closing).toBeUndefined();
    expect(before.prices.get("Bateu Bet")).toEqual([1.2, 5.5, 13.0]);

    const lines = (await readOddsLines(t.db.db, [GAME])).get(GAME)!;
    expect(lines.get("Bateu Bet")).toMatchObject({ opening: [1.95, 3.0, 4.0], closing: [1.8, 3.2, 4.5] });
    expect(lines.get("HanzBet")).toMatchObject({ opening: [2.05, 3.2, 3.7], closing: [1.9, 3.25, 4.1] });
    expect(lines.get("Lotogreen")).toMatchObject({ opening: [1.88, 3.2, 4.2], closing: [1.86, 3.2, 4.3] });
    for (const line of lines.values()) expect(line.closedAt.getTime()).toBeLessThan(Date.parse(KICKOFF));
  });

  it.skipIf(skip)("the finished game shows its closing line, labelled, each arrow from the opening", async () => {
    clock.advance(40 * MIN);
    await play("FT", [o("Bateu Bet", 1.01, 15.0, 41.0), o("HanzBet", 1.01, 17.0, 51.0), o("Lotogreen", 1.01, 16, 45)]);
    const after = await shown(t);
    expect(after.closing).toBe(true);
    expect(after.prices.get("Bateu Bet")).toEqual([1.8, 3.2, 4.5]);
    expect(after.prices.get("HanzBet")).toEqual([1.9, 3.25, 4.1]);
    expect(after.prices.get("Lotogreen")).toEqual([1.86, 3.2, 4.3]);
    expect(after.previous.get("Bateu Bet")).toEqual([1.95, 3.0, 4.0]);
    expect(after.previous.get("Lotogreen")).toEqual([1.88, undefined, 4.2]);
    // The same on the match's own answer and in the day grouped by league.
    const byLeague = (await t.app.inject({ url: `/api/apifootball_app/fixtures/?date=${DAY}` })).json<
      Record<string, Array<{ fixture: { id: number }; odds_closing?: boolean; odds: ApiOdd[] }>>
    >();
    const row = Object.values(byLeague)
      .flat()
      .find((f) => f.fixture.id === GAME)!;
    expect(row.odds_closing).toBe(true);
    expect(row.odds.filter((e) => e.bet === "HanzBet").map((e) => e.odd)).toEqual([1.9, 3.25, 4.1]);
    const match = (await t.app.inject({ url: `/api/soccerdata_app/gameByAFBFixtureId/${GAME}/` })).json<{
      odds_closing?: boolean;
      odds: ApiOdd[];
    }>();
    expect(match.odds_closing).toBe(true);
    // Later pulls of the finished game change nothing, and a fresh view (another instance) reads the same.
    clock.advance(30 * MIN);
    await play("FT", [o("Bateu Bet", 1.01, 19.0, 61.0)]);
    expect((await shown(t)).prices.get("Bateu Bet")).toEqual([1.8, 3.2, 4.5]);
    t.app.ctx.football.housesChanged();
    const reread = await shown(t);
    expect(reread.closing).toBe(true);
    expect(reread.prices.get("Bateu Bet")).toEqual([1.8, 3.2, 4.5]);
    expect(reread.previous.get("Bateu Bet")).toEqual([1.95, 3.0, 4.0]);
  });

  it.skipIf(skip)("a game first seen finished takes the provider's pre-match prices as its closing line", async () => {
    const late = {
      ...fixture(
        1002,
        "2026-05-16T19:00:00.000Z",
        [131, "Corinthians"],
        [121, "Palmeiras"],
        [o("HanzBet", 2.6, 3.1, 2.8)],
      ),
      status: "FT" as const,
      goals: { home: 0, away: 0 },
    };
    provider.days[DAY] = [...(provider.days[DAY] ?? []), late];
    await t.app.ctx.football.ingestDay(DAY);
    const res = await t.app.inject({ url: `/api/soccerdata_app/gamesByDate/?date=${DAY}` });
    const row = (res.json().results as Array<{ afb_fixture_id: number; odds: ApiOdd[]; odds_closing?: boolean }>).find(
      (g) => g.afb_fixture_id === 1002,
    )!;
    expect(row.odds_closing).toBe(true);
    expect(row.odds.map((e) => [e.odd, e.previous])).toEqual([
      [2.6, undefined],
      [3.1, undefined],
      [2.8, undefined],
    ]);
    const line = (await readOddsLines(t.db.db, [1002])).get(1002)!.get("HanzBet")!;
    expect(line).toMatchObject({ opening: null, closing: [2.6, 3.1, 2.8] });
    expect(line.closedAt.toISOString()).toBe("2026-05-16T19:00:00.000Z");
  });
});
