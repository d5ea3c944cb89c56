import { describe, expect, it } from "vitest";
import {
  accruedCredits,
  creditsAllowAt,
  monthProjection,
  nextDueAt,
  planCompetition,
  stakeInterval,
  type CreditBudget,
} from "./odds-plan.ts";

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const LIVE = 60_000;
const STEP = 30_000;

/** Kick-offs (UTC ms) on the days of November 2026 whose weekday is in `weekdays`, at the given UTC times. */
function round(weekdays: number[], times: Array<[number, number]>, perSlot: number): number[] {
  const out: number[] = [];
  for (let day = 1; day <= 30; day++) {
    const date = Date.UTC(2026, 10, day);
    if (!weekdays.includes(new Date(date).getUTCDay())) continue;
    for (const [h, m] of times) for (let i = 0; i < perSlot; i++) out.push(date + h * HOUR + m * MIN);
  }
  return out;
}

/**
 * Real densities: Série A's weekend (Saturday and Sunday 19:00, 21:30 and 00:00 UTC, i.e. 16:00, 18:30 and 21:00 in
 * Brasília, three or four games each) and a midweek round; the Champions League's Tuesdays and Wednesdays (17:45 and
 * 20:00 UTC, nine games a night); the Premier League's Saturdays; and a competition out of season.
 */
const COMPETITIONS: Record<string, number[]> = {
  soccer_brazil_campeonato: [
    ...round(
      [6, 0],
      [
        [19, 0],
        [21, 30],
        [0, 0],
      ],
      3,
    ),
    ...round(
      [3],
      [
        [22, 0],
        [0, 30],
      ],
      4,
    ),
  ],
  soccer_uefa_champs_league: round(
    [2, 3],
    [
      [17, 45],
      [20, 0],
    ],
    9,
  ).filter((k) => k < Date.UTC(2026, 10, 27)),
  soccer_epl: round(
    [6],
    [
      [12, 30],
      [15, 0],
      [17, 30],
    ],
    3,
  ),
  soccer_brazil_serie_b: [],
};

/**
 * Plays November 2026 every STEP, calling each competition when its plan says, as the source would: each plan is
 * worked out again after any call (the credits changed) and every hour (the event listing brings new games), with
 * the games the listing shows then (from those being played to a week ahead).
 */
function simulate(monthly: number, cost = 1) {
  const start = Date.UTC(2026, 10, 1);
  const end = Date.UTC(2026, 11, 1);
  const keys = Object.keys(COMPETITIONS);
  const last = new Map<string, number | null>(keys.map((k) => [k, null]));
  const calls = new Map<string, number[]>(keys.map((k) => [k, []]));
  const planned = new Map<string, number | null>();
  let spent = 0;
  let overAccrued = 0;
  let stale = true;
  const listed = (key: string, t: number) => COMPETITIONS[key]!.filter((k) => k > t - 150 * MIN && k <= t + 7 * DAY);
  for (let t = start; t < end; t += STEP) {
    const hourly = (t - start) % HOUR === 0;
    const replan = stale || hourly;
    stale = false;
    for (const key of keys) {
      // A call in this tick or the last changed the credits: the plan is worked out again, as the source does.
      if (replan || stale) {
        const budget: CreditBudget = { monthly, spent, remaining: monthly - spent, cost };
        const plan = planCompetition({ kickoffs: listed(key, t), lastCallAt: last.get(key) ?? null }, budget, t, LIVE);
        planned.set(key, plan.nextCallAt);
      }
      const at = planned.get(key) ?? null;
      if (at === null || at > t) continue;
      spent += cost;
      if (spent > accruedCredits(monthly, t)) overAccrued += 1;
      last.set(key, t);
      calls.get(key)!.push(t);
      planned.set(key, null);
      stale = true;
    }
  }
  return { spent, overAccrued, calls };
}

const live = (kickoffs: number[], t: number) => kickoffs.some((k) => k <= t && t < k + 150 * MIN);

describe("the credit plan over a simulated month", () => {
  it("never spends past the free plan's 500 credits, nor ahead of their accrual", () => {
    const { spent, overAccrued, calls } = simulate(500);
    expect(spent).toBeLessThanOrEqual(500);
    // Spread over the month: a quiet stretch saves credits, but nothing is spent before it has accrued.
    expect(overAccrued).toBe(0);
    expect(spent).toBeGreaterThan(450);
    // The competition out of season is never asked.
    expect(calls.get("soccer_brazil_serie_b")).toEqual([]);
    // The last week still has credits: Série A's last weekend is asked while it plays.
    const lastWeekend = calls
      .get("soccer_brazil_campeonato")!
      .filter((t) => t >= Date.UTC(2026, 10, 28) && live(COMPETITIONS["soccer_brazil_campeonato"]!, t));
    expect(lastWeekend.length).toBeGreaterThan(0);
  });

  it("with credits to spare, asks a live competition at the in-play rate and a far one seldom", () => {
    const { spent, calls } = simulate(100_000);
    expect(spent).toBeLessThanOrEqual(100_000);
    const cl = COMPETITIONS["soccer_uefa_champs_league"]!;
    const clCalls = calls.get("soccer_uefa_champs_league")!;
    const during = clCalls.filter((t) => live(cl, t));
    const gaps = during
      .slice(1)
      .map((t, i) => t - during[i]!)
      .filter((g) => g < HOUR);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(LIVE + STEP);
    // A quiet Friday: no Champions League game within 24 h, so at most one call every 12 hours.
    const friday = clCalls.filter((t) => t >= Date.UTC(2026, 10, 6, 0) && t < Date.UTC(2026, 10, 7, 0));
    expect(friday.length).toBeLessThanOrEqual(2);
    expect(calls.get("soccer_brazil_serie_b")).toEqual([]);
  });

  it("counts each call as the source does: regions × markets", () => {
    const { spent } = simulate(500, 3);
    expect(spent).toBeLessThanOrEqual(500);
    expect(spent % 3).toBe(0);
  });
});

