// Story data for the markets beyond 1X2 (issue 44): Flamengo x Palmeiras, the houses of match.fixtures.ts, prices
// near what a 2,10 / 3,25 / 3,50 1X2 implies (about 2,6 goals expected).
import { outcomeLabels, type Market } from "@placar/core/markets";

import type { HouseOdd } from "./odds-by-house.tsx";

export const HOME = "Flamengo";
export const AWAY = "Palmeiras";

export const BTTS: Market = { key: "btts" };
export const TOTALS_2_5: Market = { key: "totals", line: 2.5 };
export const DOUBLE_CHANCE: Market = { key: "double_chance" };
export const DNB: Market = { key: "dnb" };

/** Each house's prices in core's outcomeLabels order; null where it does not price that outcome. */
export const BOOKS: Record<
  Exclude<Market["key"], "1x2">,
  readonly (readonly [house: string, prices: readonly (number | null)[]])[]
> = {
  btts: [
    ["Bateu Bet", [1.9, 1.85]],
    ["MGM Bet", [1.87, 1.9]],
    ["BetPontoBet", [1.95, 1.8]],
    ["Lotogreen", [1.88, 1.88]],
    ["HanzBet", [1.85, 1.93]],
    ["Geral Bet", [1.9, 1.86]],
    ["MC Games", [1.92, null]],
  ],
  totals: [
    ["Bateu Bet", [2.05, 1.75]],
    ["MGM Bet", [2.0, 1.8]],
    ["BetPontoBet", [2.08, 1.72]],
    ["Lotogreen", [1.98, 1.82]],
    ["HanzBet", [2.02, 1.78]],
    ["Geral Bet", [2.05, 1.76]],
  ],
  double_chance: [
    ["Bateu Bet", [1.28, 1.3, 1.7]],
    ["MGM Bet", [1.27, 1.31, 1.72]],
    ["BetPontoBet", [1.3, 1.29, 1.68]],
    ["Lotogreen", [1.29, 1.3, 1.69]],
    ["HanzBet", [1.26, 1.32, 1.71]],
    ["Geral Bet", [1.28, 1.3, 1.7]],
  ],
  dnb: [
    ["Bateu Bet", [1.55, 2.45]],
    ["MGM Bet", [1.53, 2.5]],
    ["BetPontoBet", [1.57, 2.4]],
  ],
};

/** The market's odds as the API sends them: one per house and outcome, the option named as core writes it. */
export function marketOdds(market: Market): HouseOdd[] {
  const books = market.key === "1x2" ? [] : BOOKS[market.key];
  const labels = outcomeLabels(market, HOME, AWAY);
  return books.flatMap(([bet, prices]) =>
    prices.flatMap((odd, i) => (odd === null ? [] : [{ bet, option: labels[i]!, odd }])),
  );
}

/** The best price of each outcome and the first house offering it, in outcomeLabels order. */
export function marketBest(market: Market): ({ odd: number; house: string } | null)[] {
  const labels = outcomeLabels(market, HOME, AWAY);
  const odds = marketOdds(market);
  return labels.map((option) =>
    odds
      .filter((o) => o.option === option)
      .reduce<{ odd: number; house: string } | null>(
        (best, o) => (best === null || o.odd > best.odd ? { odd: o.odd, house: o.bet } : best),
        null,
      ),
  );
}
