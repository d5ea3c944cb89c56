import { addDays, businessDate, daysBetween, formatTime } from "@placar/core/dates";
import { searchWords } from "@placar/core/search";
import { isInGroup } from "@placar/core/status";
import { href } from "@placar/core/routes";
import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../clock.ts";
import type { Db } from "../db/client.ts";
import type { DayFixture, Game } from "../schemas/football.ts";
import type { FootballProvider, ProviderFixture } from "../providers/types.ts";
import {
  dayIngestedAt,
  fixtureDate,
  oddsList,
  pruneOddsHistory,
  mergeDay,
  readDay,
  readDayFixtures,
  readOddsHistory,
  removeOdds,
  readReferencePrices,
  recordOddsHistory,
  searchFixtures,
  withCheckedAt,
  withReferences,
  stillAsWritten,
  yieldToRequests,
  writeDay,
  type StoredFixture,
  type VisibleHouses,
  type WrittenDay,
} from "./football-store.ts";
import type { HouseCatalog, HouseLookup } from "./house-catalog.ts";
import { Snapshot } from "./snapshot.ts";
import type { LiveBus } from "../live/bus.ts";
import { diffDay } from "../live/diff.ts";
import type { Leadership } from "../live/leader.ts";
import type { RealPricesService } from "./real-prices.ts";

/** How far from today a visitor may page the day panel and still trigger an on-demand fetch. */
const ON_DEMAND_WINDOW_DAYS = 7;
/** After an on-demand fetch of a never-ingested day failed, visitors wait this long before it is tried again. */
const ON_DEMAND_RETRY_MS = 60_000;
/** Share of a metered provider's daily budget kept back for match details and tables that visitors open. */
const DETAILS_BUDGET_SHARE = 0.1;
/** First retry after a failed scheduled ingest; doubles per consecutive failure, never past the provider's own plan. */
const RETRY_BASE_MS = 60_000;
const MIN_RUN_DELAY_MS = 15_000;

/** A day's rows and the answers built from them, kept until the day changes. */
interface DayView {
  /** When the view was built (real ms), for the time-to-live. */
  at: number;
  day: StoredFixture[];
  /** The last successful provider refresh of this day (null: never ingested). */
  updatedAt: Date | null;
  games?: Snapshot;
  fixtures?: Snapshot;
  live?: Snapshot;
  /** The day as the spec's games, mapped once. */
  gameRows?: Game[];
  /** The houses shown when the view was built (a change of the houses drops every view). */
  houses?: VisibleHouses;
}

export interface DayFailure {
  at: Date;
  message: string;
  /** When the provider said the call can succeed again (quota, rate limit), if it did. */
  retryAfterMs: number | null;
}

/** How current a day's list is: served to clients as headers and reported in `/api/health`. */
export interface DayFreshness {
  /** Last successful refresh from the provider (ISO-8601), null when the day was never fetched. */
  updatedAt: string | null;
  /** Seconds since `updatedAt`. */
  ageSeconds: number | null;
  /** The last refresh failed: what is served is the last good data (or nothing, if there never was any). */
  stale: boolean;
  /** Why the last refresh failed, while stale. */
  error: string | null;
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

/**
 * The football read model: ingests provider days into the database and serves the spec's day views.
 * A day's views are built once per ingest and kept in memory, so hot reads never query the database.
 */
export class FootballService {
  private readonly views = new Map<string, DayView>();
  /** Bumped whenever a day's view is replaced or dropped, so a slower rebuild never overwrites a newer view. */
  private readonly generations = new Map<string, number>();
  private readonly inflight = new Map<string, Promise<void>>();
  private readonly loading = new Map<string, Promise<DayView>>();
  /**
   * What this process last wrote per day (the provider's last good answer and the fixtures' row ids): the next
   * ingest writes only what changed, and the next poll is planned around what is live.
   */
  private readonly written = new Map<string, WrittenDay>();
  /** Days whose last refresh failed. */
  private readonly failures = new Map<string, DayFailure>();
  private consecutiveFailures = 0;
  /** How long price history is kept (ODDS_HISTORY_DAYS). */
  oddsHistoryRetentionMs = 14 * 86_400_000;
  /** The odds source's prices merged into each ingest (THEODDSAPI_KEY); null: the provider's prices only. */
  realPrices: RealPricesService | null = null;
  /** The betting houses: only active ones' prices are shown, under their current names (null: every price, as stored). */
  houses: HouseCatalog | null = null;
  /** Runs on the ingest leader after each written day, with its fixtures and current prices (the alerts). */
  afterIngest: ((day: StoredFixture[]) => Promise<unknown>) | null = null;
  readonly status: IngestStatus = {
    lastSuccessAt: null,
    lastError: null,
    lastFailure: null,
    lastDurationMs: null,
    nextRunAt: null,
    nextRunReason: null,
    leader: false,
  };
  private readonly unsubscribe: () => void;

