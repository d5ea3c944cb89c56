/**
 * Who plays whom, and when, on one Brazilian calendar day.
 *
 * Leagues play their season's double round-robin (`league-rounds.ts`): the season's plan is computed once per
 * (seed, league, season) and a day only looks its games up. Cups draw `matches` pairings in the weeks they play,
 * each on a day drawn from the cup's days (`cup-draws.ts`), a pure function of (seed, cup, week). When a club is
 * drawn by two cups within a day of each other, the cup listed first in the catalog keeps the match ("kept iff
 * neither club has a drawn match of a higher-priority cup the day before, the same day or the day after"); the
 * rule looks only at draws, never at other kept matches, so any day can be computed on its own. League games
 * keep clear of every cup draw of their clubs by the same day either side (the league calendar moves or replays
 * them), so no club ever plays twice within two days.
 */

import { BUSINESS_TZ, wallClockIn, zonedTimeToInstant } from "@placar/core/dates";
import type { DemoClub, DemoCompetition, DemoCup, DemoLeague } from "./catalog.ts";
import { DEMO_COMPETITIONS } from "./catalog.ts";
import { cupDrawsOn } from "./cup-draws.ts";
import { leagueSeason } from "./league-rounds.ts";
import { hash, unit } from "./random.ts";
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
  /** A league game booked again after its first date was called off or suspended: always played to the end. */
  replay: boolean;
  /** Stable per-match key for every later random draw. */
  key: number;
}

export function seasonOf(competition: DemoCompetition, date: CalendarDate): number {
  return date.month >= competition.seasonStartMonth ? date.year : date.year - 1;
}

function parseSlot(slot: string): [number, number] {
  const [h, m] = slot.split(":").map(Number);
  return [h ?? 0, m ?? 0];
}

/** Local kick-off slots resolved on one day: `${time zone} ${slot}` → instant, or NaN outside the window. */
type KickoffMemo = Map<string, number>;

/**
 * A kick-off from the competition's local slots that lands on the Brazilian day inside the allowed window;
 * slots that fall outside (a summer-time shift, a late American slot) give way to the next one.
 */
function kickoffFor(memo: KickoffMemo, competition: DemoCompetition, date: CalendarDate, key: number): number {
  const weekend = date.weekday >= 5;
  const slots = weekend ? competition.kickoffs.weekend : competition.kickoffs.weekday;
  const start = Math.floor(unit(key, 0x5107) * slots.length);
  for (let i = 0; i < slots.length; i++) {
    const t = slotOnDay(memo, competition.kickoffs.timeZone, slots[(start + i) % slots.length] ?? "16:00", date);
    if (!Number.isNaN(t)) return t;
  }
  return zonedTimeToInstant(BUSINESS_TZ, date.year, date.month, date.day, 16, 0).getTime();
}

/** The instant of a local slot on the day, or NaN when it falls outside the Brazilian day's window. */
function slotOnDay(memo: KickoffMemo, timeZone: string, slot: string, date: CalendarDate): number {
  const memoKey = `${timeZone} ${slot}`;
  const known = memo.get(memoKey);
  if (known !== undefined) return known;
  const [h, m] = parseSlot(slot);
  let t = zonedTimeToInstant(timeZone, date.year, date.month, date.day, h, m).getTime();
  const local = wallClockIn(BUSINESS_TZ, t);
  const minutes = local.hour * 60 + local.minute;
  const inWindow =
    local.day === date.day && local.month === date.month && minutes >= EARLIEST_KICKOFF && minutes <= LATEST_KICKOFF;
  if (!inWindow) t = Number.NaN;
  memo.set(memoKey, t);
  return t;
}

function tieBreakFor(competition: DemoCompetition, date: CalendarDate, key: number): ScheduledMatch["tieBreak"] {
  if (competition.format !== "cup" || !competition.knockoutMonths.includes(date.month)) return null;
  const decider = competition.legs === 1 || unit(key, 0x1e9) < 0.5;
  return decider ? competition.tieBreak : null;
}

