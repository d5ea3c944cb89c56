/**
 * Odds sources: services that sell bookmakers' prices, separate from the fixtures provider. A source knows its
 * own events (its ids, its team spellings); matching them to our fixtures is the caller's job.
 */

/** One bookmaker's 1X2 prices for an event (decimal odds), under our house name. */
export interface SourceQuote {
  /** Our house name, exactly as @placar/core/houses spells it (mapped from the source's bookmaker key). */
  house: string;
  /** The source's own bookmaker key, e.g. "betano". */
  sourceBookmaker: string;
  home: number;
  draw: number;
  away: number;
  /** When the source says the bookmaker last changed or confirmed the price (ISO-8601), if it says. */
  lastUpdate: string | null;
}

/**
 * One bookmaker's prices in a market beyond 1X2 (`@placar/core/markets`: `market` is its id, "btts", "totals:2.5",
 * "double_chance", "dnb"; `prices` in `outcomeLabels` order), under our house name.
 */
export interface SourceMarketQuote {
  house: string;
  sourceBookmaker: string;
  market: string;
  prices: number[];
  lastUpdate: string | null;
}

/** An event as the source lists it, with the prices of the houses we map. */
export interface SourceEvent {
  /** The source's name, e.g. "the-odds-api". */
  source: string;
  /** The source's id of the event. */
  eventId: string;
  /** The source's competition key, e.g. "soccer_brazil_campeonato". */
  sportKey: string;
  /** The source's competition title, e.g. "Brazil Série A", when it sends one. */
  competition: string | null;
  /** Team names as the source spells them. */
  home: string;
  away: string;
  /** Kick-off as an ISO-8601 UTC instant. */
  commenceTime: string;
  /**
   * When this event list was read from the source (ISO-8601, the `now` of that poll). A poll returns the last
   * good list of every competition, so this can be older than the poll that returned it.
   */
  fetchedAt: string;
  /** Prices of the mapped houses that priced all three outcomes; may be empty. */
  quotes: SourceQuote[];
  /**
   * Events of one source that share a group may not be attached to the same fixture twice; events of different
   * groups may (a house feed: one group per house, each pricing the same game). Absent: one group for the source.
   */
  group?: string;
  /** Houses whose market on this event is suspended: their price must disappear from the matched game. */
  withdrawn?: string[];
  /** Prices in the other markets (absent: none); each replaces the same house's book of that market. */
  marketQuotes?: SourceMarketQuote[];
  /** Markets suspended by a house on this event (`${house}\n${market}`): that book leaves the matched game. */
  withdrawnMarkets?: string[];
}

export type SourceFailureKind =
  /** The key was refused (missing, invalid, deactivated). */
  | "auth"
  /** The usage quota is spent. */
  | "quota"
  /** Too many requests (HTTP 429). */
  | "rate-limit"
  /** No answer within the timeout. */
  | "timeout"
  /** Connection refused or reset, DNS failure, … */
  | "network"
  /** An HTTP 5xx. */
  | "http"
  /** Another 4xx: the request itself was refused (unknown sport, invalid region, …). */
  | "refused"
  /** A 200 whose body is not the expected JSON. */
  | "invalid-response";

/** A call to the source that failed. */
export interface SourceFailure {
  kind: SourceFailureKind;
  /** The competition whose call failed; null when it concerns the whole source. */
  sportKey: string | null;
  /** Ready to show to an operator (Portuguese). */
  message: string;
  /** HTTP status of the answer, when there was one. */
  status: number | null;
  /** The source's own error code, when it sent one (The Odds API: `error_code`, e.g. "INVALID_KEY"). */
  code: string | null;
  /** When it failed (ISO-8601). */
  at: string;
}

/** Why a source sends nothing for a while. */
export type SourcePauseReason = "quota" | "rate-limit" | "auth";

