/**
 * The held prices: quotes the outlier rule kept off the site (core's `matching/held.ts` says when a hold lifts), the
 * 1X2's and the other markets' books alike (one row per source, event, house and market). The merge reads a day's
 * holds before judging its quotes and writes what it found after; admins list them and confirm (shown from the day's
 * next ingest) or dismiss them.
 */

import { SECOND_READ_MS, type HoldOutcome, type HoldState, type HoldStatus } from "@placar/core/matching/held";
import type { SanityPrices } from "@placar/core/matching/sanity";
import { and, asc, eq, lt, ne } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { oddsHeldQuotes } from "../db/odds-matching-schema.ts";
import { HttpError } from "../http-error.ts";

/** A held price as a merge sees it: the quote, the game it was attached to, and the consensus it was held against. */
interface HeldPrice {
  source: string;
  eventId: string;
  house: string;
  /** The provider's fixture id. */
  fixtureId: number;
  /** Business date of the fixture. */
  date: string;
  /** The market (core/markets' id), "1x2" for the spec's. */
  market: string;
  /** { home, draw, away } for the 1X2; a book's prices in outcome order for another market. */
  prices: SanityPrices | number[];
  /** The other houses' medians, in the prices' shape. */
  medians: SanityPrices | number[];
  /** How many other houses made the medians. */
  others: number;
}

/** A stored hold, as the admin list shows it. */
export interface HeldQuoteRow extends HeldPrice {
  id: number;
  firstReadAt: Date;
  lastReadAt: Date;
  status: HoldStatus;
  /** How a hold lifted: the same prices read again, or an admin. */
  releasedBy: "second-read" | "admin" | null;
  decidedAt: Date | null;
}

/** What one merge saw of a held (or once held) price. */
export interface HoldSeen extends HeldPrice {
  readAt: Date;
  outcome: HoldOutcome;
}

/** A held book of a market beyond 1X2, as the merge judges it. */
export interface MarketHoldState {
  prices: number[];
  status: HoldStatus;
  /** When these prices were first read from the source, in ms since the epoch. */
  firstReadAt: number;
}

const NOT_FOUND = "Cotação retida não encontrada.";

export function holdKey(eventId: string, house: string): string {
  return `${eventId}\u0001${house}`;
}

export function marketHoldKey(eventId: string, house: string, market: string): string {
  return `${eventId}\u0001${house}\u0001${market}`;
}

/** core's `holdOutcome` for a market's book: the same rule (exact prices, a second read at least 5 min later). */
export function marketHoldOutcome(
  state: MarketHoldState | undefined,
  prices: readonly number[],
  readAt: number,
  secondReadMs: number = SECOND_READ_MS,
): HoldOutcome {
  const same =
    state !== undefined && state.prices.length === prices.length && state.prices.every((p, i) => p === prices[i]);
  if (!same) return "new";
  if (state.status !== "held") return state.status;
  return readAt - state.firstReadAt >= secondReadMs ? "second-read" : "held";
}

export class HeldQuotes {
  constructor(private readonly db: Db) {}

  /** The 1X2's holds of a source's events on a day, by `holdKey`. */
  async forDay(source: string, date: string): Promise<Map<string, HoldState>> {
    const rows = await this.db
      .select()
      .from(oddsHeldQuotes)
      .where(and(eq(oddsHeldQuotes.source, source), eq(oddsHeldQuotes.date, date), eq(oddsHeldQuotes.market, "1x2")));
    const out = new Map<string, HoldState>();
    for (const r of rows) {
      if (Array.isArray(r.prices)) continue;
      out.set(holdKey(r.eventId, r.house), {
        prices: r.prices,
        status: r.status as HoldStatus,
        firstReadAt: r.firstReadAt.getTime(),
      });
    }
    return out;
  }

