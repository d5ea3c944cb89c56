/**
 * The ingest: one provider day pulled, the odds sources' prices merged in, written to the database with its price
 * history, its view rebuilt at once and its changes published on the live bus. What failed is remembered per day,
 * so the views say they are stale and visitors do not fetch a failing day again and again.
 */

import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../clock.ts";
import type { Db } from "../db/client.ts";
import type { LiveBus } from "../live/bus.ts";
import { diffDay, diffMarkets } from "../live/diff.ts";
import type { Leadership } from "../live/leader.ts";
import type { FootballProvider, ProviderFixture, ProviderOdds } from "../providers/types.ts";
import type { Triple } from "@placar/core/market";
import { isInGroup } from "@placar/core/status";
import {
  mergeDay,
  readDay,
  readDayFixtures,
  readProviderDay,
  readReferencePrices,
  recordOddsHistory,
  removeOdds,
  saveProviderDay,
  stillAsWritten,
  withCheckedAt,
  withReferences,
  writeDay,
  yieldToRequests,
  type ProviderDay,
  type StoredFixture,
  type VisibleHouses,
  type WrittenDay,
} from "./football-store.ts";
import type { DayShelf } from "./football-views.ts";
import {
  readOddsLines,
  recordLateClosingLines,
  recordOddsLines,
  withClosingLines,
  type OddsLines,
} from "./odds-lines.ts";
import { recordMarketLines } from "./market-lines.ts";
import { readDayMarkets, writeDayMarkets, type DayMarkets } from "./market-store.ts";
import type { RealPricesService } from "./real-prices.ts";

/** After an on-demand fetch of a never-ingested day failed, visitors wait this long before it is tried again. */
const ON_DEMAND_RETRY_MS = 60_000;

export interface DayFailure {
  at: Date;
  message: string;
  /** When the provider said the call can succeed again (quota, rate limit), if it did. */
  retryAfterMs: number | null;
}

export interface IngestStatus {
  lastSuccessAt: string | null;
  /** The last ingest failure still standing (cleared by the next success). */
  lastError: string | null;
  /** The most recent ingest failure, kept after later successes. */
  lastFailure: { at: string; message: string } | null;
  lastDurationMs: number | null;
  nextRunAt: string | null;
  /** Why the next run is then: "interval" (fixed), or the provider's polling plan ("live", "kickoff", "idle", "budget-exhausted"), or "retry" after a failure. */
  nextRunReason: string | null;
  /** Whether this instance holds the ingestion lock. */
  leader: boolean;
}

/** What every part of the football service is built on. */
export interface FootballBase {
  db: Db;
  /** The configured data provider (its status and budget are reported by /api/health). */
  provider: FootballProvider;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Live change events: this instance's ingests are published, another instance's drop our view of that day. */
  bus: LiveBus;
  /** The ingestion lock: only its holder runs the schedule and the alerts. */
  leadership: Leadership;
}

export interface DayIngestOptions extends FootballBase {
  /** Where each written day is shown (the day views'): the ingest reads the rows shown now and shows the new ones. */
  shelf: Pick<DayShelf, "cached" | "generation" | "show">;
  /** The odds sources' prices merged into each ingest; null: the provider's prices only. */
  realPrices: RealPricesService | null;
  /** The houses whose prices are shown (undefined: every stored price). */
  visibleHouses: () => Promise<VisibleHouses | undefined>;
}

export class DayIngest {
  /** The pull of each day running now, and the clock's instant when it was asked for. */
  private readonly inflight = new Map<string, { job: Promise<void>; at: number }>();
  /** The write of each day running now: a pull and a price merge of the same day wait for each other. */
  private readonly writing = new Map<string, Promise<void>>();
  /** The provider's last answer of each day, before the odds sources (the price path merges them into it again). */
  readonly answers = new Map<string, ProviderDay>();
  /** Closing lines of finished fixtures, by provider fixture id (frozen: read once). */
  private readonly closed: OddsLines = new Map();
  /**
   * What this process last wrote per day (the provider's last good answer and the fixtures' row ids): the next
   * ingest writes only what changed, and the next poll is planned around what is live.
   */
  readonly written = new Map<string, WrittenDay>();
  /** The markets beyond 1X2 this process last wrote per day (read back when the rows may have changed). */
  private readonly markets = new Map<string, DayMarkets>();
  /** Days whose last refresh failed. */
  private readonly failures = new Map<string, DayFailure>();
  private readonly dayWritten = new Set<(day: StoredFixture[]) => Promise<unknown>>();
  readonly status: IngestStatus = {
    lastSuccessAt: null,
    lastError: null,
    lastFailure: null,
    lastDurationMs: null,
    nextRunAt: null,
    nextRunReason: null,
    leader: false,
  };