/** What one competition's calls have done. */
export interface SourceSportStatus {
  sportKey: string;
  /** Last call sent (ISO-8601), whatever came of it. */
  lastCallAt: string | null;
  /** Last call that returned a list (ISO-8601). */
  lastSuccessAt: string | null;
  /** Earliest next call (ISO-8601): the poll interval after the last call, or the end of a pause. */
  nextCallAt: string | null;
  /** Events in the last good list; null before the first. */
  events: number | null;
  /** The last call's failure (Portuguese); null when it succeeded or before the first call. */
  lastError: string | null;
  /** Why the next call is then, for a planned source (core's odds-plan: live, kickoff-1h, …, no-events, budget). */
  planReason?: string | null;
}

/** The per-event calls of one business day (São Paulo's), for the operators. */
export interface SourceEventCalls {
  date: string;
  /** The markets asked for, as the provider names them (btts, draw_no_bet…). */
  markets: string[];
  /** Calls sent, whatever came of them. */
  sent: number;
  /** Games due a call that were not asked for, to keep credits for the 1X2 calls. */
  skipped: number;
  /** Credits the calls cost, as the provider counted them (else one per region and market asked). */
  credits: number;
  /** The last call sent (ISO-8601). */
  lastAt: string | null;
}

/** What a source knows about its own calls, for the operators. */
export interface SourceStatus {
  name: string;
  /** Last poll that sent at least one call (ISO-8601). */
  lastPollAt: string | null;
  /** Last call that succeeded (ISO-8601), null before the first. */
  lastSuccessAt: string | null;
  /** The most recent failure of any call, kept after later successes (compare its `at` with `lastSuccessAt`). */
  lastError: SourceFailure | null;
  /** Usage credits left until the source's quota resets, as it last said; null before it said. */
  quotaRemaining: number | null;
  /** Usage credits spent since the last reset, as the source last said. */
  quotaUsed: number | null;
  /** What the last call cost, as the source said. */
  quotaLastCost: number | null;
  /** No call is sent before this instant (ISO-8601); null when not paused. */
  pausedUntil: string | null;
  pauseReason: SourcePauseReason | null;
  /** The pause explained for the operators (Portuguese). */
  pauseMessage: string | null;
  /** Earliest instant a poll may send a call (ISO-8601); null when a call is due now. */
  nextCallAt: string | null;
  sports: SourceSportStatus[];
  /** A source that charges credits, planned over the month: its budget and spending. */
  credits?: {
    monthly: number;
    spentThisMonth: number;
    remaining: number | null;
    costPerCall: number;
    /** What the month will have spent at its end if the current plan goes on (bounded by the budget). */
    projection: number;
  };
  /**
   * The per-event calls of the business day (The Odds API's markets its sport call does not serve, set by
   * THEODDSAPI_EVENT_MARKETS); absent when none are asked for.
   */
  eventCalls?: SourceEventCalls;
}

/**
 * A source of prices. `poll(now)` never throws: it sends the calls that are due (each competition at most once
 * per poll interval, none while paused), records failures in `status()`, and resolves with the last good event
 * list of every competition (fresh where a call succeeded, the previous one otherwise: the caller decides
 * whether `fetchedAt` is recent enough).
 */
export interface OddsSource {
  readonly name: string;
  poll(now: Date): Promise<SourceEvent[]>;
  status(): SourceStatus;
  /** Whether the source has anything to poll now (absent: always); a disabled source is left out of health. */
  enabled?(): boolean | Promise<boolean>;
  /** The houses the source may price now, when the source knows them itself (a house feed's houses). */
  houseKeys?(): ReadonlySet<string>;
  /**
   * When a poll next has a call to send (ms); null: none planned. The price path polls the source then, and merges
   * at once what changed. Absent: polled every price-path fallback interval.
   */
  nextPollAt?(now: Date): number | null;
}

/** The logger a source writes to (a Fastify/pino logger fits). Messages in English. */
export interface SourceLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}
