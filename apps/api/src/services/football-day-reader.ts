/**
 * The day views' reader (`DayReader`): a day as the database holds it, ready to show, and the on-demand fetch of a
 * day that was never ingested (a visitor paging the day panel to it).
 */

import { businessDate, daysBetween } from "@placar/core/dates";
import type { Clock } from "../clock.ts";
import type { Db } from "../db/client.ts";
import type { DayIngest } from "./football-ingest.ts";
import {
  dayIngestedAt,
  readDay,
  readProviderDay,
  readReferencePrices,
  withCheckedAt,
  withReferences,
  type StoredFixture,
} from "./football-store.ts";
import { ON_DEMAND_WINDOW_DAYS, type DayReader } from "./football-views.ts";
import { readClosingLines, withClosingLines } from "./odds-lines.ts";

export interface StoredDayReaderOptions {
  db: Db;
  clock: Clock;
  /** Fetches a never-ingested day (and shows what it wrote on the views' shelf). */
  ingest: Pick<DayIngest, "mayFetchOnDemand" | "ingestDay">;
}

export class StoredDayReader implements DayReader {
  constructor(private readonly opts: StoredDayReaderOptions) {}

  ingestedAt(date: string): Promise<Date | null> {
    return dayIngestedAt(this.opts.db, date);
  }

  async fetchOnDemand(date: string): Promise<boolean> {
    const today = businessDate(this.opts.clock.now());
    if (Math.abs(daysBetween(today, date)) > ON_DEMAND_WINDOW_DAYS) return false;
    if (!this.opts.ingest.mayFetchOnDemand(date)) return false;
    // A failure is logged and remembered by the ingest: the day is served as stored, marked stale.
    await this.opts.ingest.ingestDay(date).catch(() => undefined);
    return true;
  }

  async rows(date: string): Promise<StoredFixture[]> {
    const { db, clock } = this.opts;
    const day = await readDay(db, date);
    // As the ingest shows a day it writes: each price's confirmation time comes from the provider's answer kept
    // with the day (a stalled feed's "há N min" must not vanish when the day is read back from the database).
    const answer = await readProviderDay(db, date);
    return withClosingLines(
      withCheckedAt(withReferences(day, await readReferencePrices(db, day, clock.now())), answer?.items ?? []),
      await readClosingLines(db, day),
    );
  }
}
