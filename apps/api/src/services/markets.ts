/**
 * The markets endpoints (issue 44): every market of a game, house by house, with the best price of each outcome, the
 * payouts, fair odds and arrows; and one market across a day's games (the home's market choice). The 1X2 comes from
 * the day's view (the spec's fields, unchanged); the other markets from `market_odds` (market-store.ts). Each shown
 * house of the one market asked for (`?history=`, the market the match page charts; never the 1X2) carries its price
 * history from `market_odds_history`: under `oddsHistory`'s rule, every recorded move up to the clock's now, oldest
 * first, nothing thinned (a book is written only when it moved, at most once per ingest, and kept
 * ODDS_HISTORY_DAYS). Every market's history would be 200–330 KB for a live or finished game, at every refetch; the
 * 1X2's is `oddsHistory`. A day's answer is kept per market until the day's view is replaced, so the home's reads
 * cost one query per change.
 */

import {
  fairProbabilities,
  marketId,
  marketLabel,
  marketPayout,
  marketReference,
  MARKETS,
  marketSlug,
  outcomeLabels,
  parseMarketId,
  type Market,
} from "@placar/core/markets";
import { movement } from "@placar/core/market";
import { isInGroup } from "@placar/core/status";
import type { Clock } from "../clock.ts";
import type { Db } from "../db/client.ts";
import type { DayMarket, FixtureMarkets, MarketBest, MarketBoard } from "../schemas/markets.ts";
import type { FootballService } from "./football.ts";
import type { StoredFixture, VisibleHouses } from "./football-store.ts";
import { readMarketLines, type MarketLine } from "./market-lines.ts";
import { quoteKey, readDayMarket, readFixtureMarkets, readMarketHistory, type MarketRow } from "./market-store.ts";

/** One house's book in a market, before the houses' names and order are applied. */
interface Book {
  house: string;
  prices: readonly number[];
  reference: readonly number[] | null;
  checkedAt: string | null;
  /** Every recorded move of the book up to now, oldest first; null for the 1X2 (its history is `oddsHistory`). */
  history: readonly PricePoint[] | null;
}

/** One recorded move of a house's book: when, and its prices in the market's outcome order. */
interface PricePoint {
  at: number;
  prices: number[];
}

const DAY_CACHE_SIZE = 64;

/** The market order of the selector: the site's list, then any other goal line a source quoted, by line. */
function marketOrder(id: string): number {
  const i = MARKETS.findIndex((m) => marketId(m) === id);
  if (i >= 0) return i;
  const m = parseMarketId(id);
  return MARKETS.length + (m?.key === "totals" ? m.line : 99);
}

/** The houses shown (visible, under their names, in their order). */
function shownBooks(books: readonly Book[], houses: VisibleHouses | undefined): Book[] {
  if (!houses) return [...books].sort((a, b) => (a.house < b.house ? -1 : a.house > b.house ? 1 : 0));
  return books
    .filter((b) => houses.visible(b.house))
    .sort((a, b) => houses.rank(a.house) - houses.rank(b.house))
    .map((b) => ({ ...b, house: houses.visible(b.house)!.name }));
}

/** The best price of each outcome and its house (the first house in the order on a tie). */
function bestOf(books: readonly Book[], count: number): Array<MarketBest | null> {
  return Array.from({ length: count }, (_, o) => {
    let best: MarketBest | null = null;
    for (const b of books) {
      const price = b.prices[o];
      if (price !== undefined && price > 1 && (best === null || price > best.price))
        best = { price, house: b.house, implied: 1 / price };
    }
    return best;
  });
}

