import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import { oddsHistory } from "../db/football-details-schema.ts";
import { leagueLogo, teamLogo } from "../data/image-paths.ts";
import { alias } from "drizzle-orm/pg-core";
import { DRAW_LABEL } from "@placar/core/odds";
import type { Db } from "../db/client.ts";
import { fixtures, ingestedDays, leagues, odds, teams } from "../db/schema.ts";
import type { ProviderFixture } from "../providers/types.ts";

/** A fixture row joined with its league, teams and current prices: the common source of both day views. */
export interface StoredFixture {
  id: number;
  afbFixtureId: number;
  date: string;
  kickoff: Date;
  status: string;
  elapsed: number | null;
  league: { id: number; name: string; logo: string | null; season: number };
  home: { id: number; name: string; logo: string | null };
  away: { id: number; name: string; logo: string | null };
  goals: { home: number | null; away: number | null };
  venue: { name: string; city: string | null } | null;
  odds: Array<{ house: string; home: number; draw: number; away: number }>;
}

/** Writes provider data idempotently: every row is an upsert keyed on the provider's ids. */
export async function writeDay(
  db: Db,
  date: string,
  provider: string,
  items: readonly ProviderFixture[],
  at: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const leagueRows = uniqueBy(
      items.map((f) => ({ id: f.league.id, name: f.league.name, country: f.league.country, logo: f.league.logo, season: f.league.season, updatedAt: at })),
      (r) => r.id,
    );
    const teamRows = uniqueBy(
      items.flatMap((f) => [f.home, f.away]).map((t) => ({ id: t.id, name: t.name, logo: t.logo, updatedAt: at })),
      (r) => r.id,
    );
    if (leagueRows.length > 0) {
      await tx
        .insert(leagues)
        .values(leagueRows)
        .onConflictDoUpdate({
          target: leagues.id,
          set: { name: sql`excluded.name`, country: sql`excluded.country`, logo: sql`coalesce(excluded.logo, ${leagues.logo})`, season: sql`excluded.season`, updatedAt: sql`excluded.updated_at` },
        });
    }
    if (teamRows.length > 0) {
      await tx
        .insert(teams)
        .values(teamRows)
        .onConflictDoUpdate({
          target: teams.id,
          set: { name: sql`excluded.name`, logo: sql`coalesce(excluded.logo, ${teams.logo})`, updatedAt: sql`excluded.updated_at` },
        });
    }
    if (items.length > 0) {
      const ids = await tx
        .insert(fixtures)
        .values(
          items.map((f) => ({
            afbFixtureId: f.id,
            date,
            kickoff: new Date(f.kickoff),
            status: f.status,
            elapsed: f.elapsed,
            leagueId: f.league.id,
            season: f.league.season,
            homeTeamId: f.home.id,
            awayTeamId: f.away.id,
            goalsHome: f.goals.home,
            goalsAway: f.goals.away,
            venueName: f.venue?.name ?? null,
            venueCity: f.venue?.city ?? null,
            provider,
            updatedAt: at,
          })),
        )
        .onConflictDoUpdate({
          target: fixtures.afbFixtureId,
          set: {
            date: sql`excluded.date`,
            kickoff: sql`excluded.kickoff`,
            status: sql`excluded.status`,
            elapsed: sql`excluded.elapsed`,
            goalsHome: sql`excluded.goals_home`,
            goalsAway: sql`excluded.goals_away`,
            venueName: sql`coalesce(excluded.venue_name, ${fixtures.venueName})`,
            venueCity: sql`coalesce(excluded.venue_city, ${fixtures.venueCity})`,
            updatedAt: sql`excluded.updated_at`,
          },
        })
        .returning({ id: fixtures.id, afbFixtureId: fixtures.afbFixtureId });
      const idOf = new Map(ids.map((r) => [r.afbFixtureId, r.id]));
      const priceRows = items.flatMap((f) =>
        f.odds.map((o) => ({ fixtureId: idOf.get(f.id)!, house: o.house, home: o.home, draw: o.draw, away: o.away, updatedAt: at })),
      );
      // Batches keep each statement well under the bind-parameter limit.
      for (let i = 0; i < priceRows.length; i += 1000) {
        await tx
          .insert(odds)
          .values(priceRows.slice(i, i + 1000))
          .onConflictDoUpdate({
            target: [odds.fixtureId, odds.house],
            set: { home: sql`excluded.home`, draw: sql`excluded.draw`, away: sql`excluded.away`, updatedAt: sql`excluded.updated_at` },
          });
      }
    }
    await tx
      .insert(ingestedDays)
      .values({ date, provider, fixtures: items.length, ingestedAt: at })
      .onConflictDoUpdate({ target: ingestedDays.date, set: { provider, fixtures: items.length, ingestedAt: at } });
  });
}

