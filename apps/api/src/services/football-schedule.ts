/**
 * The ingest schedule: the instance holding the ingestion lock re-ingests today (and yesterday while its late
 * matches may still be running) and one of the next days whose list has aged, then waits as the provider's polling
 * plan says; the others try to take the lock over at every interval.
 */

import { addDays, formatTime } from "@placar/core/dates";
import type { DayIngest, FootballBase } from "./football-ingest.ts";
import { pruneOddsHistory } from "./football-store.ts";
import { pruneMarketHistory } from "./market-store.ts";

/** Share of a metered provider's daily budget kept back for match details and tables that visitors open. */
const DETAILS_BUDGET_SHARE = 0.1;
/** First retry after a failed scheduled ingest; doubles per consecutive failure, never past the provider's own plan. */
const RETRY_BASE_MS = 60_000;
const MIN_RUN_DELAY_MS = 15_000;
/** Days after today the schedule keeps fresh: the day panel pages a week ahead. */
const AHEAD_DAYS = 7;
/** A metered provider's next days are pulled only while more than this share of the day's requests is left. */
const AHEAD_BUDGET_SHARE = 0.5;

export interface IngestScheduleOptions extends Omit<FootballBase, "bus"> {
  ingest: DayIngest;
  /** The business day of now. */
  today: () => string;
  /** How long price history is kept (read at every run: ODDS_HISTORY_DAYS, or what a test set). */
  historyRetentionMs: () => number;
  /** The next days are pulled again once their last scheduled pull is this old (AHEAD_REFRESH_MINUTES; 0: never). */
  aheadRefreshMs: number;
  /** Whether odds sources are merged into the ingest (their prices for the next days are why a metered provider's
   * requests are spent on them). */
  hasOddsSource: () => Promise<boolean>;
}

export class IngestSchedule {
  private consecutiveFailures = 0;
  /** When the schedule last pulled each of the next days (clock ms). */
  private readonly aheadPulledAt = new Map<string, number>();

  constructor(private readonly opts: IngestScheduleOptions) {}

  /** The days a scheduled run pulls: today, and yesterday while its late matches may still be running. */
  private scheduledDates(): string[] {
    const today = this.opts.today();
    return formatTime(this.opts.clock.now()) < "04:00" ? [today, addDays(today, -1)] : [today];
  }

  /**
   * How long to wait before the next scheduled ingest. A provider with a polling plan (API-Football, whose
   * requests are counted) decides from what is live on the days last fetched and the budget left: often while
   * matches are being played, seldom otherwise. The demo costs nothing and runs every `intervalMs`. After a
   * failure the run comes back sooner (doubling from a minute, never later than the plan), but never before
   * the provider said it could succeed (quota reset, rate-limit window).
   */
  planNextRun(intervalMs: number): { delayMs: number; reason: string } {
    const { provider, ingest } = this.opts;
    const now = this.opts.clock.now();
    const dates = this.scheduledDates();
    const failure = dates.map((d) => ingest.failure(d)).find((f) => f !== undefined);
    if (!provider.nextPoll) {
      return { delayMs: intervalMs, reason: "interval" };
    }
    const budget = provider.status?.().budget ?? null;
    const fixtures = dates.flatMap((d) => ingest.written.get(d)?.items ?? []);
    const plan = provider.nextPoll(fixtures, now, {
      requestsPerPoll: dates.length,
      reserve: budget ? Math.ceil(budget.dayLimit * DETAILS_BUDGET_SHARE) : 0,
      minIntervalMs: MIN_RUN_DELAY_MS,
    });
    if (!failure || this.consecutiveFailures === 0) return { delayMs: plan.delayMs, reason: plan.reason };
    const backoff = RETRY_BASE_MS * 2 ** Math.min(10, this.consecutiveFailures - 1);
    const delayMs = Math.max(MIN_RUN_DELAY_MS, Math.min(plan.delayMs, backoff), failure.retryAfterMs ?? 0);
    return { delayMs, reason: delayMs === plan.delayMs ? plan.reason : "retry" };
  }

