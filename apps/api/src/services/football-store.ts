import { and, asc, between, eq, inArray, like, lt, lte, sql, type SQL } from "drizzle-orm";
import { oddsHistory, providerDays } from "../db/football-details-schema.ts";
import { leagueLogo, teamLogo } from "../data/image-paths.ts";
import { alias } from "drizzle-orm/pg-core";
import { DRAW_LABEL } from "@placar/core/odds";
import { isInGroup } from "@placar/core/status";
import { referencePrices, type Triple } from "@placar/core/market";
import { escapeLike, FOLD_FROM, FOLD_TO } from "@placar/core/search";
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
  odds: Array<{
    house: string;
    home: number;
    draw: number;
    away: number;
    /** The price its arrows compare with, [home, draw, away] (core's referencePrices); absent when unknown. */
    reference?: Triple;
    /** When its source last confirmed it, when the source said and this process read it; else the day's ingest. */
    checkedAt?: Date;
  }>;
  /** Finished, showing each house's closing line (odds-lines.ts) instead of its last price. */
  closing?: boolean;
}

/** What this process last wrote for a day, and what the day's rows were right after. */
export interface WrittenDay {
  /** The provider's answer as written. */
  items: readonly ProviderFixture[];
  /** Provider fixture id → our fixture row id, for every fixture row of the day. */
  ids: ReadonlyMap<number, number>;
  /** The write's instant (ingested_days.ingested_at). */
  at: Date;
  /** Fixture rows and price rows of the day right after the write. */
  fixtures: number;
  odds: number;
}

/**
 * Whether the day's rows are still as this process left them (nobody else wrote, nothing was removed): only
 * then can the next write skip what did not change.
 */
export async function stillAsWritten(db: Db, date: string, written: WrittenDay): Promise<boolean> {
  const [row] = await db
    .select({
      at: ingestedDays.ingestedAt,
      fixtures: sql<number>`(select count(*) from ${fixtures} where ${fixtures.date} = ${date})`.mapWith(Number),
      odds: sql<number>`(select count(*) from ${odds} join ${fixtures} on ${fixtures.id} = ${odds.fixtureId} where ${fixtures.date} = ${date})`.mapWith(
        Number,
      ),
    })
    .from(ingestedDays)
    .where(eq(ingestedDays.date, date));
  return (
    row !== undefined &&
    row.at.getTime() === written.at.getTime() &&
    row.fixtures === written.fixtures &&
    row.odds === written.odds
  );
}

