/**
 * Opening and closing lines of the markets beyond 1X2 (`market_odds_lines`), as odds-lines.ts keeps the 1X2's: every
 * write of a day before a fixture's kick-off moves the closing line of each book it wrote to the prices shown; a
 * book's first prices open its line; from kick-off on the line is frozen, so in-play prices never reach it. A
 * finished fixture's markets show their closing lines, each price's arrow comparing with the house's opening.
 */

import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { marketOddsLines } from "../db/football-details-schema.ts";
import { yieldToRequests, type StoredFixture } from "./football-store.ts";
import { quoteKey, samePrices, type DayMarkets } from "./market-store.ts";
import { lineOpen } from "./odds-lines.ts";

/** One house's line in one market. */
export interface MarketLine {
  opening: number[];
  closing: number[];
  closedAt: Date;
}

/** Provider fixture id → `${house}\n${market}` (market-store's quoteKey) → its line. */
export type MarketLines = Map<number, Map<string, MarketLine>>;

/**
 * Moves the lines of the fixtures not yet started to their books in `after`: only books new or moved since `before`,
 * unless `all` (a day's first write in this process, so a line missed while another instance wrote is filled in).
 * Resolves how many lines were written.
 */
export async function recordMarketLines(
  db: Db,
  fixtures: readonly StoredFixture[],
  before: DayMarkets,
  after: DayMarkets,
  now: Date,
  all: boolean,
): Promise<number> {
  const rows: Array<typeof marketOddsLines.$inferInsert> = [];
  for (const f of fixtures) {
    if (!lineOpen(f, now)) continue;
    const old = before.get(f.afbFixtureId);
    for (const [key, q] of after.get(f.afbFixtureId) ?? []) {
      const was = old?.get(key);
      if (!all && was !== undefined && samePrices(was.prices, q.prices)) continue;
      const [house, market] = key.split("\n") as [string, string];
      const prices = [...q.prices];
      rows.push({
        afbFixtureId: f.afbFixtureId,
        market,
        house,
        opening: prices,
        openedAt: now,
        closing: prices,
        closedAt: now,
      });
    }
  }
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insert(marketOddsLines)
      .values(rows.slice(i, i + 500))
      .onConflictDoUpdate({
        target: [marketOddsLines.afbFixtureId, marketOddsLines.market, marketOddsLines.house],
        set: { closing: sql`excluded.closing`, closedAt: sql`excluded.closed_at` },
      });
    await yieldToRequests();
  }
  return rows.length;
}

/** The lines of these fixtures (provider ids), in every market or in one. */
export async function readMarketLines(db: Db, afbFixtureIds: readonly number[], market?: string): Promise<MarketLines> {
  const out: MarketLines = new Map();
  for (let i = 0; i < afbFixtureIds.length; i += 1000) {
    const ids = afbFixtureIds.slice(i, i + 1000);
    const rows = await db
      .select()
      .from(marketOddsLines)
      .where(
        market === undefined
          ? inArray(marketOddsLines.afbFixtureId, ids)
          : and(inArray(marketOddsLines.afbFixtureId, ids), eq(marketOddsLines.market, market)),
      );
    for (const r of rows) {
      const lines = out.get(r.afbFixtureId) ?? new Map<string, MarketLine>();
      lines.set(quoteKey(r.house, r.market), { opening: r.opening, closing: r.closing, closedAt: r.closedAt });
      out.set(r.afbFixtureId, lines);
    }
  }
  return out;
}
