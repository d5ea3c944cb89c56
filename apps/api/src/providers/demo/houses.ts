/**
 * The seven seeded betting houses (docs/product.md#betting-houses), in its spelling and order. Each prices the 1X2
 * market with its own margin (overround: the sum of the implied probabilities minus one), so the best price per outcome
 * moves between houses from match to match the way a comparison site expects.
 */

export interface DemoHouse {
  /** Exactly as docs/product.md#betting-houses spells it. */
  name: string;
  /** 1X2 overround, e.g. 0.055 = the three implied probabilities add up to 105.5%. */
  margin: number;
  /** How far this house's view of a match wanders from the consensus (log-probability amplitude). */
  noise: number;
  /**
   * A feed that falls behind: every `everyMinutes` (counted from 00:00 UTC, starting `atMinute` in) its prices stop
   * moving for `forMinutes`. Meanwhile its pre-match prices stay as they were, confirmed when it stalled
   * (`checkedAt`), and its in-play prices are withdrawn.
   */
  stalls?: { everyMinutes: number; atMinute: number; forMinutes: number };
  /** The longest price the house quotes (houses cap their outsiders differently: 34, 51, 101…). */
  maxPrice: number;
  /**
   * In play, the house takes its 1X2 off once one result's probability passes this: late in a decided game some
   * houses still quote the favourite at 1.01, others have closed the market.
   */
  closesAbove: number;
  /**
   * The markets beyond 1X2 the house quotes (`@placar/core/markets` ids), each from the same goal model as its 1X2
   * with its own noise and margin. Every house quotes Ambas marcam, 2,5 gols and Dupla chance; the other lines and
   * Empate anula only some.
   */
  markets: readonly string[];
}

const EVERY_MARKET = ["btts", "totals:1.5", "totals:2.5", "totals:3.5", "double_chance", "dnb"] as const;

export const DEMO_HOUSES: readonly DemoHouse[] = [
  { name: "Bateu Bet", margin: 0.055, noise: 0.03, maxPrice: 51, closesAbove: 0.985, markets: EVERY_MARKET },
  {
    name: "HanzBet",
    margin: 0.068,
    noise: 0.035,
    maxPrice: 67,
    closesAbove: 0.99,
    markets: ["btts", "totals:2.5", "double_chance", "dnb"],
  },
  // Behind for 45 minutes every three hours from 17:20 UTC: on the demo's Saturday at 18:00 UTC (15:00 in
  // Brasília) its prices are 40 minutes old ('há 40 min').
  {
    name: "MC Games",
    margin: 0.079,
    noise: 0.04,
    stalls: { everyMinutes: 180, atMinute: 140, forMinutes: 45 },
    maxPrice: 41,
    closesAbove: 0.97,
    markets: ["btts", "totals:1.5", "totals:2.5", "double_chance"],
  },
  { name: "BetPontoBet", margin: 0.046, noise: 0.025, maxPrice: 101, closesAbove: 0.995, markets: EVERY_MARKET },
  {
    name: "MGM Bet",
    margin: 0.038,
    noise: 0.02,
    maxPrice: 81,
    closesAbove: 0.993,
    markets: ["btts", "totals:2.5", "totals:3.5", "double_chance", "dnb"],
  },
  {
    name: "Geral Bet",
    margin: 0.072,
    noise: 0.035,
    maxPrice: 34,
    closesAbove: 0.98,
    markets: ["btts", "totals:2.5", "double_chance"],
  },
  { name: "Lotogreen", margin: 0.062, noise: 0.03, maxPrice: 61, closesAbove: 0.99, markets: EVERY_MARKET },
];

const MS_PER_MINUTE = 60_000;

/** When the house's feed stalled, if it is behind at `now` (ms since the epoch); null when it is up to date. */
export function stalledSince(house: DemoHouse, now: number): number | null {
  const stalls = house.stalls;
  if (stalls === undefined) return null;
  const period = stalls.everyMinutes * MS_PER_MINUTE;
  const start = Math.floor((now - stalls.atMinute * MS_PER_MINUTE) / period) * period + stalls.atMinute * MS_PER_MINUTE;
  return now - start < stalls.forMinutes * MS_PER_MINUTE ? start : null;
}