/** One market's board: houses shown, best prices, payouts, fair odds from the average margin-free book. */
function board(m: Market, f: Pick<StoredFixture, "home" | "away">, books: readonly Book[]): MarketBoard {
  const count = m.key === "1x2" || m.key === "double_chance" ? 3 : 2;
  const usable = books.filter((b) => b.prices.length === count);
  const best = bestOf(usable, count);
  const fairs = usable.map((b) => fairProbabilities(m, b.prices)).filter((p): p is number[] => p !== null);
  const fair =
    fairs.length === 0
      ? null
      : Array.from({ length: count }, (_, o) => {
          const probability = fairs.reduce((s, p) => s + (p[o] ?? 0), 0) / fairs.length;
          return { probability, odd: probability > 0 ? 1 / probability : 0 };
        });
  const bestPrices = best.map((b) => b?.price ?? Number.NaN);
  const combined = marketPayout(m, bestPrices);
  return {
    market: marketId(m),
    slug: marketSlug(m),
    label: marketLabel(m),
    outcomes: outcomeLabels(m, f.home.name, f.away.name),
    best,
    best_payout: Number.isFinite(combined) ? combined : null,
    fair,
    houses: usable.map((b) => ({
      house: b.house,
      prices: [...b.prices],
      previous: b.prices.map((p, o) => {
        const r = b.reference?.[o];
        return r === undefined || r === p ? null : r;
      }),
      movement: b.prices.map((p, o) => movement(p, b.reference?.[o])),
      payout: marketPayout(m, b.prices),
      checked_at: b.checkedAt,
      ...(b.history === null
        ? {}
        : {
            history: b.history
              .filter((p) => p.prices.length === count)
              .map((p) => ({ at: new Date(p.at).toISOString(), prices: [...p.prices] })),
          }),
    })),
  };
}

/** The 1X2 books of a stored fixture (its view's prices, references and confirmation times). */
function oneXTwoBooks(f: StoredFixture, dayReadAt: string | null): Book[] {
  return f.odds.map((o) => ({
    house: o.house,
    prices: [o.home, o.draw, o.away],
    reference: o.reference ?? null,
    checkedAt: o.checkedAt?.toISOString() ?? dayReadAt,
    history: null,
  }));
}

/**
 * A finished game's book: its closing line (its last prices before kick-off), its arrows comparing with the opening.
 * Without one (the game first seen after kick-off), the stored book when the provider's prices of a finished game are
 * its closing ones (the odds sources are not merged into a finished game); else null: the book is left out (first
 * quoted in play).
 */
function finishedBook(
  r: MarketRow,
  lines: ReadonlyMap<string, MarketLine> | undefined,
  providerClosing: boolean,
): Pick<Book, "prices" | "reference" | "checkedAt"> | null {
  const line = lines?.get(quoteKey(r.house, r.market));
  if (line) return { prices: line.closing, reference: line.opening, checkedAt: line.closedAt.toISOString() };
  return providerClosing ? { prices: r.prices, reference: null, checkedAt: r.checkedAt?.toISOString() ?? null } : null;
}

export class MarketsService {
  /** A day's answer per market, kept while the day's view is the one it was built from. */
  private readonly days = new Map<string, { day: readonly StoredFixture[]; answer: DayMarket }>();

  constructor(
    private readonly db: Db,
    private readonly football: FootballService,
    private readonly clock: Clock,
  ) {}

  /** Whether the provider's prices of a finished game are its last pre-match ones (API-Football's, the demo's). */
  private providerClosing(): boolean {
    return this.football.provider.finishedOddsAreClosing === true;
  }

