/**
 * A league's season: a double round-robin (each pair of clubs meets once at each ground: 2 × (n − 1) rounds for
 * n clubs, one more per leg when n is odd, the club left out of a round resting), within each group for a league
 * split into groups, so a club ends the season with exactly its 2 × (n − 1) games (docs/product.md#demo-data).
 *
 * The rounds are laid on the league's rhythm: every football week of its window offers a weekend round and, with
 * the league's midweek chance, a midweek one; a round is not laid where a cup that holds most of the league's
 * clubs plays on the same days (a cup weekend), and the rounds needed are spread evenly over what is left (every
 * slot is used, and unchosen midweeks added, when a long league needs more). Each match draws its day from the
 * round's days; a club drawn by a cup the day before, that day or the day after gets another day of the round, or
 * a replay. A match called off or suspended (`fate.ts`) is replayed too, on the first midweek both clubs are free.
 *
 * That depends on the whole season (a replay's day on the games before it), so the plan is computed once per
 * (seed, league, season), about 0.1–1 ms a league, and kept: a day of the schedule then only looks its games up.
 */

import type { DemoClub, DemoCompetition, DemoCup, DemoLeague } from "./catalog.ts";
import { DEMO_COMPETITIONS, WEEKDAYS } from "./catalog.ts";
import { dayInWeek, footballWeek, monthDayOf, MS_PER_DAY, weekdayOf } from "./calendar.ts";
import { cupDrawsOn, cupIsActive, weightsOf } from "./cup-draws.ts";
import { isCompleted, matchFate } from "./fate.ts";
import { hash, rng, shuffle, unit, weightedIndex } from "./random.ts";

export interface LeagueFixture {
  day: number;
  home: DemoClub;
  away: DemoClub;
  /** The round, from 0 in the order played; a replay keeps its round. */
  round: number;
  /** Position of the pairing in its round (groups in order): with `round` and `replay`, orders a day's games. */
  pair: number;
  /** Booked again after the first date was called off or suspended; always played to the end. */
  replay: boolean;
  /** The match's key for every later random draw (`ScheduledMatch.key`). */
  key: number;
}

export interface LeagueSeason {
  /** Rounds in the season: 2 × (n − 1) for n clubs (n + 1 when n is odd), for the largest group. */
  rounds: number;
  /** Every fixture, by day number, in the order the day lists them. */
  byDay: ReadonlyMap<number, readonly LeagueFixture[]>;
}

/** A league's groups (clubs only meet within their group), or all the clubs as one group. */
export function groupsOf(competition: DemoCompetition): ReadonlyArray<readonly DemoClub[]> {
  const names = competition.format === "league" ? competition.groups : undefined;
  if (names === undefined || names.length < 2) return [competition.clubs];
  const size = Math.ceil(competition.clubs.length / names.length);
  return names.map((_, g) => competition.clubs.slice(g * size, (g + 1) * size));
}

const windowTables = new Map<number, Uint8Array>();

/** 1 for each month × 100 + day the league plays in (its window, outside its breaks). */
function windowTable(competition: DemoLeague): Uint8Array {
  const known = windowTables.get(competition.id);
  if (known !== undefined) return known;
  const window = competition.window;
  const table = new Uint8Array(1300).fill(window === undefined ? 1 : 0);
  const mark = (from: number, to: number, value: 0 | 1) => {
    for (let md = 101; md < 1300; md++) {
      if (from <= to ? md >= from && md <= to : md >= from || md <= to) table[md] = value;
    }
  };
  if (window !== undefined) {
    mark(window.from, window.to, 1);
    for (const [from, to] of window.breaks ?? []) mark(from, to, 0);
  }
  windowTables.set(competition.id, table);
  return table;
}

/** Whether a league plays on the day: inside its season window and outside its breaks (no window: all year). */
export function inSeasonWindow(competition: DemoLeague, dayNumber: number): boolean {
  return windowTable(competition)[monthDayOf(dayNumber)] === 1;
}

