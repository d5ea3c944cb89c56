/**
 * The Odds API v4 as an odds source: `GET {base}/v4/sports/{sport}/odds?regions=…&markets=h2h` for each
 * configured competition, 1X2 prices in decimal, bookmakers mapped to our houses by THEODDSAPI_BOOKMAKERS.
 *
 * Spending: a call costs one usage credit per region (h2h only; an empty answer costs nothing), and the plan's
 * quota is counted by the provider (`x-requests-remaining`, `x-requests-used`, `x-requests-last`). So:
 * - each competition is called at most once per poll interval, whatever came of the last call (no retries);
 * - when the remaining credits cannot pay for a call (or the provider says OUT_OF_USAGE_CREDITS), nothing is
 *   sent until 00:00 UTC, when one call probes whether the quota is back (a refused call costs nothing): if its
 *   headers say there are credits again, polling goes on; if not, the pause starts again until the next day;
 * - a refused key (401/403) pauses every call for `authPauseMs` (a refused call costs nothing, but a retry storm
 *   helps nobody); a 429 pauses them for its Retry-After, else for a doubling backoff;
 * - a 5xx, a timeout or a network failure concerns that competition only: its previous list stays in the poll's
 *   answer, marked by its `fetchedAt`, and the failure is in `status()`.
 * The key travels in the query string (the provider's only way), so it is never logged nor put in a message.
 *
 * Markets the sport call does not serve (THEODDSAPI_EVENT_MARKETS: `btts`, `draw_no_bet`, soccer's additional
 * markets) come from the per-event call, `GET {base}/v4/sports/{sport}/events/{id}/odds?regions=…&markets=…`, sent
 * right after a competition's successful call for each of its games of the day (the São Paulo calendar's, or in
 * play; kick-off not yet 150 minutes past; priced by a mapped bookmaker), soonest first. Such a call costs one
 * credit per region and market returned; it is sent only when the credits it costs have accrued and no competition's
 * next 1X2 call would come later for it (the plan's schedule is simulated with and without it), and never below one
 * 1X2 call's worth of the provider's remaining credits. A skipped game keeps its last books, which age out by the
 * sanity rules.
 */

import { businessDate } from "@placar/core/dates";
import {
  creditsAllowAt,
  LIVE_SPAN_MS,
  monthOf,
  monthProjection,
  nextDueAt,
  planCompetition,
  stakeInterval,
  type CreditBudget,
  type CompetitionPlan,
} from "@placar/core/odds-plan";
import { z } from "zod";
import { parseRetryAfter } from "../providers/api-football/client.ts";
import type { TheOddsApiSettings } from "./settings.ts";
import type {
  OddsSource,
  SourceEvent,
  SourceFailure,
  SourceFailureKind,
  SourceLogger,
  SourceMarketQuote,
  SourcePauseReason,
  SourceQuote,
  SourceEventCalls,
  SourceStatus,
} from "./types.ts";

export const THE_ODDS_API_SOURCE = "the-odds-api";

const DAY_MS = 86_400_000;
const DRAW = "Draw";

export interface TheOddsApiSourceOptions {
  settings: TheOddsApiSettings;
  /** Per call, headers and body included (default 10 000). */
  timeoutMs?: number;
  /** How long a refused key stops every call (default 1 h). */
  authPauseMs?: number;
  /** Pause after a 429 without Retry-After (default 60 s); doubles with every 429 in a row. */
  rateLimitBackoffMs?: number;
  /** Longest such pause (default 15 min). */
  rateLimitBackoffMaxMs?: number;
  fetch?: typeof fetch;
  log?: SourceLogger;
  /**
   * The bookmaker key → house mapping in force, asked at every call (the houses' source keys an admin edits, with
   * THEODDSAPI_BOOKMAKERS over them); default: `settings.bookmakers`.
   */
  bookmakers?: () => ReadonlyMap<string, string>;
  /**
   * Plan the calls (core's odds-plan): each competition as often as its games need, none without a game in the
   * window (the free event listing says), within `settings.monthlyCredits` spread over the month. Without it, every
   * competition is called once per `settings.pollSeconds`.
   */
  planned?: boolean;
}

/** How often a competition's event list (free of credits) is read again for the plan. */
export const EVENTS_REFRESH_MS = 6 * 3_600_000;

// ---------------------------------------------------------------------------------------------------------------
// Parsing

const eventSchema = z.object({
  id: z.string().min(1),
  sport_key: z.string().min(1),
  sport_title: z.string().nullish().catch(null),
  commence_time: z.string(),
  home_team: z.string().min(1),
  away_team: z.string().min(1),
  bookmakers: z.array(z.unknown()).nullish().catch(null),
});

const bookmakerSchema = z.object({
  key: z.string().min(1),
  last_update: z.string().nullish().catch(null),
  markets: z.array(z.unknown()).nullish().catch(null),
});

const marketSchema = z.object({
  key: z.string(),
  last_update: z.string().nullish().catch(null),
  outcomes: z.array(z.unknown()).nullish().catch(null),
});

const outcomeSchema = z.object({ name: z.string(), price: z.unknown() });
const pointOutcomeSchema = z.object({ name: z.string(), price: z.unknown(), point: z.number().nullish().catch(null) });

