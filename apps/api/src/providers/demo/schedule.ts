/**
 * Who plays whom, and when, on one Brazilian calendar day.
 *
 * The calendar is built a football week at a time (Tuesday to Monday, so that a Saturday–Monday round stays
 * in one week): each week a league draws one round of pairings for its weekend and sometimes a second for
 * midweek, and each pairing draws its day from the league's day weights. A club therefore plays at most once
 * per round and never on consecutive days within its league. Cups draw `matches` pairings on their matchday
 * weeks. When a club is drawn by two competitions within a day of each other, the competition listed first
 * in the catalog keeps the match ("kept iff neither club has a drawn match of a higher-priority competition
 * the day before, the same day or the day after"); the rule looks only at draws, never at other kept
 * matches, so any day can be computed on its own.
 */

import { BUSINESS_TZ, wallClockIn, zonedTimeToInstant } from "@placar/core/dates";
import type { DemoClub, DemoCompetition, DemoCup, DemoLeague, DayWeights } from "./catalog.ts";
import { DEMO_COMPETITIONS, WEEKDAYS } from "./catalog.ts";
import { hash, rng, shuffle, unit, weightedIndex } from "./random.ts";
import type { CalendarDate } from "./calendar.ts";
import { calendarDateOf } from "./calendar.ts";

/** Kick-offs stay inside this window of the Brazilian day (minutes after local midnight). */
const EARLIEST_KICKOFF = 8 * 60;
const LATEST_KICKOFF = 23 * 60;

export interface ScheduledMatch {
  /** Day number × 10 000 + catalog position × 100 + draw index: unique across days, stable for (seed, date). */
  fixtureId: number;
  competition: DemoCompetition;
  home: DemoClub;
  away: DemoClub;
  /** Kick-off instant, ms since the epoch. */
  kickoff: number;
  season: number;
  /** How a level result is settled, or null when a draw stands (league games, first legs, group stages). */
  tieBreak: "extra-time" | "penalties" | null;
  /** Stable per-match key for every later random draw. */
  key: number;
}

interface Draw {
  home: DemoClub;
  away: DemoClub;
  /** Position among the competition's draws for the day: stable, used in the fixture id. */
  index: number;
  key: number;
}

const MIDWEEK_ROUND = 1;
const WEEKEND_ROUND = 0;

/** The football week (Tuesday to Monday) a day belongs to. 1970-01-06 was a Tuesday. */
function footballWeek(dayNumber: number): number {
  return Math.floor((dayNumber - 5) / 7);
}

function weightsOf(days: DayWeights): number[] {
  return WEEKDAYS.map((d) => days[d] ?? 0);
}

type Pairs = Array<[DemoClub, DemoClub]>;

/**
 * Work shared while planning: the same round's draw is needed for up to three days (and, when a season is
 * replayed for a table, for every day of the week). `kickoffs` memoizes local slots and is valid for one day.
 */
interface DayContext {
  seed: number;
  pairings: Map<string, Pairs>;
  kickoffs: Map<string, number>;
  /** Cup draws by `${cup id}:${day}`, when several days are planned together. */
  draws?: Map<string, Draw[]>;
}

/** The pairings of one round: the clubs shuffled and paired off, `count` pairs at most. */
function pairings(ctx: DayContext, competition: DemoCompetition, week: number, round: number, count: number): Pairs {
  const memo = `${competition.id}:${week}:${round}`;
  const known = ctx.pairings.get(memo);
  if (known !== undefined) return known;
  const random = rng(ctx.seed, competition.id, week, round, 0x9a1);
  const pairs: Pairs = [];
  for (const group of groupsOf(competition)) {
    const order = shuffle(random, [...group]);
    for (let i = 0; i + 1 < order.length && pairs.length < count; i += 2) {
      pairs.push([order[i] as DemoClub, order[i + 1] as DemoClub]);
    }
  }
  ctx.pairings.set(memo, pairs);
  return pairs;
}

/** A league's groups (clubs only meet within their group), or all the clubs as one group. */
export function groupsOf(competition: DemoCompetition): ReadonlyArray<readonly DemoClub[]> {
  const names = competition.format === "league" ? competition.groups : undefined;
  if (names === undefined || names.length < 2) return [competition.clubs];
  const size = Math.ceil(competition.clubs.length / names.length);
  return names.map((_, g) => competition.clubs.slice(g * size, (g + 1) * size));
}

