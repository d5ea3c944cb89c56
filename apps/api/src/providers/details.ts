/**
 * What a football provider (demo or API-Football) hands to the rest of the server beyond the day's fixture list
 * (`ProviderFixture` in ./fixture-types.ts): match details, standings and the request budget.
 */

import type { ProviderFixture, ProviderTeam } from "./fixture-types.ts";

/** A minute of play: `elapsed` 45 with `extra` 2 is "45+2'". */
export interface ProviderEventTime {
  elapsed: number | null;
  extra: number | null;
}

/** A goal, card, substitution or VAR decision, in the provider's words ("Goal" / "Normal Goal"). */
export interface ProviderEvent {
  /** The team the event counts for (its provider id); null when the provider could not say. */
  teamId: number | null;
  time: ProviderEventTime;
  /** "Goal", "Card", "subst", "Var", … */
  type: string;
  /** "Normal Goal", "Yellow Card", "Substitution 1", … */
  detail: string | null;
  player: string | null;
  /** The assisting player; for a substitution API-Football puts the other player of the swap here. */
  assist: string | null;
  comments: string | null;
}

export interface ProviderLineupPlayer {
  id: number | null;
  name: string;
  number: number | null;
  /** "G", "D", "M", "F"; null when unknown. */
  pos: string | null;
  /** Position on the pitch drawing as "row:col" (row 1 = goalkeeper), exactly as the provider sends it; null for substitutes. */
  grid: string | null;
}

export interface ProviderLineup {
  team: ProviderTeam;
  formation: string | null;
  coach: string | null;
  startXI: ProviderLineupPlayer[];
  substitutes: ProviderLineupPlayer[];
}

/** One line of the match statistics: "Ball Possession" → "55%", "Fouls" → 9, "Offsides" → null. */
export interface ProviderStatistic {
  type: string;
  value: number | string | null;
}

export interface ProviderTeamStatistics {
  team: ProviderTeam;
  statistics: ProviderStatistic[];
}

/**
 * A match with its details (`/fixtures?ids=`). `fixture.odds` is always empty here: odds come from `/odds`.
 *
 * Empty `lineups`, `events` or `statistics` mean "the provider has nothing yet", not "there is nothing":
 * lineups in particular come back empty until about an hour before kick-off, so a store must never let an
 * empty list replace one it already holds.
 */
export interface ProviderFixtureDetail {
  fixture: ProviderFixture;
  referee: string | null;
  events: ProviderEvent[];
  lineups: ProviderLineup[];
  statistics: ProviderTeamStatistics[];
}

export interface ProviderStandingSplit {
  played: number;
  win: number;
  draw: number;
  lose: number;
  goals: { for: number; against: number };
}

/** One row of a league table. */
export interface ProviderStanding {
  rank: number;
  team: ProviderTeam;
  points: number;
  goalsDiff: number;
  /** The table the row belongs to ("Premier League", "Group A", …): cups have several. */
  group: string | null;
  /** Last results, newest first as API-Football sends it, e.g. "LDWWW"; null when the provider has none. */
  form: string | null;
  /** Qualification or relegation note, e.g. "Relegation - Championship". */
  description: string | null;
  all: ProviderStandingSplit;
  home: ProviderStandingSplit | null;
  away: ProviderStandingSplit | null;
}
