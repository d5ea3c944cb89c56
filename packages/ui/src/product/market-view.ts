/**
 * What the odds components need from a market (core's markets.ts) to draw it: its outcomes' names in full and in a
 * column's width, the name said before each outcome, and its payout. Kept out of odds-row and odds-button, which
 * are on the home's first script and take the names as plain strings instead.
 */
import { marketLabel, outcomeLabels, type Market } from "@placar/core/markets";
import { payout } from "@placar/core/market";
import { COLUMN_AWAY, COLUMN_DRAW, COLUMN_HOME } from "@placar/core/messages";
import { isUsableOdd } from "@placar/core/odds";

/** The default market of every odds component: 1X2, the spec's market. */
export const ONE_X_TWO: Market = { key: "1x2" };

/** An outcome's name in full (spoken, in a tooltip) and as a column heading shows it. */
export type OutcomeHeading = { full: string; short: string };

/** Dupla chance's columns, as Brazilian houses head them. */
const DOUBLE_CHANCE_SHORT = ["1X", "12", "X2"] as const;

/**
 * The market's outcomes in core's order. 1X2's draw is 'Empate'; Dupla chance's "Flamengo ou empate" is '1X' in a
 * column (the whole name would be cut in a phone's 56 px column), said in full.
 */
export function outcomeHeadings(market: Market, home: string, away: string): OutcomeHeading[] {
  return outcomeLabels(market, home, away).map((full, i) => ({
    full,
    short: market.key === "double_chance" ? (DOUBLE_CHANCE_SHORT[i] ?? full) : full,
  }));
}

/** The name said before each outcome ("Ambas marcam: Sim, …"); none for 1X2, whose outcomes name themselves. */
export function spokenMarket(market: Market): string | undefined {
  return market.key === "1x2" ? undefined : marketLabel(market);
}

/**
 * The share of the stakes a book pays back. 1X2 is core's `payout` (1 / Σ 1/odd); a two-way book the same over its
 * two prices; Dupla chance covers each result twice, so 2 / Σ 1/odd. NaN when a price is missing or unusable.
 */
export function marketPayout(market: Market, prices: readonly (number | null)[]): number {
  if (market.key === "1x2") return payout(prices);
  const count = market.key === "double_chance" ? 3 : 2;
  if (prices.length !== count) return Number.NaN;
  let sum = 0;
  for (const p of prices) {
    if (p === null || !isUsableOdd(p)) return Number.NaN;
    sum += 1 / p;
  }
  return (market.key === "double_chance" ? 2 : 1) / sum;
}

/**
 * The short headings over a day's odds columns (the league header's 'Casa' / 'X' / 'Fora' in 1X2): what each of
 * OddsRow's columns holds in this market.
 */
export function oddsColumnHeadings(market: Market): string[] {
  switch (market.key) {
    case "1x2":
      return [COLUMN_HOME, COLUMN_DRAW, COLUMN_AWAY];
    case "btts":
      return ["Sim", "Não"];
    case "totals":
      return ["Mais", "Menos"];
    case "double_chance":
      return [...DOUBLE_CHANCE_SHORT];
    case "dnb":
      return [COLUMN_HOME, COLUMN_AWAY];
  }
}