describe("stakeInterval", () => {
  const now = Date.UTC(2026, 10, 28, 18);
  it("tightens as kick-off nears and follows the in-play rate while a game is played", () => {
    expect(stakeInterval([now + 3 * DAY], now, LIVE)).toEqual({ everyMs: 12 * HOUR, reason: "week" });
    expect(stakeInterval([now + 20 * HOUR], now, LIVE)).toEqual({ everyMs: 3 * HOUR, reason: "kickoff-24h" });
    expect(stakeInterval([now + 5 * HOUR], now, LIVE)).toEqual({ everyMs: HOUR, reason: "kickoff-12h" });
    expect(stakeInterval([now + 2 * HOUR], now, LIVE)).toEqual({ everyMs: 15 * MIN, reason: "kickoff-3h" });
    expect(stakeInterval([now + 30 * MIN], now, LIVE)).toEqual({ everyMs: 5 * MIN, reason: "kickoff-1h" });
    expect(stakeInterval([now - 30 * MIN], now, LIVE)).toEqual({ everyMs: LIVE, reason: "live" });
  });
  it("asks nothing without a game in the week, nor for a game long over", () => {
    expect(stakeInterval([], now, LIVE)).toBeNull();
    expect(stakeInterval([now + 8 * DAY, now - 4 * HOUR], now, LIVE)).toBeNull();
  });
});

describe("the budget", () => {
  const now = Date.UTC(2026, 10, 16);
  it("accrues evenly over the month with a small reserve", () => {
    expect(accruedCredits(500, Date.UTC(2026, 10, 1))).toBe(20);
    expect(accruedCredits(500, now)).toBe(250 + 20);
    expect(accruedCredits(500, Date.UTC(2026, 10, 30, 23, 59))).toBe(500);
  });
  it("waits for the accrual, and never calls when the source's quota or the month's budget is spent", () => {
    const budget = { monthly: 500, spent: 300, remaining: 200, cost: 1 };
    const at = creditsAllowAt(budget, now);
    expect(at).toBeGreaterThan(now);
    expect(accruedCredits(500, at!)).toBeGreaterThanOrEqual(301);
    expect(creditsAllowAt({ ...budget, spent: 100 }, now)).toBe(now);
    expect(creditsAllowAt({ ...budget, spent: 100, remaining: 0 }, now)).toBeNull();
    expect(creditsAllowAt({ ...budget, spent: 500 }, Date.UTC(2026, 10, 30, 23))).toBeNull();
  });
  it("projects the month's spending from the current plan, bounded by the budget", () => {
    const budget = { monthly: 500, spent: 100, remaining: 400, cost: 1 };
    expect(monthProjection([{ everyMs: null }], budget, now)).toBe(100);
    expect(monthProjection([{ everyMs: 12 * HOUR }], budget, now)).toBe(100 + 30);
    expect(monthProjection([{ everyMs: LIVE }], budget, now)).toBe(500);
  });
});

describe("nextDueAt", () => {
  const now = Date.UTC(2026, 4, 16, 18, 5);
  const kickoff = Date.UTC(2026, 4, 16, 21, 30);
  it("brings a call forward when the game comes within a tighter step", () => {
    // Asked at 18:05, 3 h 25 min before: an hour later by the current step, but 18:30 is 3 h before (15 min).
    expect(nextDueAt([kickoff], now, now, LIVE)).toEqual({
      at: kickoff - 3 * HOUR,
      everyMs: 15 * MIN,
      reason: "kickoff-3h",
    });
    expect(nextDueAt([kickoff], now - 50 * MIN, now, LIVE)).toEqual({
      at: now + 10 * MIN,
      everyMs: HOUR,
      reason: "kickoff-12h",
    });
    // Once the game is on, the in-play rate.
    expect(nextDueAt([kickoff], kickoff - 2 * MIN, kickoff - MIN, LIVE)).toEqual({
      at: kickoff,
      everyMs: LIVE,
      reason: "live",
    });
    expect(nextDueAt([], now, now, LIVE)).toBeNull();
  });
});
