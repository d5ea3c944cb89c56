/**
 * The price path (docs/odds-feed.md#delays): odds sources on their own clock, apart from the fixture provider's.
 *
 * - A house's accepted push signals its days on the live bus; the instance leading the ingest merges them within
 *   about a tenth of a second (`DEBOUNCE_MS`), coalescing a burst into one merge per day.
 * - Each polled source (The Odds API on its credit plan, the houses' feed URLs) is polled when it says a call is due
 *   (`nextPollAt`), and the days whose quotes changed are merged at once.
 * - A merge (`DayIngest.repriceDay`) takes the provider's last answer of the day as it is, with no call to the
 *   provider, and writes only what changed: the day's view, its pages and one live `odds` event per moved price
 *   follow, on every instance through the bus.
 */

import { businessDate } from "@placar/core/dates";
import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../clock.ts";
import type { LiveBus } from "../live/bus.ts";
import type { Leadership } from "../live/leader.ts";
import type { OddsSource, SourceEvent } from "../odds-sources/types.ts";
import type { RealPricesService } from "./real-prices.ts";

/** Signals arriving within this long are merged together. */
export const DEBOUNCE_MS = 100;
/** How often the leader looks whether a source has a call due. */
export const TICK_MS = 1_000;
/** A source that does not plan its calls (or whose houses may have changed) is polled at least this often. */
export const FALLBACK_POLL_MS = 60_000;

export interface PricePathOptions {
  ingest: { repriceDay(date: string): Promise<boolean> };
  realPrices: RealPricesService;
  clock: Clock;
  log: FastifyBaseLogger;
  bus: LiveBus;
  leadership: Leadership;
}

export interface PricePathStatus {
  /** Merges run by this instance (one per day merged). */
  merges: number;
  /** Signals and source changes folded into an earlier merge of the same day. */
  coalesced: number;
  lastMergeAt: string | null;
  lastMergeMs: number | null;
  /** Each polled source's next planned poll on this instance (ISO-8601), null when none is planned. */
  nextPolls: Record<string, string | null>;
}

/**
 * A day's quotes from one source, as a string that changes when a price, a suspension or an event does, or when the
 * source read them again (`fetchedAt`): a re-read confirms the prices (their age on the site) and is the second read
 * that shows a held one, without waiting for the next pull of the day.
 */
function fingerprints(events: readonly SourceEvent[]): Map<string, string> {
  const byDate = new Map<string, string[]>();
  for (const e of events) {
    const date = businessDate(new Date(e.commenceTime));
    const quotes = e.quotes.map((q) => `${q.house}:${q.home}/${q.draw}/${q.away}`).sort();
    const markets = (e.marketQuotes ?? []).map((q) => `${q.house}:${q.market}:${q.prices.join("/")}`).sort();
    const line =
      `${e.eventId}|${e.commenceTime}|${e.fetchedAt}|${quotes.join(",")}|${(e.withdrawn ?? []).join(",")}` +
      `|${markets.join(",")}|${(e.withdrawnMarkets ?? []).join(",")}`;
    byDate.set(date, [...(byDate.get(date) ?? []), line]);
  }
  return new Map([...byDate].map(([d, lines]) => [d, lines.sort().join("\n")]));
}

export class PricePath {
  readonly status: PricePathStatus = {
    merges: 0,
    coalesced: 0,
    lastMergeAt: null,
    lastMergeMs: null,
    nextPolls: {},
  };
  private readonly dirty = new Set<string>();
  private flushing: Promise<void> | null = null;
  private flushTimer: NodeJS.Timeout | null = null;
  /** Per source: the fingerprint of each day at its last poll. */
  private readonly seen = new Map<string, Map<string, string>>();
  private readonly lastPolled = new Map<string, number>();
  private polling = false;

  constructor(private readonly opts: PricePathOptions) {}

