/**
 * The day views: each day's rows and the answers built from them, kept in memory until the day changes, so hot
 * reads never query the database.
 *
 * - `DayShelf` holds them. The ingest shows each day it writes there (`show`); a read of the database offers what
 *   it found (`offer`), which a write or a drop since the read began overrides; a live event from another instance
 *   or a change of the houses drops a day; listeners hear all three.
 * - `DayViews` answers the reads from the shelf. A day it does not hold is read through the `DayReader` it was given
 *   (the database, and the provider for a never-ingested day near today); a view past its time-to-live is served
 *   while it is read again in the background.
 */

import type { FastifyBaseLogger } from "fastify";
import type { Game } from "../schemas/football.ts";
import { yieldToRequests, type StoredFixture, type VisibleHouses } from "./football-store.ts";
import { groupByLeague, toGame } from "./football-rows.ts";
import { Snapshot } from "./snapshot.ts";

/** How far from today a visitor may page the day panel and still trigger an on-demand fetch (`DayReader`). */
export const ON_DEMAND_WINDOW_DAYS = 7;

/** A day's rows and the answers built from them, kept until the day changes. */
export interface DayView {
  /** When the view was built (real ms), for the time-to-live. */
  at: number;
  day: StoredFixture[];
  /** The last successful provider refresh of this day (null: never ingested). */
  updatedAt: Date | null;
  games?: Snapshot;
  fixtures?: Snapshot;
  live?: Snapshot;
  /** The day as the API's games, mapped once. */
  gameRows?: Game[];
  /** The houses shown when the view was built (a change of the houses drops every view). */
  houses?: VisibleHouses;
}

/** What a view is built from. */
export interface ShownDay {
  day: StoredFixture[];
  /** The last successful provider refresh of this day (null: never ingested). */
  updatedAt: Date | null;
  /** The houses whose prices are shown (undefined: every stored price). */
  houses: VisibleHouses | undefined;
}

/** Where the views read a day the shelf does not hold (`StoredDayReader` in football-day-reader.ts). */
export interface DayReader {
  /** The day's last successful provider refresh; null when it was never ingested. */
  ingestedAt(date: string): Promise<Date | null>;
  /**
   * Fetches a never-ingested day from the provider, as a visit to it asks, when it lies near today and may be tried
   * now (not right after a failed try). Resolves whether it tried; what the ingest wrote is on the shelf.
   */
  fetchOnDemand(date: string): Promise<boolean>;
  /** The day's rows as shown: prices with their arrows' references, finished games with their closing lines. */
  rows(date: string): Promise<StoredFixture[]>;
}

/** The day views in memory: written by the ingest and by `DayViews`' reads, dropped when a day changed elsewhere. */
export class DayShelf {
  private readonly views = new Map<string, DayView>();
  /** Bumped by each write shown and each drop, so a slower read of the database never overwrites a newer view. */
  private readonly generations = new Map<string, number>();
  private readonly listeners = new Set<(date: string) => void>();

  /** The view in memory, however old; undefined when the day has none. */
  cached(date: string): DayView | undefined {
    return this.views.get(date);
  }

  all(): IterableIterator<DayView> {
    return this.views.values();
  }

