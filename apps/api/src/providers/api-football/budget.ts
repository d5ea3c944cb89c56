/**
 * The request budget of one API-Football key: a daily allowance that restarts at midnight in São Paulo and a
 * per-minute allowance over a sliding 60-second window. Every request is counted when it is sent (so
 * concurrent calls cannot overspend).
 *
 * The limits follow the plan the provider announces in its answers (`x-ratelimit-requests-limit` per day,
 * `X-RateLimit-Limit` per minute). Until the first answer, a conservative start applies (the free plan's 100 a
 * day and 10 a minute). A configured limit (APIFOOTBALL_DAILY_BUDGET, APIFOOTBALL_PER_MINUTE) is an upper bound
 * on what this site sends, counted by us, whatever the plan allows. The provider's remaining counts
 * (`x-ratelimit-requests-remaining`, `X-RateLimit-Remaining`) always bound what is left: another process
 * sharing the key still stops us before the provider does. They are not compared with our own limit: an account
 * that already spent 100 requests of a 7,500 plan elsewhere leaves 7,400, not 0.
 */

import { addDays, businessDate, startOfBusinessDay } from "@placar/core/dates";
import { ApiFootballError } from "./errors.ts";

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** The free plan's quota: what we assume until the provider has announced its plan. */
export const START_DAY_LIMIT = 100;
export const START_PER_MINUTE = 10;

export interface BudgetLimits {
  /** Most requests we send per Brazilian day (APIFOOTBALL_DAILY_BUDGET); null = whatever the provider's plan allows. */
  dayLimit: number | null;
  /** Most requests we send per 60-second window (APIFOOTBALL_PER_MINUTE); null = the provider's plan. */
  perMinute: number | null;
}

/** Where a limit comes from: the provider's headers, our configuration (lower than the plan), or the conservative start. */
export type BudgetLimitSource = "provider" | "configured" | "default";

interface DayObservation {
  /** The provider's daily limit (x-ratelimit-requests-limit), when sent. */
  limit: number | null;
  remaining: number;
  at: number;
  /** Requests we sent after the observation. */
  sentSince: number;
}

interface MinuteObservation {
  remaining: number;
  /** When the observation stops meaning anything (60 s on, or what a 429's Retry-After said). */
  until: number;
  sentSince: number;
}

function headerInt(headers: Headers, name: string): number | null {
  const raw = headers.get(name);
  if (raw === null || raw.trim() === "") return null;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : null;
}

/** The provider restarts its daily count at 00:00 UTC; an observation is worthless after that. */
function nextUtcMidnight(t: number): number {
  return (Math.floor(t / DAY_MS) + 1) * DAY_MS;
}

function nextBusinessMidnight(t: number): number {
  return startOfBusinessDay(addDays(businessDate(new Date(t)), 1)).getTime();
}

export class RequestBudget {
  readonly #limits: BudgetLimits;
  /** The plan as last announced (x-ratelimit-requests-limit, X-RateLimit-Limit); kept across resets. */
  #planDay: number | null = null;
  #planMinute: number | null = null;
  #day = "";
  #dayUsed = 0;
  /** Send times within the last minute, oldest first. */
  #sent: number[] = [];
  #providerDay: DayObservation | null = null;
  #providerMinute: MinuteObservation | null = null;

  constructor(limits: BudgetLimits) {
    if (limits.dayLimit !== null && (!Number.isInteger(limits.dayLimit) || limits.dayLimit < 0))
      throw new RangeError(`dayLimit must be a whole number ≥ 0, got ${limits.dayLimit}`);
    if (limits.perMinute !== null && (!Number.isInteger(limits.perMinute) || limits.perMinute < 1))
      throw new RangeError(`perMinute must be a whole number ≥ 1, got ${limits.perMinute}`);
    this.#limits = { ...limits };
  }

  /** What is left at the instant `at` (ms since the epoch). */
  snapshot(at: number): ApiFootballBudget {
    this.#roll(at);
    const day = this.#dayState();
    const dayLimit = this.#dayLimit();
    const minuteLimit = this.#minuteLimit();
    return {
      dayLimit: dayLimit.value,
      dayLimitSource: dayLimit.source,
      dayUsed: day.used,
      dayRemaining: day.remaining,
      dayResetAt: new Date(at + this.dayResetInMs(at)).toISOString(),
      minuteLimit: minuteLimit.value,
      minuteLimitSource: minuteLimit.source,
      minuteRemaining: this.#minuteRemaining(),
    };
  }

