/**
 * The built-in football data provider: a deterministic simulation of a few dozen real competitions. The day's
 * plan (who plays, when, and how every match will unfold) depends only on the seed and the date; `now` only
 * decides how much of it has happened and which prices the houses show.
 */

import { BUSINESS_TZ, wallClockIn } from "@placar/core/dates";
import { isFinished } from "@placar/core/status";
import type { ProviderFixtureDetail, ProviderStanding } from "../details.ts";
import type { FootballProvider, ProviderFixture, ProviderMarketOdds, ProviderOdds } from "../types.ts";
import { DEMO_COMPETITIONS, type DemoCompetition } from "./catalog.ts";
import type { MatchStory } from "./details.ts";
import { eventsAt, matchStory, statisticsAt } from "./details.ts";
import { DEMO_HOUSES, stalledSince } from "./houses.ts";
import { houseMarketPrices, housePrices } from "./pricing.ts";
import { scheduleDay } from "./schedule.ts";
import type { MatchPlan, MatchState } from "./simulation.ts";
import { BUCKET_MS, matchStateAt, planMatch, storyMinuteAt } from "./simulation.ts";
import { seasonPlans, tableAt } from "./standings.ts";
import { calendarDateOf, parseCalendarDate } from "./calendar.ts";

export interface DemoProviderOptions {
  /** Any integer; the same seed always produces the same world. */
  seed: number;
}

/** Days kept planned in memory: today, its neighbours and a few the visitors browse to. */
const PLAN_CACHE_SIZE = 16;
/** Match stories (lineups, events, statistics models) kept for the matches being followed. */
const STORY_CACHE_SIZE = 2_000;
/** Seasons replayed for tables, per (league, season, Brazilian day). */
const SEASON_CACHE_SIZE = 64;
/** Games whose last books in the other markets are kept (a few days' worth). */
const MARKET_CACHE_SIZE = 3_000;
/** Lineups are published this long before kick-off, as the real service does. */
const LINEUPS_BEFORE_MS = 60 * 60_000;

/** Fixture ids are day number × 10 000 + catalog position × 100 + draw index (see `scheduleDay`). */
function dayOfFixtureId(id: number): number | null {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const day = Math.floor(id / 10_000);
  const competition = Math.floor((id % 10_000) / 100);
  // Fixture days from 1970 to 2200; anything else is not a demo id.
  if (day < 1 || day > 84_000 || competition >= DEMO_COMPETITIONS.length) return null;
  return day;
}

