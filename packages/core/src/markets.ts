/**
 * The markets beyond 1X2 that Brazilian bettors use (issue 44): what each one is, its outcomes as the site writes
 * them, its address form (`?mercado=`), how far a house's book may stray from 1 before it is not believed, and one
 * model of a game's goals that prices every market consistently (the demo's houses derive all their markets from it,
 * so a 2,5-goal line and "Ambas marcam" agree with the 1X2).
 */

import { LIVE_MOVE_WINDOW_MINUTES } from "./market.ts";

/** A goal line as Brazilians write it: 2.5 → "2,5". */
function lineText(line: number): string {
  return line.toFixed(1).replace(".", ",");
}

/** 1X2 (the spec's market), both teams to score, over/under N goals, double chance, draw no bet. */
export type Market =
  | { readonly key: "1x2" }
  | { readonly key: "btts" }
  | { readonly key: "totals"; readonly line: number }
  | { readonly key: "double_chance" }
  | { readonly key: "dnb" };

export type MarketKey = Market["key"];

/** The goal lines the site compares (the houses quote others, rarely all of them). */
export const TOTALS_LINES = [1.5, 2.5, 3.5] as const;

/** The markets in the order the market selector lists them. */
export const MARKETS: readonly Market[] = [
  { key: "1x2" },
  { key: "btts" },
  ...TOTALS_LINES.map((line) => ({ key: "totals", line }) as const),
  { key: "double_chance" },
  { key: "dnb" },
];

/** A line is a half goal between 0,5 and 9,5 (a whole line can be a push, which the site does not compare). */
export function isTotalsLine(line: number): boolean {
  return (
    Number.isFinite(line) && line > 0 && line < 10 && Math.abs(line * 2 - Math.round(line * 2)) < 1e-9 && line % 1 !== 0
  );
}

/** The market's key in storage and in the API: "1x2", "btts", "totals:2.5", "double_chance", "dnb". */
export function marketId(m: Market): string {
  return m.key === "totals" ? `totals:${m.line}` : m.key;
}

/** The market a `marketId` names, or null. */
export function parseMarketId(id: string): Market | null {
  if (id === "1x2" || id === "btts" || id === "double_chance" || id === "dnb") return { key: id };
  const m = /^totals:(\d(?:\.5)?)$/.exec(id);
  if (m === null) return null;
  const line = Number(m[1]);
  return isTotalsLine(line) ? { key: "totals", line } : null;
}

/** `?mercado=` values: "resultado" (the default), "ambas-marcam", "gols-2-5", "dupla-chance", "empate-anula". */
export function marketSlug(m: Market): string {
  switch (m.key) {
    case "1x2":
      return "resultado";
    case "btts":
      return "ambas-marcam";
    case "totals":
      return `gols-${String(m.line).replace(".", "-")}`;
    case "double_chance":
      return "dupla-chance";
    case "dnb":
      return "empate-anula";
  }
}

/** The market a `?mercado=` value names (only the ones the site compares), or null. */
export function marketFromSlug(slug: string): Market | null {
  return MARKETS.find((m) => marketSlug(m) === slug) ?? null;
}

/** The market's name as the site writes it. */
export function marketLabel(m: Market): string {
  switch (m.key) {
    case "1x2":
      return "Resultado final";
    case "btts":
      return "Ambas marcam";
    case "totals":
      return `Mais/Menos de ${lineText(m.line)} gols`;
    case "double_chance":
      return "Dupla chance";
    case "dnb":
      return "Empate anula";
  }
}

/** The outcomes in the order prices are kept, as the site labels them (home and away by the teams' names). */
export function outcomeLabels(m: Market, home: string, away: string): string[] {
  switch (m.key) {
    case "1x2":
      return [home, "Empate", away];
    case "btts":
      return ["Sim", "Não"];
    case "totals":
      return [`Mais de ${lineText(m.line)}`, `Menos de ${lineText(m.line)}`];
    case "double_chance":
      return [`${home} ou empate`, `${home} ou ${away}`, `Empate ou ${away}`];
    case "dnb":
      return [home, away];
  }
}

