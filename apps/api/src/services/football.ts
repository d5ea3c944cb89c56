/**
 * The football read model: provider days ingested into the database (`DayIngest`), served from day views kept in
 * memory (`DayViews`, so hot reads never query the database), refreshed on a schedule (`IngestSchedule`). This class
 * puts them together and answers the routes. The parts point one way: the ingest shows each day it writes on the
 * views' shelf (`DayShelf`); the views read a day the shelf lacks through their reader (`StoredDayReader`: the
 * database, and the ingest for a never-ingested day near today); neither holds the other.
 */

import { addDays, businessDate } from "@placar/core/dates";
import { searchWords } from "@placar/core/search";
import { isInGroup } from "@placar/core/status";
import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../clock.ts";
import type { Db } from "../db/client.ts";
import type { DayFixture, Game } from "../schemas/football.ts";
import type { FootballProvider } from "../providers/types.ts";
import { StoredDayReader } from "./football-day-reader.ts";
import { DayIngest, type FootballBase, type IngestStatus } from "./football-ingest.ts";
import { groupByLeague, toGame } from "./football-rows.ts";
import { IngestSchedule } from "./football-schedule.ts";
import { fixtureDate, dayIngestedAt, readOddsHistory, searchFixtures, type StoredFixture } from "./football-store.ts";
import { DayShelf, DayViews, gameRowsOf, gamesSnapshotOf, ON_DEMAND_WINDOW_DAYS } from "./football-views.ts";
import type { HouseCatalog, HouseLookup } from "./house-catalog.ts";
import { PricePath } from "./price-path.ts";
import type { RealPricesService } from "./real-prices.ts";
import { Snapshot } from "./snapshot.ts";

export type { DayFailure, IngestStatus } from "./football-ingest.ts";
export { gameFields, matchPath, type GameFieldsSource } from "./football-rows.ts";

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

export interface FootballServiceOptions extends FootballBase {
  /** The betting houses: only active ones' prices are shown, under their current names (none: every stored price). */
  houses?: HouseCatalog | null;
  /** The odds sources' prices merged into each ingest (none: the provider's prices only). */
  realPrices?: RealPricesService | null;
  /** How long price history is kept (ODDS_HISTORY_DAYS); 14 days when not given. */
  oddsHistoryRetentionMs?: number;
  /** How long a view may be served before it is re-read from the database (another instance may have ingested). */
  viewTtlMs?: number;
  /** The next days are pulled again by the schedule once this old (AHEAD_REFRESH_MINUTES); 30 min when not given,
   * 0: only when visited. */
  aheadRefreshMs?: number;
}

export class FootballService {
  readonly provider: FootballProvider;
  readonly realPrices: RealPricesService | null;
  readonly houses: HouseCatalog | null;
  /** How long price history is kept (ODDS_HISTORY_DAYS); read at every scheduled run. */
  oddsHistoryRetentionMs: number;
  private readonly db: Db;
  private readonly clock: Clock;
  private readonly log: FastifyBaseLogger;
  /** The day views in memory, written by the ingest. */
  private readonly shelf = new DayShelf();
  /** The reads of the day views: from the shelf, else through the database. */
  private readonly views: DayViews;
  private readonly ingest: DayIngest;
  private readonly schedule: IngestSchedule;
  /** The odds sources on their own clock (null without sources). */
  readonly prices: PricePath | null;
  private readonly unsubscribe: () => void;

  constructor(opts: FootballServiceOptions) {
    this.db = opts.db;
    this.provider = opts.provider;
    this.clock = opts.clock;
    this.log = opts.log;
    this.realPrices = opts.realPrices ?? null;
    this.houses = opts.houses ?? null;
    this.oddsHistoryRetentionMs = opts.oddsHistoryRetentionMs ?? 14 * 86_400_000;
    const visibleHouses = () => this.visibleHouses();
    const today = () => this.today();
    this.ingest = new DayIngest({ ...opts, shelf: this.shelf, realPrices: this.realPrices, visibleHouses });
    this.views = new DayViews({
      shelf: this.shelf,
      reader: new StoredDayReader({ db: opts.db, clock: opts.clock, ingest: this.ingest }),
      visibleHouses,
      log: opts.log,
      ttlMs: opts.viewTtlMs ?? 60_000,
    });
    this.schedule = new IngestSchedule({
      ...opts,
      ingest: this.ingest,
      today,
      historyRetentionMs: () => this.oddsHistoryRetentionMs,
      aheadRefreshMs: opts.aheadRefreshMs ?? 30 * 60_000,
      hasOddsSource: async () => (await this.realPrices?.configured()) ?? false,
    });
    this.prices = this.realPrices
      ? new PricePath({
          ingest: this.ingest,
          realPrices: this.realPrices,
          clock: opts.clock,
          log: opts.log,
          bus: opts.bus,
          leadership: opts.leadership,
        })
      : null;
    // Another instance ingested this day: our view is stale, rebuild it from the database on next read.
    const bus = opts.bus;
    this.unsubscribe = bus.subscribe((e) => {
      if (e.origin !== bus.instanceId) this.shelf.drop(e.date);
    });
  }