const weekMonths = new Map<number, number>();

function cupIsActive(seed: number, cup: DemoCup, week: number): boolean {
  // The month of the week's Tuesday decides, so a matchday never straddles an active and an idle month.
  let month = weekMonths.get(week);
  if (month === undefined) {
    month = calendarDateOf(week * 7 + 5).month;
    if (weekMonths.size > 5_000) weekMonths.clear();
    weekMonths.set(week, month);
  }
  return cup.activeMonths.includes(month) && unit(seed, cup.id, week, 0xc0) < cup.chance;
}

/** Every match the competition draws for the day, before conflicts with other competitions are removed. */
function drawsOn(ctx: DayContext, competition: DemoCompetition, dayNumber: number): Draw[] {
  const { seed } = ctx;
  const week = footballWeek(dayNumber);
  const weekday = (((dayNumber + 3) % 7) + 7) % 7;
  const out: Draw[] = [];
  const collect = (round: number, days: DayWeights, count: number) => {
    const weights = weightsOf(days);
    if ((weights[weekday] ?? 0) <= 0) return;
    const pairs = pairings(ctx, competition, week, round, count);
    pairs.forEach(([a, b], i) => {
      const key = hash(seed, competition.id, week, round, i);
      if (weightedIndex(unit(key, 0xda7), weights) !== weekday) return;
      const homeFirst = unit(key, 0x40e) < 0.5;
      out.push({ home: homeFirst ? a : b, away: homeFirst ? b : a, index: out.length, key });
    });
  };
  if (competition.format === "league") {
    if (!inSeasonWindow(competition, dayNumber)) return out;
    collect(WEEKEND_ROUND, competition.weekend, Infinity);
    if (competition.midweek !== null && unit(seed, competition.id, week, 0x3d) < competition.midweek.chance) {
      collect(MIDWEEK_ROUND, competition.midweek.days, Infinity);
    }
  } else if ((competition.days[WEEKDAYS[weekday] ?? "mon"] ?? 0) > 0 && cupIsActive(seed, competition, week)) {
    collect(WEEKEND_ROUND, competition.days, competition.matches);
  }
  return out;
}

/** Whether a league plays on the day: inside its season window and outside its breaks (no window: all year). */
export function inSeasonWindow(competition: DemoLeague, dayNumber: number): boolean {
  const window = competition.window;
  if (window === undefined) return true;
  const date = calendarDateOf(dayNumber);
  const md = date.month * 100 + date.day;
  const within = (from: number, to: number) => (from <= to ? md >= from && md <= to : md >= from || md <= to);
  if (!within(window.from, window.to)) return false;
  return !(window.breaks ?? []).some(([from, to]) => within(from, to));
}

export function seasonOf(competition: DemoCompetition, date: CalendarDate): number {
  return date.month >= competition.seasonStartMonth ? date.year : date.year - 1;
}

function parseSlot(slot: string): [number, number] {
  const [h, m] = slot.split(":").map(Number);
  return [h ?? 0, m ?? 0];
}

/**
 * A kick-off from the competition's local slots that lands on the Brazilian day inside the allowed window;
 * slots that fall outside (a summer-time shift, a late American slot) give way to the next one.
 */
function kickoffFor(ctx: DayContext, competition: DemoCompetition, date: CalendarDate, key: number): number {
  const weekend = date.weekday >= 5;
  const slots = weekend ? competition.kickoffs.weekend : competition.kickoffs.weekday;
  const start = Math.floor(unit(key, 0x5107) * slots.length);
  for (let i = 0; i < slots.length; i++) {
    const t = slotOnDay(ctx, competition.kickoffs.timeZone, slots[(start + i) % slots.length] ?? "16:00", date);
    if (!Number.isNaN(t)) return t;
  }
  return zonedTimeToInstant(BUSINESS_TZ, date.year, date.month, date.day, 16, 0).getTime();
}