  constructor(private readonly opts: DayIngestOptions) {}

  /** The day's last refresh failure, while no later refresh has succeeded. */
  failure(date: string): DayFailure | undefined {
    return this.failures.get(date);
  }

  /** Whether a never-ingested day may be fetched for a visitor now (a failed fetch waits a minute, or as told). */
  mayFetchOnDemand(date: string): boolean {
    const failure = this.failures.get(date);
    if (!failure) return true;
    const wait = Math.max(ON_DEMAND_RETRY_MS, failure.retryAfterMs ?? 0);
    return this.opts.clock.now().getTime() - failure.at.getTime() >= wait;
  }

  /** Runs `fn` on the ingest leader after each written day, with its fixtures and current prices (the alerts). */
  onDayWritten(fn: (day: StoredFixture[]) => Promise<unknown>): () => void {
    this.dayWritten.add(fn);
    return () => this.dayWritten.delete(fn);
  }

  /**
   * Pulls one day from the provider and upserts it; concurrent calls for the same day share one pull. With `asOf`,
   * a pull running since before that instant is not enough: another follows it (the demo clock just moved).
   */
  ingestDay(date: string, asOf?: Date): Promise<void> {
    const running = this.inflight.get(date);
    if (running && (asOf === undefined || running.at >= asOf.getTime())) return running.job;
    const at = this.opts.clock.now().getTime();
    const job = (running ? running.job.catch(() => undefined) : Promise.resolve())
      .then(() => this.pull(date))
      .finally(() => {
        if (this.inflight.get(date)?.job === job) this.inflight.delete(date);
      });
    this.inflight.set(date, { job, at });
    return job;
  }

  /**
   * The price path: merges the odds sources again into the provider's last answer for the day (kept here, or in the
   * database when another instance pulled it) and writes what changed, without calling the provider. False when the
   * day was never pulled (its first pull merges the sources anyway).
   */
  async repriceDay(date: string): Promise<boolean> {
    const { db, clock, log } = this.opts;
    return this.serial(date, async () => {
      const answer = this.answers.get(date) ?? (await readProviderDay(db, date));
      if (!answer) return false;
      this.answers.set(date, answer);
      const started = performance.now();
      const summary = await this.apply(date, answer.items, clock.now());
      log.info({ date, ...summary, ms: Math.round(performance.now() - started) }, "prices: day merged");
      return true;
    });
  }

  /** Runs the writes of one day one after another (a pull and a price merge never interleave). */
  private serial<T>(date: string, fn: () => Promise<T>): Promise<T> {
    const previous = this.writing.get(date) ?? Promise.resolve();
    const job = previous.then(fn, fn);
    const tail = job.then(
      () => undefined,
      () => undefined,
    );
    this.writing.set(date, tail);
    void tail.then(() => {
      if (this.writing.get(date) === tail) this.writing.delete(date);
    });
    return job;
  }

  private async pull(date: string): Promise<void> {
    const { db, provider, clock, log } = this.opts;
    const started = performance.now();
    const now = clock.now();
    try {
      const fetched = await provider.fixturesByDate(date, now);
      await yieldToRequests();
      const summary = await this.serial(date, async () => {
        const last = this.answers.get(date);
        const answer = { items: fetched, at: now };
        this.answers.set(date, answer);
        // Kept for the price path of whichever instance leads next; rewritten only when the provider's answer changed.
        if (!last || JSON.stringify(last.items) !== JSON.stringify(fetched))
          await saveProviderDay(db, date, provider.name, answer);
        return this.apply(date, fetched, now);
      });
      this.failures.delete(date);
      const ms = Math.round(performance.now() - started);
      this.status.lastSuccessAt = now.toISOString();
      this.status.lastDurationMs = ms;
      this.status.lastError = null;
      log.info({ date, provider: provider.name, ...summary, ms }, "ingest: day written");
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      this.failures.set(date, { at: now, message, retryAfterMs: retryAfterOf(err) });
      this.status.lastError = message;
      this.status.lastFailure = { at: now.toISOString(), message };
      log.error({ err, date, provider: provider.name }, "ingest: day failed; serving the last good data, marked stale");
      throw err;
    }
  }