  /**
   * One scheduled run, as the timer starts it: takes the ingestion lock if it can and, holding it, prunes the price
   * history, re-ingests today (and yesterday while its matches may still be running) and at most one aged day of
   * the week ahead. Resolves with the wait before the next run (`intervalMs` without the lock).
   */
  async runOnce(intervalMs: number): Promise<{ delayMs: number; reason: string }> {
    const { db, clock, log, leadership, ingest } = this.opts;
    const status = ingest.status;
    const wasLeader = status.leader;
    status.leader = await leadership.tryAcquire().catch(() => false);
    if (!status.leader) return { delayMs: intervalMs, reason: "interval" };
    // Another instance may have written while we were not the leader: write whole days again once.
    if (!wasLeader) ingest.written.clear();
    const oldest = new Date(clock.now().getTime() - this.opts.historyRetentionMs());
    await pruneOddsHistory(db, oldest).catch((err: unknown) => log.warn({ err }, "odds history: prune failed"));
    await pruneMarketHistory(db, oldest).catch((err: unknown) => log.warn({ err }, "market history: prune failed"));
    let failed = false;
    for (const d of this.scheduledDates()) {
      await ingest.ingestDay(d).catch(() => {
        failed = true;
      });
    }
    this.consecutiveFailures = failed ? this.consecutiveFailures + 1 : 0;
    const ahead = await this.dueAheadDay();
    if (ahead) {
      this.aheadPulledAt.set(ahead, clock.now().getTime());
      // Its failure is logged by the ingest and marks that day stale; today's plan does not back off for it.
      await ingest.ingestDay(ahead).catch(() => undefined);
    }
    this.pruneWritten();
    return this.planNextRun(intervalMs);
  }

  /**
   * Runs `runOnce` now and then again after the wait it plans. Instances that do not hold the ingestion lock try
   * to take it over every `intervalSeconds`. Returns the stop.
   */
  start(intervalSeconds: number): () => void {
    const { provider, clock, log, leadership, ingest } = this.opts;
    let timer: NodeJS.Timeout | undefined;
    let stopped = false;
    const tick = async () => {
      const plan = await this.runOnce(intervalSeconds * 1000);
      if (stopped) return;
      ingest.status.nextRunAt = new Date(clock.now().getTime() + plan.delayMs).toISOString();
      ingest.status.nextRunReason = plan.reason;
      if (provider.nextPoll)
        log.info({ provider: provider.name, delayMs: plan.delayMs, reason: plan.reason }, "ingest: next run planned");
      timer = setTimeout(() => void tick(), plan.delayMs);
      timer.unref();
    };
    void tick();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      void leadership.release();
    };
  }

  /**
   * The next day (tomorrow to a week ahead) whose list is the oldest, once older than `aheadRefreshMs`: one per run,
   * so the week is refreshed a day at a time, and prices of coming matches (the odds sources' above all) keep
   * moving on the site without a visitor having to open the day first. A metered provider spends requests on it
   * only when odds sources are merged and more than half of the day's requests are left.
   */
  private async dueAheadDay(): Promise<string | null> {
    const { aheadRefreshMs, provider, ingest } = this.opts;
    if (aheadRefreshMs <= 0) return null;
    const budget = provider.status?.().budget ?? null;
    if (provider.nextPoll) {
      if (!(await this.opts.hasOddsSource())) return null;
      if (!budget || budget.dayRemaining <= budget.dayLimit * AHEAD_BUDGET_SHARE) return null;
    }
    const now = this.opts.clock.now().getTime();
    let due: { date: string; at: number } | null = null;
    for (let i = 1; i <= AHEAD_DAYS; i++) {
      const date = addDays(this.opts.today(), i);
      const at = Math.max(this.aheadPulledAt.get(date) ?? 0, ingest.written.get(date)?.at.getTime() ?? 0);
      if (now - at >= aheadRefreshMs && (!due || at < due.at)) due = { date, at };
    }
    return due?.date ?? null;
  }

  /** Keeps the record of the days still polled only (what was written, and the provider's answers). */
  private pruneWritten(): void {
    const today = this.opts.today();
    const ahead = Array.from({ length: this.opts.aheadRefreshMs > 0 ? AHEAD_DAYS : 0 }, (_, i) =>
      addDays(today, i + 1),
    );
    const keep = new Set([...this.scheduledDates(), addDays(today, -1), ...ahead]);
    for (const d of this.opts.ingest.written.keys()) if (!keep.has(d)) this.opts.ingest.written.delete(d);
    // The provider's answers too (a day visited once is read again from provider_days if a price needs it).
    for (const d of this.opts.ingest.answers.keys()) if (!keep.has(d)) this.opts.ingest.answers.delete(d);
    for (const d of this.aheadPulledAt.keys()) if (!keep.has(d)) this.aheadPulledAt.delete(d);
  }
}
