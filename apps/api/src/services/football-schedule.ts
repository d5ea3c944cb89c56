/**
 * The ingest schedule: the instance holding the ingestion lock re-ingests today (and yesterday while its late
 * matches may still be running), then waits as the provider's polling plan says; the others try to take the lock
 * over at every interval.
 */

import { addDays, formatTime } from "@placar/core/dates";
import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../clock.ts";
import type { Db } from "../db/client.ts";
import type { Leadership } from "../live/leader.ts";
import type { FootballProvider } from "../providers/types.ts";
import type { DayIngest } from "./football-ingest.ts";
import { pruneOddsHistory } from "./football-store.ts";

/** Share of a metered provider's daily budget kept back for match details and tables that visitors open. */
const DETAILS_BUDGET_SHARE = 0.1;
/** First retry after a failed scheduled ingest; doubles per consecutive failure, never past the provider's own plan. */
const RETRY_BASE_MS = 60_000;
const MIN_RUN_DELAY_MS = 15_000;

export interface IngestScheduleOptions {
  db: Db;
  provider: FootballProvider;
  clock: Clock;
  log: FastifyBaseLogger;
  leadership: Leadership;
  ingest: DayIngest;
  /** The business day of now. */
  today: () => string;
  /** How long price history is kept (read at every run: ODDS_HISTORY_DAYS, or what a test set). */
  historyRetentionMs: () => number;
}

export class IngestSchedule {
  private consecutiveFailures = 0;

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
   * Re-ingests today (and yesterday while its matches may still be running), then waits as `planNextRun`
   * says. Instances that do not hold the ingestion lock try to take it over every `intervalSeconds`.
   */
  start(intervalSeconds: number): () => void {
    const { db, provider, clock, log, leadership, ingest } = this.opts;
    const status = ingest.status;
    let timer: NodeJS.Timeout | undefined;
    let stopped = false;
    const intervalMs = intervalSeconds * 1000;
    const tick = async () => {
      const wasLeader = status.leader;
      status.leader = await leadership.tryAcquire().catch(() => false);
      // Another instance may have written while we were not the leader: write whole days again once.
      if (status.leader && !wasLeader) ingest.written.clear();
      let plan = { delayMs: intervalMs, reason: "interval" };
      if (status.leader) {
        await pruneOddsHistory(db, new Date(clock.now().getTime() - this.opts.historyRetentionMs())).catch(
          (err: unknown) => log.warn({ err }, "odds history: prune failed"),
        );
        let failed = false;
        for (const d of this.scheduledDates()) {
          await ingest.ingestDay(d).catch(() => {
            failed = true;
          });
        }
        this.consecutiveFailures = failed ? this.consecutiveFailures + 1 : 0;
        this.pruneWritten();
        plan = this.planNextRun(intervalMs);
      }
      if (stopped) return;
      status.nextRunAt = new Date(clock.now().getTime() + plan.delayMs).toISOString();
      status.nextRunReason = plan.reason;
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

  /** Keeps the record of the days still polled only. */
  private pruneWritten(): void {
    const keep = new Set([...this.scheduledDates(), addDays(this.opts.today(), -1)]);
    for (const d of this.opts.ingest.written.keys()) if (!keep.has(d)) this.opts.ingest.written.delete(d);
  }
}
