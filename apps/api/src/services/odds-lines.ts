/**
 * Opening and closing lines (docs/odds-feed.md#closing-odds): the first 1X2 price each house showed for a fixture
 * before kick-off, and the last one. Every write of a day before a fixture's kick-off moves its closing line to the
 * price shown; from kick-off on the line is frozen, so in-play prices never reach it. A finished fixture shows its
 * closing line ("Odds de fechamento"), each price's arrow comparing with the house's opening.
 */

import type { Triple } from "@placar/core/market";
import { isInGroup } from "@placar/core/status";
import { asc, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { oddsLines } from "../db/football-details-schema.ts";
import { priorPrices, samePrices, yieldToRequests, type StoredFixture } from "./football-store.ts";

export interface OddsLine {
  /** Null for a game first seen after its kick-off: its line is the provider's pre-match prices, its opening unknown. */
  opening: Triple | null;
  openedAt: Date | null;
  closing: Triple;
  closedAt: Date;
}

/** Fixture (provider id) → house → its line. */
export type OddsLines = Map<number, Map<string, OddsLine>>;

/** Whether a fixture's line still moves at `now`: before kick-off, while the game has not started. */
export function lineOpen(f: Pick<StoredFixture, "kickoff" | "status">, now: Date): boolean {
  return now.getTime() < f.kickoff.getTime() && isInGroup(f.status, "upcoming");
}

/**
 * Moves the lines of the fixtures not yet started to the prices of `after`: a house's first price opens its line,
 * every price closes it until kick-off. Only prices new or moved since `before` are written, unless `all` (a day's
 * first write in this process, so a line missed while another instance wrote is filled in).
 */
export async function recordOddsLines(
  db: Db,
  before: readonly StoredFixture[],
  after: readonly StoredFixture[],
  now: Date,
  all = false,
): Promise<number> {
  const prev = priorPrices(before);
  const rows = after
    .filter((f) => lineOpen(f, now))
    .flatMap((f) =>
      f.odds
        .filter((o) => {
          const p = prev(f.afbFixtureId, o.house);
          return all || !p || !samePrices(p, o);
        })
        .map((o) => ({
          afbFixtureId: f.afbFixtureId,
          house: o.house,
          openingHome: o.home,
          openingDraw: o.draw,
          openingAway: o.away,
          openedAt: now,
          closingHome: o.home,
          closingDraw: o.draw,
          closingAway: o.away,
          closedAt: now,
        })),
    );
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insert(oddsLines)
      .values(rows.slice(i, i + 1000))
      .onConflictDoUpdate({
        target: [oddsLines.afbFixtureId, oddsLines.house],
        set: {
          closingHome: sql`excluded.closing_home`,
          closingDraw: sql`excluded.closing_draw`,
          closingAway: sql`excluded.closing_away`,
          closedAt: sql`excluded.closed_at`,
        },
        // A write that reaches the database late (a slower instance) never moves a line back in time.
        setWhere: sql`${oddsLines.closedAt} <= excluded.closed_at`,
      });
    await yieldToRequests();
  }
  return rows.length;
}

/** The lines of these fixtures (provider ids). */
export async function readOddsLines(db: Db, afbFixtureIds: readonly number[]): Promise<OddsLines> {
  const out: OddsLines = new Map();
  for (let i = 0; i < afbFixtureIds.length; i += 1000) {
    const rows = await db
      .select()
      .from(oddsLines)
      .where(inArray(oddsLines.afbFixtureId, afbFixtureIds.slice(i, i + 1000)))
      // One order (by house) on every instance and database, whatever order the rows were written in.
      .orderBy(asc(oddsLines.afbFixtureId), asc(oddsLines.house));
    for (const r of rows) {
      const byHouse = out.get(r.afbFixtureId) ?? new Map<string, OddsLine>();
      const opened = r.openingHome !== null && r.openingDraw !== null && r.openingAway !== null;
      byHouse.set(r.house, {
        opening: opened ? [r.openingHome!, r.openingDraw!, r.openingAway!] : null,
        openedAt: r.openedAt,
        closing: [r.closingHome, r.closingDraw, r.closingAway],
        closedAt: r.closedAt,
      });
      out.set(r.afbFixtureId, byHouse);
    }
  }
  return out;
}

/** The lines of a day's finished fixtures (the only ones that show them). */
export function readClosingLines(db: Db, day: readonly StoredFixture[]): Promise<OddsLines> {
  return readOddsLines(
    db,
    day.filter((f) => isInGroup(f.status, "finished")).map((f) => f.afbFixtureId),
  );
}

/**
 * The day with each finished fixture that has closing lines showing them in place of its last prices: one price
 * per house that had a line, confirmed when the line closed, its arrow comparing with the opening.
 */
export function withClosingLines(day: readonly StoredFixture[], lines: OddsLines): StoredFixture[] {
  return day.map((f) => {
    const byHouse = lines.get(f.afbFixtureId);
    if (!byHouse || byHouse.size === 0 || !isInGroup(f.status, "finished")) return f;
    const odds = [...byHouse].map(([house, line]) => ({
      house,
      home: line.closing[0],
      draw: line.closing[1],
      away: line.closing[2],
      ...(line.opening ? { reference: line.opening } : {}),
      checkedAt: line.closedAt,
    }));
    // One order whichever way the lines were gathered (read back, or just recorded): the views rank houses later.
    odds.sort((a, b) => (a.house < b.house ? -1 : a.house > b.house ? 1 : 0));
    return { ...f, odds, closing: true };
  });
}

/**
 * The closing lines of finished games first seen after their kick-off, from a provider whose prices of such games are
 * its last pre-match ones (`finishedOddsAreClosing`): closed at the kick-off, with no known opening. Kept as written.
 */
export async function recordLateClosingLines(
  db: Db,
  games: ReadonlyArray<{
    id: number;
    kickoff: string;
    odds: ReadonlyArray<{ house: string; home: number; draw: number; away: number }>;
  }>,
): Promise<OddsLines> {
  const out: OddsLines = new Map();
  const rows = games.flatMap((g) =>
    g.odds.map((o) => ({
      afbFixtureId: g.id,
      house: o.house,
      closingHome: o.home,
      closingDraw: o.draw,
      closingAway: o.away,
      closedAt: new Date(g.kickoff),
    })),
  );
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insert(oddsLines)
      .values(rows.slice(i, i + 1000))
      .onConflictDoNothing();
  }
  for (const r of rows) {
    const byHouse = out.get(r.afbFixtureId) ?? new Map<string, OddsLine>();
    byHouse.set(r.house, {
      opening: null,
      openedAt: null,
      closing: [r.closingHome, r.closingDraw, r.closingAway],
      closedAt: r.closedAt,
    });
    out.set(r.afbFixtureId, byHouse);
  }
  return out;
}
