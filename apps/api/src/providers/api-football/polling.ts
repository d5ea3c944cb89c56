/**
 * When to ask API-Football for the day's fixtures again. A free key has 100 requests a day: polling every
 * minute would spend them before lunch, so the interval follows what is happening and what is left.
 *
 * - The budget that matters is what remains until it comes back (midnight in São Paulo), minus a reserve for
 *   other calls, divided by what one poll costs.
 * - While matches are live, the remaining polls are spread over the remaining "match time" of the day: the
 *   union of every live match's estimated remaining minutes and every not-started match's expected 115 minutes,
 *   after the polls that the quiet stretches in between will need (one per `maxIdleIntervalMs` and one per
 *   kick-off). With a paid key that comes out below `minIntervalMs` and the floor wins; with a free key it is a
 *   few minutes, and the budget lasts until the last final whistle.
 * - With nothing live, the next poll is at the next kick-off, but never later than `maxIdleIntervalMs` (news of
 *   postponements, late kick-offs) unless the budget is so short that even spreading it evenly is slower.
 * - Never more often than `minIntervalMs` nor than the per-minute limit allows; with nothing left, at the reset.
 */

import { addDays, businessDate, startOfBusinessDay } from "@placar/core/dates";
import type { StatusCode } from "@placar/core/status";
import type { PollOptions, PollPlan, ProviderFixture } from "../types.ts";
import type { ApiFootballBudget } from "./budget.ts";

const MINUTE_MS = 60_000;

/**
 * Playing statuses. AET is listed under Ao Vivo by the product, but for the provider it is a final result
 * ("Match Finished After Extra Time"): nothing more will change, so it does not need polling.
 */
const PLAYING: ReadonlySet<StatusCode> = new Set<StatusCode>(["1H", "HT", "2H", "ET", "BT", "P", "PEN_LIVE", "BREAK"]);

/** Expected length of a match from kick-off: two halves, the interval and stoppage time. */
const MATCH_MS = 115 * MINUTE_MS;
/** A match still "NS" this long after its kick-off time is probably about to start, not cancelled. */
const LATE_START_MS = 30 * MINUTE_MS;

/** Minutes still to play, from the status and the clock; generous rather than short. */
function remainingMinutes(status: StatusCode, elapsed: number | null): number {
  const e = elapsed ?? 0;
  switch (status) {
    case "1H":
      return Math.max(60, 113 - e);
    case "HT":
      return 65;
    case "2H":
      return Math.max(5, 98 - e);
    case "BT":
      return 50;
    case "ET":
      return Math.max(5, 128 - e);
    case "P":
    case "PEN_LIVE":
      return 15;
    default:
      return 30;
  }
}

/** Total length of the union of [start, end) intervals. */
function unionLength(intervals: Array<[number, number]>): { length: number; starts: number[] } {
  const sorted = intervals.filter(([a, b]) => b > a).sort((x, y) => x[0] - y[0]);
  let length = 0;
  const starts: number[] = [];
  let current: [number, number] | null = null;
  for (const [a, b] of sorted) {
    if (current !== null && a <= current[1]) {
      current[1] = Math.max(current[1], b);
      continue;
    }
    if (current !== null) length += current[1] - current[0];
    current = [a, b];
    starts.push(a);
  }
  if (current !== null) length += current[1] - current[0];
  return { length, starts };
}

/** The next poll interval for a day's fixtures, the budget left and the clock. Pure. */
export function planPolling(
  fixtures: readonly ProviderFixture[],
  now: Date,
  budget: ApiFootballBudget,
  options: PollOptions = {},
): PollPlan {
  const t = now.getTime();
  const minInterval = options.minIntervalMs ?? 15_000;
  const maxIdle = Math.max(minInterval, options.maxIdleIntervalMs ?? 30 * MINUTE_MS);
  const perPoll = Math.max(1, options.requestsPerPoll ?? 1);
  const reserve = Math.max(0, options.reserve ?? 0);

  const resetAt = startOfBusinessDay(addDays(businessDate(now), 1)).getTime();
  const untilReset = Math.max(minInterval, resetAt - t);
  const floor = Math.max(minInterval, (MINUTE_MS * perPoll) / Math.max(1, budget.minuteLimit));

  const live = fixtures.filter((f) => PLAYING.has(f.status));
  const polls = Math.floor((budget.dayRemaining - reserve) / perPoll);
  if (polls <= 0) {
    // Spent: wait for the allowance to come back (00:00 UTC when the provider's own quota is what ran out).
    const back = budget.dayRemaining <= 0 ? Date.parse(budget.dayResetAt) - t : Number.NaN;
    return {
      delayMs: Number.isFinite(back) ? Math.max(minInterval, back) : untilReset,
      reason: "budget-exhausted",
      live: live.length,
    };
  }

  const windows: Array<[number, number]> = [];
  for (const f of live) windows.push([t, t + remainingMinutes(f.status, f.elapsed) * MINUTE_MS]);
  let nextKickoff = Number.POSITIVE_INFINITY;
  let lateStart = false;
  for (const f of fixtures) {
    if (f.status !== "NS") continue;
    const kickoff = Date.parse(f.kickoff);
    if (Number.isNaN(kickoff)) continue;
    if (kickoff > t) nextKickoff = Math.min(nextKickoff, kickoff);
    else if (t - kickoff <= LATE_START_MS) lateStart = true;
    else continue;
    windows.push([Math.max(t, kickoff), Math.max(t, kickoff) + MATCH_MS]);
  }
  const clipped = windows.map(([a, b]): [number, number] => [Math.max(a, t), Math.min(b, resetAt)]);
  const { length: matchTime, starts } = unionLength(clipped);

  if (live.length > 0 || lateStart) {
    const idleTime = Math.max(0, untilReset - matchTime);
    const idlePolls = Math.ceil(idleTime / maxIdle) + starts.filter((s) => s > t).length;
    const livePolls = polls - idlePolls;
    const spread = livePolls > 0 ? matchTime / livePolls : untilReset / polls;
    return { delayMs: Math.round(Math.max(floor, spread)), reason: "live", live: live.length };
  }

  const evenly = untilReset / polls;
  const idle = Math.max(maxIdle, evenly);
  const untilKickoff = nextKickoff - t;
  if (untilKickoff <= idle) {
    return { delayMs: Math.round(Math.max(floor, untilKickoff)), reason: "kickoff", live: 0 };
  }
  return { delayMs: Math.round(Math.max(floor, Math.min(idle, untilReset))), reason: "idle", live: 0 };
}
