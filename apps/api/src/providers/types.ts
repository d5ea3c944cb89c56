import type { StatusCode } from "@placar/core/status";
import type { ProviderFixtureDetail, ProviderStanding } from "./details.ts";

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
  /** House name exactly as the spec spells it, e.g. "Bateu Bet". */
  house: string;
  home: number;
  draw: number;
  away: number;
}

export interface ProviderFixture {
  /** Provider fixture id (API-Football's fixture.id; the demo's own ids). */
  id: number;
  /** Kick-off as an ISO-8601 UTC instant. */
  kickoff: string;
  /** Status in the spec's codes (see @placar/core/status). */
  status: StatusCode;
  /** Minutes played when live, else null. */
  elapsed: number | null;
  league: ProviderLeague;
  home: ProviderTeam;
  away: ProviderTeam;
  goals: { home: number | null; away: number | null };
  venue: { name: string; city: string } | null;
  odds: ProviderOdds[];
}

export interface FootballProvider {
  readonly name: "demo" | "api-football";
  /** Every fixture whose kick-off falls on the Brazilian calendar day `date` (YYYY-MM-DD), as seen at `now`. */
  fixturesByDate(date: string, now: Date): Promise<ProviderFixture[]>;
  /** Events, lineups and statistics of the given fixtures (unknown ids are left out). */
  fixtureDetails(ids: readonly number[], now?: Date): Promise<ProviderFixtureDetail[]>;
  /** A league's table for a season; [] for cups or when the provider has none. */
  standings(leagueId: number, season: number, now?: Date): Promise<ProviderStanding[]>;
}
