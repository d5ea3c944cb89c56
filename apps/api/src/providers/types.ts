import type { ProviderFixtureDetail, ProviderStanding } from "./details.ts";
import type { ProviderFixture } from "./fixture-types.ts";

export type {
  ProviderFixture,
  ProviderLeague,
  ProviderMarketOdds,
  ProviderOdds,
  ProviderTeam,
} from "./fixture-types.ts";

/** A call to the provider that failed. */
export interface ProviderFailure {
  /** Which call ("fixtures", "fixtureDetails", "standings", "odds", …). */
  call: string;
  /** The failure's class (API-Football: "quota", "timeout", "http", …; "unknown" otherwise). */
  kind: string;
  /** Ready to show to an operator. */
  message: string;
  /** When it failed (ISO-8601). */
  at: string;
}

/** The requests a metered provider still allows (API-Football's key: per Brazilian day and per minute). */
export interface ProviderBudget {
  dayLimit: number;
  /** "provider": the plan announced in the provider's headers; "configured": our own cap, lower; "default": the conservative start before the provider has answered. */
  dayLimitSource: "provider" | "configured" | "default";
  dayUsed: number;
  dayRemaining: number;
  /** When the day's allowance comes back (ISO-8601). */
  dayResetAt: string;
  minuteLimit: number;
  minuteLimitSource: "provider" | "configured" | "default";
  minuteRemaining: number;
}

/** What a provider knows about its own calls, for `/api/health`. */
export interface ProviderStatus {
  /** Last time any call succeeded (ISO-8601), null before the first. */
  lastSuccessAt: string | null;
  /** The most recent failure of any call, kept after later successes (compare its `at` with `lastSuccessAt`). */
  lastFailure: ProviderFailure | null;
  /** What is left of the request budget; null when the provider is not metered. */
  budget: ProviderBudget | null;
}

export type PollReason = "live" | "kickoff" | "idle" | "budget-exhausted";

/** When to ask a metered provider for the day's fixtures again. */
export interface PollPlan {
  /** Wait this long before the next poll. */
  delayMs: number;
  reason: PollReason;
  /** Matches being played now. */
  live: number;
}

export interface PollOptions {
  /** Never poll more often (default 15 s: the provider itself refreshes live data every 15 s). */
  minIntervalMs?: number;
  /** While nothing is live, never wait longer than this unless the budget forces it (default 30 min). */
  maxIdleIntervalMs?: number;
  /** Requests one poll costs (default 1: the day's fixture list). */
  requestsPerPoll?: number;
  /** Requests of the remaining daily budget kept back for details, standings and odds (default 0). */
  reserve?: number;
}

export interface FootballProvider {
  readonly name: "demo" | "api-football";
  /** The provider's own view of its calls and budget; absent when it cannot fail or run out (the demo). */
  status?(): ProviderStatus;
  /**
   * When to pull the day's list again given what is on it and what the budget allows; absent when polling
   * costs nothing (the demo, pulled every INGEST_INTERVAL_SECONDS).
   */
  nextPoll?(fixtures: readonly ProviderFixture[], now: Date, options?: PollOptions): PollPlan;
  /**
   * A started or finished fixture's prices from this provider are its last pre-match prices (API-Football's `/odds`;
   * the demo's finished games): a game first seen after its kick-off takes them as its closing line.
   */
  readonly finishedOddsAreClosing?: boolean;
  /** Every fixture whose kick-off falls on the Brazilian calendar day `date` (YYYY-MM-DD), as seen at `now`. */
  fixturesByDate(date: string, now: Date): Promise<ProviderFixture[]>;
  /** Events, lineups and statistics of the given fixtures (unknown ids are left out). */
  fixtureDetails(ids: readonly number[], now?: Date): Promise<ProviderFixtureDetail[]>;
  /** A league's table for a season; [] for cups or when the provider has none. */
  standings(leagueId: number, season: number, now?: Date): Promise<ProviderStanding[]>;
  /** A club's fixtures of a season, in every competition, in kick-off order (the team page); [] for an unknown club. */
  teamSeason(teamId: number, season: number, now?: Date): Promise<ProviderFixture[]>;
  /** A competition's fixtures of a season, in kick-off order (the league page); [] for an unknown competition. */
  leagueSeason(leagueId: number, season: number, now?: Date): Promise<ProviderFixture[]>;
}