  /**
   * A source's prices changed for these days (a push accepted on any instance): the leader merges them soon. Days
   * outside the horizon wait for their next pull.
   */
  changed(dates: readonly string[]): void {
    if (!this.opts.leadership.held()) return;
    const now = this.opts.clock.now();
    for (const d of dates) {
      // The sources' horizon (yesterday to a week ahead), as their merge into a pull has it.
      if (!this.opts.realPrices.covers(d, now)) continue;
      if (this.dirty.has(d)) this.status.coalesced += 1;
      this.dirty.add(d);
    }
    if (this.dirty.size > 0) this.schedule();
  }

  private schedule(): void {
    if (this.flushTimer !== null || this.flushing !== null) return;
    this.flushTimer = setTimeout(() => {
      this.flushTimer = null;
      this.flushing = this.flush().finally(() => {
        this.flushing = null;
        if (this.dirty.size > 0) this.schedule();
      });
    }, DEBOUNCE_MS);
    this.flushTimer.unref();
  }

  /** Merges every dirty day, one after another; what is signalled meanwhile waits for the next round. */
  private async flush(): Promise<void> {
    const dates = [...this.dirty].sort();
    this.dirty.clear();
    for (const date of dates) {
      const started = performance.now();
      try {
        if (await this.opts.ingest.repriceDay(date)) {
          this.status.merges += 1;
          this.status.lastMergeAt = this.opts.clock.now().toISOString();
          this.status.lastMergeMs = Math.round(performance.now() - started);
        }
      } catch (err) {
        this.opts.log.error({ err, date }, "prices: merge failed; the day keeps its last prices");
      }
    }
  }

  /** Merges what is pending now and waits for it (tests, and the bench's settling). */
  async settle(): Promise<void> {
    if (this.flushTimer !== null) {
      clearTimeout(this.flushTimer);
      this.flushTimer = null;
    }
    while (this.flushing !== null || this.dirty.size > 0) {
      if (this.flushing !== null) await this.flushing;
      else {
        this.flushing = this.flush().finally(() => (this.flushing = null));
      }
    }
  }

  /**
   * One look at the polled sources, on the leader: each whose next call is due (or not polled for a minute) is
   * polled, and the days whose quotes changed since its last poll are merged.
   */
  async pollDue(): Promise<void> {
    if (this.polling || !this.opts.leadership.held()) return;
    this.polling = true;
    try {
      const now = this.opts.clock.now();
      const t = now.getTime();
      for (const source of await this.opts.realPrices.enabledSources()) {
        const planned = source.nextPollAt?.(now) ?? null;
        this.status.nextPolls[source.name] = planned === null ? null : new Date(planned).toISOString();
        const last = this.lastPolled.get(source.name);
        const due = (planned !== null && planned <= t) || last === undefined || t - last >= FALLBACK_POLL_MS;
        if (due) await this.pollSource(source, now);
      }
    } catch (err) {
      this.opts.log.warn({ err }, "prices: source poll failed");
    } finally {
      this.polling = false;
    }
  }

  private async pollSource(source: OddsSource, now: Date): Promise<void> {
    this.lastPolled.set(source.name, now.getTime());
    const current = fingerprints(await source.poll(now));
    const before = this.seen.get(source.name);
    this.seen.set(source.name, current);
    // The first poll of this instance: its days were merged by the pull that wrote them.
    if (before === undefined) return;
    const changed = new Set<string>();
    for (const [date, print] of current) if (before.get(date) !== print) changed.add(date);
    for (const date of before.keys()) if (!current.has(date)) changed.add(date);
    if (changed.size > 0) this.changed([...changed]);
  }

  /** Listens to the bus's price signals and looks at the polled sources every `TICK_MS`. Returns the stop. */
  start(): () => void {
    const off = this.opts.bus.onPrices((dates) => this.changed(dates));
    const timer = setInterval(() => void this.pollDue(), TICK_MS);
    timer.unref();
    return () => {
      off();
      clearInterval(timer);
      if (this.flushTimer !== null) clearTimeout(this.flushTimer);
    };
  }
}