  /** What the ingest has done and plans (reported by /api/health). */
  get status(): IngestStatus {
    return this.ingest.status;
  }

  /** Stops listening to the bus (the app's onClose). */
  stop(): void {
    this.unsubscribe();
  }

  today(): string {
    return businessDate(this.clock.now());
  }

  /**
   * Pulls one day from the provider and upserts it; concurrent calls for the same day share one pull, unless it was
   * asked for before `asOf`.
   */
  ingestDay(date: string, asOf?: Date): Promise<void> {
    return this.ingest.ingestDay(date, asOf);
  }

  /** Merges the odds sources into a day's last provider answer, without calling the provider (the price path). */
  repriceDay(date: string): Promise<boolean> {
    return this.ingest.repriceDay(date);
  }

  /** Runs `fn` on the ingest leader after each written day, with its fixtures and current prices (the alerts). */
  onDayWritten(fn: (day: StoredFixture[]) => Promise<unknown>): () => void {
    return this.ingest.onDayWritten(fn);
  }

  /** Calls `fn` whenever a day's view is replaced (an ingest here) or dropped (another instance ingested it). */
  onDayChanged(fn: (date: string) => void): () => void {
    return this.shelf.onChange(fn);
  }

  /** The houses changed (an admin's save): every view is built again, with the new names, order and visibility. */
  housesChanged(): void {
    this.shelf.dropAll();
  }

  /** The houses whose prices are shown (undefined without a catalog: every stored price). */
  async visibleHouses(): Promise<HouseLookup | undefined> {
    return this.houses ? await this.houses.lookup() : undefined;
  }

  async day(date: string): Promise<StoredFixture[]> {
    return (await this.views.get(date)).day;
  }

  /**
   * How current the served list of a day is. Stale when the last refresh from the provider failed: the list
   * keeps the last good data (never replaced by an empty or failed answer).
   */
  freshness(date: string): DayFreshness {
    const updated = this.shelf.cached(date)?.updatedAt ?? null;
    const failure = this.ingest.failure(date);
    const stale = failure !== undefined && (updated === null || failure.at > updated);
    const now = this.clock.now().getTime();
    return {
      updatedAt: updated?.toISOString() ?? null,
      ageSeconds: updated ? Math.max(0, Math.round((now - updated.getTime()) / 1000)) : null,
      stale,
      error: stale ? (failure?.message ?? null) : null,
    };
  }

  /** The whole day as the API's games list, serialized once per change (page 1 of the default size). */
  async gamesSnapshot(date: string): Promise<Snapshot> {
    const view = await this.views.get(date);
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
      for (const g of gameRowsOf(await this.views.get(addDays(today, i)))) {
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
    if (this.shelf.cached(day) || (await dayIngestedAt(this.db, day))) return;
    if (this.ingest.mayFetchOnDemand(day)) await this.ingestDay(day);
  }

  /** One stored fixture by the provider's fixture id, from its day's view; null when unknown. */
  async storedFixture(afbFixtureId: number): Promise<StoredFixture | null> {
    for (const view of this.shelf.all()) {
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
    const view = await this.views.get(date);
    if (liveOnly) return (view.live ??= new Snapshot(groupByLeague(view.day, true, view.houses)));
    return (view.fixtures ??= new Snapshot(groupByLeague(view.day, false, view.houses)));
  }

  async gamesByDate(date: string): Promise<Game[]> {
    return gameRowsOf(await this.views.get(date));
  }

  /** The `fixtures/?date=` view: fixtures grouped by league name, kick-off order inside each. */
  async fixturesByDate(date: string, liveOnly: boolean): Promise<Record<string, DayFixture[]>> {
    const view = await this.views.get(date);
    return groupByLeague(view.day, liveOnly, view.houses);
  }

  /** See `IngestSchedule.planNextRun`. */
  planNextRun(intervalMs: number): { delayMs: number; reason: string } {
    return this.schedule.planNextRun(intervalMs);
  }

  /** One scheduled run now, as the timer would start it (see `IngestSchedule.runOnce`); answers the next wait. */
  runScheduledOnce(intervalSeconds: number): Promise<{ delayMs: number; reason: string }> {
    return this.schedule.runOnce(intervalSeconds * 1000);
  }

  /**
   * Re-ingests today (and yesterday while its matches may still be running), then waits as the provider's plan
   * says; instances without the ingestion lock try to take it over every `intervalSeconds`. Returns the stop.
   */
  startSchedule(intervalSeconds: number): () => void {
    const stopSchedule = this.schedule.start(intervalSeconds);
    const stopPrices = this.startPrices();
    return () => {
      stopPrices();
      stopSchedule();
    };
  }

  /** The price path alone (docs/odds-feed.md#delays): pushes merged at once, sources polled on their plan. */
  startPrices(): () => void {
    return this.prices?.start() ?? (() => undefined);
  }
}
