/**
 * Price sanity: whether an odds source's 1X2 quote may be shown. A typo shown as the day's best price is the worst
 * failure of a comparison site, so a quote is accepted only when it passes every rule, in this order:
 * 1. range: every price above 1.01 and at most 1000 ("rejected");
 * 2. age: confirmed by the source within the stale limit, 30 min before kick-off, 3 min while live ("stale");
 * 3. outlier: no price more than 3× (or under a third of) the median of the other houses for that outcome, when at
 *    least two other houses price it ("held": most likely a typo, possibly a real move; not shown until the caller
 *    lifts the hold with `released`, after a second read of the same prices or an admin's confirmation);
 * 4. overround: Σ 1/price between 0.9 and 1.5 ("rejected": a book no bookmaker offers).
 * Pure: no clock of its own, no I/O.
 */

export interface SanityPrices {
  home: number;
  draw: number;
  away: number;
}

export interface SanityQuote extends SanityPrices {
  house: string;
  /** When the source last confirmed the price (ISO-8601); null when it does not say. */
  lastUpdate: string | null;
}

export interface SanityOptions {
  /** Now, in ms since the epoch. */
  now: number;
  /** Whether the match is being played (the stricter age limit applies). */
  live: boolean;
  /** Used as the confirmation time of a quote without `lastUpdate` (the instant the source's list was read). */
  fetchedAt?: string | null;
  /** Lowest acceptable price, excluded (default 1.01). */
  minPrice?: number;
  /** Highest acceptable price, included (default 1000). */
  maxPrice?: number;
  /** Oldest confirmation accepted before kick-off, in ms (default 30 min). */
  staleUpcomingMs?: number;
  /** Oldest confirmation accepted while live, in ms (default 3 min). */
  staleLiveMs?: number;
  /** A price this many times the others' median, or under its inverse, is an outlier (default 3). */
  outlierFactor?: number;
  /** Other houses needed before the outlier rule applies (default 2: one other house is no consensus). */
  outlierMinOthers?: number;
  /**
   * Quotes whose outlier hold was lifted (the same prices read again later, or confirmed by an admin): the outlier
   * rule skips them; every other rule still applies.
   */
  released?: (quote: SanityQuote) => boolean;
  /** Implied overround bounds, Σ 1/price (defaults 0.9 and 1.5). */
  minOverround?: number;
  maxOverround?: number;
}

export type SanityVerdict =
  | { status: "accepted" }
  | { status: "rejected"; reason: "price-range" | "overround"; detail: string }
  | { status: "stale"; reason: "stale"; detail: string }
  | { status: "held"; reason: "outlier"; detail: string; medians: SanityPrices; others: number };

export const SANITY_DEFAULTS = {
  minPrice: 1.01,
  maxPrice: 1000,
  staleUpcomingMs: 30 * 60_000,
  staleLiveMs: 3 * 60_000,
  outlierFactor: 3,
  outlierMinOthers: 2,
  minOverround: 0.9,
  maxOverround: 1.5,
} as const;

const OUTCOMES = ["home", "draw", "away"] as const;

/** The median of a non-empty list. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const upper = sorted[mid] as number;
  return sorted.length % 2 === 1 ? upper : ((sorted[mid - 1] as number) + upper) / 2;
}

/** Σ 1/price: 1.0 is a fair book, a bookmaker's margin puts it a few percent above. */
export function overround(p: SanityPrices): number {
  return 1 / p.home + 1 / p.draw + 1 / p.away;
}

function inRange(p: SanityPrices, min: number, max: number): boolean {
  return OUTCOMES.every((k) => Number.isFinite(p[k]) && p[k] > min && p[k] <= max);
}

/** Age in ms of a quote's confirmation; null when neither it nor the list says when. */
function ageMs(quote: SanityQuote, options: SanityOptions): number | null {
  const raw = quote.lastUpdate ?? options.fetchedAt ?? null;
  if (raw === null) return null;
  const t = Date.parse(raw);
  return Number.isNaN(t) ? null : options.now - t;
}

/**
 * The verdict on each quote, in their order. `others` are prices of the same match from elsewhere (the provider's
 * houses that the quotes do not replace): they count for the medians of the outlier rule, and are judged by nobody.
 */
export function checkQuotes(
  quotes: readonly SanityQuote[],
  others: readonly (SanityPrices & { house: string })[],
  options: SanityOptions,
): SanityVerdict[] {
  const o = { ...SANITY_DEFAULTS, ...options };
  const verdicts: (SanityVerdict | null)[] = quotes.map((q) => {
    if (!inRange(q, o.minPrice, o.maxPrice)) {
      return {
        status: "rejected",
        reason: "price-range",
        detail: `price outside (${o.minPrice}, ${o.maxPrice}]: ${q.home}/${q.draw}/${q.away}`,
      };
    }
    const age = ageMs(q, options);
    const limit = options.live ? o.staleLiveMs : o.staleUpcomingMs;
    if (age === null || age > limit) {
      const said = age === null ? "no confirmation time" : `confirmed ${Math.round(age / 60_000)} min ago`;
      return { status: "stale", reason: "stale", detail: `${said}, limit ${Math.round(limit / 60_000)} min` };
    }
    return null;
  });
  // The medians come from every price that is at least in range (stale ones still say where the market is).
  const pool = [
    ...quotes.filter((_, i) => verdicts[i]?.status !== "rejected"),
    ...others.filter((p) => inRange(p, o.minPrice, o.maxPrice)),
  ];
  return quotes.map((q, i) => {
    const early = verdicts[i];
    if (early) return early;
    const rest = pool.filter((p) => p !== q && p.house !== q.house);
    if (rest.length >= o.outlierMinOthers && !(options.released?.(q) ?? false)) {
      const medians = {
        home: median(rest.map((p) => p.home)),
        draw: median(rest.map((p) => p.draw)),
        away: median(rest.map((p) => p.away)),
      };
      for (const k of OUTCOMES) {
        const m = medians[k];
        const ratio = q[k] / m;
        if (ratio > o.outlierFactor || ratio < 1 / o.outlierFactor) {
          return {
            status: "held",
            reason: "outlier",
            detail: `${k} ${q[k]} against a median of ${m} over ${rest.length} other houses`,
            medians,
            others: rest.length,
          };
        }
      }
    }
    const book = overround(q);
    if (book < o.minOverround || book > o.maxOverround) {
      return {
        status: "rejected",
        reason: "overround",
        detail: `overround ${book.toFixed(3)} outside [${o.minOverround}, ${o.maxOverround}]`,
      };
    }
    return { status: "accepted" };
  });
}
