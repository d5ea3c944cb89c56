/**
 * One match from kick-off to the final whistle. Everything that will happen (stoppage time, the minute of
 * every goal, extra time, a suspension) is drawn once from the match's key when the day is planned; reading
 * the match at an instant only looks at how much of that fixed story has been played. That is why a later
 * `now` can only move a match forward: a goal once scored stays scored and the status never goes back.
 */

import type { StatusCode } from "@placar/core/status";
import type { DemoClub } from "./catalog.ts";
import type { Outcomes } from "./pricing.ts";
import { outcomeProbabilities } from "./pricing.ts";
import { hash, intBetween, poisson, rng, unit, valueNoise } from "./random.ts";
import type { ScheduledMatch } from "./schedule.ts";
import { matchFate } from "./fate.ts";

const MS_PER_MINUTE = 60_000;
export const BUCKET_MS = 15 * MS_PER_MINUTE;

/**
 * Expected goals of evenly rated clubs (2.5 a game, home advantage included), and how strongly the rating gap
 * tilts them: 400 points make the favourite about an 80% winner away from home, as the Elo scale intends.
 */
const HOME_GOALS = 1.4;
const AWAY_GOALS = 1.1;
const RATING_SLOPE = 0.33;

export interface Period {
  status: "1H" | "HT" | "2H" | "BT" | "ET" | "P";
  /** Minutes after kick-off. */
  start: number;
  end: number;
  /** Elapsed shown at the start of the period, and its cap. */
  elapsedFrom: number;
  elapsedTo: number;
  /** Elapsed advances with the clock (playing periods) or stays put (breaks, penalties). */
  running: boolean;
}

export interface Goal {
  /** Minutes after kick-off (real time, breaks included). */
  at: number;
  home: boolean;
}

/** One kick of a penalty shoot-out. */
export interface Kick {
  /** Minutes after kick-off. */
  at: number;
  home: boolean;
  scored: boolean;
}

export interface MatchPlan {
  match: ScheduledMatch;
  /** Decided before the day: the match will not be played today. */
  called: "POSTP" | "CANCL" | null;
  periods: Period[];
  /** Minutes after kick-off when the last period ends. */
  end: number;
  final: "FT" | "AET" | "FT_PEN";
  goals: Goal[];
  /** The shoot-out's kicks in order (the side with more scored goes through), empty without one. */
  shootout: Kick[];
  /** Minutes after kick-off when play stopped for good, or null. */
  suspendedAt: number | null;
  /** The market's expected goals over 90 minutes (from ratings; the real match also has a form factor). */
  homeRate: number;
  awayRate: number;
}

/** A club's rating in this seed's world: the catalog's plus a fixed per-seed tilt. */
function ratingOf(seed: number, club: DemoClub): number {
  return club.rating + (unit(seed, club.id, 0x7a7) - 0.5) * 80;
}

function expectedGoals(seed: number, home: DemoClub, away: DemoClub): [number, number] {
  const d = (ratingOf(seed, home) - ratingOf(seed, away)) / 400;
  const clamp = (x: number) => Math.min(4.5, Math.max(0.2, x));
  return [clamp(HOME_GOALS * 10 ** (d * RATING_SLOPE)), clamp(AWAY_GOALS * 10 ** (-d * RATING_SLOPE))];
}

function goalsIn(random: () => number, rate: number, home: boolean, from: number, to: number): Goal[] {
  const n = poisson(random, rate);
  const out: Goal[] = [];
  for (let i = 0; i < n; i++) out.push({ at: from + random() * (to - from), home });
  return out;
}

