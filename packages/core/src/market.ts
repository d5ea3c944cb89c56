/**
 * What a bettor reads from a 1X2 market beyond the best price: how much of the stakes a house pays back (payout),
 * the margin-free probability of each outcome and its fair odd, where a price is going, and how old it is. Computed
 * once here and used by the server (first HTML) and the browser alike.
 */
import { formatDecimal, formatOdd, isUsableOdd, type HouseOdds } from "./odds.ts";

/** Home, draw, away. */
export type Triple = readonly [number, number, number];

/**
 * The share of the stakes a book pays back: 1 / (1/casa + 1/empate + 1/fora). 0.953 for a house that keeps 4.7%;
 * above 1 when the best prices of several houses together guarantee a profit. NaN when a price is missing or unusable.
 */
export function payout(prices: readonly (number | null)[]): number {
  if (prices.length !== 3) return Number.NaN;
  let sum = 0;
  for (const p of prices) {
    if (p === null || !isUsableOdd(p)) return Number.NaN;
    sum += 1 / p;
  }
  return 1 / sum;
}

/** A share as a pt-BR percentage with one decimal: 0.9534 → "95,3%" (formatDecimal). "—" when not a number. */
export function formatPercent(share: number, digits = 1): string {
  if (!Number.isFinite(share)) return "—";
  return `${formatDecimal(share * 100, digits)}%`;
}

/** How the margin is taken out of a book. */
export type DevigMethod = "proporcional" | "shin";

/** The method's name as the page states it. */
export const DEVIG_METHOD_LABELS: Record<DevigMethod, string> = {
  proporcional: "método proporcional (a margem dividida na proporção de cada probabilidade)",
  shin: "método de Shin (a margem tirada sobretudo das zebras, onde as casas se protegem mais)",
};

/**
 * Margin-free probabilities of one book, summing to 1; null when a price is missing or unusable.
 *
 * - proporcional: each implied probability (1/odd) divided by their sum.
 * - shin (Shin, 1993): assumes a share z of insider money, which a house guards against mostly on long shots;
 *   p_i = (√(z² + 4(1 − z)·π_i²/Π) − z) / (2(1 − z)), with π_i = 1/odd_i and Π = Σπ, z found so that Σp = 1 (bisection).
 *   For a book without margin z = 0 and p = π.
 */
export function devig(prices: Triple, method: DevigMethod): Triple | null {
  if (!prices.every(isUsableOdd)) return null;
  const implied = prices.map((p) => 1 / p) as unknown as Triple;
  const total = implied[0] + implied[1] + implied[2];
  if (method === "proporcional" || total <= 1) {
    // Shin's model needs a margin to explain; a book at or under 1 is only normalised.
    return implied.map((x) => x / total) as unknown as Triple;
  }
  const at = (z: number) =>
    implied.map((x) => (Math.sqrt(z * z + (4 * (1 - z) * x * x) / total) - z) / (2 * (1 - z))) as unknown as Triple;
  const sum = (t: Triple) => t[0] + t[1] + t[2];
  let low = 0;
  let high = 0.99;
  for (let i = 0; i < 100 && high - low > 1e-12; i++) {
    const mid = (low + high) / 2;
    if (sum(at(mid)) > 1) low = mid;
    else high = mid;
  }
  const probabilities = at((low + high) / 2);
  const s = sum(probabilities);
  return probabilities.map((p) => p / s) as unknown as Triple;
}

/** The consensus of the houses: the mean of each complete book's margin-free probabilities, and the fair odds. */
export interface FairMarket {
  method: DevigMethod;
  /** Margin-free probability of home, draw, away (sum 1). */
  probabilities: Triple;
  /** 1 / probability. */
  fairOdds: Triple;
  /** How many houses' complete books went into it. */
  houses: number;
}

