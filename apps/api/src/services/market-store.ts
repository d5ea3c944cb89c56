/**
 * The markets beyond 1X2 in the database (`market_odds`, `market_odds_history`): written by the same ingest and price
 * merge as the 1X2 (`DayIngest.apply`), only what moved, with a history row per move (the arrows and the chart), and
 * read by the markets endpoints. One row per fixture holding every house's books (about 30 a game), each book's
 * prices in `@placar/core/markets`' `outcomeLabels` order.
 */

import { and, asc, eq, inArray, lt, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { marketOddsHistory } from "../db/football-details-schema.ts";
import { fixtures, marketOdds, type StoredMarketBook } from "../db/schema.ts";
import type { ProviderFixture } from "../providers/types.ts";
import { yieldToRequests } from "./football-store.ts";

/** One house's current book in one market, as stored. */
export interface MarketQuote {
  prices: readonly number[];
  /** The source's own confirmation time (ISO), when it gave one. */
  checkedAt: string | null;
}

/** A day's market quotes: provider fixture id → `${house}\n${market}` → quote. */
export type DayMarkets = Map<number, Map<string, MarketQuote>>;

export const quoteKey = (house: string, market: string) => `${house}\n${market}`;

/** Whether two books hold the same prices, outcome by outcome. */
export const samePrices = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((p, i) => p === b[i]);

/** A fixture's books as stored, keyed as the day's map. */
function asQuotes(books: readonly StoredMarketBook[]): Map<string, MarketQuote> {
  return new Map(books.map((b) => [quoteKey(b.house, b.market), { prices: b.prices, checkedAt: b.checkedAt }]));
}

/** The stored quotes of these fixtures (provider id → our row id), as a day's map. */
export async function readDayMarkets(db: Db, ids: ReadonlyMap<number, number>): Promise<DayMarkets> {
  const out: DayMarkets = new Map();
  const rowIds = [...ids.values()];
  const toAfb = new Map([...ids].map(([afb, row]) => [row, afb]));
  for (let i = 0; i < rowIds.length; i += 1000) {
    const rows = await db
      .select({ fixtureId: marketOdds.fixtureId, books: marketOdds.books })
      .from(marketOdds)
      .where(inArray(marketOdds.fixtureId, rowIds.slice(i, i + 1000)));
    for (const r of rows) {
      const afb = toAfb.get(r.fixtureId);
      if (afb !== undefined) out.set(afb, asQuotes(r.books));
    }
  }
  return out;
}

export interface MarketWrite {
  /** The day's quotes after the write. */
  after: DayMarkets;
  /** Fixtures whose books were written (or removed). */
  written: number;
  /** Books new or moved (each in its fixture's history row). */
  moved: number;
}

/**
 * Writes the markets of a day's merged answer: for each fixture answered, its books become exactly the answer's
 * (its row rewritten when a book moved, came, went or was confirmed by its source; deleted when none is left), and
 * the books new or moved are appended to the history in one row per fixture. `before` is the day's stored books (what
 * this process wrote last, or read back); fixtures the answer does not list keep theirs.
 */
export async function writeDayMarkets(
  db: Db,
  items: readonly ProviderFixture[],
  ids: ReadonlyMap<number, number>,
  before: DayMarkets,
  at: Date,
): Promise<MarketWrite> {
  const after: DayMarkets = new Map(before);
  const upserts: Array<typeof marketOdds.$inferInsert> = [];
  const removed: number[] = [];
  const history: Array<typeof marketOddsHistory.$inferInsert> = [];
  let moved = 0;
  for (const f of items) {
    const fixtureId = ids.get(f.id);
    if (fixtureId === undefined) continue;
    const old = before.get(f.id) ?? new Map<string, MarketQuote>();
    const books: StoredMarketBook[] = [];
    const movedBooks: Array<{ house: string; market: string; prices: number[] }> = [];
    let changed = false;
    const seen = new Set<string>();
    for (const q of f.markets ?? []) {
      const key = quoteKey(q.house, q.market);
      if (seen.has(key)) continue;
      seen.add(key);
      const checkedAt = q.checkedAt ? new Date(q.checkedAt).toISOString() : null;
      books.push({ house: q.house, market: q.market, prices: [...q.prices], checkedAt });
      const was = old.get(key);
      if (was === undefined || !samePrices(was.prices, q.prices)) {
        movedBooks.push({ house: q.house, market: q.market, prices: [...q.prices] });
        changed = true;
      } else if (was.checkedAt !== checkedAt) changed = true;
    }
    if (!changed && old.size === seen.size) continue;
    if (books.length === 0) {
      removed.push(fixtureId);
      after.delete(f.id);
    } else {
      upserts.push({ fixtureId, books, updatedAt: at });
      after.set(f.id, asQuotes(books));
    }
    if (movedBooks.length > 0) {
      history.push({ afbFixtureId: f.id, books: movedBooks, recordedAt: at });
      moved += movedBooks.length;
    }
  }
  if (upserts.length === 0 && removed.length === 0) return { after, written: 0, moved: 0 };
  await db.transaction(async (tx) => {
    for (let i = 0; i < upserts.length; i += 500) {
      await tx
        .insert(marketOdds)
        .values(upserts.slice(i, i + 500))
        .onConflictDoUpdate({
          target: marketOdds.fixtureId,
          set: { books: sql`excluded.books`, updatedAt: sql`excluded.updated_at` },
        });
      await yieldToRequests();
    }
    if (removed.length > 0) await tx.delete(marketOdds).where(inArray(marketOdds.fixtureId, removed));
  });
  for (let i = 0; i < history.length; i += 500) {
    await db
      .insert(marketOddsHistory)
      .values(history.slice(i, i + 500))
      .onConflictDoNothing();
    await yieldToRequests();
  }
  return { after, written: upserts.length + removed.length, moved };
}

export async function pruneMarketHistory(db: Db, olderThan: Date): Promise<void> {
  await db.delete(marketOddsHistory).where(lt(marketOddsHistory.recordedAt, olderThan));
}

/** A stored book with its house and market. */
export interface MarketRow {
  house: string;
  market: string;
  prices: number[];
  checkedAt: Date | null;
}

const asRows = (books: readonly StoredMarketBook[]): MarketRow[] =>
  books.map((b) => ({
    house: b.house,
    market: b.market,
    prices: b.prices,
    checkedAt: b.checkedAt === null ? null : new Date(b.checkedAt),
  }));

/** Every house's current book in every market of one fixture (our row id). */
export async function readFixtureMarkets(db: Db, fixtureId: number): Promise<MarketRow[]> {
  const [row] = await db
    .select({ books: marketOdds.books })
    .from(marketOdds)
    .where(eq(marketOdds.fixtureId, fixtureId));
  return row ? asRows(row.books) : [];
}

/** Every recorded move of one fixture's books up to `now`, oldest first. */
export async function readMarketHistory(
  db: Db,
  afbFixtureId: number,
  now: Date,
): Promise<Array<{ house: string; market: string; prices: number[]; recordedAt: Date }>> {
  const rows = await db
    .select({ books: marketOddsHistory.books, recordedAt: marketOddsHistory.recordedAt })
    .from(marketOddsHistory)
    .where(and(eq(marketOddsHistory.afbFixtureId, afbFixtureId), lte(marketOddsHistory.recordedAt, now)))
    .orderBy(asc(marketOddsHistory.recordedAt));
  return rows.flatMap((r) => r.books.map((b) => ({ ...b, recordedAt: r.recordedAt })));
}

/** One market's books for every fixture of a business day: provider fixture id → rows. */
export async function readDayMarket(db: Db, date: string, market: string): Promise<Map<number, MarketRow[]>> {
  const rows = await db
    .select({ afbFixtureId: fixtures.afbFixtureId, books: marketOdds.books })
    .from(marketOdds)
    .innerJoin(fixtures, eq(fixtures.id, marketOdds.fixtureId))
    .where(eq(fixtures.date, date));
  const out = new Map<number, MarketRow[]>();
  for (const r of rows) {
    const mine = r.books.filter((b) => b.market === market);
    if (mine.length > 0) out.set(r.afbFixtureId, asRows(mine));
  }
  return out;
}
