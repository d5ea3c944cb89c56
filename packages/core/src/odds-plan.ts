/**
 * When to ask an odds source that charges credits per call (The Odds API) for a competition's prices: as often as
 * what is at stake needs, within a monthly budget spread over the month. Pure: the caller keeps the state.
 *
 * - What is at stake: a game being played wants the source's in-play rate; the nearer the next kick-off, the more
 *   often prices move (team news, the market settling); a competition with no game in the window is not asked.
 * - The budget: credits accrue evenly over the calendar month (UTC), with a small reserve for the first days; a call
 *   is sent only when the credits spent this month plus its cost fit in what has accrued, and never past the month's
 *   budget nor the credits the source says are left. So a quiet week saves credits for a busy Saturday, and the
 *   month never runs out on its 10th.
 */

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

/** How long after its kick-off a game counts as being played (90 minutes, the break, stoppages, extra time). */
export const LIVE_SPAN_MS = 150 * MIN;
/** How far ahead a game makes its competition worth asking. */
export const PLAN_WINDOW_MS = 7 * DAY;

/** The interval wanted by the nearest game, from in play to a week away. */
export const STAKE_STEPS: ReadonlyArray<{ within: number; everyMs: number; reason: PlanReason }> = [
  { within: HOUR, everyMs: 5 * MIN, reason: "kickoff-1h" },
  { within: 3 * HOUR, everyMs: 15 * MIN, reason: "kickoff-3h" },
  { within: 12 * HOUR, everyMs: HOUR, reason: "kickoff-12h" },
  { within: DAY, everyMs: 3 * HOUR, reason: "kickoff-24h" },
  { within: PLAN_WINDOW_MS, everyMs: 12 * HOUR, reason: "week" },
];

export type PlanReason =
  "live" | "kickoff-1h" | "kickoff-3h" | "kickoff-12h" | "kickoff-24h" | "week" | "no-events" | "budget" | "quota";

/** The interval what is at stake asks for; null when no game is live or within the window. */
export function stakeInterval(
  kickoffs: readonly number[],
  now: number,
  liveEveryMs: number,
): { everyMs: number; reason: PlanReason } | null {
  if (kickoffs.some((k) => k <= now && now < k + LIVE_SPAN_MS)) return { everyMs: liveEveryMs, reason: "live" };
  const next = kickoffs.filter((k) => k > now).reduce((a, b) => Math.min(a, b), Infinity);
  for (const step of STAKE_STEPS) {
    if (next - now <= step.within) return { everyMs: Math.max(step.everyMs, liveEveryMs), reason: step.reason };
  }
  return null;
}

/** The calendar month (UTC) of `t`: its first instant and the next month's. */
export function monthOf(t: number): { start: number; end: number } {
  const d = new Date(t);
  return {
    start: Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1),
    end: Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1),
  };
}

export interface CreditBudget {
  /** Credits the month may spend (THEODDSAPI_MONTHLY_CREDITS). */
  monthly: number;
  /** Credits spent this calendar month, as the source counts them. */
  spent: number;
  /** Credits the source says are left on the plan; null before it said. */
  remaining: number | null;
  /** What one call costs (regions × markets). */
  cost: number;
}

/** Share of the month's budget usable at once from the month's first instant (a reserve for its first days). */
export const BUDGET_RESERVE_SHARE = 0.04;

/** Credits accrued by `t`: the month's budget spread evenly over it, plus the reserve, never past the budget. */
export function accruedCredits(monthly: number, t: number): number {
  const { start, end } = monthOf(t);
  return Math.min(monthly, monthly * ((t - start) / (end - start)) + Math.ceil(monthly * BUDGET_RESERVE_SHARE));
}

/**
 * The earliest instant a call fits the budget, from `now` on; null when it cannot this month (the budget or the
 * source's own quota is spent: the next month starts afresh).
 */