/** How many outcomes the market has. */
export function outcomeCount(m: Market): 2 | 3 {
  return m.key === "1x2" || m.key === "double_chance" ? 3 : 2;
}

/**
 * The book sum (Σ 1/price) a house's prices may have and still be believed. A real 1X2 book sits a few percent above
 * 1 (a margin); two-way books are tighter. Double chance is special: each outcome covers two results, so its sum is
 * about 2.
 */
export function bookBounds(m: Market): readonly [number, number] {
  switch (m.key) {
    case "1x2":
      return [0.9, 1.5];
    case "double_chance":
      return [1.8, 2.5];
    default:
      return [0.95, 1.25];
  }
}

/** Σ 1/price; NaN when a price is not a usable odd. */
export function bookSum(prices: readonly number[]): number {
  let sum = 0;
  for (const p of prices) {
    if (!Number.isFinite(p) || p <= 1) return Number.NaN;
    sum += 1 / p;
  }
  return sum;
}

/** Whether a house's prices for the market are a believable book (the right count, usable, within its bounds). */
export function plausibleBook(m: Market, prices: readonly number[]): boolean {
  if (prices.length !== outcomeCount(m)) return false;
  const sum = bookSum(prices);
  const [low, high] = bookBounds(m);
  return sum >= low && sum <= high;
}

/**
 * Margin-free probabilities of a book, each implied probability divided by their sum (for double chance, whose
 * outcomes overlap, by half their sum); null when a price is unusable.
 */
export function fairProbabilities(m: Market, prices: readonly number[]): number[] | null {
  const sum = bookSum(prices);
  if (!Number.isFinite(sum)) return null;
  const total = m.key === "double_chance" ? sum / 2 : sum;
  return prices.map((p) => 1 / p / total);
}

/**
 * What a bettor gets back per unit staked on the whole book (1 / Σ 1/price; for double chance, whose outcomes cover
 * every result twice, 2 / Σ); NaN when a price is unusable.
 */
export function marketPayout(m: Market, prices: readonly number[]): number {
  return (m.key === "double_chance" ? 2 : 1) / bookSum(prices);
}

/** One recorded price change of a house's book in a market, oldest first. */
export interface MarketPriceRecord {
  prices: readonly number[];
  /** Milliseconds since the epoch. */
  at: number;
}

const LIVE_MOVE_WINDOW_MS = LIVE_MOVE_WINDOW_MINUTES * 60_000;

/**
 * The prices a house's arrows compare with, as for the 1X2: before and after the game the opening book; in play the
 * book before the house's last move when that move is under five minutes old, else the current one (no arrow).
 */
export function marketReference(
  history: readonly MarketPriceRecord[],
  opts: { live: boolean; now: number },
): readonly number[] | null {
  const last = history[history.length - 1];
  if (last === undefined) return null;
  if (!opts.live) return (history[0] as MarketPriceRecord).prices;
  const before = history[history.length - 2];
  return before && last.at >= opts.now - LIVE_MOVE_WINDOW_MS ? before.prices : last.prices;
}

// ---- One model of a game's goals -------------------------------------------------------------------------------

/** Goals of each side as independent Poisson counts: what every market's probability follows from. */
export interface GoalExpectancy {
  home: number;
  away: number;
}

const MAX_GOALS = 15;

function poisson(lambda: number): number[] {
  const out: number[] = [Math.exp(-lambda)];
  for (let k = 1; k <= MAX_GOALS; k++) out.push(((out[k - 1] as number) * lambda) / k);
  return out;
}

/**
 * Each market's outcome probabilities, in `outcomeLabels` order, from the goal expectancy. In play, `g` is the goals
 * still to come and `score` the score now: the markets settle on the whole game's goals.
 */