/**
 * A mapped bookmaker's books in the other markets The Odds API answers for soccer (issue 44), in core/markets' ids
 * and outcome order: `totals` (Over/Under with their `point`, one book per half-goal line), and, from the per-event
 * call, `btts` (Yes/No) and `draw_no_bet` (the teams' names). Outcomes found by name, never by position; a book
 * missing an outcome or with an unusable price is left out.
 */
function otherQuotes(
  home: string,
  away: string,
  bookmaker: z.infer<typeof bookmakerSchema>,
  house: string,
): SourceMarketQuote[] {
  const out: SourceMarketQuote[] = [];
  for (const raw of bookmaker.markets ?? []) {
    const market = marketSchema.safeParse(raw);
    if (!market.success) continue;
    const lastUpdate = isoOrNull(market.data.last_update) ?? isoOrNull(bookmaker.last_update);
    const outcomes = (market.data.outcomes ?? []).flatMap((o) => {
      const parsed = pointOutcomeSchema.safeParse(o);
      return parsed.success ? [{ ...parsed.data, name: parsed.data.name.normalize("NFC") }] : [];
    });
    const price = (name: string, point: number | null = null) => {
      const found = outcomes.filter((o) => o.name === name && (point === null || o.point === point));
      const p = found.length === 1 ? found[0]?.price : undefined;
      return validPrice(p) ? p : undefined;
    };
    const add = (id: string, prices: Array<number | undefined>) => {
      if (prices.every((p) => p !== undefined))
        out.push({ house, sourceBookmaker: bookmaker.key, market: id, prices, lastUpdate });
    };
    if (market.data.key === "totals" || market.data.key === "alternate_totals") {
      const points = [...new Set(outcomes.map((o) => o.point))].filter(
        (l): l is number => typeof l === "number" && l % 1 === 0.5 && l > 0 && l < 10,
      );
      for (const line of points.sort((a, b) => a - b)) {
        if (out.some((q) => q.market === `totals:${line}`)) continue;
        add(`totals:${line}`, [price("Over", line), price("Under", line)]);
      }
    } else if (market.data.key === "btts") add("btts", [price("Yes"), price("No")]);
    else if (market.data.key === "draw_no_bet") add("dnb", [price(home), price(away)]);
  }
  return out;
}

/** Why a mapped bookmaker's prices were left out of an event. */
export type QuoteRejection =
  /** No h2h market. */
  | "no-h2h"
  /** The home team, the away team or Draw is not among the outcomes. */
  | "missing-outcome"
  /** One of the three names appears more than once. */
  | "ambiguous-outcome"
  /** A price that is not a finite number above 1.0. */
  | "bad-price";

export interface TheOddsApiParseResult {
  events: SourceEvent[];
  /** Items of the list that are not events (no id, no teams, an unreadable kick-off, …). */
  invalidEvents: number;
  /** Mapped bookmakers whose prices were left out, and why. Unmapped bookmakers are not listed. */
  rejected: Array<{ eventId: string; bookmaker: string; reason: QuoteRejection }>;
}

function isoOrNull(value: string | null | undefined): string | null {
  if (value === null || value === undefined || value.trim() === "") return null;
  const t = Date.parse(value);
  return Number.isNaN(t) ? null : new Date(t).toISOString();
}

function validPrice(price: unknown): price is number {
  return typeof price === "number" && Number.isFinite(price) && price > 1;
}

/** The prices of the three outcomes, found by name (never by position). */
function h2hQuote(
  home: string,
  away: string,
  bookmaker: z.infer<typeof bookmakerSchema>,
  house: string,
): SourceQuote | QuoteRejection {
  const market = (bookmaker.markets ?? [])
    .map((m) => marketSchema.safeParse(m))
    .find((m) => m.success && m.data.key === "h2h");
  if (market === undefined || !market.success) return "no-h2h";
  const outcomes = (market.data.outcomes ?? []).flatMap((o) => {
    const parsed = outcomeSchema.safeParse(o);
    return parsed.success ? [{ name: parsed.data.name.normalize("NFC"), price: parsed.data.price }] : [];
  });
  const prices: number[] = [];
  for (const name of [home, DRAW, away]) {
    const matching = outcomes.filter((o) => o.name === name);
    if (matching.length === 0) return "missing-outcome";
    if (matching.length > 1) return "ambiguous-outcome";
    const price = (matching[0] as { price: unknown }).price;
    if (!validPrice(price)) return "bad-price";
    prices.push(price);
  }
  return {
    house,
    sourceBookmaker: bookmaker.key,
    home: prices[0] as number,
    draw: prices[1] as number,
    away: prices[2] as number,
    lastUpdate: isoOrNull(market.data.last_update) ?? isoOrNull(bookmaker.last_update),
  };
}

/**
 * An `/v4/sports/{sport}/odds` answer (h2h, decimal, ISO dates) as source events, with the prices of the
 * bookmakers in `bookmakers` (The Odds API key → our house). Null when the body is not a list.
 */