/** The instant of a local slot on the day, or NaN when it falls outside the Brazilian day's window. */
function slotOnDay(ctx: DayContext, timeZone: string, slot: string, date: CalendarDate): number {
  const memo = `${timeZone} ${slot}`;
  const known = ctx.kickoffs.get(memo);
  if (known !== undefined) return known;
  const [h, m] = parseSlot(slot);
  let t = zonedTimeToInstant(timeZone, date.year, date.month, date.day, h, m).getTime();
  const local = wallClockIn(BUSINESS_TZ, t);
  const minutes = local.hour * 60 + local.minute;
  const inWindow =
    local.day === date.day && local.month === date.month && minutes >= EARLIEST_KICKOFF && minutes <= LATEST_KICKOFF;
  if (!inWindow) t = Number.NaN;
  ctx.kickoffs.set(memo, t);
  return t;
}

function tieBreakFor(competition: DemoCompetition, date: CalendarDate, key: number): ScheduledMatch["tieBreak"] {
  if (competition.format !== "cup" || !competition.knockoutMonths.includes(date.month)) return null;
  const decider = competition.legs === 1 || unit(key, 0x1e9) < 0.5;
  return decider ? competition.tieBreak : null;
}

/** The day's matches in kick-off order. Pure in (seed, date). */
export function scheduleDay(seed: number, date: CalendarDate): ScheduledMatch[] {
  const ctx: DayContext = { seed, pairings: new Map(), kickoffs: new Map() };
  const blocked = new Set<number>();
  const matches: ScheduledMatch[] = [];
  DEMO_COMPETITIONS.forEach((competition, competitionIndex) => {
    matches.push(...competitionMatches(ctx, competitionIndex, date, blocked));
    if (competition.format === "cup") blockAround(ctx, competition, date.dayNumber, blocked);
  });
  return matches.sort((a, b) => a.kickoff - b.kickoff || a.fixtureId - b.fixtureId);
}

/** Only cups share clubs with other competitions; their draws around the day block lower priorities. */
function blockAround(ctx: DayContext, cup: DemoCompetition, d: number, blocked: Set<number>): void {
  for (const day of [d - 1, d, d + 1]) {
    const memo = `${cup.id}:${day}`;
    let draws = ctx.draws?.get(memo);
    if (draws === undefined) {
      draws = drawsOn(ctx, cup, day);
      ctx.draws?.set(memo, draws);
    }
    for (const draw of draws) {
      blocked.add(draw.home.id);
      blocked.add(draw.away.id);
    }
  }
}

/** The matches one competition keeps on the day, given the clubs blocked by the competitions before it. */
function competitionMatches(
  ctx: DayContext,
  competitionIndex: number,
  date: CalendarDate,
  blocked: ReadonlySet<number>,
): ScheduledMatch[] {
  const competition = DEMO_COMPETITIONS[competitionIndex];
  if (competition === undefined) return [];
  const d = date.dayNumber;
  const out: ScheduledMatch[] = [];
  for (const draw of drawsOn(ctx, competition, d)) {
    if (blocked.has(draw.home.id) || blocked.has(draw.away.id)) continue;
    const key = hash(draw.key, d);
    out.push({
      fixtureId: d * 10_000 + competitionIndex * 100 + draw.index,
      competition,
      home: draw.home,
      away: draw.away,
      kickoff: kickoffFor(ctx, competition, date, key),
      season: seasonOf(competition, date),
      tieBreak: tieBreakFor(competition, date, key),
      key,
    });
  }
  return out;
}

/**
 * One competition's matches on each day from `fromDay` to `toDay` (day numbers, inclusive): exactly the
 * matches `scheduleDay` lists for it on those days, without planning the other competitions.
 */
export function scheduleCompetition(
  seed: number,
  competitionIndex: number,
  fromDay: number,
  toDay: number,
): ScheduledMatch[] {
  const pairingMemo = new Map<string, Pairs>();
  const drawMemo = new Map<string, Draw[]>();
  const out: ScheduledMatch[] = [];
  const competition = DEMO_COMPETITIONS[competitionIndex];
  for (let d = fromDay; d <= toDay; d++) {
    if (competition?.format === "league" && !inSeasonWindow(competition, d)) continue;
    const ctx: DayContext = { seed, pairings: pairingMemo, kickoffs: new Map(), draws: drawMemo };
    const blocked = new Set<number>();
    for (let i = 0; i < competitionIndex; i++) {
      const earlier = DEMO_COMPETITIONS[i];
      if (earlier?.format === "cup") blockAround(ctx, earlier, d, blocked);
    }
    out.push(...competitionMatches(ctx, competitionIndex, calendarDateOf(d), blocked));
  }
  return out;
}