function isoDate(dayNumber: number): string {
  const d = calendarDateOf(dayNumber);
  return `${String(d.year).padStart(4, "0")}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;
}

function remember<K, V>(cache: Map<K, V>, key: K, value: V, limit: number): V {
  cache.set(key, value);
  if (cache.size > limit) {
    const oldest = cache.keys().next();
    if (oldest.done !== true) cache.delete(oldest.value);
  }
  return value;
}

function validInstant(now: Date): number {
  const t = now.getTime();
  if (Number.isNaN(t)) throw new RangeError("now is an invalid Date");
  return t;
}

const validSeason = (season: number) => Number.isSafeInteger(season) && season >= 1970 && season <= 2200;

export class DemoProvider implements FootballProvider {
  readonly name = "demo" as const;
  readonly finishedOddsAreClosing = true;
  readonly #seed: number;
  readonly #plans = new Map<string, MatchPlan[]>();
  readonly #planIndex = new WeakMap<MatchPlan[], Map<number, MatchPlan>>();
  readonly #stories = new Map<number, MatchStory>();
  readonly #seasons = new Map<string, MatchPlan[]>();
  /** Each game's books in the other markets at its last priced state (they move once per bucket before kick-off). */
  readonly #marketBooks = new Map<number, { key: string; books: ProviderMarketOdds[][] }>();

  constructor(options: DemoProviderOptions) {
    if (!Number.isSafeInteger(options.seed))
      throw new RangeError(`demo provider seed must be an integer, got ${options.seed}`);
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

  /**
   * Each known fixture with its referee, lineups (from an hour before kick-off), the events up to the current
   * minute and the statistics once it has started, as seen at `now`. Unknown ids are left out.
   */
  async fixtureDetails(ids: readonly number[], now: Date = new Date()): Promise<ProviderFixtureDetail[]> {
    return this.fixtureDetailsSync(ids, now);
  }

  fixtureDetailsSync(ids: readonly number[], now: Date = new Date()): ProviderFixtureDetail[] {
    const t = now.getTime();
    if (Number.isNaN(t)) throw new RangeError("now is an invalid Date");
    const out: ProviderFixtureDetail[] = [];
    const seen = new Set<number>();
    for (const id of ids) {
      if (seen.has(id)) continue;
      seen.add(id);
      const plan = this.#planById(id);
      if (plan === undefined) continue;
      out.push(this.#detailAt(plan, t));
    }
    return out;
  }

  /**
   * The league's table for `season` at `now`, from every simulated match of the season over by then; an
   * empty list for cups and unknown leagues.
   */
  async standings(leagueId: number, season: number, now: Date = new Date()): Promise<ProviderStanding[]> {
    return this.standingsSync(leagueId, season, now);
  }

  standingsSync(leagueId: number, season: number, now: Date = new Date()): ProviderStanding[] {
    const t = now.getTime();
    if (Number.isNaN(t)) throw new RangeError("now is an invalid Date");
    const league = DEMO_COMPETITIONS.find((c) => c.id === leagueId);
    if (
      league === undefined ||
      league.format !== "league" ||
      !Number.isSafeInteger(season) ||
      season < 1970 ||
      season > 2200
    )
      return [];
    const clock = wallClockIn(BUSINESS_TZ, t);
    const today = Math.round(Date.UTC(clock.year, clock.month - 1, clock.day) / 86_400_000);
    const key = `${leagueId}:${season}:${today}`;
    let plans = this.#seasons.get(key);
    if (plans === undefined)
      plans = remember(this.#seasons, key, seasonPlans(this.#seed, league, season, today), SEASON_CACHE_SIZE);
    return tableAt(league, plans, t);
  }

  /** Every match of the club's season in each competition it plays, as seen at `now`. */
  async teamSeason(teamId: number, season: number, now: Date = new Date()): Promise<ProviderFixture[]> {
    const t = validInstant(now);
    if (!validSeason(season)) return [];
    const plans = DEMO_COMPETITIONS.filter((c) => c.clubs.some((club) => club.id === teamId))
      .flatMap((c) => this.#wholeSeason(c, season))
      .filter((p) => p.match.home.id === teamId || p.match.away.id === teamId)
      .sort((a, b) => a.match.kickoff - b.match.kickoff || a.match.fixtureId - b.match.fixtureId);
    return plans.map((plan) => this.#fixtureAt(plan, t));
  }

  /** Every match of the competition's season, as seen at `now`. */
  async leagueSeason(leagueId: number, season: number, now: Date = new Date()): Promise<ProviderFixture[]> {
    const t = validInstant(now);
    const competition = DEMO_COMPETITIONS.find((c) => c.id === leagueId);
    if (competition === undefined || !validSeason(season)) return [];
    return this.#wholeSeason(competition, season).map((plan) => this.#fixtureAt(plan, t));
  }

  /** A competition's whole season, planned once (the plans depend only on the seed). */
  #wholeSeason(competition: DemoCompetition, season: number): MatchPlan[] {
    const key = `${competition.id}:${season}:all`;
    const known = this.#seasons.get(key);
    if (known !== undefined) return known;
    return remember(
      this.#seasons,
      key,
      seasonPlans(this.#seed, competition, season, Number.MAX_SAFE_INTEGER),
      SEASON_CACHE_SIZE,
    );
  }

  #planById(id: number): MatchPlan | undefined {
    const day = dayOfFixtureId(id);
    if (day === null) return undefined;
    const plans = this.#planFor(isoDate(day));
    let index = this.#planIndex.get(plans);
    if (index === undefined) {
      index = new Map(plans.map((p) => [p.match.fixtureId, p]));
      this.#planIndex.set(plans, index);
    }
    return index.get(id);
  }

  #storyOf(plan: MatchPlan): MatchStory {
    const id = plan.match.fixtureId;
    const known = this.#stories.get(id);
    if (known !== undefined && known.plan === plan) return known;
    return remember(this.#stories, id, matchStory(this.#seed, plan), STORY_CACHE_SIZE);
  }

  #detailAt(plan: MatchPlan, now: number): ProviderFixtureDetail {
    const fixture = { ...this.#fixtureAt(plan, now), odds: [] };
    const story = this.#storyOf(plan);
    const minute = storyMinuteAt(plan, now);
    const lineupsOut = plan.called === null && now >= plan.match.kickoff - LINEUPS_BEFORE_MS;
    return {
      fixture,
      referee: story.referee,
      events: minute === null ? [] : eventsAt(story, minute),
      lineups: lineupsOut
        ? story.lineups.map((l) => ({
            ...l,
            team: { ...l.team },
            startXI: l.startXI.map((p) => ({ ...p })),
            substitutes: l.substitutes.map((p) => ({ ...p })),
          }))
        : [],
      statistics: minute === null ? [] : statisticsAt(story, minute),
    };
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
    const markets = this.#marketsAt(plan, state, now);
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
      odds: this.#oddsAt(plan, state, now),
      ...(markets.length > 0 ? { markets } : {}),
    };
  }

  /**
   * The houses' prices in the other markets at `now`, from the same goal expectancy as their 1X2, under the same
   * rules: a stalled house shows its pre-match prices as they were when it stalled and withdraws its in-play ones; a
   * finished or suspended game shows the closing prices.
   */
  #marketsAt(plan: MatchPlan, state: MatchState, now: number): ProviderMarketOdds[] {
    const { match } = plan;
    const preMatch = state.goals === null;
    const settled = isFinished(state.status) || state.status === "SUSP";
    const inPlay = !preMatch && !settled && state.bucket > Math.floor(match.kickoff / BUCKET_MS) - 1;
    const priced = (s: MatchState) => {
      // Pre-match a game's books change once per 15-minute bucket: priced once per bucket, not at every read.
      const key = `${s.bucket}|${s.expectancy.home}|${s.expectancy.away}|${s.base.home}-${s.base.away}|${inPlay}`;
      const known = this.#marketBooks.get(match.fixtureId);
      if (known?.key === key) return known.books;
      const books = houseMarketPrices(match.competition, s.expectancy, s.base, this.#seed, match.key, s.bucket, inPlay);
      // Only the current state is kept: a stalled house's older books are priced when asked.
      if (s === state) remember(this.#marketBooks, match.fixtureId, { key, books }, MARKET_CACHE_SIZE);
      return books;
    };
    const fresh = priced(state);
    if (settled) return fresh.flat();
    return DEMO_HOUSES.flatMap((house, i) => {
      const since = stalledSince(house, now);
      if (since === null) return fresh[i] ?? [];
      if (!preMatch) return [];
      const at = new Date(since).toISOString();
      return (priced(matchStateAt(this.#seed, plan, since))[i] ?? []).map((q) => ({ ...q, checkedAt: at }));
    });
  }

  /**
   * The houses' prices at `now`. A house whose feed has stalled (`DemoHouse.stalls`) shows its pre-match prices as
   * they were when it stalled, with that time as `checkedAt`, and withdraws its in-play prices until it catches up.
   */
  #oddsAt(plan: MatchPlan, state: MatchState, now: number): ProviderOdds[] {
    const { match } = plan;
    const odds = housePrices(match.competition, state.fair, this.#seed, match.key, state.bucket);
    if (odds.length === 0 || isFinished(state.status) || state.status === "SUSP") return odds;
    const preMatch = state.goals === null;
    const out: ProviderOdds[] = [];
    DEMO_HOUSES.forEach((house, i) => {
      const fresh = odds[i];
      if (fresh === undefined) return;
      // A decided game in play: this house has closed its market.
      if (!preMatch && Math.max(...state.fair) > house.closesAbove) return;
      const since = stalledSince(house, now);
      if (since === null) out.push(fresh);
      else if (preMatch) {
        const then = matchStateAt(this.#seed, plan, since);
        const old = housePrices(match.competition, then.fair, this.#seed, match.key, then.bucket)[i] ?? fresh;
        out.push({ ...old, checkedAt: new Date(since).toISOString() });
      }
    });
    return out;
  }
}