  constructor(
    private readonly db: Db,
    /** The configured data provider (its status and budget are reported by /api/health). */
    readonly provider: FootballProvider,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly bus: LiveBus,
    private readonly leadership: Leadership,
    /** How long a view may be served before it is re-read from the database (another instance may have ingested). */
    private readonly viewTtlMs = 60_000,
  ) {
    // Another instance ingested this day: our view is stale, rebuild it from the database on next read.
    this.unsubscribe = bus.subscribe((e) => {
      if (e.origin !== bus.instanceId) this.dropView(e.date);
    });
  }

  /** Stops listening to the bus (the app's onClose). */
  stop(): void {
    this.unsubscribe();
  }

  today(): string {
    return businessDate(this.clock.now());
  }

  /** Pulls one day from the provider and upserts it; concurrent calls for the same day share one pull. */
  ingestDay(date: string): Promise<void> {
    const running = this.inflight.get(date);
    if (running) return running;
    const job = (async () => {
      const started = performance.now();
      const now = this.clock.now();
      try {
        const fetched = await this.provider.fixturesByDate(date, now);
        await yieldToRequests();
        // The houses first: their source keys say which of the source's bookmakers are whose.
        if (this.realPrices) await this.visibleHouses();
        // The odds source's accepted prices replace the provider's for their houses (never throws).
        const items = this.realPrices ? await this.realPrices.merge(date, fetched, now) : fetched;
        const cached = this.views.get(date)?.day;
        const before = cached ?? (await readDay(this.db, date));
        const remembered = this.written.get(date);
        const previous = cached && remembered && (await stillAsWritten(this.db, date, remembered)) ? remembered : null;
        await yieldToRequests();
        const write = await writeDay(this.db, date, this.provider.name, items, now, previous);
        const prices = this.realPrices;
        const leftovers = prices?.covers(date, now) ? sourceLeftovers(before, items, prices.houses) : [];
        if (leftovers.length > 0) {
          await removeOdds(this.db, leftovers);
          write.touched = [...new Set([...write.touched, ...leftovers.map((l) => l.afbFixtureId)])];
        }
        await yieldToRequests();
        // Rebuild the view now, so readers of this day never wait on the database. When the rows are still as
        // this process left them, only what it just rewrote is read back (a day barely changes between polls).
        const after =
          cached && previous
            ? mergeDay(cached, await readDayFixtures(this.db, date, write.touched))
            : await readDay(this.db, date);
        this.written.set(date, {
          items,
          ids: new Map(after.map((f) => [f.afbFixtureId, f.id])),
          at: now,
          fixtures: after.length,
          odds: after.reduce((n, f) => n + f.odds.length, 0),
        });
        const generation = this.generation(date);
        // The history first: the arrows of the new view compare with it (a live move of this very poll included).
        await recordOddsHistory(this.db, before, after, now);
        await yieldToRequests();
        const shown = withCheckedAt(withReferences(after, await readReferencePrices(this.db, after, now)), items);
        const houses = await this.visibleHouses();
        const view = await buildView(shown, now, houses);
        this.setView(date, view, generation);
        this.failures.delete(date);
        const events = diffDay(date, before, after, houses);
        if (events.length > 0) await this.bus.publish(events);
        // Alerts read the prices just written; only the leader evaluates them (docs/architecture.md#alerts).
        if (this.afterIngest && this.leadership.held())
          await this.afterIngest(after).catch((err: unknown) =>
            this.log.error({ err, date }, "alerts: evaluation failed"),
          );
        const ms = Math.round(performance.now() - started);
        this.status.lastSuccessAt = now.toISOString();
        this.status.lastDurationMs = ms;
        this.status.lastError = null;
        this.log.info(
          {
            date,
            provider: this.provider.name,
            fixtures: items.length,
            written: { fixtures: write.fixtures, odds: write.odds },
            events: events.length,
            ms,
          },
          "ingest: day written",
        );
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        const retryAfterMs = retryAfterOf(err);
        this.failures.set(date, { at: now, message, retryAfterMs });
        this.status.lastError = message;
        this.status.lastFailure = { at: now.toISOString(), message };
        this.log.error(
          { err, date, provider: this.provider.name },
          "ingest: day failed; serving the last good data, marked stale",
        );
        throw err;
      } finally {
        this.inflight.delete(date);
      }
    })();
    this.inflight.set(date, job);
    return job;
  }