/** Draws the whole story of a match. Pure in (seed, match). */
export function planMatch(seed: number, match: ScheduledMatch): MatchPlan {
  const random = rng(match.key, 0x51a);
  const [homeRate, awayRate] = expectedGoals(seed, match.home, match.away);
  const fate = matchFate(match.key, match.replay);
  const called = fate.called;

  const firstStoppage = intBetween(random, 0, 4);
  const halfTime = 15 + intBetween(random, 0, 2);
  const secondStoppage = intBetween(random, 2, 8);
  const h1End = 45 + firstStoppage;
  const h2Start = h1End + halfTime;
  const h2End = h2Start + 45 + secondStoppage;
  const periods: Period[] = [
    { status: "1H", start: 0, end: h1End, elapsedFrom: 1, elapsedTo: 45, running: true },
    { status: "HT", start: h1End, end: h2Start, elapsedFrom: 45, elapsedTo: 45, running: false },
    { status: "2H", start: h2Start, end: h2End, elapsedFrom: 46, elapsedTo: 90, running: true },
  ];

  // On the day a club can be better or worse than its rating says; the market only knows the rating.
  const form = () => Math.exp((random() - 0.5) * 0.4);
  const homeTrue = homeRate * form();
  const awayTrue = awayRate * form();
  const goals: Goal[] = [];
  // Slightly more goals after the break, as in real football.
  goals.push(...goalsIn(random, homeTrue * 0.45, true, 0, h1End), ...goalsIn(random, awayTrue * 0.45, false, 0, h1End));
  goals.push(
    ...goalsIn(random, homeTrue * 0.55, true, h2Start, h2End),
    ...goalsIn(random, awayTrue * 0.55, false, h2Start, h2End),
  );

  let end = h2End;
  let final: MatchPlan["final"] = "FT";
  let shootout: Kick[] = [];
  const level = (list: Goal[]) => list.filter((g) => g.home).length * 2 === list.length;
  if (match.tieBreak !== null && level(goals)) {
    // The tie-break draws from a stream of its own: what happens after 90 minutes never changes what came before.
    const extra = rng(match.key, 0xe7a);
    if (match.tieBreak === "extra-time") {
      const btEnd = h2End + 5;
      const etEnd = btEnd + 32 + intBetween(extra, 0, 3);
      periods.push(
        { status: "BT", start: h2End, end: btEnd, elapsedFrom: 90, elapsedTo: 90, running: false },
        { status: "ET", start: btEnd, end: etEnd, elapsedFrom: 91, elapsedTo: 120, running: true },
      );
      goals.push(
        ...goalsIn(extra, (homeTrue * 30) / 90, true, btEnd, etEnd),
        ...goalsIn(extra, (awayTrue * 30) / 90, false, btEnd, etEnd),
      );
      end = etEnd;
      final = "AET";
    }
    if (level(goals)) {
      shootout = drawShootout(extra, end);
      // A few minutes to set up, the kicks, and the celebrations.
      const shootoutEnd = Math.ceil((shootout.at(-1)?.at ?? end) + 2);
      const elapsed = match.tieBreak === "extra-time" ? 120 : 90;
      periods.push({
        status: "P",
        start: end,
        end: shootoutEnd,
        elapsedFrom: elapsed,
        elapsedTo: elapsed,
        running: false,
      });
      end = shootoutEnd;
      final = "FT_PEN";
    }
  }
  goals.sort((a, b) => a.at - b.at);

  const suspendedAt = fate.suspended ? 10 + random() * (h2End - 15) : null;
  return { match, called, periods, end, final, goals, shootout, suspendedAt, homeRate, awayRate };
}

/** Share of shoot-out kicks scored, as in the professional game. */
const KICK_SCORED = 0.75;

/**
 * Five kicks each, taken in turn, stopping as soon as one side cannot be caught; then one each until a round
 * separates them. The kicks start four minutes after `start` and follow every 50 seconds or so.
 */
function drawShootout(random: () => number, start: number): Kick[] {
  const kicks: Kick[] = [];
  const score = [0, 0];
  const taken = [0, 0];
  const first = random() < 0.5 ? 0 : 1;
  let at = start + 4;
  for (let n = 0; n < 40; n++) {
    const side = n % 2 === 0 ? first : 1 - first;
    const scored = random() < KICK_SCORED;
    kicks.push({ at, home: side === 0, scored });
    at += 0.7 + 0.3 * random();
    taken[side] = (taken[side] ?? 0) + 1;
    if (scored) score[side] = (score[side] ?? 0) + 1;
    const [s0, s1, t0, t1] = [score[0] ?? 0, score[1] ?? 0, taken[0] ?? 0, taken[1] ?? 0];
    // In the first five each, one side out of reach ends it; after that, a round that separates them.
    if (t0 <= 5 && t1 <= 5 ? s0 + (5 - t0) < s1 || s1 + (5 - t1) < s0 : t0 === t1 && s0 !== s1) break;
  }
  // Forty kicks without a winner is all but impossible; the last one then decides.
  const last = kicks.at(-1);
  if (last !== undefined && (score[0] ?? 0) === (score[1] ?? 0)) last.scored = !last.scored;
  return kicks;
}

/** The shoot-out's score: kicks scored by each side. */
export function shootoutScore(plan: MatchPlan): { home: number; away: number } {
  let home = 0;
  let away = 0;
  for (const kick of plan.shootout) {
    if (!kick.scored) continue;
    if (kick.home) home += 1;
    else away += 1;
  }
  return { home, away };
}

export interface MatchState {
  status: StatusCode;
  elapsed: number | null;
  goals: { home: number; away: number } | null;
  /** Fair 1X2 probabilities as the market sees them at this instant. */
  fair: Outcomes;
  /**
   * The goals still expected (Poisson rates) and the score they add to, from which `fair` was computed: every other
   * market is priced from the same pair, so a 2,5-goal line and "Ambas marcam" agree with the 1X2.
   */
  expectancy: { home: number; away: number };
  /** The score `expectancy` adds to (0-0 before the game, and for the closing prices shown after regulation). */
  base: { home: number; away: number };
  /** The 15-minute bucket whose house views price the match. */
  bucket: number;
}