export async function dayIngestedAt(db: Db, date: string): Promise<Date | null> {
  const rows = await db.select({ at: ingestedDays.ingestedAt }).from(ingestedDays).where(eq(ingestedDays.date, date));
  return rows[0]?.at ?? null;
}

/** The business date a provider fixture belongs to, or null when it was never ingested. */
export async function fixtureDate(db: Db, afbFixtureId: number): Promise<string | null> {
  const rows = await db.select({ date: fixtures.date }).from(fixtures).where(eq(fixtures.afbFixtureId, afbFixtureId));
  return rows[0]?.date ?? null;
}

const homeTeam = alias(teams, "home_team");
const awayTeam = alias(teams, "away_team");

/** Every fixture of a business day with league, teams and prices, in kick-off order. */
export async function readDay(db: Db, date: string): Promise<StoredFixture[]> {
  const rows = await db
    .select({
      f: fixtures,
      league: { id: leagues.id, name: leagues.name, logo: leagues.logo },
      home: { id: homeTeam.id, name: homeTeam.name, logo: homeTeam.logo },
      away: { id: awayTeam.id, name: awayTeam.name, logo: awayTeam.logo },
    })
    .from(fixtures)
    .innerJoin(leagues, eq(leagues.id, fixtures.leagueId))
    .innerJoin(homeTeam, eq(homeTeam.id, fixtures.homeTeamId))
    .innerJoin(awayTeam, eq(awayTeam.id, fixtures.awayTeamId))
    .where(and(eq(fixtures.date, date)))
    .orderBy(asc(fixtures.kickoff), asc(fixtures.id));
  if (rows.length === 0) return [];
  const prices = await db
    .select()
    .from(odds)
    .where(inArray(odds.fixtureId, rows.map((r) => r.f.id)));
  const byFixture = new Map<number, StoredFixture["odds"]>();
  for (const p of prices) {
    const list = byFixture.get(p.fixtureId) ?? [];
    list.push({ house: p.house, home: p.home, draw: p.draw, away: p.away });
    byFixture.set(p.fixtureId, list);
  }
  return rows.map(({ f, league, home, away }) => ({
    id: f.id,
    afbFixtureId: f.afbFixtureId,
    date: f.date,
    kickoff: f.kickoff,
    status: f.status,
    elapsed: f.elapsed,
    league: { ...league, logo: leagueLogo(league), season: f.season },
    home: { ...home, logo: teamLogo(home) },
    away: { ...away, logo: teamLogo(away) },
    goals: { home: f.goalsHome, away: f.goalsAway },
    venue: f.venueName ? { name: f.venueName, city: f.venueCity } : null,
    odds: byFixture.get(f.id) ?? [],
  }));
}

/** The spec's odds list: one entry per house and option, options named after the teams or 'Empate'. */
export function oddsList(f: Pick<StoredFixture, "home" | "away" | "odds">): Array<{ bet: string; option: string; odd: number }> {
  return f.odds.flatMap((o) => [
    { bet: o.house, option: f.home.name, odd: o.home },
    { bet: o.house, option: DRAW_LABEL, odd: o.draw },
    { bet: o.house, option: f.away.name, odd: o.away },
  ]);
}

function uniqueBy<T, K>(rows: T[], key: (r: T) => K): T[] {
  const seen = new Map<K, T>();
  for (const r of rows) seen.set(key(r), r);
  return [...seen.values()];
}

/** Appends every price that is new or moved since `before` (all of them on a day's first ingest). */
export async function recordOddsHistory(
  db: Db,
  before: readonly StoredFixture[],
  after: readonly StoredFixture[],
  at: Date,
): Promise<number> {
  const prev = new Map(before.map((f) => [f.afbFixtureId, new Map(f.odds.map((o) => [o.house, o]))]));
  const rows = after.flatMap((f) =>
    f.odds
      .filter((o) => {
        const p = prev.get(f.afbFixtureId)?.get(o.house);
        return !p || p.home !== o.home || p.draw !== o.draw || p.away !== o.away;
      })
      .map((o) => ({ afbFixtureId: f.afbFixtureId, house: o.house, home: o.home, draw: o.draw, away: o.away, recordedAt: at })),
  );
  for (let i = 0; i < rows.length; i += 1000) {
    await db.insert(oddsHistory).values(rows.slice(i, i + 1000)).onConflictDoNothing();
  }
  return rows.length;
}

export async function pruneOddsHistory(db: Db, olderThan: Date): Promise<void> {
  await db.delete(oddsHistory).where(lt(oddsHistory.recordedAt, olderThan));
}

export async function readOddsHistory(db: Db, afbFixtureId: number) {
  return db
    .select({ house: oddsHistory.house, home: oddsHistory.home, draw: oddsHistory.draw, away: oddsHistory.away, recordedAt: oddsHistory.recordedAt })
    .from(oddsHistory)
    .where(eq(oddsHistory.afbFixtureId, afbFixtureId))
    .orderBy(asc(oddsHistory.recordedAt), asc(oddsHistory.house));
}