/** The fair market from the houses' rows; null when no house prices all three outcomes. */
export function fairMarket(rows: readonly HouseOdds[], method: DevigMethod = "shin"): FairMarket | null {
  const books: Triple[] = [];
  for (const row of rows) {
    if (row.home === null || row.draw === null || row.away === null) continue;
    const probabilities = devig([row.home, row.draw, row.away], method);
    if (probabilities) books.push(probabilities);
  }
  if (books.length === 0) return null;
  const mean = [0, 1, 2].map((i) => books.reduce((s, b) => s + b[i]!, 0) / books.length);
  const total = mean[0]! + mean[1]! + mean[2]!;
  const probabilities = mean.map((p) => p / total) as unknown as Triple;
  return {
    method,
    probabilities,
    fairOdds: probabilities.map((p) => 1 / p) as unknown as Triple,
    houses: books.length,
  };
}

/** Whether a price pays more than the fair odd (plain information: the price is above the consensus). */
export function aboveFair(price: number | null, fair: number): boolean {
  return price !== null && isUsableOdd(price) && Number.isFinite(fair) && price > fair + 1e-9;
}

export type Movement = "up" | "down" | "same";

/** Where a price went since a reference price (the opening, or a few minutes ago on a live game). */
export function movement(current: number, reference: number | null | undefined): Movement {
  if (reference == null || !isUsableOdd(reference) || !isUsableOdd(current)) return "same";
  // Prices are quoted to two decimals: a difference under half a cent is no move.
  if (Math.abs(current - reference) < 0.005) return "same";
  return current > reference ? "up" : "down";
}

/** What a screen reader hears beside an arrow: 'subiu de 2,30', 'caiu de 2,45'; empty when it did not move. */
export function movementLabel(current: number, reference: number | null | undefined): string {
  const m = movement(current, reference);
  if (m === "same" || reference == null) return "";
  return `${m === "up" ? "subiu" : "caiu"} de ${formatOdd(reference)}`;
}

/** A price older than this shows its age. */
export const FRESHNESS_SHOWN_AFTER_MINUTES = 5;

/** 'há 12 min', 'há 2 h' for a price older than a few minutes; null when it is fresh or the time is unknown. */
export function freshnessLabel(updatedAt: string | Date | null | undefined, now: Date): string | null {
  if (updatedAt == null) return null;
  const at = typeof updatedAt === "string" ? Date.parse(updatedAt) : updatedAt.getTime();
  if (!Number.isFinite(at)) return null;
  const minutes = Math.floor((now.getTime() - at) / 60_000);
  if (minutes < FRESHNESS_SHOWN_AFTER_MINUTES) return null;
  if (minutes < 60) return `há ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `há ${hours} h`;
  const days = Math.floor(hours / 24);
  return days === 1 ? "há 1 dia" : `há ${days} dias`;
}

/** One recorded price change of a house's 1X2 book (the `oddsHistory` answer). */
export interface PriceRecord {
  house: string;
  home: number;
  draw: number;
  away: number;
  /** ISO instant. */
  recordedAt: string;
}

/** How far back a live game's arrows look. */
export const LIVE_MOVE_WINDOW_MINUTES = 5;

/**
 * The price each house's arrows compare with ([home, draw, away], `history` oldest first). Before and after the game,
 * the opening price. On a live game, the price before the house's last move when that move is less than
 * `LIVE_MOVE_WINDOW_MINUTES` old (the arrows show what just moved), and otherwise the current price (no arrow).
 */
export function referencePrices(
  history: readonly PriceRecord[],
  opts: { live: boolean; now: Date },
): Map<string, Triple> {
  const byHouse = new Map<string, PriceRecord[]>();
  for (const r of history) {
    const list = byHouse.get(r.house);
    if (list) list.push(r);
    else byHouse.set(r.house, [r]);
  }
  const cutoff = opts.now.getTime() - LIVE_MOVE_WINDOW_MINUTES * 60_000;
  const out = new Map<string, Triple>();
  for (const [house, records] of byHouse) {
    const last = records[records.length - 1]!;
    const before = records[records.length - 2];
    const reference = !opts.live ? records[0]! : before && Date.parse(last.recordedAt) >= cutoff ? before : last;
    out.set(house, [reference.home, reference.draw, reference.away]);
  }
  return out;
}
