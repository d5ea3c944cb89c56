/**
 * The built-in football data provider: a deterministic simulation of a few dozen real competitions. The day's
 * plan (who plays, when, and how every match will unfold) depends only on the seed and the date; `now` only
 * decides how much of it has happened and which prices the houses show.
 */

import type { FootballProvider, ProviderFixture } from "../types.ts";
import { housePrices } from "./pricing.ts";
import { scheduleDay } from "./schedule.ts";
import type { MatchPlan } from "./simulation.ts";
import { matchStateAt, planMatch } from "./simulation.ts";
import { parseCalendarDate } from "./time-zone.ts";

export interface DemoProviderOptions {
  /** Any integer; the same seed always produces the same world. */
  seed: number;
}

/** Days kept planned in memory: today, its neighbours and a few the visitors browse to. */
const PLAN_CACHE_SIZE = 16;

export class DemoProvider implements FootballProvider {
  readonly name = "demo" as const;
  readonly #seed: number;
  readonly #plans = new Map<string, MatchPlan[]>();

  constructor(options: DemoProviderOptions) {
    if (!Number.isSafeInteger(options.seed)) throw new RangeError(`demo provider seed must be an integer, got ${options.seed}`);
    this.#seed = options.seed;
  }

  async fixturesByDate(date: string, now: Date): Promise<ProviderFixture[]> {
    return this.fixturesByDateSync(date, now);
  }

  /** The same answer as `fixturesByDate`, without the promise (for tests and benchmarks). */
  fixturesByDateSync(date: string, now: Date): ProviderFixture[] {
    const t = now.getTime();
    if (Number.isNaN(t)) throw new RangeError("now is an invalid Date");
    return this.#planFor(date).map((plan) => this.#fixtureAt(plan, t));
  }

  #planFor(date: string): MatchPlan[] {
    const cached = this.#plans.get(date);
    if (cached !== undefined) {
      // Refresh its place in the least-recently-used order.
      this.#plans.delete(date);
      this.#plans.set(date, cached);
      return cached;
    }
    const day = parseCalendarDate(date);
    if (day === null) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${JSON.stringify(date)}`);
    const plans = scheduleDay(this.#seed, day).map((match) => planMatch(this.#seed, match));
    this.#plans.set(date, plans);
    if (this.#plans.size > PLAN_CACHE_SIZE) {
      const oldest = this.#plans.keys().next();
      if (oldest.done !== true) this.#plans.delete(oldest.value);
    }
    return plans;
  }

  #fixtureAt(plan: MatchPlan, now: number): ProviderFixture {
    const { match } = plan;
    const state = matchStateAt(this.#seed, plan, now);
    const { competition, home, away } = match;
    return {
      id: match.fixtureId,
      kickoff: new Date(match.kickoff).toISOString(),
      status: state.status,
      elapsed: state.elapsed,
      league: {
        id: competition.id,
        name: competition.name,
        country: competition.country,
        logo: null,
        season: match.season,
      },
      home: { id: home.id, name: home.name, logo: null },
      away: { id: away.id, name: away.name, logo: null },
      goals: { home: state.goals?.home ?? null, away: state.goals?.away ?? null },
      venue: { name: home.venue.name, city: home.venue.city },
      odds: housePrices(state.fair, this.#seed, match.key, state.bucket),
    };
  }
}
