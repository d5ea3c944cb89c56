import { and, eq, sql } from "drizzle-orm";
import { isFinished, isLive, isNotStarted } from "@placar/core/status";
import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../clock.ts";
import type { Db } from "../db/client.ts";
import { fixtureDetails, standings } from "../db/football-details-schema.ts";
import { teams } from "../db/schema.ts";
import type { ProviderFixtureDetail, ProviderStanding } from "../providers/details.ts";
import type { FootballProvider } from "../providers/types.ts";
import type { FootballService } from "./football.ts";
import type { StoredFixture } from "./football-store.ts";

type DetailRow = typeof fixtureDetails.$inferSelect;

/** How long fetched details stay fresh, by the match's state. Finished matches fetched after the end never expire. */
export function detailsMaxAgeMs(f: Pick<StoredFixture, "status" | "kickoff">, fetchedAt: Date, now: Date): number {
  if (isLive(f.status)) return 60_000;
  if (isFinished(f.status))
    return fetchedAt.getTime() > f.kickoff.getTime() + 2 * 3600_000 ? Number.POSITIVE_INFINITY : 60_000;
  if (isNotStarted(f.status) && f.kickoff.getTime() - now.getTime() < 2 * 3600_000) return 10 * 60_000;
  return 30 * 60_000;
}

const STANDINGS_MAX_AGE_MS = 10 * 60_000;

/** Keeps what was known when the provider answers with nothing for a part (lineups come late, lists lag). */
export function mergeDetails(
  stored: Pick<DetailRow, "events" | "lineups" | "statistics" | "referee"> | null,
  fresh: ProviderFixtureDetail,
): Pick<DetailRow, "events" | "lineups" | "statistics" | "referee"> {
  return {
    referee: fresh.referee ?? stored?.referee ?? null,
    events: fresh.events.length > 0 || !stored ? fresh.events : stored.events,
    lineups: fresh.lineups.length > 0 || !stored ? fresh.lineups : stored.lineups,
    statistics: fresh.statistics.length > 0 || !stored ? fresh.statistics : stored.statistics,
  };
}

export interface Freshness {
  updatedAt: string | null;
  /** True when the last refresh failed (or none succeeded yet) and older data is being served. */
  stale: boolean;
  ageSeconds: number | null;
}

export function freshness(fetchedAt: Date | null, failedAt: Date | null, now: Date): Freshness {
  return {
    updatedAt: fetchedAt?.toISOString() ?? null,
    stale: fetchedAt === null || (failedAt !== null && failedAt > fetchedAt),
    ageSeconds: fetchedAt ? Math.max(0, Math.round((now.getTime() - fetchedAt.getTime()) / 1000)) : null,
  };
}

/**
 * Match details and league tables: read through the database, refreshed from the provider when stale, and
 * served stale (marked, with their age) when the provider fails — never replaced by an empty answer.
 */
export class MatchDetailsService {
  private readonly inflight = new Map<string, Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly provider: FootballProvider,
    private readonly clock: Clock,
    private readonly football: FootballService,
    private readonly log: FastifyBaseLogger,
  ) {}

  private once(key: string, job: () => Promise<void>): Promise<void> {
    const running = this.inflight.get(key);
    if (running) return running;
    const p = job().finally(() => this.inflight.delete(key));
    this.inflight.set(key, p);
    return p;
  }

  private async storedDetails(id: number): Promise<DetailRow | null> {
    return (await this.db.select().from(fixtureDetails).where(eq(fixtureDetails.afbFixtureId, id)))[0] ?? null;
  }

  async fixture(id: number): Promise<{ fixture: StoredFixture; details: DetailRow | null; meta: Freshness } | null> {
    const fixture = await this.football.storedFixture(id);
    if (!fixture) return null;
    const now = this.clock.now();
    let row = await this.storedDetails(id);
    if (!row || now.getTime() - row.fetchedAt.getTime() > detailsMaxAgeMs(fixture, row.fetchedAt, now)) {
      await this.once(`fixture:${id}`, () => this.refreshFixture(id, row)).catch(() => undefined);
      row = await this.storedDetails(id);
    }
    return { fixture, details: row, meta: freshness(row?.fetchedAt ?? null, row?.failedAt ?? null, now) };
  }

  private async refreshFixture(id: number, stored: DetailRow | null): Promise<void> {
    const now = this.clock.now();
    try {
      const [fresh] = await this.provider.fixtureDetails([id], now);
      if (!fresh) throw new Error(`o provedor não devolveu o jogo ${id}`);
      const merged = mergeDetails(stored, fresh);
      await this.db
        .insert(fixtureDetails)
        .values({ afbFixtureId: id, ...merged, fetchedAt: now, failedAt: null })
        .onConflictDoUpdate({
          target: fixtureDetails.afbFixtureId,
          set: { ...merged, fetchedAt: now, failedAt: null },
        });
    } catch (err) {
      this.log.warn({ err, fixture: id }, "details: refresh failed; serving what is stored");
      await this.db.update(fixtureDetails).set({ failedAt: now }).where(eq(fixtureDetails.afbFixtureId, id));
      throw err;
    }
  }

  async standings(leagueId: number, season: number): Promise<{ rows: ProviderStanding[]; meta: Freshness }> {
    const now = this.clock.now();
    const read = async () =>
      (
        await this.db
          .select()
          .from(standings)
          .where(and(eq(standings.leagueId, leagueId), eq(standings.season, season)))
      )[0] ?? null;
    let row = await read();
    if (!row || now.getTime() - row.fetchedAt.getTime() > STANDINGS_MAX_AGE_MS) {
      await this.once(`standings:${leagueId}:${season}`, async () => {
        try {
          const rows = await this.provider.standings(leagueId, season, now);
          // An empty table never replaces a stored one (a cup, or a provider hiccup).
          if (rows.length === 0 && row && row.rows.length > 0) {
            await this.db
              .update(standings)
              .set({ fetchedAt: now })
              .where(and(eq(standings.leagueId, leagueId), eq(standings.season, season)));
            return;
          }
          await rememberTeams(
            this.db,
            rows.map((r) => r.team),
            now,
          );
          await this.db
            .insert(standings)
            .values({ leagueId, season, rows, fetchedAt: now, failedAt: null })
            .onConflictDoUpdate({
              target: [standings.leagueId, standings.season],
              set: { rows: sql`excluded.rows`, fetchedAt: now, failedAt: null },
            });
        } catch (err) {
          this.log.warn({ err, leagueId, season }, "standings: refresh failed; serving what is stored");
          await this.db
            .update(standings)
            .set({ failedAt: now })
            .where(and(eq(standings.leagueId, leagueId), eq(standings.season, season)));
        }
      });
      row = await read();
    }
    return { rows: row?.rows ?? [], meta: freshness(row?.fetchedAt ?? null, row?.failedAt ?? null, now) };
  }
}

/**
 * Clubs of a table that never played on an ingested day still get a row, so that their crest (the provider's
 * logo through our image cache) can be served by id. Names and logos already known are kept.
 */
export async function rememberTeams(
  db: Db,
  list: ReadonlyArray<{ id: number; name: string; logo: string | null }>,
  at: Date,
): Promise<void> {
  if (list.length === 0) return;
  const unique = [...new Map(list.map((t) => [t.id, t])).values()];
  await db
    .insert(teams)
    .values(unique.map((t) => ({ id: t.id, name: t.name, logo: t.logo, updatedAt: at })))
    .onConflictDoUpdate({ target: teams.id, set: { logo: sql`coalesce(${teams.logo}, excluded.logo)` } });
}
