/**
 * The match and analysis pages' markets beyond 1X2 (issue 44, docs/product.md#match-page): which market the address
 * asks for (`?mercado=`), each market's address, and the markets endpoint's board of one market turned into what the
 * odds components take. Pure: no React, no fetching. 1X2 does not come through here: it keeps the fixture's `odds`.
 */

import type { GetFixtureMarketsData } from "@placar/api-client/queries";
import { freshnessLabel } from "@placar/core/market";
import { marketFromSlug, marketId, marketSlug, outcomeCount, outcomeLabels, type Market } from "@placar/core/markets";
import type { ClosingLineRow } from "@placar/ui/product/closing-line-table";
import type { FairBook } from "@placar/ui/product/fair-odds";
import type { HouseOdd } from "@placar/ui/product/odds-by-house";

/** One market of a game as the markets endpoint sends it. */
export type MarketBoard = GetFixtureMarketsData["markets"][number];

/** 1X2: the default market, the one the address names by leaving `?mercado=` out. */
export const DEFAULT_MARKET: Market = { key: "1x2" };

/** The market `?mercado=` names; 1X2 when absent or unknown (the server already sends an unknown value away). */
export function marketFromQuery(raw: string | null | undefined): Market {
  return (raw ? marketFromSlug(raw) : null) ?? DEFAULT_MARKET;
}

/** The page's address for a market: `base` itself for 1X2, else `base` with `mercado=` added to its query. */
export function marketHref(base: string, market: Market): string {
  if (market.key === "1x2") return base;
  return `${base}${base.includes("?") ? "&" : "?"}mercado=${marketSlug(market)}`;
}

/** The board of `market` in the endpoint's answer, or null when no house quotes it. */
export function findBoard(data: GetFixtureMarketsData | undefined, market: Market): MarketBoard | null {
  const id = marketId(market);
  return data?.markets.find((b) => b.market === id) ?? null;
}

/** A house's prices, each a usable odd or null (a board may carry a house that quotes only part of a market). */
function usable(price: number | null | undefined): number | null {
  return typeof price === "number" && Number.isFinite(price) && price > 1 ? price : null;
}

/**
 * Every house's prices as the odds tables take them: `option` is the outcome's name as the page writes it (core's
 * `outcomeLabels` with the page's team names), matched by position, so the board's own spelling of the teams does
 * not matter.
 */
export function boardOdds(board: MarketBoard, market: Market, home: string, away: string): HouseOdd[] {
  const names = outcomeLabels(market, home, away);
  return board.houses.flatMap((h) =>
    names.flatMap((option, i) => {
      const odd = usable(h.prices[i]);
      return odd === null ? [] : [{ bet: h.house, option, odd }];
    }),
  );
}

/** Per house, the prices its arrows compare with (the opening; live, a few minutes ago), one per outcome. */
export function boardPrevious(board: MarketBoard): Map<string, (number | null)[]> {
  return new Map(board.houses.map((h) => [h.house, h.previous.map((p) => usable(p))]));
}

/** Per house, how old its price is once it is no longer fresh ('há 12 min'); fresh ones are absent. */
export function boardAges(board: MarketBoard, now: Date): Map<string, string> {
  const out = new Map<string, string>();
  for (const h of board.houses) {
    const label = freshnessLabel(h.checked_at, now);
    if (label) out.set(h.house, label);
  }
  return out;
}

/** The best price of each outcome and its house, in the market's order. */
export function boardBest(board: MarketBoard, market: Market): ({ odd: number; house: string } | null)[] {
  return Array.from({ length: outcomeCount(market) }, (_, i) => {
    const b = board.best[i];
    return b && usable(b.price) !== null ? { odd: b.price, house: b.house } : null;
  });
}

/** The houses whose book prices every outcome of the market. */
function completeBooks(board: MarketBoard, market: Market): MarketBoard["houses"] {
  const count = outcomeCount(market);
  return board.houses.filter((h) => h.prices.length === count && h.prices.every((p) => usable(p) !== null));
}

/**
 * The margin-free consensus as FairOdds takes it (the endpoint's mean of each complete book without its margin), or
 * null when no house prices every outcome.
 */
export function boardFair(board: MarketBoard, market: Market): FairBook | null {
  const fair = board.fair;
  const houses = completeBooks(board, market).length;
  if (!fair || fair.length !== outcomeCount(market) || houses === 0) return null;
  return { houses, probabilities: fair.map((f) => f.probability), fairOdds: fair.map((f) => f.odd) };
}

/**
 * A finished game's opening and closing prices per house: the board's prices are the last ones, and its arrows'
 * reference (`previous`) is the opening before and after the game (null when the same or unknown).
 */
export function boardClosingRows(board: MarketBoard, market: Market): ClosingLineRow[] {
  return completeBooks(board, market).map((h) => ({
    house: h.house,
    opening: h.previous.map((p) => usable(p)),
    closing: h.prices,
  }));
}

/** Each house with a complete book, with its prices now: what a price alert on the market is chosen from. */
export function boardAlertQuotes(board: MarketBoard, market: Market): { house: string; prices: number[] }[] {
  return completeBooks(board, market).map((h) => ({ house: h.house, prices: [...h.prices] }));
}