  private readonly dayListeners = new Set<(date: string) => void>();

  /** Calls `fn` whenever a day's view is replaced (an ingest here) or dropped (another instance ingested it). */
  onDayChanged(fn: (date: string) => void): () => void {
    this.dayListeners.add(fn);
    return () => this.dayListeners.delete(fn);
  }

  private dayChanged(date: string): void {
    for (const fn of this.dayListeners) fn(date);
  }

  private generation(date: string): number {
    return this.generations.get(date) ?? 0;
  }

  /** Installs a view unless the day changed since `generation` was read (a newer view or a drop won). */
  private setView(date: string, view: DayView, generation: number): boolean {
    if (this.generation(date) !== generation) return false;
    this.generations.set(date, generation + 1);
    this.views.set(date, view);
    this.dayChanged(date);
    return true;
  }

  private dropView(date: string): void {
    this.generations.set(date, this.generation(date) + 1);
    this.views.delete(date);
    this.dayChanged(date);
  }

  /** The houses changed (an admin's save): every view is built again, with the new names, order and visibility. */
  housesChanged(): void {
    for (const date of [...this.views.keys()]) this.dropView(date);
  }

  /** The houses whose prices are shown (undefined without a catalog: every stored price). */
  async visibleHouses(): Promise<HouseLookup | undefined> {
    return this.houses ? await this.houses.lookup() : undefined;
  }

  /**
   * A day's view. A view past its time-to-live is still served while it is re-read in the background, so a
   * request never waits on the database for a day it already has.
   */
  private async view(date: string): Promise<DayView> {
    const cached = this.views.get(date);
    if (cached) {
      if (Date.now() - cached.at >= this.viewTtlMs)
        void this.reload(date).catch((err: unknown) => this.log.warn({ err, date }, "day view: reload failed"));
      return cached;
    }
    return this.reload(date);
  }

  /** Reads a day from the database, fetching it first when it was never ingested and lies near today. */
  private reload(date: string): Promise<DayView> {
    const running = this.loading.get(date);
    if (running) return running;
    const job = (async () => {
      const generation = this.generation(date);
      const near = Math.abs(daysBetween(this.today(), date)) <= ON_DEMAND_WINDOW_DAYS;
      let updatedAt = await dayIngestedAt(this.db, date);
      if (near && !updatedAt && this.mayFetchOnDemand(date)) {
        await this.ingestDay(date).catch(() => undefined);
        const fresh = this.views.get(date);
        if (fresh && this.generation(date) !== generation) return fresh;
        updatedAt = await dayIngestedAt(this.db, date);
      }
      const day = await readDay(this.db, date);
      const view = await buildView(
        withReferences(day, await readReferencePrices(this.db, day, this.clock.now())),
        updatedAt,
        await this.visibleHouses(),
      );
      // A newer view (an ingest that finished meanwhile) wins over what this slower read found.
      if (!this.setView(date, view, generation)) return this.views.get(date) ?? view;
      return view;
    })().finally(() => this.loading.delete(date));
    this.loading.set(date, job);
    return job;
  }