export function marketProbabilities(
  g: GoalExpectancy,
  m: Market,
  score: { home: number; away: number } = { home: 0, away: 0 },
): number[] {
  return manyMarketProbabilities(g, [m], score)[0] as number[];
}

/** `marketProbabilities` for several markets of one game, from one pass over its scores. */
export function manyMarketProbabilities(
  g: GoalExpectancy,
  markets: readonly Market[],
  score: { home: number; away: number } = { home: 0, away: 0 },
): number[][] {
  const ph = poisson(g.home);
  const pa = poisson(g.away);
  const lines = [...new Set(markets.flatMap((m) => (m.key === "totals" ? [m.line] : [])))];
  const over = lines.map(() => 0);
  let home = 0;
  let draw = 0;
  let away = 0;
  let both = 0;
  for (let i = 0; i <= MAX_GOALS; i++) {
    for (let j = 0; j <= MAX_GOALS; j++) {
      const p = (ph[i] as number) * (pa[j] as number);
      const h = i + score.home;
      const a = j + score.away;
      if (h > a) home += p;
      else if (h === a) draw += p;
      else away += p;
      if (h > 0 && a > 0) both += p;
      for (let k = 0; k < lines.length; k++) if (h + a > (lines[k] as number)) over[k] = (over[k] as number) + p;
    }
  }
  const total = home + draw + away;
  [home, draw, away] = [home / total, draw / total, away / total];
  return markets.map((m) => {
    switch (m.key) {
      case "1x2":
        return [home, draw, away];
      case "btts":
        return [both / total, 1 - both / total];
      case "totals": {
        const o = (over[lines.indexOf(m.line)] as number) / total;
        return [o, 1 - o];
      }
      case "double_chance":
        return [home + draw, home + away, draw + away];
      case "dnb":
        return [home / (home + away), away / (home + away)];
    }
  });
}

/**
 * The goal expectancy whose 1X2 probabilities are these (home win, draw, away win), given the total goals a game of
 * this kind averages: the home/away split is found by bisection on the home-win share, then the total is nudged so
 * the draw matches as well as two numbers can. Used to price every market from a game's 1X2 in agreement with it.
 */
export function expectancyFrom1x2(p: readonly [number, number, number], averageGoals = 2.6): GoalExpectancy {
  const [home, , away] = p;
  const target = home / (home + away);
  let total = averageGoals;
  let split = 0.5;
  for (let round = 0; round < 3; round++) {
    let low = 0.02;
    let high = 0.98;
    for (let i = 0; i < 60; i++) {
      const mid = (low + high) / 2;
      const [h, , a] = marketProbabilities({ home: total * mid, away: total * (1 - mid) }, { key: "1x2" });
      if ((h as number) / ((h as number) + (a as number)) < target) low = mid;
      else high = mid;
    }
    split = (low + high) / 2;
    // More goals, fewer draws: move the total toward the draw the prices say, within football's range.
    let tLow = 1.2;
    let tHigh = 4.5;
    for (let i = 0; i < 60; i++) {
      const mid = (tLow + tHigh) / 2;
      const [, d] = marketProbabilities({ home: mid * split, away: mid * (1 - split) }, { key: "1x2" });
      if ((d as number) > p[1]) tLow = mid;
      else tHigh = mid;
    }
    total = (tLow + tHigh) / 2;
  }
  return { home: total * split, away: total * (1 - split) };
}

// ---- Sanity of a source's quotes in a market ---------------------------------------------------------------------

/** A source's book of one house in one market. */
export interface MarketSanityQuote {
  house: string;
  prices: readonly number[];
  /** When the source last confirmed it (ISO-8601); null when it does not say. */
  lastUpdate: string | null;
}

export type MarketVerdict =
  | { status: "accepted" }
  | { status: "rejected"; reason: "price-range" | "book"; detail: string }
  | { status: "stale"; reason: "stale"; detail: string }
  | { status: "held"; reason: "outlier"; detail: string; medians: number[]; others: number };