export function parseTheOddsApiOdds(
  body: unknown,
  bookmakers: ReadonlyMap<string, string>,
  fetchedAt: string,
): TheOddsApiParseResult | null {
  if (!Array.isArray(body)) return null;
  const result: TheOddsApiParseResult = { events: [], invalidEvents: 0, rejected: [] };
  for (const item of body) {
    const parsed = eventSchema.safeParse(item);
    const commenceTime = parsed.success ? isoOrNull(parsed.data.commence_time) : null;
    if (!parsed.success || commenceTime === null) {
      result.invalidEvents += 1;
      continue;
    }
    const e = parsed.data;
    const home = e.home_team.normalize("NFC");
    const away = e.away_team.normalize("NFC");
    if (home === away || home === DRAW || away === DRAW) {
      result.invalidEvents += 1;
      continue;
    }
    const quotes: SourceQuote[] = [];
    const marketQuotes: SourceMarketQuote[] = [];
    for (const raw of e.bookmakers ?? []) {
      const bookmaker = bookmakerSchema.safeParse(raw);
      if (!bookmaker.success) continue;
      const house = bookmakers.get(bookmaker.data.key);
      if (house === undefined) continue;
      if (!marketQuotes.some((q) => q.house === house))
        marketQuotes.push(...otherQuotes(home, away, bookmaker.data, house));
      const quote = h2hQuote(home, away, bookmaker.data, house);
      if (typeof quote === "string") {
        result.rejected.push({ eventId: e.id, bookmaker: bookmaker.data.key, reason: quote });
      } else if (!quotes.some((q) => q.house === quote.house)) {
        quotes.push(quote);
      }
    }
    result.events.push({
      source: THE_ODDS_API_SOURCE,
      eventId: e.id,
      sportKey: e.sport_key,
      competition: e.sport_title ?? null,
      home: e.home_team,
      away: e.away_team,
      commenceTime,
      fetchedAt,
      quotes,
      ...(marketQuotes.length > 0 ? { marketQuotes } : {}),
    });
  }
  return result;
}

// ---------------------------------------------------------------------------------------------------------------
// The source

const errorBodySchema = z.object({
  message: z.string().nullish().catch(null),
  error_code: z.string().nullish().catch(null),
});

interface SportState {
  lastCallAt: number | null;
  lastSuccessAt: number | null;
  events: SourceEvent[] | null;
  lastError: string | null;
  /** Kick-offs of the competition's events (ms): the free listing's, else the last odds list's; null: unknown. */
  kickoffs: number[] | null;
  /** When the free listing was last asked. */
  listedAt: number | null;
  /** The plan at the last poll (planned mode). */
  plan: CompetitionPlan | null;
}

interface Pause {
  until: number;
  reason: SourcePauseReason;
  message: string;
}

interface Quota {
  remaining: number | null;
  used: number | null;
  last: number | null;
  /** When the provider last said `remaining`. */
  at: number | null;
}

