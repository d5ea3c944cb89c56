/**
 * The day views: each day's rows and the answers built from them, kept in memory until the day changes, so hot
 * reads never query the database. A day is replaced by an ingest here, or dropped when another instance ingested
 * it (the live bus) or the houses changed; a view past its time-to-live is re-read in the background.
 */

import { daysBetween } from "@placar/core/dates";
import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../clock.ts";
import type { Db } from "../db/client.ts";
import type { Game } from "../schemas/football.ts";
import {
  dayIngestedAt,
  readDay,
  readReferencePrices,
  withReferences,
  yieldToRequests,
  type StoredFixture,
  type VisibleHouses,
} from "./football-store.ts";
import { groupByLeague, toGame } from "./football-rows.ts";
import { readClosingLines, withClosingLines } from "./odds-lines.ts";
import { Snapshot } from "./snapshot.ts";

/** How far from today a visitor may page the day panel and still trigger an on-demand fetch. */
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

export interface DayViewsOptions {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The business day of now. */
  today: () => string;
  /** The houses whose prices are shown (undefined: every stored price). */
  visibleHouses: () => Promise<VisibleHouses | undefined>;
  /** Whether a never-ingested day may be fetched now (not right after a failed try). */
  mayFetchOnDemand: (date: string) => boolean;
  /** Ingests a day (it installs its own view); rejects when the provider failed. */
  ingestDay: (date: string) => Promise<void>;
  /** How long a view may be served before it is re-read from the database (another instance may have ingested). */
  ttlMs: number;
}

export class DayViews {
  private readonly views = new Map<string, DayView>();
  /** Bumped whenever a day's view is replaced or dropped, so a slower rebuild never overwrites a newer view. */
  private readonly generations = new Map<string, number>();
  private readonly loading = new Map<string, Promise<DayView>>();
  private readonly listeners = new Set<(date: string) => void>();

  constructor(private readonly opts: DayViewsOptions) {}

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

  /** Read before building a view, then given to `install`: a day that changed meanwhile keeps the newer view. */
  generation(date: string): number {
    return this.generations.get(date) ?? 0;
  }

  /** Installs a view unless the day changed since `generation` was read (a newer view or a drop won). */
  install(date: string, view: DayView, generation: number): boolean {
    if (this.generation(date) !== generation) return false;
    this.generations.set(date, generation + 1);
    this.views.set(date, view);
    this.changed(date);
    return true;
  }

  drop(date: string): void {
    this.generations.set(date, this.generation(date) + 1);
    this.views.delete(date);
    this.changed(date);
  }

  dropAll(): void {
    for (const date of [...this.views.keys()]) this.drop(date);
  }

  /**
   * A day's view. A view past its time-to-live is still served while it is re-read in the background, so a
   * request never waits on the database for a day it already has.
   */
  async get(date: string): Promise<DayView> {
    const cached = this.views.get(date);
    if (cached) {
      if (Date.now() - cached.at >= this.opts.ttlMs)
        void this.reload(date).catch((err: unknown) => this.opts.log.warn({ err, date }, "day view: reload failed"));
      return cached;
    }
    return this.reload(date);
  }

  /** Reads a day from the database, fetching it first when it was never ingested and lies near today. */
  private reload(date: string): Promise<DayView> {
    const running = this.loading.get(date);
    if (running) return running;
    const { db, clock } = this.opts;
    const job = (async () => {
      const generation = this.generation(date);
      const near = Math.abs(daysBetween(this.opts.today(), date)) <= ON_DEMAND_WINDOW_DAYS;
      let updatedAt = await dayIngestedAt(db, date);
      if (near && !updatedAt && this.opts.mayFetchOnDemand(date)) {
        await this.opts.ingestDay(date).catch(() => undefined);
        const fresh = this.views.get(date);
        if (fresh && this.generation(date) !== generation) return fresh;
        updatedAt = await dayIngestedAt(db, date);
      }
      const day = await readDay(db, date);
      const view = await buildView(
        withClosingLines(
          withReferences(day, await readReferencePrices(db, day, clock.now())),
          await readClosingLines(db, day),
        ),
        updatedAt,
        await this.opts.visibleHouses(),
      );
      // A newer view (an ingest that finished meanwhile) wins over what this slower read found.
      if (!this.install(date, view, generation)) return this.views.get(date) ?? view;
      return view;
    })().finally(() => this.loading.delete(date));
    this.loading.set(date, job);
    return job;
  }
}

/** A view with its hot answers serialized and compressed now (off the event loop), not on the first request. */
export async function buildView(
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

/** The day as the API's games, mapped once per view. */
export function gameRowsOf(view: DayView): Game[] {
  return (view.gameRows ??= view.day.map((f) => toGame(f, view.houses)));
}

/** The whole day as the API's games list (page 1 of the default size). */
export function gamesSnapshotOf(view: DayView): Snapshot {
  const results = gameRowsOf(view);
  return new Snapshot({ results, count: results.length, total_pages: results.length > 0 ? 1 : 0 });
}
