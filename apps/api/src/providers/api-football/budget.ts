/**
 * The request budget of one API-Football key: a daily allowance that restarts at midnight in São Paulo and a
 * per-minute allowance over a sliding 60-second window. Every request is counted when it is sent (so
 * concurrent calls cannot overspend), and the provider's own quota headers can only lower what is left:
 * another process sharing the key, or a restart that forgot our count, still stops us before the provider does.
 */

import { addDays, businessDate, startOfBusinessDay } from "@placar/core/dates";
import { ApiFootballError } from "./errors.ts";

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export interface BudgetLimits {
  /** Requests per Brazilian day. */
  dayLimit: number;
  /** Requests per 60-second window. */
  perMinute: number;
}

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
  #day = "";
  #dayUsed = 0;
  /** Send times within the last minute, oldest first. */
  #sent: number[] = [];
  #providerDay: DayObservation | null = null;
  #providerMinute: MinuteObservation | null = null;

  constructor(limits: BudgetLimits) {
    if (!Number.isInteger(limits.dayLimit) || limits.dayLimit < 0) throw new RangeError(`dayLimit must be a whole number ≥ 0, got ${limits.dayLimit}`);
    if (!Number.isInteger(limits.perMinute) || limits.perMinute < 1) throw new RangeError(`perMinute must be a whole number ≥ 1, got ${limits.perMinute}`);
    this.#limits = { ...limits };
  }

  /** What is left at the instant `at` (ms since the epoch). */
  snapshot(at: number): ApiFootballBudget {
    this.#roll(at);
    const day = this.#dayState();
    return {
      dayLimit: this.#limits.dayLimit,
      dayUsed: day.used,
      dayRemaining: day.remaining,
      minuteLimit: this.#limits.perMinute,
      minuteRemaining: this.#minuteRemaining(),
    };
  }

  /**
   * Spends one request, or throws an ApiFootballError of kind "budget" (with `retryAfterMs`) without spending
   * anything when the day's or the minute's allowance is gone.
   */
  take(endpoint: string, at: number): void {
    this.#roll(at);
    const day = this.#dayState();
    if (day.remaining <= 0) {
      throw new ApiFootballError("budget", `Orçamento diário da API-Football esgotado (${day.used}/${this.#limits.dayLimit} requisições hoje).`, {
        endpoint,
        retryAfterMs: this.dayResetInMs(at),
      });
    }
    if (this.#minuteRemaining() <= 0) {
      throw new ApiFootballError("budget", `Limite de ${this.#limits.perMinute} requisições por minuto da API-Football atingido.`, {
        endpoint,
        retryAfterMs: this.#minuteWait(at),
      });
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
    const dayRemaining = headerInt(headers, "x-ratelimit-requests-remaining");
    if (dayRemaining !== null) {
      this.#providerDay = { limit: headerInt(headers, "x-ratelimit-requests-limit"), remaining: dayRemaining, at, sentSince: 0 };
    }
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
    if (this.#limits.dayLimit - this.#dayState().used <= 0) waits.push(nextBusinessMidnight(at));
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

  #dayState(): { used: number; remaining: number } {
    const p = this.#providerDay;
    const providerUsed = p !== null && p.limit !== null ? p.limit - p.remaining + p.sentSince : 0;
    const used = Math.max(this.#dayUsed, providerUsed);
    const remaining = Math.max(0, Math.min(this.#limits.dayLimit - used, this.#providerDayLeft()));
    return { used, remaining };
  }

  #minuteRemaining(): number {
    const local = this.#limits.perMinute - this.#sent.length;
    const p = this.#providerMinute;
    const provider = p === null ? Number.POSITIVE_INFINITY : p.remaining - p.sentSince;
    return Math.max(0, Math.min(local, provider));
  }

  #minuteWait(at: number): number {
    const waits: number[] = [];
    if (this.#sent.length >= this.#limits.perMinute) {
      const oldestThatMustExpire = this.#sent[this.#sent.length - this.#limits.perMinute] as number;
      waits.push(oldestThatMustExpire + MINUTE_MS - at);
    }
    if (this.#providerMinute !== null && this.#providerMinute.remaining - this.#providerMinute.sentSince <= 0) waits.push(this.#providerMinute.until - at);
    return Math.max(0, waits.length > 0 ? Math.max(...waits) : MINUTE_MS);
  }
}

/** The requests we may still spend. The daily budget follows the Brazilian calendar day. */
export interface ApiFootballBudget {
  /** Requests allowed per Brazilian day (APIFOOTBALL_DAILY_BUDGET). */
  dayLimit: number;
  /** Requests spent today: ours, or the provider's own count when its quota headers say more (a shared key). */
  dayUsed: number;
  /** Requests still allowed today: the local budget, lowered by the provider's own remaining quota when it reported one. */
  dayRemaining: number;
  /** Requests allowed per minute (APIFOOTBALL_PER_MINUTE). */
  minuteLimit: number;
  /** Requests still allowed in the current 60-second window. */
  minuteRemaining: number;
}
