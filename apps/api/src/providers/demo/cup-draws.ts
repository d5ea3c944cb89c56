/**
 * Cup matchdays: in a week the cup is active, `matches` pairings are drawn from its entrants (the clubs shuffled
 * and paired off) and each pairing draws its day from the cup's day weights. A draw is a pure function of
 * (seed, cup, week), so any day's draws can be computed on their own; they are memoized because the league
 * calendars (`league-rounds.ts`) look them up for every day of a season to keep league games clear of them.
 */

import type { DayWeights, DemoClub, DemoCup } from "./catalog.ts";
import { WEEKDAYS } from "./catalog.ts";
import { footballWeek, monthDayOf, weekdayOf } from "./calendar.ts";
import { hash, rng, shuffle, unit, weightedIndex } from "./random.ts";

export interface Draw {
  home: DemoClub;
  away: DemoClub;
  /** Position among the competition's draws for the day: stable, used in the fixture id. */
  index: number;
  key: number;
}

/** Memo entries kept per seed before that seed's memo is emptied (a few seasons of every cup). */
const MEMO_LIMIT = 20_000;

/** A memo by seed, then by two integer keys (numbers only: these are looked up for every day of a season). */
class SeedMemo<V> {
  readonly #bySeed = new Map<number, Map<number, Map<number, V>>>();
  #size = 0;

  get(seed: number, a: number, b: number): V | undefined {
    return this.#bySeed.get(seed)?.get(a)?.get(b);
  }

  set(seed: number, a: number, b: number, value: V): V {
    if (this.#size >= MEMO_LIMIT * 4) {
      this.#bySeed.clear();
      this.#size = 0;
    }
    let bySeed = this.#bySeed.get(seed);
    if (bySeed === undefined) this.#bySeed.set(seed, (bySeed = new Map()));
    let byA = bySeed.get(a);
    if (byA === undefined) bySeed.set(a, (byA = new Map()));
    byA.set(b, value);
    this.#size += 1;
    return value;
  }
}

export function weightsOf(days: DayWeights): number[] {
  return WEEKDAYS.map((d) => days[d] ?? 0);
}

const weekDates = new Map<number, readonly number[]>();

/** Month × 100 + day of each day of a football week. */
function datesOfWeek(week: number): readonly number[] {
  const known = weekDates.get(week);
  if (known !== undefined) return known;
  const dates = Array.from({ length: 7 }, (_, i) => monthDayOf(week * 7 + 5 + i));
  if (weekDates.size >= MEMO_LIMIT) weekDates.clear();
  weekDates.set(week, dates);
  return dates;
}

/** Whether the cup has a matchday in football week `week`. */
export function cupIsActive(seed: number, cup: DemoCup, week: number): boolean {
  const dates = datesOfWeek(week);
  if (cup.matchdays !== undefined) return dates.some((md) => cup.matchdays?.includes(md) === true);
  // The month of the week's Tuesday decides, so a matchday never straddles an active and an idle month.
  const month = Math.floor((dates[0] ?? 0) / 100);
  return cup.activeMonths.includes(month) && unit(seed, cup.id, week, 0xc0) < cup.chance;
}

const pairingMemo = new SeedMemo<ReadonlyArray<readonly [DemoClub, DemoClub]>>();

/** The week's pairings: the entrants shuffled and paired off, `matches` pairs at most. */
function cupPairings(seed: number, cup: DemoCup, week: number): ReadonlyArray<readonly [DemoClub, DemoClub]> {
  const known = pairingMemo.get(seed, cup.id, week);
  if (known !== undefined) return known;
  const random = rng(seed, cup.id, week, 0, 0x9a1);
  const order = shuffle(random, [...cup.clubs]);
  const pairs: Array<readonly [DemoClub, DemoClub]> = [];
  for (let i = 0; i + 1 < order.length && pairs.length < cup.matches; i += 2) {
    pairs.push([order[i] as DemoClub, order[i + 1] as DemoClub]);
  }
  return pairingMemo.set(seed, cup.id, week, pairs);
}

const drawMemo = new SeedMemo<readonly Draw[]>();
const NO_DRAWS: readonly Draw[] = [];

/** Every match the cup draws for the day, before conflicts with other cups are removed. */
export function cupDrawsOn(seed: number, cup: DemoCup, day: number): readonly Draw[] {
  const weekday = weekdayOf(day);
  if ((cup.days[WEEKDAYS[weekday] ?? "mon"] ?? 0) <= 0) return NO_DRAWS;
  const known = drawMemo.get(seed, cup.id, day);
  if (known !== undefined) return known;
  const week = footballWeek(day);
  if (!cupIsActive(seed, cup, week)) return drawMemo.set(seed, cup.id, day, NO_DRAWS);
  const out: Draw[] = [];
  const weights = weightsOf(cup.days);
  cupPairings(seed, cup, week).forEach(([a, b], i) => {
    const key = hash(seed, cup.id, week, 0, i);
    if (weightedIndex(unit(key, 0xda7), weights) !== weekday) return;
    const homeFirst = unit(key, 0x40e) < 0.5;
    out.push({ home: homeFirst ? a : b, away: homeFirst ? b : a, index: out.length, key });
  });
  return drawMemo.set(seed, cup.id, day, out);
}