  /**
   * Every market of a game (the provider's fixture id), the market `historyOf` (its id) with its houses' price
   * history; null when the game is unknown.
   */
  async fixture(afbFixtureId: number, historyOf: string | null = null): Promise<FixtureMarkets | null> {
    const f = await this.football.storedFixture(afbFixtureId);
    if (!f) return null;
    const now = this.clock.now();
    const houses = await this.football.visibleHouses();
    const dayReadAt = this.football.freshness(f.date).updatedAt;
    const finished = isInGroup(f.status, "finished");
    const [rows, history, lines] = await Promise.all([
      readFixtureMarkets(this.db, f.id),
      readMarketHistory(this.db, afbFixtureId, now),
      finished ? readMarketLines(this.db, [afbFixtureId]).then((l) => l.get(afbFixtureId)) : undefined,
    ]);
    const live = isInGroup(f.status, "live");
    const records = new Map<string, PricePoint[]>();
    for (const h of history) {
      const key = `${h.market}\n${h.house}`;
      const list = records.get(key) ?? [];
      list.push({ prices: h.prices, at: h.recordedAt.getTime() });
      records.set(key, list);
    }
    const byMarket = new Map<string, Book[]>();
    for (const r of rows) {
      const list = byMarket.get(r.market) ?? [];
      const moves = records.get(`${r.market}\n${r.house}`) ?? [];
      if (finished) {
        const closing = finishedBook(r, lines, this.providerClosing());
        if (closing)
          list.push({
            house: r.house,
            ...closing,
            checkedAt: closing.checkedAt ?? dayReadAt,
            history: r.market === historyOf ? moves : null,
          });
      } else
        list.push({
          house: r.house,
          prices: r.prices,
          reference: marketReference(moves, { live, now: now.getTime() }),
          checkedAt: r.checkedAt?.toISOString() ?? dayReadAt,
          history: r.market === historyOf ? moves : null,
        });
      byMarket.set(r.market, list);
    }
    const boards: MarketBoard[] = [];
    const oneXTwo = shownBooks(oneXTwoBooks(f, dayReadAt), houses);
    if (oneXTwo.length > 0)
      boards.push({ ...board({ key: "1x2" }, f, oneXTwo), ...(f.closing ? { closing: true as const } : {}) });
    for (const id of [...byMarket.keys()].sort((a, b) => marketOrder(a) - marketOrder(b))) {
      const m = parseMarketId(id);
      const books = shownBooks(byMarket.get(id) ?? [], houses);
      if (m === null || m.key === "1x2" || books.length === 0) continue;
      boards.push({ ...board(m, f, books), ...(finished ? { closing: true as const } : {}) });
    }
    return {
      fixture_id: f.afbFixtureId,
      home_team: f.home.name,
      away_team: f.away.name,
      status: f.status,
      ...(f.closing ? { odds_closing: true as const } : {}),
      markets: boards,
    };
  }

  /** One market across a business day's games, in the day's order. */
  async day(date: string, m: Market): Promise<DayMarket> {
    const day = await this.football.day(date);
    const id = marketId(m);
    const key = `${date}|${id}`;
    const kept = this.days.get(key);
    if (kept && kept.day === day) return kept.answer;
    const houses = await this.football.visibleHouses();
    const rows = m.key === "1x2" ? null : await readDayMarket(this.db, date, id);
    // The finished games' closing lines (their last prices before kick-off), as their match pages show.
    const lines =
      rows === null
        ? null
        : await readMarketLines(
            this.db,
            day.filter((f) => isInGroup(f.status, "finished")).map((f) => f.afbFixtureId),
            id,
          );
    const count = m.key === "1x2" || m.key === "double_chance" ? 3 : 2;
    const answer: DayMarket = {
      date,
      market: id,
      slug: marketSlug(m),
      label: marketLabel(m),
      games: day.map((f) => {
        const books = shownBooks(
          rows === null
            ? oneXTwoBooks(f, null)
            : isInGroup(f.status, "finished")
              ? (rows.get(f.afbFixtureId) ?? []).flatMap((r) => {
                  const closing = finishedBook(r, lines?.get(f.afbFixtureId), this.providerClosing());
                  return closing
                    ? [{ house: r.house, prices: closing.prices, reference: null, checkedAt: null, history: null }]
                    : [];
                })
              : (rows.get(f.afbFixtureId) ?? []).map((r) => ({
                  house: r.house,
                  prices: r.prices,
                  reference: null,
                  checkedAt: null,
                  history: null,
                })),
          houses,
        ).filter((b) => b.prices.length === count);
        return {
          id: f.id,
          afb_fixture_id: f.afbFixtureId,
          outcomes: outcomeLabels(m, f.home.name, f.away.name),
          best: bestOf(books, count),
          houses: books.length,
        };
      }),
    };
    this.days.delete(key);
    this.days.set(key, { day, answer });
    if (this.days.size > DAY_CACHE_SIZE) {
      const oldest = this.days.keys().next();
      if (oldest.done !== true) this.days.delete(oldest.value);
    }
    return answer;
  }
}