export function creditsAllowAt(budget: CreditBudget, now: number): number | null {
  const need = budget.spent + budget.cost;
  if (budget.remaining !== null && budget.remaining < budget.cost) return null;
  if (need > budget.monthly) return null;
  if (need <= accruedCredits(budget.monthly, now)) return now;
  const { start, end } = monthOf(now);
  const reserve = Math.ceil(budget.monthly * BUDGET_RESERVE_SHARE);
  const at = start + Math.ceil(((need - reserve) / budget.monthly) * (end - start));
  return at < end ? Math.max(now, at) : null;
}

/**
 * The earliest instant from `now` on when a call is due, given the last one: the interval tightens as kick-off nears,
 * so a call planned an hour ahead comes sooner once the game is within three hours. Null when nothing is at stake.
 */
export function nextDueAt(
  kickoffs: readonly number[],
  lastCallAt: number,
  now: number,
  liveEveryMs: number,
): { at: number; everyMs: number; reason: PlanReason } | null {
  // The instants where the stake can change: now, and each step's edge before the next kick-off, and that kick-off
  // (the next one alone: until it, it sets the interval; from it, the in-play rate is the tightest).
  const next = kickoffs.reduce((a, k) => (k > now && k < a ? k : a), Infinity);
  const edges = Number.isFinite(next) ? [now, next, ...STAKE_STEPS.map((s) => next - s.within)] : [now];
  edges.sort((a, b) => a - b);
  let best: { at: number; everyMs: number; reason: PlanReason } | null = null;
  for (const edge of edges) {
    if (edge < now) continue;
    const stake = stakeInterval(kickoffs, edge, liveEveryMs);
    if (stake === null) continue;
    const at = Math.max(edge, lastCallAt + stake.everyMs);
    const then = stakeInterval(kickoffs, at, liveEveryMs);
    if (then === null || at < lastCallAt + then.everyMs) continue;
    if (best === null || at < best.at) best = { at, everyMs: then.everyMs, reason: then.reason };
  }
  return best;
}

export interface CompetitionPlanInput {
  /** Kick-offs (ms) the source lists for the competition. */
  kickoffs: readonly number[];
  /** The last call for its prices (ms), null before the first. */
  lastCallAt: number | null;
}

export interface CompetitionPlan {
  /** The earliest instant its next call may be sent; null: not asked (nothing at stake, or no credits left). */
  nextCallAt: number | null;
  reason: PlanReason;
  /** The interval what is at stake asks for (before the budget). */
  everyMs: number | null;
}

/** One competition's next call: what is at stake, then the budget. */
export function planCompetition(
  input: CompetitionPlanInput,
  budget: CreditBudget,
  now: number,
  liveEveryMs: number,
): CompetitionPlan {
  const stake =
    input.lastCallAt === null
      ? (() => {
          const s = stakeInterval(input.kickoffs, now, liveEveryMs);
          return s && { at: now, ...s };
        })()
      : nextDueAt(input.kickoffs, input.lastCallAt, now, liveEveryMs);
  if (stake === null) return { nextCallAt: null, reason: "no-events", everyMs: null };
  const wanted = stake.at;
  const allowed = creditsAllowAt(budget, wanted);
  if (allowed === null) {
    const quota = budget.remaining !== null && budget.remaining < budget.cost;
    return { nextCallAt: null, reason: quota ? "quota" : "budget", everyMs: stake.everyMs };
  }
  return { nextCallAt: allowed, reason: allowed > wanted ? "budget" : stake.reason, everyMs: stake.everyMs };
}

/**
 * What the month will have spent at its end if the plan goes on as now: spent so far, plus the calls the current
 * plan of each competition would send until the month ends, bounded by the budget's accrual.
 */
export function monthProjection(
  plans: ReadonlyArray<Pick<CompetitionPlan, "everyMs">>,
  budget: CreditBudget,
  now: number,
): number {
  const { end } = monthOf(now);
  const rate = plans.reduce((sum, p) => sum + (p.everyMs === null ? 0 : budget.cost / p.everyMs), 0);
  const wanted = budget.spent + rate * (end - now);
  return Math.round(Math.min(wanted, budget.monthly));
}