function medianOf(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const upper = sorted[mid] as number;
  return sorted.length % 2 === 1 ? upper : ((sorted[mid - 1] as number) + upper) / 2;
}

/**
 * The 1X2's sanity rules (core/matching/sanity.ts) for any market, in the same order: every price above 1.01 and at
 * most 1000 and one per outcome ("rejected"); confirmed within 30 min before kick-off, 3 min live ("stale"); no price
 * 3× (or a third of) the other houses' median for that outcome when at least two others quote it ("held", unless
 * `released`); a book within the market's `bookBounds` ("rejected"). `others` are the same market's books from
 * elsewhere (the provider's houses the quotes do not replace), counted for the medians only.
 */
export function checkMarketQuotes(
  m: Market,
  quotes: readonly MarketSanityQuote[],
  others: ReadonlyArray<{ house: string; prices: readonly number[] }>,
  options: {
    now: number;
    live: boolean;
    fetchedAt?: string | null;
    staleUpcomingMs?: number;
    staleLiveMs?: number;
    released?: (quote: MarketSanityQuote) => boolean;
  },
): MarketVerdict[] {
  const count = outcomeCount(m);
  const usable = (prices: readonly number[]) =>
    prices.length === count && prices.every((p) => Number.isFinite(p) && p > 1.01 && p <= 1000);
  const pool = [...quotes.filter((q) => usable(q.prices)), ...others.filter((o) => usable(o.prices))];
  return quotes.map((q) => {
    if (!usable(q.prices))
      return {
        status: "rejected",
        reason: "price-range",
        detail: `prices outside (1.01, 1000]: ${q.prices.join("/")}`,
      };
    const raw = q.lastUpdate ?? options.fetchedAt ?? null;
    const t = raw === null ? Number.NaN : Date.parse(raw);
    const limit = options.live ? (options.staleLiveMs ?? 3 * 60_000) : (options.staleUpcomingMs ?? 30 * 60_000);
    if (Number.isNaN(t) || options.now - t > limit)
      return { status: "stale", reason: "stale", detail: `not confirmed within ${Math.round(limit / 60_000)} min` };
    const rest = pool.filter((p) => p !== q && p.house !== q.house);
    if (rest.length >= 2 && !(options.released?.(q) ?? false)) {
      const medians = Array.from({ length: count }, (_, o) => medianOf(rest.map((p) => p.prices[o] as number)));
      for (let o = 0; o < count; o++) {
        const ratio = (q.prices[o] as number) / (medians[o] as number);
        if (ratio > 3 || ratio < 1 / 3)
          return {
            status: "held",
            reason: "outlier",
            detail: `outcome ${o} ${q.prices[o]} against a median of ${medians[o]} over ${rest.length} other houses`,
            medians,
            others: rest.length,
          };
      }
    }
    if (!plausibleBook(m, q.prices))
      return { status: "rejected", reason: "book", detail: `book ${bookSum(q.prices).toFixed(3)} outside its bounds` };
    return { status: "accepted" };
  });
}

/** An outcome by its place in the market, as the spec's 1X2 names them (alerts keep it so). */
export type OutcomePosition = "home" | "draw" | "away";

/** The outcome's index in `outcomeLabels` order for its place: two-way markets have no "draw" (null). */
export function outcomeIndex(m: Market, position: OutcomePosition): number | null {
  if (outcomeCount(m) === 3) return position === "home" ? 0 : position === "draw" ? 1 : 2;
  return position === "home" ? 0 : position === "away" ? 1 : null;
}

/** The place of the outcome at `index` (the inverse of `outcomeIndex`); null out of range. */
export function outcomePosition(m: Market, index: number): OutcomePosition | null {
  const places: readonly OutcomePosition[] = outcomeCount(m) === 3 ? ["home", "draw", "away"] : ["home", "away"];
  return places[index] ?? null;
}