  private mayFetchOnDemand(date: string): boolean {
    const failure = this.failures.get(date);
    if (!failure) return true;
    const wait = Math.max(ON_DEMAND_RETRY_MS, failure.retryAfterMs ?? 0);
    return this.clock.now().getTime() - failure.at.getTime() >= wait;
  }

  async day(date: string): Promise<StoredFixture[]> {
    return (await this.view(date)).day;
  }

  /**
   * How current the served list of a day is. Stale when the last refresh from the provider failed: the list
   * keeps the last good data (never replaced by an empty or failed answer).
   */
  freshness(date: string): DayFreshness {
    const updated = this.views.get(date)?.updatedAt ?? null;
    const failure = this.failures.get(date);
    const stale = failure !== undefined && (updated === null || failure.at > updated);
    const now = this.clock.now().getTime();
    return {
      updatedAt: updated?.toISOString() ?? null,
      ageSeconds: updated ? Math.max(0, Math.round((now - updated.getTime()) / 1000)) : null,
      stale,
      error: stale ? (failure?.message ?? null) : null,
    };
  }

  /** The whole day as the spec's games list, serialized once per change (page 1 of the default size). */
  async gamesSnapshot(date: string): Promise<Snapshot> {
    const view = await this.view(date);
    return (view.games ??= gamesSnapshotOf(view));
  }

  /**
   * Games from now on (today and the next days near it), in kick-off order: the league list and slider. Only those
   * live or still to start: on a busy Saturday afternoon the day's first hundred games are already over, and a first
   * page of finished games left the slider empty and the league list without the leagues still to play.
   */
  async upcomingGames(days = 2): Promise<Game[]> {
    const today = this.today();
    const out: Game[] = [];
    for (let i = 0; i < days; i++) {
      for (const g of gameRowsOf(await this.view(addDays(today, i)))) {
        if (isInGroup(g.status, "live") || isInGroup(g.status, "upcoming")) out.push(g);
      }
    }
    return out;
  }

  /**
   * Games whose teams or league hold every word of `query` (case and accents ignored), between two business days,
   * nearest to now first. The days around today that were never ingested are fetched first (as a visit to them
   * would), so last week's final and next Sunday's derby are found on a fresh database too.
   */
  async searchGames(query: string, window: { from: string; to: string; limit: number }): Promise<Game[]> {
    const words = searchWords(query);
    if (words.length === 0) return [];
    const today = this.today();
    const near: string[] = [];
    for (let i = -ON_DEMAND_WINDOW_DAYS; i <= ON_DEMAND_WINDOW_DAYS; i++) {
      const day = addDays(today, i);
      if (day >= window.from && day <= window.to) near.push(day);
    }
    // One day after another, so a first search does not poll the provider for two weeks at once.
    for (const day of near)
      await this.ensureIngested(day).catch((err: unknown) =>
        this.log.warn({ err, day }, "game search: day not loaded"),
      );
    const found = await searchFixtures(this.db, words, { ...window, around: this.clock.now() });
    const houses = await this.visibleHouses();
    return found.map((f) => toGame(f, houses));
  }

  /**
   * Fetches a day that was never ingested, as a first visit to it would; a known day is left as it is (the search
   * reads the database, so it needs no view of the day, nor its re-reads once the view is a minute old).
   */
  private async ensureIngested(day: string): Promise<void> {
    if (this.views.has(day) || (await dayIngestedAt(this.db, day))) return;
    if (this.mayFetchOnDemand(day)) await this.ingestDay(day);
  }

  /** One stored fixture by the provider's fixture id, from its day's view; null when unknown. */
  async storedFixture(afbFixtureId: number): Promise<StoredFixture | null> {
    for (const view of this.views.values()) {
      const hit = view.day.find((f) => f.afbFixtureId === afbFixtureId);
      if (hit) return hit;
    }
    const date = await fixtureDate(this.db, afbFixtureId);
    if (!date) return null;
    return (await this.day(date)).find((f) => f.afbFixtureId === afbFixtureId) ?? null;
  }