  /**
   * Merges the odds sources into the provider's fixtures of a day, puts the closing lines on the finished ones,
   * writes what changed with its price history and lines, installs the day's new view and publishes its changes.
   */
  private async apply(
    date: string,
    fetched: readonly ProviderFixture[],
    now: Date,
  ): Promise<{ fixtures: number; written: { fixtures: number; odds: number; markets: number }; events: number }> {
    const { db, provider, shelf, realPrices } = this.opts;
    // The houses first: their source keys say which of the source's bookmakers are whose.
    if (realPrices) await this.opts.visibleHouses();
    // The odds source's accepted prices replace the provider's for their houses (never throws).
    const merged = realPrices ? await realPrices.merge(date, fetched, now) : [...fetched];
    const items = await this.closingLinesOn(merged);
    const cached = shelf.cached(date)?.day;
    const before = cached ?? (await readDay(db, date));
    const remembered = this.written.get(date);
    const previous = cached && remembered && (await stillAsWritten(db, date, remembered)) ? remembered : null;
    await yieldToRequests();
    const write = await writeDay(db, date, provider.name, items, now, previous);
    const leftovers = realPrices?.covers(date, now) ? sourceLeftovers(before, items, realPrices.houses) : [];
    if (leftovers.length > 0) {
      await removeOdds(db, leftovers);
      write.touched = [...new Set([...write.touched, ...leftovers.map((l) => l.afbFixtureId)])];
    }
    await yieldToRequests();
    // Rebuild the view now, so readers of this day never wait on the database. When the rows are still as
    // this process left them, only what it just rewrote is read back (a day barely changes between polls).
    const after =
      cached && previous ? mergeDay(cached, await readDayFixtures(db, date, write.touched)) : await readDay(db, date);
    this.written.set(date, {
      items,
      ids: new Map(after.map((f) => [f.afbFixtureId, f.id])),
      at: now,
      fixtures: after.length,
      odds: after.reduce((n, f) => n + f.odds.length, 0),
    });
    // The other markets, on the same write: only the books that moved, each move appended to their history.
    const ids = new Map(after.map((f) => [f.afbFixtureId, f.id]));
    const marketsBefore = (previous ? this.markets.get(date) : undefined) ?? (await readDayMarkets(db, ids));
    const markets = await writeDayMarkets(db, items, ids, marketsBefore, now);
    this.markets.set(date, markets.after);
    // Their lines, as the 1X2's below: closing at each write until kick-off (a finished game shows them).
    await recordMarketLines(db, after, marketsBefore, markets.after, now, previous === null);
    await yieldToRequests();
    const generation = shelf.generation(date);
    // The history first: the arrows of the new view compare with it (a live move of this very poll included).
    await recordOddsHistory(db, before, after, now);
    await recordOddsLines(db, before, after, now, previous === null);
    await yieldToRequests();
    // A finished game still stored but no longer in the provider's answer keeps its closing line too.
    const answered = new Set(items.map((f) => f.id));
    await this.loadLines(
      after.filter((f) => isInGroup(f.status, "finished") && !answered.has(f.afbFixtureId)).map((f) => f.afbFixtureId),
    );
    const shown = withClosingLines(
      withCheckedAt(
        withReferences(after, await this.references(after, cached && previous ? cached : null, write.touched, now)),
        items,
      ),
      this.closed,
    );
    const houses = await this.opts.visibleHouses();
    await shelf.show(date, { day: shown, updatedAt: now, houses }, generation);
    const events = [
      ...diffDay(date, before, after, houses),
      ...diffMarkets(date, before, after, marketsBefore, markets.after, houses),
    ];
    if (events.length > 0) await this.opts.bus.publish(events);
    // Alerts read the prices just written; only the leader evaluates them (docs/architecture.md#alerts).
    if (this.opts.leadership.held())
      for (const fn of this.dayWritten)
        await fn(after).catch((err: unknown) => this.opts.log.error({ err, date }, "alerts: evaluation failed"));
    return {
      fixtures: items.length,
      written: { fixtures: write.fixtures, odds: write.odds, markets: markets.written },
      events: events.length,
    };
  }