  /** Calls `fn` whenever a day's view is replaced or dropped. */
  onChange(fn: (date: string) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  private changed(date: string): void {
    for (const fn of this.listeners) fn(date);
  }

  /**
   * Bumped by each write shown (`show`) and each drop. Read before a day is read from the database, then given to
   * `offer`: a read that a write or a drop overtook does not replace what they left.
   */
  generation(date: string): number {
    return this.generations.get(date) ?? 0;
  }

  /**
   * Installs the view of rows this process just wrote (the ingest's, one write of a day at a time), unless the day
   * was dropped since `generation` was read (another instance wrote it: the next read goes to the database). A
   * read of the database that finished meanwhile never rejects it: that read may predate the write.
   */
  async show(date: string, shown: ShownDay, generation: number): Promise<DayView> {
    return this.install(date, await buildView(shown), generation, true);
  }

  /**
   * Installs the view of rows read from the database, unless a write was shown or the day dropped since
   * `generation` was read (then the read may be older than what is held). Answers the view to serve now.
   */
  async offer(date: string, shown: ShownDay, generation: number): Promise<DayView> {
    return this.install(date, await buildView(shown), generation, false);
  }

  private install(date: string, view: DayView, generation: number, written: boolean): DayView {
    if (this.generation(date) !== generation) return this.views.get(date) ?? view;
    if (written) this.generations.set(date, generation + 1);
    this.views.set(date, view);
    this.changed(date);
    return view;
  }

  drop(date: string): void {
    this.generations.set(date, this.generation(date) + 1);
    this.views.delete(date);
    this.changed(date);
  }

  dropAll(): void {
    for (const date of [...this.views.keys()]) this.drop(date);
  }
}

export interface DayViewsOptions {
  /** Where the views are kept (the ingest shows the days it writes there too). */
  shelf: DayShelf;
  /** Where a day the shelf does not hold is read. */
  reader: DayReader;
  /** The houses whose prices are shown (undefined: every stored price). */
  visibleHouses: () => Promise<VisibleHouses | undefined>;
  log: FastifyBaseLogger;
  /** How long a view may be served before it is re-read from the database (another instance may have ingested). */
  ttlMs: number;
}

export class DayViews {
  private readonly loading = new Map<string, Promise<DayView>>();

  constructor(private readonly opts: DayViewsOptions) {}

  /**
   * A day's view. A view past its time-to-live is still served while it is re-read in the background, so a
   * request never waits on the database for a day it already has.
   */
  async get(date: string): Promise<DayView> {
    const cached = this.opts.shelf.cached(date);
    if (cached) {
      if (Date.now() - cached.at >= this.opts.ttlMs)
        void this.reload(date).catch((err: unknown) => this.opts.log.warn({ err, date }, "day view: reload failed"));
      return cached;
    }
    return this.reload(date);
  }

  /** Reads a day through the reader, which fetches it first when it was never ingested and lies near today. */
  private reload(date: string): Promise<DayView> {
    const running = this.loading.get(date);
    if (running) return running;
    const { shelf, reader } = this.opts;
    const job = (async () => {
      const generation = shelf.generation(date);
      let updatedAt = await reader.ingestedAt(date);
      if (!updatedAt && (await reader.fetchOnDemand(date))) {
        // The ingest showed what it wrote: serve that, unless it failed or the day was dropped meanwhile.
        const fresh = shelf.cached(date);
        if (fresh && shelf.generation(date) !== generation) return fresh;
        updatedAt = await reader.ingestedAt(date);
      }
      const day = await reader.rows(date);
      // A newer view (an ingest that finished meanwhile) wins over what this slower read found.
      return shelf.offer(date, { day, updatedAt, houses: await this.opts.visibleHouses() }, generation);
    })().finally(() => this.loading.delete(date));
    this.loading.set(date, job);
    return job;
  }
}

/** A view with its hot answers serialized and compressed now (off the event loop), not on the first request. */
async function buildView({ day, updatedAt, houses }: ShownDay): Promise<DayView> {
  const view: DayView = { at: Date.now(), day, updatedAt, houses };
  view.games = gamesSnapshotOf(view);
  await yieldToRequests();
  view.fixtures = new Snapshot(groupByLeague(day, false, houses));
  await yieldToRequests();
  view.live = new Snapshot(groupByLeague(day, true, houses));
  await Promise.all([view.games.prepare(), view.fixtures.prepare(), view.live.prepare()]);
  return view;
}

/** The day as the API's games, mapped once per view. */
export function gameRowsOf(view: DayView): Game[] {
  return (view.gameRows ??= view.day.map((f) => toGame(f, view.houses)));
}

/** The whole day as the API's games list (page 1 of the default size). */
export function gamesSnapshotOf(view: DayView): Snapshot {
  const results = gameRowsOf(view);
  return new Snapshot({ results, count: results.length, total_pages: results.length > 0 ? 1 : 0 });
}