/** The first and last day (day numbers) of a competition's season `season`. */
export function seasonDays(competition: DemoCompetition, season: number): { fromDay: number; toDay: number } {
  const start = Date.UTC(season, competition.seasonStartMonth - 1, 1) / MS_PER_DAY;
  const end = Date.UTC(season + 1, competition.seasonStartMonth - 1, 1) / MS_PER_DAY - 1;
  return { fromDay: start, toDay: end };
}

type Pair = readonly [DemoClub, DemoClub];

/**
 * The circle method: one club stays put while the others turn, so every pair meets once in n − 1 rounds (a
 * missing club makes a rest day when n is odd); home and away alternate, and the second leg mirrors the first.
 */
function doubleRoundRobin(seed: number, league: DemoLeague, season: number, group: number): Pair[][] {
  const random = rng(seed, league.id, season, group, 0x7b1);
  const clubs = groupsOf(league)[group] ?? [];
  const teams: Array<DemoClub | null> = shuffle(random, [...clubs]);
  if (teams.length % 2 === 1) teams.push(null);
  const n = teams.length;
  const first: Pair[][] = [];
  for (let r = 0; r < n - 1; r++) {
    const round: Pair[] = [];
    const slots: Array<readonly [number, number]> = [[r, n - 1]];
    for (let i = 1; i < n / 2; i++) slots.push([(r + i) % (n - 1), (r - i + n - 1) % (n - 1)]);
    slots.forEach(([a, b], i) => {
      const x = teams[a];
      const y = teams[b];
      if (x == null || y == null) return;
      const swap = i === 0 ? r % 2 === 1 : i % 2 === 1;
      round.push(swap ? [y, x] : [x, y]);
    });
    first.push(round);
  }
  return [...first, ...first.map((round) => round.map(([home, away]): Pair => [away, home]))];
}

interface Slot {
  /** The round's days (day numbers) in the window, and their weights. */
  days: number[];
  weights: number[];
  /** Drawn by the league's rhythm: every weekend, a midweek with the league's chance. */
  candidate: boolean;
  /** A cup with some of the league's clubs plays on the round's days: those clubs need another day. */
  busy: boolean;
  /** A cup with most of the league's clubs plays on the round's days. */
  blocked: boolean;
}

const sharedCupsMemo = new Map<number, { any: DemoCup[]; most: DemoCup[] }>();

/** The cups some of the league's clubs play in, and those that hold at least half of them. */
function sharedCups(league: DemoLeague): { any: DemoCup[]; most: DemoCup[] } {
  const known = sharedCupsMemo.get(league.id);
  if (known !== undefined) return known;
  const ids = new Set(league.clubs.map((c) => c.id));
  const any: DemoCup[] = [];
  const most: DemoCup[] = [];
  for (const c of DEMO_COMPETITIONS) {
    if (c.format !== "cup") continue;
    const shared = c.clubs.filter((club) => ids.has(club.id)).length;
    if (shared > 0) any.push(c);
    if (shared * 2 >= ids.size) most.push(c);
  }
  const out = { any, most };
  sharedCupsMemo.set(league.id, out);
  return out;
}

/** The week's round slots of the league (weekend, then midweek when it has one), in the season and window. */
function slotsOfWeek(seed: number, league: DemoLeague, week: number, fromDay: number, toDay: number): Slot[] {
  const out: Slot[] = [];
  const kinds = [
    { days: league.weekend, candidate: true },
    ...(league.midweek === null
      ? []
      : [{ days: league.midweek.days, candidate: unit(seed, league.id, week, 0x3d) < league.midweek.chance }]),
  ];
  for (const kind of kinds) {
    const weights = weightsOf(kind.days);
    const days: number[] = [];
    const dayWeights: number[] = [];
    weights.forEach((w, weekday) => {
      const day = dayInWeek(week, weekday);
      if (w <= 0 || day < fromDay || day > toDay || !inSeasonWindow(league, day)) return;
      days.push(day);
      dayWeights.push(w);
    });
    if (days.length === 0) continue;
    const plays = (cup: DemoCup) =>
      cupIsActive(seed, cup, week) && days.some((day) => (cup.days[WEEKDAYS[weekdayOf(day)] ?? "mon"] ?? 0) > 0);
    const blocked = sharedCups(league).most.some(plays);
    const busy = sharedCups(league).any.some(plays);
    const order = days.map((_, i) => i).sort((a, b) => (days[a] ?? 0) - (days[b] ?? 0));
    out.push({
      days: order.map((i) => days[i] ?? 0),
      weights: order.map((i) => dayWeights[i] ?? 0),
      candidate: kind.candidate,
      busy,
      blocked,
    });
  }
  return out.sort((a, b) => (a.days[0] ?? 0) - (b.days[0] ?? 0));
}