  /**
   * Every recorded price change of a fixture up to now, oldest first. (A clock set back, as demos and tests do with
   * PLACAR_NOW on a kept database, would otherwise show prices from a future the site has not reached.)
   */
  async oddsHistory(afbFixtureId: number) {
    const now = this.clock.now().getTime();
    return (await readOddsHistory(this.db, afbFixtureId)).filter((r) => r.recordedAt.getTime() <= now);
  }

  /** One game by the provider's fixture id; null when unknown. */
  async gameByFixtureId(afbFixtureId: number): Promise<Game | null> {
    const f = await this.storedFixture(afbFixtureId);
    return f ? toGame(f, await this.visibleHouses()) : null;
  }

  /** The `fixtures/?date=[&live=]` answer, serialized once per change. */
  async fixturesSnapshot(date: string, liveOnly: boolean): Promise<Snapshot> {
    const view = await this.view(date);
    if (liveOnly) return (view.live ??= new Snapshot(groupByLeague(view.day, true, view.houses)));
    return (view.fixtures ??= new Snapshot(groupByLeague(view.day, false, view.houses)));
  }

  async gamesByDate(date: string): Promise<Game[]> {
    return gameRowsOf(await this.view(date));
  }

  /** The spec's `fixtures/?date=` view: fixtures grouped by league name, kick-off order inside each. */
  async fixturesByDate(date: string, liveOnly: boolean): Promise<Record<string, DayFixture[]>> {
    const view = await this.view(date);
    return groupByLeague(view.day, liveOnly, view.houses);
  }

  /** The days a scheduled run pulls: today, and yesterday while its late matches may still be running. */
  private scheduledDates(): string[] {
    const today = this.today();
    return formatTime(this.clock.now()) < "04:00" ? [today, addDays(today, -1)] : [today];
  }