  /** The holds of a source's books in the markets beyond 1X2 on a day, by `marketHoldKey`. */
  async marketsForDay(source: string, date: string): Promise<Map<string, MarketHoldState>> {
    const rows = await this.db
      .select()
      .from(oddsHeldQuotes)
      .where(and(eq(oddsHeldQuotes.source, source), eq(oddsHeldQuotes.date, date), ne(oddsHeldQuotes.market, "1x2")));
    const out = new Map<string, MarketHoldState>();
    for (const r of rows) {
      if (!Array.isArray(r.prices)) continue;
      out.set(marketHoldKey(r.eventId, r.house, r.market), {
        prices: r.prices,
        status: r.status as HoldStatus,
        firstReadAt: r.firstReadAt.getTime(),
      });
    }
    return out;
  }

  /** Writes what a merge saw: new holds (replacing other prices and their decision), reads, second-read releases. */
  async record(seen: readonly HoldSeen[], now: Date): Promise<void> {
    for (const s of seen) {
      const where = and(
        eq(oddsHeldQuotes.source, s.source),
        eq(oddsHeldQuotes.eventId, s.eventId),
        eq(oddsHeldQuotes.house, s.house),
        eq(oddsHeldQuotes.market, s.market),
      );
      if (s.outcome === "new") {
        const row = {
          fixtureId: s.fixtureId,
          date: s.date,
          prices: s.prices,
          medians: s.medians,
          others: s.others,
          firstReadAt: s.readAt,
          lastReadAt: s.readAt,
          status: "held",
          releasedBy: null,
          decidedAt: null,
          decidedBy: null,
        };
        await this.db
          .insert(oddsHeldQuotes)
          .values({ source: s.source, eventId: s.eventId, house: s.house, market: s.market, ...row })
          .onConflictDoUpdate({
            target: [oddsHeldQuotes.source, oddsHeldQuotes.eventId, oddsHeldQuotes.house, oddsHeldQuotes.market],
            set: row,
          });
      } else if (s.outcome === "second-read") {
        await this.db
          .update(oddsHeldQuotes)
          .set({ status: "released", releasedBy: "second-read", decidedAt: now, lastReadAt: s.readAt })
          .where(and(where, eq(oddsHeldQuotes.status, "held")));
      } else {
        await this.db.update(oddsHeldQuotes).set({ lastReadAt: s.readAt, medians: s.medians }).where(where);
      }
    }
  }

  /** Drops the holds of days before `oldest` (their games are over). */
  async prune(oldest: string): Promise<void> {
    await this.db.delete(oddsHeldQuotes).where(lt(oddsHeldQuotes.date, oldest));
  }

  async list(status: HoldStatus, limit = 200): Promise<HeldQuoteRow[]> {
    const rows = await this.db
      .select()
      .from(oddsHeldQuotes)
      .where(eq(oddsHeldQuotes.status, status))
      .orderBy(
        asc(oddsHeldQuotes.date),
        asc(oddsHeldQuotes.fixtureId),
        asc(oddsHeldQuotes.house),
        asc(oddsHeldQuotes.market),
      )
      .limit(limit);
    return rows.map(asRow);
  }

  async get(id: number): Promise<HeldQuoteRow> {
    const [row] = await this.db.select().from(oddsHeldQuotes).where(eq(oddsHeldQuotes.id, id));
    if (!row) throw new HttpError(404, "not_found", NOT_FOUND);
    return asRow(row);
  }

  /** An admin's decision on a waiting hold: "released" (shown from the next ingest) or "dismissed". */
  async decide(id: number, status: "released" | "dismissed", userId: number, now: Date): Promise<HeldQuoteRow> {
    // Only a waiting hold: of two admins deciding at once, the second is told.
    const [decided] = await this.db
      .update(oddsHeldQuotes)
      .set({ status, releasedBy: status === "released" ? "admin" : null, decidedAt: now, decidedBy: userId })
      .where(and(eq(oddsHeldQuotes.id, id), eq(oddsHeldQuotes.status, "held")))
      .returning();
    if (decided) return asRow(decided);
    await this.get(id); // 404 when there is no such hold
    throw new HttpError(409, "already_decided", "Esta cotação já foi decidida; não está mais retida.");
  }
}

function asRow({ decidedBy: _decidedBy, status, releasedBy, ...r }: typeof oddsHeldQuotes.$inferSelect): HeldQuoteRow {
  return {
    ...r,
    status: status as HoldStatus,
    releasedBy: releasedBy === "second-read" || releasedBy === "admin" ? releasedBy : null,
  };
}
