import type { StatusCode } from "@placar/core/status";

/** The day list's records, shared by the provider contract (types.ts) and the details (details.ts). */

/** A competition as the data provider knows it. */
export interface ProviderLeague {
  id: number;
  name: string;
  country: string;
  /** Absolute or site-relative URL of the league's logo; null when the provider has none. */
  logo: string | null;
  season: number;
}

export interface ProviderTeam {
  id: number;
  name: string;
  logo: string | null;
}

/** One betting house's 1X2 prices for a match (decimal odds). */
export interface ProviderOdds {
  /** House name exactly as docs/product.md#betting-houses spells it, e.g. "Bateu Bet". */
  house: string;
  home: number;
  draw: number;
  away: number;
  /**
   * When the source last confirmed this price (ISO-8601), if it says; absent means the poll that read it just did
   * (the demo). API-Football sends its odds' `update` time, and caches odds between its own polls.
   */
  checkedAt?: string;
}

/**
 * One betting house's prices in a market beyond 1X2 (issue 44; `@placar/core/markets`): `market` is its `marketId`
 * ("btts", "totals:2.5", "double_chance", "dnb") and `prices` its outcomes in `outcomeLabels` order.
 */
export interface ProviderMarketOdds {
  house: string;
  market: string;
  prices: number[];
  /** As `ProviderOdds.checkedAt`: when the source last confirmed it, if it says. */
  checkedAt?: string;
}

export interface ProviderFixture {
  /** Provider fixture id (API-Football's fixture.id; the demo's own ids). */
  id: number;
  /** Kick-off as an ISO-8601 UTC instant. */
  kickoff: string;
  /** Status in the product's codes (docs/product.md#fixture-status-groups, @placar/core/status). */
  status: StatusCode;
  /** Minutes played when live, else null. */
  elapsed: number | null;
  league: ProviderLeague;
  home: ProviderTeam;
  away: ProviderTeam;
  goals: { home: number | null; away: number | null };
  venue: { name: string; city: string } | null;
  odds: ProviderOdds[];
  /** The houses' prices in the other markets (absent: none); the 1X2 stays in `odds`. */
  markets?: ProviderMarketOdds[];
}