type Priced = Pick<MatchState, "fair" | "expectancy" | "base">;

function preMatchFair(seed: number, plan: MatchPlan, bucket: number): Priced {
  // The market's opinion of the match wanders slowly through the day (knots every four hours).
  const drift = 0.06 * valueNoise(bucket / 16, hash(seed, plan.match.key, 0xd21f7));
  const expectancy = { home: plan.homeRate * Math.exp(drift), away: plan.awayRate * Math.exp(-drift) };
  return { fair: outcomeProbabilities(expectancy.home, expectancy.away), expectancy, base: { home: 0, away: 0 } };
}

export function scoreAt(plan: MatchPlan, minute: number): { home: number; away: number } {
  let home = 0;
  let away = 0;
  for (const goal of plan.goals) {
    if (goal.at > minute) break;
    if (goal.home) home += 1;
    else away += 1;
  }
  return { home, away };
}

/** Minutes of the 90 already played (for in-play pricing), from minutes since kick-off. */
function minutesPlayed(plan: MatchPlan, t: number): number {
  const [first, , second] = plan.periods;
  if (first === undefined || second === undefined) return 90;
  if (t < first.end) return Math.min(45, t);
  if (t < second.start) return 45;
  return Math.min(90, 45 + (t - second.start));
}

/** The match as it stands at `now` (ms since the epoch). */
export function matchStateAt(seed: number, plan: MatchPlan, now: number): MatchState {
  const kickoff = plan.match.kickoff;
  const closingBucket = Math.floor(kickoff / BUCKET_MS) - 1;
  const nowBucket = Math.floor(now / BUCKET_MS);
  const preMatch = (status: StatusCode): MatchState => {
    const bucket = Math.min(nowBucket, closingBucket);
    return { status, elapsed: null, goals: null, ...preMatchFair(seed, plan, bucket), bucket };
  };

  if (plan.called !== null) return preMatch(plan.called);
  if (now < kickoff) return preMatch("NS");

  const t = (now - kickoff) / MS_PER_MINUTE;
  const closing = preMatchFair(seed, plan, closingBucket);
  if (plan.suspendedAt !== null && t >= plan.suspendedAt) {
    return {
      status: "SUSP",
      elapsed: null,
      goals: scoreAt(plan, plan.suspendedAt),
      ...closing,
      bucket: closingBucket,
    };
  }
  if (t >= plan.end) {
    return { status: plan.final, elapsed: null, goals: scoreAt(plan, plan.end), ...closing, bucket: closingBucket };
  }

  const period = plan.periods.find((p) => t >= p.start && t < p.end) ?? plan.periods[plan.periods.length - 1];
  if (period === undefined) return preMatch("NS");
  const elapsed = period.running
    ? Math.min(period.elapsedTo, period.elapsedFrom + Math.floor(t - period.start))
    : period.elapsedFrom;
  const goals = scoreAt(plan, t);

  // 1X2 settles on the 90 minutes: in play it follows the score and the clock; once regulation is over
  // (extra time, penalties) the board shows the closing prices again.
  if (period.status === "1H" || period.status === "HT" || period.status === "2H") {
    const left = Math.max(0, 90 - minutesPlayed(plan, t)) / 90;
    const expectancy = { home: plan.homeRate * left, away: plan.awayRate * left };
    const fair = outcomeProbabilities(expectancy.home, expectancy.away, goals.home, goals.away);
    return { status: period.status, elapsed, goals, fair, expectancy, base: goals, bucket: nowBucket };
  }
  return { status: period.status, elapsed, goals, ...closing, bucket: closingBucket };
}

/**
 * How far the match's story has been played at `now`, in minutes after kick-off: null before kick-off or when
 * the match was called off; capped at the suspension or the final whistle. Goals, events and statistics
 * shown at `now` are exactly those of the story up to this minute (the same cut `matchStateAt` uses).
 */
export function storyMinuteAt(plan: MatchPlan, now: number): number | null {
  if (plan.called !== null || now < plan.match.kickoff) return null;
  const t = (now - plan.match.kickoff) / MS_PER_MINUTE;
  if (plan.suspendedAt !== null && t >= plan.suspendedAt) return plan.suspendedAt;
  return Math.min(t, plan.end);
}

/** The final result when the match is over at `now` (as `matchStateAt` reports it), else null. */
export function finalResultAt(
  plan: MatchPlan,
  now: number,
): { status: "FT" | "AET" | "FT_PEN"; home: number; away: number } | null {
  if (plan.called !== null || now < plan.match.kickoff) return null;
  const t = (now - plan.match.kickoff) / MS_PER_MINUTE;
  if (plan.suspendedAt !== null && t >= plan.suspendedAt) return null;
  if (t < plan.end) return null;
  const goals = scoreAt(plan, plan.end);
  return { status: plan.final, home: goals.home, away: goals.away };
}