function headerNumber(headers: Headers, name: string): number | null {
  const raw = headers.get(name);
  if (raw === null || raw.trim() === "") return null;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

function nextUtcMidnight(t: number): number {
  return (Math.floor(t / DAY_MS) + 1) * DAY_MS;
}

function iso(t: number): string {
  return new Date(t).toISOString();
}

function isTimeout(err: unknown): boolean {
  return err instanceof Error && (err.name === "TimeoutError" || err.name === "AbortError");
}

function seconds(ms: number): string {
  return `${Math.ceil(ms / 1000)} s`;
}

/** The body as JSON, or undefined when it is not JSON. */
function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/** The per-event call's market keys → core/markets' ids (the sport call's `totals` never comes from it). */
const EVENT_MARKET_IDS: Readonly<Record<string, string>> = { btts: "btts", draw_no_bet: "dnb" };

/** A game's books from its last per-event call. */
interface EventBooks {
  sportKey: string;
  /** Each with its `lastUpdate` (the call's instant when the provider gave none). */
  quotes: SourceMarketQuote[];
}

/** Why a source with a key calls nothing (for the operators, in /api/health). */
export const NO_HOUSE_MAPPED =
  "Nenhuma casa está ligada a esta fonte: defina THEODDSAPI_BOOKMAKERS ou as chaves da fonte de uma casa em Casas. " +
  "Nada é consultado até lá, para não gastar a cota.";

export class TheOddsApiSource implements OddsSource {
  readonly name = THE_ODDS_API_SOURCE;
  readonly #settings: TheOddsApiSettings;
  readonly #bookmakers: () => ReadonlyMap<string, string>;
  readonly #intervalMs: number;
  readonly #timeoutMs: number;
  readonly #authPauseMs: number;
  readonly #backoffMs: number;
  readonly #backoffMaxMs: number;
  readonly #fetch: typeof fetch;
  readonly #log: SourceLogger | null;
  readonly #sports = new Map<string, SportState>();
  #pause: Pause | null = null;
  #rateLimitStreak = 0;
  #quota: Quota = { remaining: null, used: null, last: null, at: null };
  #lastPollAt: number | null = null;
  #lastSuccessAt: number | null = null;
  #lastError: SourceFailure | null = null;
  #inFlight: Promise<SourceEvent[]> | null = null;
  readonly #planned: boolean;
  /** Credits spent in the calendar month starting at `month` (ms), as the source counted them. */
  #spent = { month: 0, credits: 0 };
  /** The instant of the latest poll (the site's clock, which tests and demos set). */
  #lastSeenAt: number | null = null;
  /** Event id → its books from the per-event call (THEODDSAPI_EVENT_MARKETS). */
  readonly #eventBooks = new Map<string, EventBooks>();
  /** The per-event calls of the business day. */
  #eventCalls: SourceEventCalls | null = null;

  constructor(options: TheOddsApiSourceOptions) {
    const s = options.settings;
    if (s.key.trim() === "") throw new RangeError("The Odds API needs a key (THEODDSAPI_KEY)");
    if (s.regions.length === 0) throw new RangeError("The Odds API needs at least one region");
    this.#settings = { ...s, baseUrl: s.baseUrl.replace(/\/+$/, "") };
    this.#bookmakers = options.bookmakers ?? (() => s.bookmakers);
    this.#intervalMs = s.pollSeconds * 1000;
    this.#timeoutMs = options.timeoutMs ?? 10_000;
    this.#authPauseMs = options.authPauseMs ?? 3_600_000;
    this.#backoffMs = options.rateLimitBackoffMs ?? 60_000;
    this.#backoffMaxMs = options.rateLimitBackoffMaxMs ?? 15 * 60_000;
    this.#fetch = options.fetch ?? globalThis.fetch;
    this.#log = options.log ?? null;
    this.#planned = options.planned ?? false;
    for (const sport of s.sports) {
      this.#sports.set(sport, {
        lastCallAt: null,
        lastSuccessAt: null,
        events: null,
        lastError: null,
        kickoffs: null,
        listedAt: null,
        plan: null,
      });
    }
  }

  /** Usage credits one call costs: one per region and market asked (h2h, and totals when THEODDSAPI_MARKETS says). */
  get #cost(): number {
    return this.#settings.regions.length * (this.#settings.markets?.length ?? 1);
  }

  /** At most what one per-event call costs: one credit per region and market asked (the provider counts returned). */
  get #eventCost(): number {
    return this.#settings.regions.length * (this.#settings.eventMarkets?.length ?? 0);
  }

  /** Sends the calls that are due; a poll already running is shared, not doubled. Never throws. */
  poll(now: Date): Promise<SourceEvent[]> {
    if (this.#inFlight !== null) return this.#inFlight;
    const run = this.#run(now.getTime()).finally(() => {
      this.#inFlight = null;
    });
    this.#inFlight = run;
    return run;
  }

  status(): SourceStatus {
    const sports = this.#settings.sports.map((sportKey) => {
      const s = this.#sport(sportKey);
      const next = this.#nextCallAt(s);
      return {
        sportKey,
        lastCallAt: s.lastCallAt === null ? null : iso(s.lastCallAt),
        lastSuccessAt: s.lastSuccessAt === null ? null : iso(s.lastSuccessAt),
        nextCallAt: next === null ? null : iso(next),
        events: s.events?.length ?? null,
        lastError: s.lastError,
        ...(this.#planned ? { planReason: s.plan?.reason ?? null } : {}),
      };
    });
    const nexts = this.#settings.sports.map((k) => this.#nextCallAt(this.#sport(k)));
    const next = nexts.some((n) => n === null) ? null : Math.min(...(nexts as number[]));
    return {
      name: this.name,
      lastPollAt: this.#lastPollAt === null ? null : iso(this.#lastPollAt),
      lastSuccessAt: this.#lastSuccessAt === null ? null : iso(this.#lastSuccessAt),
      lastError: this.#lastError === null ? null : { ...this.#lastError },
      quotaRemaining: this.#quota.remaining,
      quotaUsed: this.#quota.used,
      quotaLastCost: this.#quota.last,
      pausedUntil: this.#pause === null ? null : iso(this.#pause.until),
      pauseReason: this.#pause?.reason ?? null,
      pauseMessage: this.#pause?.message ?? (this.#bookmakers().size === 0 ? NO_HOUSE_MAPPED : null),
      nextCallAt: next === null || !Number.isFinite(next) ? null : iso(next),
      sports,
      ...(this.#planned ? { credits: this.#creditsStatus(this.#lastSeenAt ?? Date.now()) } : {}),
      ...(this.#eventCost > 0 ? { eventCalls: { ...this.#eventDay(this.#lastSeenAt ?? Date.now()) } } : {}),
    };
  }

  /** The month's credits: budget, spent, left at the source, and what the current plan would spend by its end. */
  #creditsStatus(t: number): NonNullable<SourceStatus["credits"]> {
    const budget = this.#budget(t);
    const plans = this.#settings.sports.map((k) => this.#sport(k).plan ?? { everyMs: null });
    return {
      monthly: budget.monthly,
      spentThisMonth: budget.spent,
      remaining: budget.remaining,
      costPerCall: budget.cost,
      projection: monthProjection(plans, budget, t),
    };
  }

  #budget(t: number): CreditBudget {
    const month = monthOf(t).start;
    const spent = this.#spent.month === month ? this.#spent.credits : 0;
    return { monthly: this.#settings.monthlyCredits, spent, remaining: this.#quota.remaining, cost: this.#cost };
  }

  /** Counts a call's credits against the month (the source's `x-requests-last`, else what a call costs). */
  #spend(t: number, credits: number): void {
    const month = monthOf(t).start;
    if (this.#spent.month !== month) this.#spent = { month, credits: 0 };
    this.#spent.credits += credits;
  }

  /** A competition's plan at `t`: unknown events are asked once (the answer tells them), then as the plan says. */
  #planFor(s: SportState, t: number): CompetitionPlan {
    const budget = this.#budget(t);
    if (s.kickoffs === null) {
      const at = s.lastCallAt === null ? creditsAllowAt(budget, t) : null;
      return { nextCallAt: at, reason: at === null ? "budget" : "kickoff-1h", everyMs: null };
    }
    return planCompetition({ kickoffs: s.kickoffs, lastCallAt: s.lastCallAt }, budget, t, this.#intervalMs);
  }

  /**
   * When the next poll has something to send (a call the plan allows, or a free event listing that is due); null
   * when nothing is planned. Without a plan: the soonest competition's interval.
   */
  nextPollAt(now: Date): number | null {
    const t = now.getTime();
    if (this.#bookmakers().size === 0) return null;
    let next: number | null = null;
    const consider = (at: number | null) => {
      if (at !== null && (next === null || at < next)) next = at;
    };
    for (const k of this.#settings.sports) {
      const s = this.#sport(k);
      if (!this.#planned) {
        consider(s.lastCallAt === null ? t : s.lastCallAt + this.#intervalMs);
        continue;
      }
      consider(s.listedAt === null ? t : s.listedAt + EVENTS_REFRESH_MS);
      consider(this.#planFor(s, t).nextCallAt);
    }
    if (next !== null && this.#pause !== null) return Math.max(next, this.#pause.until);
    return next;
  }

  #sport(sportKey: string): SportState {
    return this.#sports.get(sportKey) as SportState;
  }

  #nextCallAt(s: SportState): number | null {
    const byInterval = this.#planned
      ? (s.plan?.nextCallAt ?? null)
      : s.lastCallAt === null
        ? null
        : s.lastCallAt + this.#intervalMs;
    const byPause = this.#pause?.until ?? null;
    if (byInterval === null) return byPause;
    return byPause === null ? byInterval : Math.max(byInterval, byPause);
  }

  async #run(t: number): Promise<SourceEvent[]> {
    if (Number.isNaN(t)) return this.#snapshot();
    this.#lastSeenAt = Math.max(this.#lastSeenAt ?? t, t);
    if (this.#pause !== null && t >= this.#pause.until) {
      this.#log?.info({ source: this.name, reason: this.#pause.reason }, "odds source: pause over, calling again");
      this.#pause = null;
    }
    // No bookmaker is anyone's yet (THEODDSAPI_BOOKMAKERS, or a house's source keys on "Casas"): a call would spend
    // quota on prices nobody shows.
    if (this.#bookmakers().size === 0) return this.#snapshot();
    let called = false;
    for (const sportKey of this.#settings.sports) {
      if (this.#pause !== null) break;
      const state = this.#sport(sportKey);
      if (this.#planned) {
        if (state.listedAt === null || t - state.listedAt >= EVENTS_REFRESH_MS)
          await this.#listEvents(sportKey, state, t);
        if (this.#pause !== null) break;
        state.plan = this.#planFor(state, t);
        if (state.plan.nextCallAt === null || t < state.plan.nextCallAt) continue;
      } else if (state.lastCallAt !== null && t - state.lastCallAt < this.#intervalMs) continue;
      // The credits the provider said are left today cannot pay for a call: wait for the next UTC day.
      if (this.#quotaSpent(t)) {
        this.#pauseForQuota(t);
        break;
      }
      state.lastCallAt = t;
      called = true;
      try {
        await this.#call(sportKey, state, t);
        if (state.lastSuccessAt === t) await this.#callEvents(sportKey, state, t);
      } catch (err) {
        // A bug of ours, not the provider's: recorded like a failure so that the poll still answers.
        this.#fail(t, state, {
          kind: "invalid-response",
          sportKey,
          status: null,
          code: null,
          message: `Erro inesperado ao ler a resposta da The Odds API (${sportKey}): ${this.#redact(String(err))}`,
        });
      }
      if (this.#quotaSpent(t)) this.#pauseForQuota(t);
      if (this.#planned) state.plan = this.#planFor(state, t);
    }
    if (called) this.#lastPollAt = t;
    return this.#snapshot();
  }

  #snapshot(): SourceEvent[] {
    return this.#settings.sports.flatMap((k) =>
      (this.#sport(k).events ?? []).map((e) => {
        const event = { ...e, quotes: e.quotes.map((q) => ({ ...q })) };
        const extra = this.#eventBooks.get(e.eventId)?.quotes ?? [];
        if (extra.length === 0) return event;
        const mine = e.marketQuotes ?? [];
        const added = extra.filter((q) => !mine.some((m) => m.house === q.house && m.market === q.market));
        return { ...event, marketQuotes: [...mine, ...added].map((q) => ({ ...q, prices: [...q.prices] })) };
      }),
    );
  }

  /**
   * The provider said today (UTC) that the credits left cannot pay for a call. What it said on an earlier day
   * does not count: after midnight one call probes again.
   */
  #quotaSpent(t: number): boolean {
    const q = this.#quota;
    return q.remaining !== null && q.remaining < this.#cost && q.at !== null && nextUtcMidnight(q.at) > t;
  }

  #url(sportKey: string): string {
    const query = new URLSearchParams({
      apiKey: this.#settings.key,
      regions: this.#settings.regions.join(","),
      markets: (this.#settings.markets ?? ["h2h"]).join(","),
      oddsFormat: "decimal",
      dateFormat: "iso",
    });
    return `${this.#settings.baseUrl}/v4/sports/${encodeURIComponent(sportKey)}/odds?${query.toString()}`;
  }

  /** One event's odds in the markets only the per-event call serves. */
  #eventUrl(sportKey: string, eventId: string): string {
    const query = new URLSearchParams({
      apiKey: this.#settings.key,
      regions: this.#settings.regions.join(","),
      markets: (this.#settings.eventMarkets ?? []).join(","),
      oddsFormat: "decimal",
      dateFormat: "iso",
    });
    const path = `${encodeURIComponent(sportKey)}/events/${encodeURIComponent(eventId)}/odds`;
    return `${this.#settings.baseUrl}/v4/sports/${path}?${query.toString()}`;
  }

  /** The competition's coming and current events, without prices: free of credits (the plan's input). */
  #eventsUrl(sportKey: string): string {
    const query = new URLSearchParams({ apiKey: this.#settings.key, dateFormat: "iso" });
    return `${this.#settings.baseUrl}/v4/sports/${encodeURIComponent(sportKey)}/events?${query.toString()}`;
  }

  /**
   * Reads the competition's event list (free) for the plan. A failure keeps what was known (the odds list's
   * kick-offs stand in) and is logged; the odds call that follows reports a refused key or a rate limit.
   */
  async #listEvents(sportKey: string, state: SportState, t: number): Promise<void> {
    state.listedAt = t;
    try {
      const response = await this.#fetch(this.#eventsUrl(sportKey), {
        method: "GET",
        headers: { accept: "application/json" },
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
      const body = await response.text();
      this.#observeQuota(response.headers, t, 0);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const list = z.array(z.object({ commence_time: z.string() }).loose()).safeParse(JSON.parse(body));
      if (!list.success) throw new Error("not a list of events");
      state.kickoffs = list.data.map((e) => Date.parse(e.commence_time)).filter((k) => Number.isFinite(k));
    } catch (err) {
      this.#log?.warn(
        { source: this.name, sport: sportKey, err: this.#redact(String(err)) },
        "odds source: event list not read; the plan uses the last odds list",
      );
    }
  }

  /** Never lets the key into a message or a log line. */
  #redact(text: string): string {
    return text.split(this.#settings.key).join("***");
  }

  /** Sends one GET; a timeout or a network failure is recorded (on `state` when given) and gives null. */
  async #get(
    url: string,
    t: number,
    state: SportState | null,
    sportKey: string,
    subject: string,
  ): Promise<{ response: Response; body: string } | null> {
    try {
      const response = await this.#fetch(url, {
        method: "GET",
        headers: { accept: "application/json" },
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
      return { response, body: await response.text() };
    } catch (err) {
      const timeout = isTimeout(err);
      const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
      const detail = cause instanceof Error ? cause.message : String(cause);
      this.#fail(t, state, {
        kind: timeout ? "timeout" : "network",
        sportKey,
        status: null,
        code: null,
        message: timeout
          ? `A The Odds API não respondeu em ${this.#timeoutMs} ms (${subject}).`
          : `Falha de rede ao chamar a The Odds API (${subject}): ${this.#redact(detail)}`,
      });
      return null;
    }
  }

  async #call(sportKey: string, state: SportState, t: number): Promise<void> {
    const answer = await this.#get(this.#url(sportKey), t, state, sportKey, sportKey);
    if (answer === null) return;
    const { response, body } = answer;
    this.#observeQuota(response.headers, t, response.ok ? this.#cost : 0);

    if (response.ok) {
      const json = parseJson(body);
      const parsed = parseTheOddsApiOdds(json, this.#bookmakers(), iso(t));
      if (parsed === null) {
        this.#fail(t, state, {
          kind: "invalid-response",
          sportKey,
          status: response.status,
          code: null,
          message: `A resposta da The Odds API para ${sportKey} não é uma lista de eventos em JSON.`,
        });
        return;
      }
      state.events = parsed.events;
      // The listing's kick-offs when it was read; else the odds list's.
      if (state.kickoffs === null || state.listedAt === null)
        state.kickoffs = parsed.events.map((e) => Date.parse(e.commenceTime));
      state.lastSuccessAt = t;
      state.lastError = null;
      this.#lastSuccessAt = t;
      this.#rateLimitStreak = 0;
      if (parsed.invalidEvents > 0 || parsed.rejected.length > 0) {
        this.#log?.info(
          {
            source: this.name,
            sport: sportKey,
            invalidEvents: parsed.invalidEvents,
            rejected: parsed.rejected.length,
            sample: parsed.rejected.slice(0, 5),
          },
          "odds source: some events or prices left out",
        );
      }
      return;
    }
    this.#refused(t, state, sportKey, sportKey, response, body);
  }

  /**
   * After a competition's successful call: the per-event call for each of its games of the day that a mapped
   * bookmaker prices, soonest kick-off first, while the credits allow (`#eventCallAffordable`). The books of games
   * no longer listed are forgotten.
   */
  async #callEvents(sportKey: string, state: SportState, t: number): Promise<void> {
    if (this.#eventCost === 0 || state.events === null) return;
    const listed = new Set(state.events.map((e) => e.eventId));
    for (const [id, books] of this.#eventBooks)
      if (books.sportKey === sportKey && !listed.has(id)) this.#eventBooks.delete(id);
    const today = businessDate(new Date(t));
    const due = state.events
      .filter((e) => {
        const kickoff = Date.parse(e.commenceTime);
        // Today's games (the Brazilian calendar's) not yet over, and any game in play (last night's past midnight).
        const day = kickoff <= t || businessDate(new Date(kickoff)) === today;
        return e.quotes.length > 0 && kickoff + LIVE_SPAN_MS > t && day;
      })
      .sort((a, b) => Date.parse(a.commenceTime) - Date.parse(b.commenceTime));
    let sent = 0;
    for (const event of due) {
      if (this.#pause !== null || !this.#eventCallAffordable(t)) break;
      sent += 1;
      await this.#callEvent(sportKey, event.eventId, t);
    }
    this.#eventDay(t).skipped += due.length - sent;
    if (due.length > 0)
      this.#log?.info(
        { source: this.name, sport: sportKey, games: due.length, sent, skipped: due.length - sent },
        sent < due.length
          ? "odds source: per-event markets not asked for some games (credits kept for the 1X2)"
          : "odds source: per-event markets asked",
      );
  }

  /**
   * Whether a per-event call may be sent at `t`: the provider's remaining credits pay for it and one more 1X2 call;
   * on the credit plan, what it costs has accrued and no competition's next 1X2 call would be sent later for it.
   */
  #eventCallAffordable(t: number): boolean {
    const cost = this.#eventCost;
    const q = this.#quota;
    if (q.remaining !== null && q.remaining < cost + this.#cost) return false;
    if (!this.#planned) return true;
    const budget = this.#budget(t);
    if (creditsAllowAt({ ...budget, cost }, t) !== t) return false;
    const before = this.#nextCalls(t, 0);
    const after = this.#nextCalls(t, cost);
    return before.every((at, i) => after[i] === at);
  }

  /**
   * When each competition's next 1X2 call would be sent, in the plan's order, had `extra` credits been spent now:
   * each call at the instant its stake asks for, or later when the budget says (Infinity: not this month).
   */
  #nextCalls(t: number, extra: number): number[] {
    const wanted: number[] = [];
    for (const k of this.#settings.sports) {
      const s = this.#sport(k);
      if (s.kickoffs === null) {
        if (s.lastCallAt === null) wanted.push(t);
        continue;
      }
      const at =
        s.lastCallAt === null
          ? stakeInterval(s.kickoffs, t, this.#intervalMs) && t
          : (nextDueAt(s.kickoffs, s.lastCallAt, t, this.#intervalMs)?.at ?? null);
      if (at !== null) wanted.push(at);
    }
    wanted.sort((a, b) => a - b);
    const budget = this.#budget(t);
    let spent = budget.spent + extra;
    let remaining = budget.remaining === null ? null : budget.remaining - extra;
    return wanted.map((at) => {
      const allowed = creditsAllowAt({ ...budget, spent, remaining }, at);
      spent += budget.cost;
      if (remaining !== null) remaining -= budget.cost;
      return allowed ?? Infinity;
    });
  }

  /** The business day's per-event calls (a new day starts from zero). */
  #eventDay(t: number): SourceEventCalls {
    const date = businessDate(new Date(t));
    if (this.#eventCalls?.date !== date)
      this.#eventCalls = {
        date,
        markets: [...(this.#settings.eventMarkets ?? [])],
        sent: 0,
        skipped: 0,
        credits: 0,
        lastAt: null,
      };
    return this.#eventCalls;
  }

  /** One game's per-event call: its books replace the game's last ones; a game the provider no longer has leaves. */
  async #callEvent(sportKey: string, eventId: string, t: number): Promise<void> {
    const subject = `${sportKey}, evento ${eventId}`;
    const day = this.#eventDay(t);
    day.sent += 1;
    day.lastAt = iso(t);
    const answer = await this.#get(this.#eventUrl(sportKey, eventId), t, null, sportKey, subject);
    if (answer === null) return;
    const { response, body } = answer;
    const cost = response.ok ? this.#eventCost : 0;
    this.#observeQuota(response.headers, t, cost);
    day.credits += headerNumber(response.headers, "x-requests-last") ?? cost;
    if (response.ok) {
      const json = parseJson(body);
      const parsed = json !== null && typeof json === "object" && !Array.isArray(json) ? json : undefined;
      const event = parseTheOddsApiOdds(parsed === undefined ? null : [parsed], this.#bookmakers(), iso(t))?.events[0];
      if (event === undefined || event.eventId !== eventId) {
        this.#fail(t, null, {
          kind: "invalid-response",
          sportKey,
          status: response.status,
          code: null,
          message: `A resposta da The Odds API para ${subject} não é o evento pedido em JSON.`,
        });
        return;
      }
      const ids = new Set((this.#settings.eventMarkets ?? []).map((m) => EVENT_MARKET_IDS[m]));
      const quotes = (event.marketQuotes ?? [])
        .filter((q) => ids.has(q.market))
        .map((q) => ({ ...q, lastUpdate: q.lastUpdate ?? iso(t) }));
      this.#eventBooks.set(eventId, { sportKey, quotes });
      this.#rateLimitStreak = 0;
      return;
    }
    // A game over or withdrawn at the provider: its books leave with it.
    if (response.status === 404 && this.#errorBody(body).code !== "UNKNOWN_SPORT") {
      this.#eventBooks.delete(eventId);
      this.#log?.info({ source: this.name, sport: sportKey, event: eventId }, "odds source: event no longer listed");
      return;
    }
    this.#refused(t, null, sportKey, subject, response, body);
  }

  /**
   * A call the provider refused: spent credits pause every call until the next UTC day, a refused key for a while,
   * a 429 for its Retry-After (else a doubling backoff); anything else concerns that call only.
   */
  #refused(
    t: number,
    state: SportState | null,
    sportKey: string,
    subject: string,
    response: Response,
    body: string,
  ): void {
    const error = this.#errorBody(body);
    const status = response.status;
    const tag = `HTTP ${status}${error.code === null ? "" : ` ${error.code}`}`;
    const said = error.message === null ? "" : `: ${error.message}`;
    if (error.code === "OUT_OF_USAGE_CREDITS") {
      this.#quota = { ...this.#quota, remaining: 0, at: t };
      this.#fail(t, state, {
        kind: "quota",
        sportKey,
        status,
        code: error.code,
        message: `Cota da The Odds API esgotada (${tag}).`,
      });
      return;
    }
    if (status === 401 || status === 403) {
      const until = t + this.#authPauseMs;
      this.#fail(t, state, {
        kind: "auth",
        sportKey,
        status,
        code: error.code,
        message: `Chave da The Odds API inválida, ausente ou desativada (${tag}): confira THEODDSAPI_KEY.`,
      });
      this.#setPause({
        until,
        reason: "auth",
        message: `Chave da The Odds API recusada: nenhuma consulta até ${iso(until)} (confira THEODDSAPI_KEY).`,
      });
      return;
    }
    if (status === 429) {
      this.#rateLimitStreak += 1;
      const retryAfter = parseRetryAfter(response.headers.get("retry-after"), t);
      const backoff = Math.min(this.#backoffMaxMs, this.#backoffMs * 2 ** (this.#rateLimitStreak - 1));
      const wait = retryAfter ?? backoff;
      this.#fail(t, state, {
        kind: "rate-limit",
        sportKey,
        status,
        code: error.code,
        message: `A The Odds API recusou por excesso de requisições (${tag}); nova tentativa em ${seconds(wait)}.`,
      });
      this.#setPause({
        until: t + wait,
        reason: "rate-limit",
        message: `Excesso de requisições à The Odds API: nenhuma consulta até ${iso(t + wait)}.`,
      });
      return;
    }
    this.#fail(t, state, {
      kind: status >= 500 ? "http" : "refused",
      sportKey,
      status,
      code: error.code,
      message:
        status >= 500
          ? `A The Odds API respondeu ${tag} (${subject}).`
          : `A The Odds API recusou a consulta de ${subject} (${tag})${said}`,
    });
  }

  #errorBody(body: string): { code: string | null; message: string | null } {
    try {
      const parsed = errorBodySchema.safeParse(JSON.parse(body));
      if (!parsed.success) return { code: null, message: null };
      const message = parsed.data.message == null ? null : this.#redact(parsed.data.message).slice(0, 200);
      return { code: parsed.data.error_code ?? null, message };
    } catch {
      return { code: null, message: null };
    }
  }

  /** Reads the quota headers; `cost`: what the call is counted when the provider does not say (`x-requests-last`). */
  #observeQuota(headers: Headers, t: number, cost: number): void {
    const remaining = headerNumber(headers, "x-requests-remaining");
    const used = headerNumber(headers, "x-requests-used");
    const last = headerNumber(headers, "x-requests-last");
    this.#spend(t, last ?? cost);
    // The source's own count since its reset is a floor for the month's (a restart forgets ours).
    if (used !== null && this.#spent.credits < used && this.#spent.month === monthOf(t).start)
      this.#spent.credits = used;
    if (remaining !== null) this.#quota = { ...this.#quota, remaining, at: t };
    if (used !== null) this.#quota.used = used;
    if (last !== null) this.#quota.last = last;
  }

  #pauseForQuota(t: number): void {
    const until = nextUtcMidnight(t);
    if (this.#pause !== null && this.#pause.until >= until) return;
    const used = this.#quota.used === null ? "" : `, ${this.#quota.used} usados`;
    this.#setPause({
      until,
      reason: "quota",
      message:
        `Cota da The Odds API esgotada (${this.#quota.remaining ?? 0} créditos restantes${used}): ` +
        `nenhuma consulta até ${iso(until)}.`,
    });
  }

  #setPause(pause: Pause): void {
    this.#pause = pause;
    this.#log?.warn({ source: this.name, reason: pause.reason, until: iso(pause.until) }, "odds source: calls paused");
  }

  #fail(
    t: number,
    state: SportState | null,
    failure: { kind: SourceFailureKind; sportKey: string; status: number | null; code: string | null; message: string },
  ): void {
    if (state !== null) state.lastError = failure.message;
    this.#lastError = { ...failure, at: iso(t) };
    this.#log?.warn(
      { source: this.name, sport: failure.sportKey, kind: failure.kind, status: failure.status, code: failure.code },
      "odds source: call failed",
    );
  }
}