  /** The day's limit in force: the provider's plan, lowered by our configured cap; the conservative start before the plan is known. */
  #dayLimit(): { value: number; source: BudgetLimitSource } {
    return effectiveLimit(this.#limits.dayLimit, this.#planDay, START_DAY_LIMIT);
  }

  #minuteLimit(): { value: number; source: BudgetLimitSource } {
    return effectiveLimit(this.#limits.perMinute, this.#planMinute, START_PER_MINUTE);
  }

  /**
   * How long until the minute's allowance lets one more request go (0: now). The client tops up a Retry-After's
   * sleep with it: a timer can fire a few milliseconds before the clock reads the time it was set for (Node starts
   * it from the event loop's cached time), and the provider's window ends exactly Retry-After after its answer.
   */
  minuteWaitMs(at: number): number {
    this.#roll(at);
    return this.#minuteRemaining() > 0 ? 0 : this.#minuteWait(at);
  }

  /**
   * Spends one request, or throws an ApiFootballError of kind "budget" (with `retryAfterMs`) without spending
   * anything when the day's or the minute's allowance is gone.
   */
  take(endpoint: string, at: number): void {
    this.#roll(at);
    const day = this.#dayState();
    if (day.remaining <= 0) {
      throw new ApiFootballError(
        "budget",
        `Orçamento diário da API-Football esgotado (${day.used}/${this.#dayLimit().value} requisições hoje).`,
        {
          endpoint,
          retryAfterMs: this.dayResetInMs(at),
        },
      );
    }
    if (this.#minuteRemaining() <= 0) {
      throw new ApiFootballError(
        "budget",
        `Limite de ${this.#minuteLimit().value} requisições por minuto da API-Football atingido.`,
        {
          endpoint,
          retryAfterMs: this.#minuteWait(at),
        },
      );
    }
    this.#dayUsed += 1;
    this.#sent.push(at);
    if (this.#providerDay !== null) this.#providerDay.sentSince += 1;
    if (this.#providerMinute !== null) this.#providerMinute.sentSince += 1;
  }

  /**
   * Reads the quota headers of an answer (daily `x-ratelimit-requests-*`, per-minute `X-RateLimit-*`).
   * `minuteResetInMs` is a 429's Retry-After: the per-minute figure holds only until then.
   */
  observe(headers: Headers, at: number, minuteResetInMs: number | null = null): void {
    this.#roll(at);
    const dayLimit = headerInt(headers, "x-ratelimit-requests-limit");
    if (dayLimit !== null && dayLimit > 0) this.#planDay = dayLimit;
    const dayRemaining = headerInt(headers, "x-ratelimit-requests-remaining");
    if (dayRemaining !== null) {
      this.#providerDay = { limit: dayLimit, remaining: dayRemaining, at, sentSince: 0 };
    }
    const minuteLimit = headerInt(headers, "x-ratelimit-limit");
    if (minuteLimit !== null && minuteLimit > 0) this.#planMinute = minuteLimit;
    const minuteRemaining = headerInt(headers, "x-ratelimit-remaining");
    if (minuteRemaining !== null) {
      this.#providerMinute = { remaining: minuteRemaining, until: at + (minuteResetInMs ?? MINUTE_MS), sentSince: 0 };
    }
  }

  /**
   * How long until the daily allowance comes back: our own count restarts at midnight in São Paulo, the
   * provider's at 00:00 UTC; when both are spent the later one decides.
   */
  dayResetInMs(at: number): number {
    this.#roll(at);
    const waits: number[] = [];
    if (this.#localDayLeft() <= 0) waits.push(nextBusinessMidnight(at));
    if (this.#providerDay !== null && this.#providerDayLeft() <= 0) waits.push(nextUtcMidnight(this.#providerDay.at));
    const until = waits.length > 0 ? Math.max(...waits) : nextBusinessMidnight(at);
    return Math.max(0, until - at);
  }

  /** The provider said its daily quota is spent (`errors.requests`). */
  exhaustDay(at: number): void {
    this.#roll(at);
    this.#providerDay = { limit: this.#providerDay?.limit ?? null, remaining: 0, at, sentSince: 0 };
  }

  /** The provider said the minute's quota is spent (`errors.rateLimit` or a 429). */
  exhaustMinute(at: number): void {
    this.#roll(at);
    this.#providerMinute = { remaining: 0, until: at + MINUTE_MS, sentSince: 0 };
  }

  #roll(at: number): void {
    const today = businessDate(new Date(at));
    if (today !== this.#day) {
      this.#day = today;
      this.#dayUsed = 0;
    }
    while (this.#sent.length > 0 && (this.#sent[0] as number) <= at - MINUTE_MS) this.#sent.shift();
    if (this.#providerDay !== null && at >= nextUtcMidnight(this.#providerDay.at)) this.#providerDay = null;
    if (this.#providerMinute !== null && at >= this.#providerMinute.until) this.#providerMinute = null;
  }

  #providerDayLeft(): number {
    const p = this.#providerDay;
    return p === null ? Number.POSITIVE_INFINITY : p.remaining - p.sentSince;
  }

  /**
   * Requests spent against the limit in force: under our configured cap or the conservative start, ours; under
   * the provider's plan, the provider's own count when it says more (a shared key, a restart that forgot ours).
   */
  #dayState(): { used: number; remaining: number } {
    const limit = this.#dayLimit();
    const p = this.#providerDay;
    const providerUsed =
      limit.source === "provider" && p !== null && p.limit !== null ? p.limit - p.remaining + p.sentSince : 0;
    const used = Math.max(this.#dayUsed, providerUsed);
    const remaining = Math.max(0, Math.min(limit.value - used, this.#providerDayLeft()));
    return { used, remaining };
  }

  /** What our own count leaves under the limit in force (the provider's remaining aside). */
  #localDayLeft(): number {
    const limit = this.#dayLimit();
    return limit.source === "provider" ? Number.POSITIVE_INFINITY : limit.value - this.#dayUsed;
  }

  #minuteRemaining(): number {
    const local = this.#minuteLimit().value - this.#sent.length;
    const p = this.#providerMinute;
    const provider = p === null ? Number.POSITIVE_INFINITY : p.remaining - p.sentSince;
    return Math.max(0, Math.min(local, provider));
  }

  #minuteWait(at: number): number {
    const waits: number[] = [];
    const perMinute = this.#minuteLimit().value;
    if (this.#sent.length >= perMinute) {
      const oldestThatMustExpire = this.#sent[this.#sent.length - perMinute] as number;
      waits.push(oldestThatMustExpire + MINUTE_MS - at);
    }
    if (this.#providerMinute !== null && this.#providerMinute.remaining - this.#providerMinute.sentSince <= 0)
      waits.push(this.#providerMinute.until - at);
    return Math.max(0, waits.length > 0 ? Math.max(...waits) : MINUTE_MS);
  }
}

function effectiveLimit(
  configured: number | null,
  plan: number | null,
  start: number,
): { value: number; source: BudgetLimitSource } {
  if (plan !== null)
    return configured !== null && configured < plan
      ? { value: configured, source: "configured" }
      : { value: plan, source: "provider" };
  return configured !== null ? { value: configured, source: "configured" } : { value: start, source: "default" };
}

/** The requests we may still spend. The daily budget follows the Brazilian calendar day. */
export interface ApiFootballBudget {
  /** Requests allowed per day: the provider's plan, our APIFOOTBALL_DAILY_BUDGET when lower, or 100 until the plan is known. */
  dayLimit: number;
  dayLimitSource: BudgetLimitSource;
  /** Requests spent today against `dayLimit`: ours, or under the provider's plan its own count when that says more (a shared key). */
  dayUsed: number;
  /** Requests still allowed today: what `dayLimit` leaves, lowered by the provider's own remaining quota when it reported one. */
  dayRemaining: number;
  /** When the day's allowance comes back (ISO-8601): 00:00 UTC when the provider's quota is spent, else midnight in São Paulo. */
  dayResetAt: string;
  /** Requests allowed per minute: the provider's plan, our APIFOOTBALL_PER_MINUTE when lower, or 10 until the plan is known. */
  minuteLimit: number;
  minuteLimitSource: BudgetLimitSource;
  /** Requests still allowed in the current 60-second window. */
  minuteRemaining: number;
}