/** `count` items spread evenly over the list, from a random offset; all of them when there are not more. */
function pickEvenly<T>(items: readonly T[], count: number, u: number): T[] {
  if (count >= items.length) return [...items];
  return Array.from({ length: count }, (_, j) => items[Math.floor(((j + u) * items.length) / count)] as T);
}

/** The slots the season's rounds are played in, in order: `rounds` of them when the window allows. */
function chooseSlots(seed: number, league: DemoLeague, season: number, rounds: number): Slot[] {
  const { fromDay, toDay } = seasonDays(league, season);
  const slots: Slot[] = [];
  for (let week = footballWeek(fromDay); week <= footballWeek(toDay); week++) {
    slots.push(...slotsOfWeek(seed, league, week, fromDay, toDay));
  }
  const u = unit(seed, league.id, season, 0x5e1);
  // The rhythm's slots clear of cups first, then other clear midweeks, then slots some cup clubs must miss.
  const tiers = [
    slots.filter((s) => s.candidate && !s.busy),
    slots.filter((s) => !s.candidate && !s.busy),
    slots.filter((s) => s.candidate && s.busy && !s.blocked),
    slots.filter((s) => !s.candidate && s.busy && !s.blocked),
    slots.filter((s) => s.blocked),
  ];
  const chosen = new Set<Slot>();
  for (const tier of tiers) {
    if (chosen.size >= rounds) break;
    for (const slot of pickEvenly(tier, rounds - chosen.size, u)) chosen.add(slot);
  }
  return slots.filter((s) => chosen.has(s));
}

const NOBODY: ReadonlySet<number> = new Set();

/** Cup draws of the league's clubs by day: the clubs a cup has drawn on the day. */
class CupCalendar {
  readonly #busy = new Map<number, ReadonlySet<number>>();
  constructor(
    readonly seed: number,
    readonly cups: readonly DemoCup[],
  ) {}

  on(day: number): ReadonlySet<number> {
    const known = this.#busy.get(day);
    if (known !== undefined) return known;
    let clubs: Set<number> | null = null;
    for (const cup of this.cups) {
      for (const draw of cupDrawsOn(this.seed, cup, day)) {
        clubs ??= new Set<number>();
        clubs.add(draw.home.id);
        clubs.add(draw.away.id);
      }
    }
    this.#busy.set(day, clubs ?? NOBODY);
    return clubs ?? NOBODY;
  }

  /** Whether the club is drawn by a cup the day before, on the day or the day after. */
  near(club: number, day: number): boolean {
    if (this.cups.length === 0) return false;
    return this.on(day - 1).has(club) || this.on(day).has(club) || this.on(day + 1).has(club);
  }
}

/** A make-up date: the first day from `after` on where both clubs are clear of league and cup games by a day. */
function replayDay(
  league: DemoLeague,
  home: number,
  away: number,
  after: number,
  toDay: number,
  leagueDays: Map<number, Set<number>>,
  cups: CupCalendar,
): number | null {
  const clear = (club: number, day: number) => {
    const days = leagueDays.get(club);
    const playing = days !== undefined && (days.has(day - 1) || days.has(day) || days.has(day + 1));
    return !playing && !cups.near(club, day);
  };
  // Preferably a midweek (Tuesday to Thursday) inside the window; failing that, any day left in the season.
  for (const strict of [true, false]) {
    for (let day = after; day <= toDay; day++) {
      const weekday = weekdayOf(day);
      if (strict && (weekday < 1 || weekday > 3 || !inSeasonWindow(league, day))) continue;
      if (clear(home, day) && clear(away, day)) return day;
    }
  }
  return null;
}