  /**
   * How long to wait before the next scheduled ingest. A provider with a polling plan (API-Football, whose
   * requests are counted) decides from what is live on the days last fetched and the budget left: often while
   * matches are being played, seldom otherwise. The demo costs nothing and runs every `intervalMs`. After a
   * failure the run comes back sooner (doubling from a minute, never later than the plan), but never before
   * the provider said it could succeed (quota reset, rate-limit window).
   */
  planNextRun(intervalMs: number): { delayMs: number; reason: string } {
    const now = this.clock.now();
    const dates = this.scheduledDates();
    const failure = dates.map((d) => this.failures.get(d)).find((f) => f !== undefined);
    if (!this.provider.nextPoll) {
      return { delayMs: intervalMs, reason: "interval" };
    }
    const budget = this.provider.status?.().budget ?? null;
    const fixtures = dates.flatMap((d) => this.written.get(d)?.items ?? []);
    const plan = this.provider.nextPoll(fixtures, now, {
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
  startSchedule(intervalSeconds: number): () => void {
    let timer: NodeJS.Timeout | undefined;
    let stopped = false;
    const intervalMs = intervalSeconds * 1000;
    const tick = async () => {
      const wasLeader = this.status.leader;
      this.status.leader = await this.leadership.tryAcquire().catch(() => false);
      // Another instance may have written while we were not the leader: write whole days again once.
      if (this.status.leader && !wasLeader) this.written.clear();
      let plan = { delayMs: intervalMs, reason: "interval" };
      if (this.status.leader) {
        await pruneOddsHistory(this.db, new Date(this.clock.now().getTime() - this.oddsHistoryRetentionMs)).catch(
          (err: unknown) => this.log.warn({ err }, "odds history: prune failed"),
        );
        let failed = false;
        for (const d of this.scheduledDates()) {
          await this.ingestDay(d).catch(() => {
            failed = true;
          });
        }
        this.consecutiveFailures = failed ? this.consecutiveFailures + 1 : 0;
        this.pruneWritten();
        plan = this.planNextRun(intervalMs);
      }
      if (stopped) return;
      this.status.nextRunAt = new Date(this.clock.now().getTime() + plan.delayMs).toISOString();
      this.status.nextRunReason = plan.reason;
      if (this.provider.nextPoll)
        this.log.info(
          { provider: this.provider.name, delayMs: plan.delayMs, reason: plan.reason },
          "ingest: next run planned",
        );
      timer = setTimeout(() => void tick(), plan.delayMs);
      timer.unref();
    };
    void tick();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      void this.leadership.release();
    };
  }

  /** Keeps the record of the days still polled only. */
  private pruneWritten(): void {
    const keep = new Set([...this.scheduledDates(), addDays(this.today(), -1)]);
    for (const d of this.written.keys()) if (!keep.has(d)) this.written.delete(d);
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

/** A view with its hot answers serialized and compressed now (off the event loop), not on the first request. */
async function buildView(
  day: StoredFixture[],
  updatedAt: Date | null,
  houses: VisibleHouses | undefined,
): Promise<DayView> {
  const view: DayView = { at: Date.now(), day, updatedAt, houses };
  view.games = gamesSnapshotOf(view);
  await yieldToRequests();
  view.fixtures = new Snapshot(groupByLeague(day, false, houses));
  await yieldToRequests();
  view.live = new Snapshot(groupByLeague(day, true, houses));
  await Promise.all([view.games.prepare(), view.fixtures.prepare(), view.live.prepare()]);
  return view;
}

function gameRowsOf(view: DayView): Game[] {
  return (view.gameRows ??= view.day.map((f) => toGame(f, view.houses)));
}

function gamesSnapshotOf(view: DayView): Snapshot {
  const results = gameRowsOf(view);
  return new Snapshot({ results, count: results.length, total_pages: results.length > 0 ? 1 : 0 });
}

function retryAfterOf(err: unknown): number | null {
  const ms = (err as { retryAfterMs?: unknown } | null)?.retryAfterMs;
  return typeof ms === "number" && Number.isFinite(ms) ? ms : null;
}

function groupByLeague(
  day: readonly StoredFixture[],
  liveOnly: boolean,
  houses: VisibleHouses | undefined,
): Record<string, DayFixture[]> {
  const out: Record<string, DayFixture[]> = {};
  for (const f of day) {
    if (liveOnly && !isInGroup(f.status, "live")) continue;
    (out[f.league.name] ??= []).push(toDayFixture(f, houses));
  }
  return out;
}

export function matchPath(f: Pick<StoredFixture, "afbFixtureId">): string {
  return href.match(f.afbFixtureId);
}

/** What a game card needs of a fixture: a stored day fixture has it, and so has the articles' join. */
export interface GameFieldsSource {
  id: number;
  afbFixtureId: number;
  date: string;
  kickoff: Date;
  status: string;
  league: { id: number; name: string; logo: string | null };
  home: { id: number; name: string; logo: string | null };
  away: { id: number; name: string; logo: string | null };
}

/** The spec's Game without its prices: the match itself (also an article's `game`). */
export function gameFields(f: GameFieldsSource): Omit<Game, "odds" | "goals" | "elapsed"> {
  const [hour, minute] = formatTime(f.kickoff).split(":").map(Number) as [number, number];
  return {
    id: f.id,
    date: f.date,
    hour,
    minute,
    kickoff: f.kickoff.toISOString(),
    status: f.status,
    home_team: f.home.name,
    away_team: f.away.name,
    afb_team_home_id: f.home.id,
    afb_team_away_id: f.away.id,
    afb_fixture_id: f.afbFixtureId,
    link: matchPath(f),
    league: { id: f.league.id, name: f.league.name, image_url: f.league.logo },
    home_image_url: f.home.logo,
    away_image_url: f.away.logo,
    image: null,
  };
}

function toGame(f: StoredFixture, houses: VisibleHouses | undefined): Game {
  return { ...gameFields(f), odds: oddsList(f, houses), goals: f.goals, elapsed: f.elapsed };
}

function toDayFixture(f: StoredFixture, houses: VisibleHouses | undefined): DayFixture {
  return {
    fixture: { id: f.afbFixtureId, date: f.kickoff.toISOString(), status: { short: f.status, elapsed: f.elapsed } },
    teams: { home: f.home, away: f.away },
    goals: f.goals,
    league: { id: f.league.id, logo: f.league.logo, name: f.league.name, season: f.league.season },
    odds: oddsList(f, houses),
    link: matchPath(f),
  };
}