  /**
   * Each price's reference (its arrow's): read for the whole day after a whole write; after an incremental one, only
   * for the fixtures just written and those being played (their reference moves with time), the others keeping what
   * the view had (an opening price does not change). A price merge of a busy day reads a few fixtures, not 300.
   */
  private async references(
    after: readonly StoredFixture[],
    cached: readonly StoredFixture[] | null,
    touched: readonly number[],
    now: Date,
  ): Promise<Map<number, Map<string, Triple>>> {
    if (cached === null) return readReferencePrices(this.opts.db, after, now);
    const fresh = new Set(touched);
    const read = after.filter((f) => fresh.has(f.afbFixtureId) || isInGroup(f.status, "live"));
    const refs = await readReferencePrices(this.opts.db, read, now);
    const readIds = new Set(read.map((f) => f.afbFixtureId));
    for (const f of cached) {
      if (readIds.has(f.afbFixtureId)) continue;
      const kept = new Map<string, Triple>();
      for (const o of f.odds) if (o.reference) kept.set(o.house, o.reference);
      if (kept.size > 0) refs.set(f.afbFixtureId, kept);
    }
    return refs;
  }

  /**
   * Reads into `closed` the lines of these finished fixtures that it does not hold yet (a fixture held without any is
   * asked again: its line may have been written since, by a pull of this day or another instance). Bounded: the
   * finished fixtures of the days still polled.
   */
  private async loadLines(ids: readonly number[]): Promise<void> {
    const unknown = ids.filter((id) => !this.closed.get(id)?.size);
    if (unknown.length === 0) return;
    const read = await readOddsLines(this.opts.db, unknown);
    for (const id of unknown) this.closed.set(id, read.get(id) ?? new Map());
    if (this.closed.size > 20_000) for (const id of [...this.closed.keys()].slice(0, 10_000)) this.closed.delete(id);
  }

  /**
   * The finished fixtures' prices replaced by their closing lines: those recorded before kick-off, else, for a game
   * first seen after it, the provider's prices when it says they are its pre-match ones (recorded now). A closed line
   * never changes: read once.
   */
  private async closingLinesOn(items: readonly ProviderFixture[]): Promise<ProviderFixture[]> {
    const finished = items.filter((f) => isInGroup(f.status, "finished"));
    await this.loadLines(finished.map((f) => f.id));
    const late = this.opts.provider.finishedOddsAreClosing
      ? finished.filter((f) => !this.closed.get(f.id)?.size && f.odds.length > 0 && f.kickoff !== "")
      : [];
    if (late.length > 0)
      for (const [id, lines] of await recordLateClosingLines(this.opts.db, late)) this.closed.set(id, lines);
    return items.map((f) => {
      const lines = isInGroup(f.status, "finished") ? this.closed.get(f.id) : undefined;
      if (!lines || lines.size === 0) return f;
      const odds: ProviderOdds[] = [...lines].map(([house, l]) => ({
        house,
        home: l.closing[0],
        draw: l.closing[1],
        away: l.closing[2],
        checkedAt: l.closedAt.toISOString(),
      }));
      return { ...f, odds };
    });
  }
}

/**
 * Stored prices of the source's houses that neither the source (its quote dropped: stale, held, no longer listed)
 * nor the provider offers any more: they must not stay on screen as if current.
 */
function sourceLeftovers(
  before: readonly StoredFixture[],
  items: readonly ProviderFixture[],
  houses: ReadonlySet<string>,
): Array<{ fixtureId: number; afbFixtureId: number; house: string }> {
  const offered = new Map(items.map((f) => [f.id, new Set(f.odds.map((o) => o.house))]));
  return before.flatMap((f) => {
    const now = offered.get(f.afbFixtureId);
    if (now === undefined) return [];
    return f.odds
      .filter((o) => houses.has(o.house) && !now.has(o.house))
      .map((o) => ({ fixtureId: f.id, afbFixtureId: f.afbFixtureId, house: o.house }));
  });
}

function retryAfterOf(err: unknown): number | null {
  const ms = (err as { retryAfterMs?: unknown } | null)?.retryAfterMs;
  return typeof ms === "number" && Number.isFinite(ms) ? ms : null;
}