function planSeason(seed: number, league: DemoLeague, season: number): LeagueSeason {
  const { toDay } = seasonDays(league, season);
  const groups = groupsOf(league).map((_, g) => doubleRoundRobin(seed, league, season, g));
  const rounds = Math.max(...groups.map((g) => g.length));
  const slots = chooseSlots(seed, league, season, rounds);
  const cups = new CupCalendar(seed, sharedCups(league).any);
  const fixtures: LeagueFixture[] = [];
  const leagueDays = new Map<number, Set<number>>();
  const play = (club: number, day: number) => {
    const days = leagueDays.get(club) ?? new Set<number>();
    days.add(day);
    leagueDays.set(club, days);
  };
  const pending: Array<{ home: DemoClub; away: DemoClub; round: number; pair: number; after: number; base: number }> =
    [];

  slots.forEach((slot, round) => {
    // The round's days likeliest first: a match moved off its drawn day takes the first one free.
    const likeliest = slot.days.map((_, i) => i).sort((a, b) => (slot.weights[b] ?? 0) - (slot.weights[a] ?? 0));
    const free = (home: number, away: number, drawn: number) => {
      const ok = (i: number) => !cups.near(home, slot.days[i] ?? 0) && !cups.near(away, slot.days[i] ?? 0);
      return ok(drawn) ? drawn : likeliest.find((i) => i !== drawn && ok(i));
    };
    const pairs = groups.flatMap((g) => g[round] ?? []);
    pairs.forEach(([home, away], pair) => {
      const base = hash(seed, league.id, season, round, pair);
      const drawn = weightedIndex(unit(base, 0xda7), slot.weights);
      const chosen = free(home.id, away.id, drawn);
      if (chosen === undefined) {
        pending.push({ home, away, round, pair, after: (slot.days[drawn] ?? 0) + 2, base });
        return;
      }
      const day = slot.days[chosen] ?? 0;
      const key = hash(base, day);
      fixtures.push({ day, home, away, round, pair, replay: false, key });
      play(home.id, day);
      play(away.id, day);
      if (!isCompleted(matchFate(key, false))) pending.push({ home, away, round, pair, after: day + 2, base });
    });
  });

  pending.sort((a, b) => a.after - b.after || a.round - b.round || a.pair - b.pair);
  for (const p of pending) {
    const day = replayDay(league, p.home.id, p.away.id, p.after, toDay, leagueDays, cups);
    if (day === null) continue;
    fixtures.push({
      day,
      home: p.home,
      away: p.away,
      round: p.round,
      pair: p.pair,
      replay: true,
      key: hash(p.base, 0x4e9, day),
    });
    play(p.home.id, day);
    play(p.away.id, day);
  }

  const byDay = new Map<number, LeagueFixture[]>();
  for (const f of fixtures) {
    const list = byDay.get(f.day) ?? [];
    list.push(f);
    byDay.set(f.day, list);
  }
  for (const list of byDay.values()) {
    list.sort((a, b) => Number(a.replay) - Number(b.replay) || a.round - b.round || a.pair - b.pair);
  }
  return { rounds, byDay };
}

/** Seasons kept: every league's current and neighbouring seasons for a few seeds. */
const SEASON_MEMO_LIMIT = 1_000;
const seasonMemo = new Map<string, LeagueSeason>();

/** The league's season plan, computed once per (seed, league, season). */
export function leagueSeason(seed: number, league: DemoLeague, season: number): LeagueSeason {
  const memoKey = `${seed}:${league.id}:${season}`;
  const known = seasonMemo.get(memoKey);
  if (known !== undefined) return known;
  const plan = planSeason(seed, league, season);
  if (seasonMemo.size >= SEASON_MEMO_LIMIT) {
    const oldest = seasonMemo.keys().next();
    if (oldest.done !== true) seasonMemo.delete(oldest.value);
  }
  seasonMemo.set(memoKey, plan);
  return plan;
}