/** The day's matches in kick-off order. Pure in (seed, date). */
export function scheduleDay(seed: number, date: CalendarDate): ScheduledMatch[] {
  const memo: KickoffMemo = new Map();
  const blocked = new Set<number>();
  const matches: ScheduledMatch[] = [];
  DEMO_COMPETITIONS.forEach((competition, competitionIndex) => {
    if (competition.format === "league") {
      matches.push(...leagueMatches(seed, memo, competition, competitionIndex, date));
      return;
    }
    matches.push(...cupMatches(seed, memo, competition, competitionIndex, date, blocked));
    blockAround(seed, competition, date.dayNumber, blocked);
  });
  return matches.sort((a, b) => a.kickoff - b.kickoff || a.fixtureId - b.fixtureId);
}

/** A cup's draws around the day block its clubs for the cups after it. */
function blockAround(seed: number, cup: DemoCup, d: number, blocked: Set<number>): void {
  for (const day of [d - 1, d, d + 1]) {
    for (const draw of cupDrawsOn(seed, cup, day)) {
      blocked.add(draw.home.id);
      blocked.add(draw.away.id);
    }
  }
}

/** The matches a cup keeps on the day, given the clubs blocked by the cups before it. */
function cupMatches(
  seed: number,
  memo: KickoffMemo,
  cup: DemoCup,
  competitionIndex: number,
  date: CalendarDate,
  blocked: ReadonlySet<number>,
): ScheduledMatch[] {
  const d = date.dayNumber;
  const out: ScheduledMatch[] = [];
  for (const draw of cupDrawsOn(seed, cup, d)) {
    if (blocked.has(draw.home.id) || blocked.has(draw.away.id)) continue;
    const key = hash(draw.key, d);
    out.push({
      fixtureId: d * 10_000 + competitionIndex * 100 + draw.index,
      competition: cup,
      home: draw.home,
      away: draw.away,
      kickoff: kickoffFor(memo, cup, date, key),
      season: seasonOf(cup, date),
      tieBreak: tieBreakFor(cup, date, key),
      replay: false,
      key,
    });
  }
  return out;
}

/** A league's games on the day, from its season's plan. */
function leagueMatches(
  seed: number,
  memo: KickoffMemo,
  league: DemoLeague,
  competitionIndex: number,
  date: CalendarDate,
): ScheduledMatch[] {
  const d = date.dayNumber;
  const season = seasonOf(league, date);
  const fixtures = leagueSeason(seed, league, season).byDay.get(d) ?? [];
  return fixtures.map((f, index) => ({
    fixtureId: d * 10_000 + competitionIndex * 100 + index,
    competition: league,
    home: f.home,
    away: f.away,
    kickoff: kickoffFor(memo, league, date, f.key),
    season,
    tieBreak: null,
    replay: f.replay,
    key: f.key,
  }));
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
  const competition = DEMO_COMPETITIONS[competitionIndex];
  if (competition === undefined) return [];
  const out: ScheduledMatch[] = [];
  if (competition.format === "league") {
    const first = seasonOf(competition, calendarDateOf(fromDay));
    const last = seasonOf(competition, calendarDateOf(toDay));
    for (let season = first; season <= last; season++) {
      const days = [...leagueSeason(seed, competition, season).byDay.keys()]
        .filter((d) => d >= fromDay && d <= toDay)
        .sort((a, b) => a - b);
      for (const d of days)
        out.push(...leagueMatches(seed, new Map(), competition, competitionIndex, calendarDateOf(d)));
    }
    return out;
  }
  for (let d = fromDay; d <= toDay; d++) {
    const blocked = new Set<number>();
    for (let i = 0; i < competitionIndex; i++) {
      const earlier = DEMO_COMPETITIONS[i];
      if (earlier?.format === "cup") blockAround(seed, earlier, d, blocked);
    }
    out.push(...cupMatches(seed, new Map(), competition, competitionIndex, calendarDateOf(d), blocked));
  }
  return out;
}