export interface WriteSummary {
  /** Fixtures whose row was written (new or changed). */
  fixtures: number;
  /** Price rows written (new or moved). */
  odds: number;
  /** Provider ids of the fixtures whose row or prices were written. */
  touched: number[];
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Lets waiting requests run. The embedded database executes each statement synchronously and resolves at once,
 * so without this an ingest's statements would chain as one long block of the event loop.
 */
export const yieldToRequests = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** The fixture's own fields (everything but the prices), for telling whether its row needs writing. */
function rowOf(f: ProviderFixture): unknown {
  return [f.kickoff, f.status, f.elapsed, f.goals, f.venue, f.league, f.home, f.away];
}

/**
 * Writes provider data idempotently: every row is an upsert keyed on the provider's ids. Given what this
 * process wrote last time (`previous`), only new or changed fixtures and prices are written: a day barely
 * changes between two polls, and on the embedded database every statement runs on the event loop.
 */
export async function writeDay(
  db: Db,
  date: string,
  provider: string,
  items: readonly ProviderFixture[],
  at: Date,
  previous: Pick<WrittenDay, "items" | "ids"> | null = null,
): Promise<WriteSummary> {
  const before = new Map((previous?.items ?? []).map((f) => [f.id, f]));
  const known = previous?.ids ?? new Map<number, number>();
  const changed = items.filter((f) => {
    const old = before.get(f.id);
    return old === undefined || !known.has(f.id) || !sameJson(rowOf(old), rowOf(f));
  });
  const rewritten = new Set(changed);
  const movedOdds = items.flatMap((f) => {
    const old = new Map((before.get(f.id)?.odds ?? []).map((o) => [o.house, o]));
    const rows = rewritten.has(f) ? f.odds : f.odds.filter((o) => !sameJson(old.get(o.house), o));
    return rows.map((o) => ({ fixture: f.id, odds: o }));
  });
  const ids = new Map<number, number>(known);
  // The clubs and competitions first, each statement on its own: every day shares rows such as the Premier League's,
  // and inside the day's transaction their locks were held until its commit, so ten days written at once queued on
  // them past the statement timeout. Upserts are idempotent; a later failure of the day leaves only fresher names.
  const leagueRows = uniqueBy(
    changed.map((f) => ({
      id: f.league.id,
      name: f.league.name,
      country: f.league.country,
      logo: f.league.logo,
      season: f.league.season,
      updatedAt: at,
    })),
    (r) => r.id,
  ).sort(byId);
  const teamRows = uniqueBy(
    changed.flatMap((f) => [f.home, f.away]).map((t) => ({ id: t.id, name: t.name, logo: t.logo, updatedAt: at })),
    (r) => r.id,
  ).sort(byId);
  if (leagueRows.length > 0) {
    await db
      .insert(leagues)
      .values(leagueRows)
      .onConflictDoUpdate({
        target: leagues.id,
        set: {
          name: sql`excluded.name`,
          country: sql`excluded.country`,
          logo: sql`coalesce(excluded.logo, ${leagues.logo})`,
          season: sql`excluded.season`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
    await yieldToRequests();
  }
  if (teamRows.length > 0) {
    await db
      .insert(teams)
      .values(teamRows)
      .onConflictDoUpdate({
        target: teams.id,
        set: {
          name: sql`excluded.name`,
          logo: sql`coalesce(excluded.logo, ${teams.logo})`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
    await yieldToRequests();
  }
  await db.transaction(async (tx) => {
    if (changed.length > 0) {
      const written = await tx
        .insert(fixtures)
        .values(
          changed.map((f) => ({
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
      for (const r of written) ids.set(r.afbFixtureId, r.id);
      await yieldToRequests();
    }
    const priceRows = movedOdds.map(({ fixture, odds: o }) => ({
      fixtureId: ids.get(fixture)!,
      house: o.house,
      home: o.home,
      draw: o.draw,
      away: o.away,
      updatedAt: at,
    }));
    // Batches keep each statement well under the bind-parameter limit.
    for (let i = 0; i < priceRows.length; i += 1000) {
      await tx
        .insert(odds)
        .values(priceRows.slice(i, i + 1000))
        .onConflictDoUpdate({
          target: [odds.fixtureId, odds.house],
          set: {
            home: sql`excluded.home`,
            draw: sql`excluded.draw`,
            away: sql`excluded.away`,
            updatedAt: sql`excluded.updated_at`,
          },
        });
      await yieldToRequests();
    }
    await tx
      .insert(ingestedDays)
      .values({ date, provider, fixtures: items.length, ingestedAt: at })
      .onConflictDoUpdate({ target: ingestedDays.date, set: { provider, fixtures: items.length, ingestedAt: at } });
  });
  const touched = [...new Set([...changed.map((f) => f.id), ...movedOdds.map((o) => o.fixture)])];
  return { fixtures: changed.length, odds: movedOdds.length, touched };
}

/**
 * Deletes prices no source offers any more: `rows` are (fixture row id, house). Used when an odds source priced a
 * house and its quote was later dropped (stale, held) while the provider has no price of its own for that house.
 */
export async function removeOdds(db: Db, rows: ReadonlyArray<{ fixtureId: number; house: string }>): Promise<void> {
  for (const r of rows) {
    await db.delete(odds).where(and(eq(odds.fixtureId, r.fixtureId), eq(odds.house, r.house)));
  }
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
export function readDay(db: Db, date: string): Promise<StoredFixture[]> {
  return readFixtures(db, eq(fixtures.date, date));
}

/** Some fixtures of a day by the provider's ids (those an ingest just wrote), in kick-off order. */
export function readDayFixtures(db: Db, date: string, afbFixtureIds: readonly number[]): Promise<StoredFixture[]> {
  if (afbFixtureIds.length === 0) return Promise.resolve([]);
  return readFixtures(db, and(eq(fixtures.date, date), inArray(fixtures.afbFixtureId, [...afbFixtureIds]))!);
}

/** Lower case without accents, in SQL (PGlite has no `unaccent`): the same folding as core/search's foldText. */
const folded = (column: SQL) => sql`translate(lower(${column}), ${FOLD_FROM}, ${FOLD_TO})`;

/**
 * Stored fixtures between two business days (inclusive) whose teams or league hold every folded word, nearest to
 * `around` first, at most `limit`.
 */
export async function searchFixtures(
  db: Db,
  words: readonly string[],
  window: { from: string; to: string; around: Date; limit: number },
): Promise<StoredFixture[]> {
  if (words.length === 0) return [];
  const names = sql`${homeTeam.name} || ' ' || ${awayTeam.name} || ' ' || ${leagues.name}`;
  const distance = sql`abs(extract(epoch from (${fixtures.kickoff} - ${window.around.toISOString()}::timestamptz)))`;
  const hits = await db
    .select({ id: fixtures.id })
    .from(fixtures)
    .innerJoin(leagues, eq(leagues.id, fixtures.leagueId))
    .innerJoin(homeTeam, eq(homeTeam.id, fixtures.homeTeamId))
    .innerJoin(awayTeam, eq(awayTeam.id, fixtures.awayTeamId))
    .where(
      and(
        between(fixtures.date, window.from, window.to),
        ...words.map((w) => like(folded(names), `%${escapeLike(w)}%`)),
      ),
    )
    .orderBy(distance, asc(fixtures.id))
    .limit(window.limit);
  if (hits.length === 0) return [];
  const rank = new Map(hits.map((h, i) => [h.id, i]));
  const found = await readFixtures(db, inArray(fixtures.id, [...rank.keys()]));
  return found.sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
}

/**
 * Houses by name: one stable order whatever order the rows come back in. The order shown is the houses' own
 * (`oddsList` with the catalog's lookup), which an admin may change without the stored rows changing.
 */
function houseOrder(a: { house: string }, b: { house: string }): number {
  return a.house < b.house ? -1 : a.house > b.house ? 1 : 0;
}

/** What the odds lists need of the betting houses (`HouseLookup`): who is shown, under which name, in which order. */
export interface VisibleHouses {
  visible(oddsKey: string): { name: string } | undefined;
  rank(oddsKey: string): number;
}

async function readFixtures(db: Db, where: SQL): Promise<StoredFixture[]> {
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
    .where(where)
    .orderBy(asc(fixtures.kickoff), asc(fixtures.id));
  if (rows.length === 0) return [];
  await yieldToRequests();
  const prices = await db
    .select()
    .from(odds)
    .where(
      inArray(
        odds.fixtureId,
        rows.map((r) => r.f.id),
      ),
    );
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
    odds: (byFixture.get(f.id) ?? []).sort(houseOrder),
  }));
}

/** The day after an ingest: the fixtures it rewrote, read again, in place of their old versions. */
export function mergeDay(before: readonly StoredFixture[], rewritten: readonly StoredFixture[]): StoredFixture[] {
  const fresh = new Map(rewritten.map((f) => [f.afbFixtureId, f]));
  const out = before.map((f) => fresh.get(f.afbFixtureId) ?? f);
  const seen = new Set(before.map((f) => f.afbFixtureId));
  for (const f of rewritten) if (!seen.has(f.afbFixtureId)) out.push(f);
  return out.sort((a, b) => a.kickoff.getTime() - b.kickoff.getTime() || a.id - b.id);
}

/**
 * One entry of the odds list; `previous` is the price the arrow compares with, when it differs
 * (docs/product.md#price-arrows).
 */
export type OddEntry = { bet: string; option: string; odd: number; previous?: number };

/**
 * The odds list (docs/product.md#api-contract): one entry per house and option, options named after the teams or
 * 'Empate'. With `houses`, only active houses' prices, under their current names and in their order
 * (docs/product.md#casas).
 */
export function oddsList(f: Pick<StoredFixture, "home" | "away" | "odds">, houses?: VisibleHouses): OddEntry[] {
  const rows = houses
    ? f.odds.filter((o) => houses.visible(o.house)).sort((a, b) => houses.rank(a.house) - houses.rank(b.house))
    : f.odds;
  return rows.flatMap((o) => {
    const bet = houses?.visible(o.house)?.name ?? o.house;
    const entry = (option: string, odd: number, previous: number | undefined): OddEntry =>
      previous !== undefined && previous !== odd ? { bet, option, odd, previous } : { bet, option, odd };
    return [
      entry(f.home.name, o.home, o.reference?.[0]),
      entry(DRAW_LABEL, o.draw, o.reference?.[1]),
      entry(f.away.name, o.away, o.reference?.[2]),
    ];
  });
}

/**
 * Upserts lock their rows in the order given: two days written at once (visitors opening never-seen days) that
 * shared teams in different orders deadlocked on PostgreSQL. One order for everybody, and they only wait.
 */
function byId(a: { id: number }, b: { id: number }): number {
  return a.id - b.id;
}

function uniqueBy<T, K>(rows: T[], key: (r: T) => K): T[] {
  const seen = new Map<K, T>();
  for (const r of rows) seen.set(key(r), r);
  return [...seen.values()];
}

/** Each house's price of a fixture in `before` (the day as it was before a write), to tell what the write moved. */
export function priorPrices(before: readonly StoredFixture[]) {
  const prev = new Map(before.map((f) => [f.afbFixtureId, new Map(f.odds.map((o) => [o.house, o]))]));
  return (afbFixtureId: number, house: string) => prev.get(afbFixtureId)?.get(house);
}

type Prices = { home: number; draw: number; away: number };

export function samePrices(a: Prices, b: Prices): boolean {
  return a.home === b.home && a.draw === b.draw && a.away === b.away;
}

/** Appends every price that is new or moved since `before` (all of them on a day's first ingest). */
export async function recordOddsHistory(
  db: Db,
  before: readonly StoredFixture[],
  after: readonly StoredFixture[],
  at: Date,
): Promise<number> {
  const prev = priorPrices(before);
  const rows = after.flatMap((f) =>
    f.odds
      .filter((o) => {
        const p = prev(f.afbFixtureId, o.house);
        if (!p) return true;
        // A finished game's prices turning into its closing lines (odds-lines.ts) is not a move.
        if (isInGroup(f.status, "finished")) return false;
        return !samePrices(p, o);
      })
      .map((o) => ({
        afbFixtureId: f.afbFixtureId,
        house: o.house,
        home: o.home,
        draw: o.draw,
        away: o.away,
        recordedAt: at,
      })),
  );
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insert(oddsHistory)
      .values(rows.slice(i, i + 1000))
      .onConflictDoNothing();
    await yieldToRequests();
  }
  return rows.length;
}

export async function pruneOddsHistory(db: Db, olderThan: Date): Promise<void> {
  await db.delete(oddsHistory).where(lt(oddsHistory.recordedAt, olderThan));
}

/**
 * The price each house's arrows compare with, per fixture: the opening price (the first recorded), or for the live
 * fixtures the price before a move of the last few minutes (core's referencePrices). Only what was recorded up to
 * `now` counts. One indexed query for the opening prices of a whole day, one for the live fixtures' histories.
 */
export async function readReferencePrices(
  db: Db,
  day: readonly Pick<StoredFixture, "afbFixtureId" | "status">[],
  now: Date,
): Promise<Map<number, Map<string, Triple>>> {
  const out = new Map<number, Map<string, Triple>>();
  const live = day.filter((f) => isInGroup(f.status, "live")).map((f) => f.afbFixtureId);
  const liveSet = new Set(live);
  const others = day.map((f) => f.afbFixtureId).filter((id) => !liveSet.has(id));
  const columns = {
    afbFixtureId: oddsHistory.afbFixtureId,
    house: oddsHistory.house,
    home: oddsHistory.home,
    draw: oddsHistory.draw,
    away: oddsHistory.away,
  };
  for (let i = 0; i < others.length; i += 1000) {
    const openings = await db
      .selectDistinctOn([oddsHistory.afbFixtureId, oddsHistory.house], columns)
      .from(oddsHistory)
      .where(and(inArray(oddsHistory.afbFixtureId, others.slice(i, i + 1000)), lte(oddsHistory.recordedAt, now)))
      .orderBy(asc(oddsHistory.afbFixtureId), asc(oddsHistory.house), asc(oddsHistory.recordedAt));
    for (const r of openings) {
      const byHouse = out.get(r.afbFixtureId) ?? new Map<string, Triple>();
      byHouse.set(r.house, [r.home, r.draw, r.away]);
      out.set(r.afbFixtureId, byHouse);
    }
    await yieldToRequests();
  }
  if (live.length > 0) {
    const rows = await db
      .select({ ...columns, recordedAt: oddsHistory.recordedAt })
      .from(oddsHistory)
      .where(and(inArray(oddsHistory.afbFixtureId, live), lte(oddsHistory.recordedAt, now)))
      .orderBy(asc(oddsHistory.recordedAt), asc(oddsHistory.house));
    const byFixture = new Map<
      number,
      Array<{ house: string; home: number; draw: number; away: number; recordedAt: string }>
    >();
    for (const r of rows) {
      const list = byFixture.get(r.afbFixtureId) ?? [];
      list.push({ house: r.house, home: r.home, draw: r.draw, away: r.away, recordedAt: r.recordedAt.toISOString() });
      byFixture.set(r.afbFixtureId, list);
    }
    for (const [id, history] of byFixture) out.set(id, referencePrices(history, { live: true, now }));
  }
  return out;
}

/**
 * The day with each price's confirmation time from the provider's answer just written (only where the source gave
 * one: otherwise the price was confirmed by the poll itself, at the day's ingest time).
 */
export function withCheckedAt(day: readonly StoredFixture[], items: readonly ProviderFixture[]): StoredFixture[] {
  const checked = new Map<number, Map<string, Date>>();
  for (const item of items) {
    for (const o of item.odds) {
      if (!o.checkedAt) continue;
      const byHouse = checked.get(item.id) ?? new Map<string, Date>();
      byHouse.set(o.house, new Date(o.checkedAt));
      checked.set(item.id, byHouse);
    }
  }
  return day.map((f) => {
    const byHouse = checked.get(f.afbFixtureId);
    return {
      ...f,
      odds: f.odds.map(({ checkedAt: _old, ...o }) =>
        byHouse?.has(o.house) ? { ...o, checkedAt: byHouse.get(o.house)! } : o,
      ),
    };
  });
}

/** The day with each price's reference attached (see readReferencePrices). */
export function withReferences(
  day: readonly StoredFixture[],
  refs: ReadonlyMap<number, ReadonlyMap<string, Triple>>,
): StoredFixture[] {
  return day.map((f) => {
    const byHouse = refs.get(f.afbFixtureId);
    return {
      ...f,
      odds: f.odds.map(({ reference: _old, ...o }) =>
        byHouse?.has(o.house) ? { ...o, reference: byHouse.get(o.house)! } : o,
      ),
    };
  });
}

export async function readOddsHistory(db: Db, afbFixtureId: number) {
  return db
    .select({
      house: oddsHistory.house,
      home: oddsHistory.home,
      draw: oddsHistory.draw,
      away: oddsHistory.away,
      recordedAt: oddsHistory.recordedAt,
    })
    .from(oddsHistory)
    .where(eq(oddsHistory.afbFixtureId, afbFixtureId))
    .orderBy(asc(oddsHistory.recordedAt), asc(oddsHistory.house));
}

/** The provider's answer for a day, as it came, and when it was read. */
export interface ProviderDay {
  items: readonly ProviderFixture[];
  at: Date;
}

export async function saveProviderDay(db: Db, date: string, provider: string, day: ProviderDay): Promise<void> {
  const row = { date, provider, items: day.items as unknown[], fetchedAt: day.at };
  await db
    .insert(providerDays)
    .values(row)
    .onConflictDoUpdate({ target: providerDays.date, set: { provider, items: row.items, fetchedAt: day.at } });
}

export async function readProviderDay(db: Db, date: string): Promise<ProviderDay | null> {
  const [row] = await db.select().from(providerDays).where(eq(providerDays.date, date));
  return row ? { items: row.items as ProviderFixture[], at: row.fetchedAt } : null;
}
