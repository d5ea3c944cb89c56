/**
 * The team and league pages: a club's or a competition's season from the fixture provider (kept in
 * `provider_schedules`, one call per key and freshness window however many visitors ask), with every game the site
 * already holds replaced by the site's own (its live score, its merged prices, its closing line), the standings
 * through the match pages' cache, and the form worked out from the results.
 */

import { desc, eq, inArray, or } from "drizzle-orm";
import { clubResult } from "@placar/core/club-result";
import { businessDate, daysBetween } from "@placar/core/dates";
import { href } from "@placar/core/routes";
import { isFinished, isInGroup } from "@placar/core/status";
import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../clock.ts";
import { leagueLogo, teamLogo } from "../data/image-paths.ts";
import type { Db } from "../db/client.ts";
import { providerSchedules } from "../db/football-details-schema.ts";
import { fixtures, leagues, teams } from "../db/schema.ts";
import type { ProviderFixture, FootballProvider } from "../providers/types.ts";
import type { ProviderStanding } from "../providers/details.ts";
import type { Game } from "../schemas/football.ts";
import type { LeaguePage, ScheduleGame, TeamPage, TeamStanding } from "../schemas/club-pages.ts";
import type { FootballService } from "./football.ts";
import { gameFields } from "./football-rows.ts";
import { oddsList, type VisibleHouses } from "./football-store.ts";
import { ON_DEMAND_WINDOW_DAYS } from "./football-views.ts";
import { freshness, rememberTeams, type Freshness, type MatchDetailsService } from "./match-details.ts";

/** How long a season list is served before the provider is asked again. */
export const SCHEDULE_MAX_AGE_MS = 30 * 60_000;
/** A built page is served this long at most (any change of a day's games or prices drops it at once). */
const PAGE_MEMO_MS = 60_000;
const PAGE_MEMO_LIMIT = 500;
const TEAM_NEXT = 10;
/** The days of this many next games are fetched for a team page, so its next game has its page. */
const ENSURE_TEAM = 2;
/** For a league page, the next round's first days. */
const ENSURE_LEAGUE = 10;
const TEAM_LAST = 10;
const LEAGUE_NEXT = 30;
const LEAGUE_LAST = 20;
/** Standings looked up for a club: its league and the competitions with groups it plays, not every cup. */
const MAX_TEAM_TABLES = 4;
/** Countries of competitions that are not a club's own. */
const INTERNATIONAL = new Set(["Mundo", "World", "América do Sul", "South America", "Europa", "Europe"]);

export class ClubPagesService {
  private readonly inflight = new Map<string, Promise<void>>();
  /** Pages built in the last PAGE_MEMO_MS, dropped as soon as any day's games or prices change. */
  private readonly memo = new Map<string, { at: number; page: Promise<TeamPage | LeaguePage | null> }>();

  constructor(
    private readonly db: Db,
    private readonly provider: FootballProvider,
    private readonly clock: Clock,
    private readonly football: FootballService,
    private readonly details: MatchDetailsService,
    private readonly log: FastifyBaseLogger,
  ) {
    football.onDayChanged(() => this.memo.clear());
  }

  /** A club's page, or null when neither the provider nor the site knows the club. */
  team(id: number): Promise<TeamPage | null> {
    return this.remembered(`team:${id}`, () => this.buildTeam(id)) as Promise<TeamPage | null>;
  }

  /** A competition's page for `season` (its latest by default), or null when unknown. */
  league(id: number, season?: number): Promise<LeaguePage | null> {
    return this.remembered(`league:${id}:${season ?? ""}`, () =>
      this.buildLeague(id, season),
    ) as Promise<LeaguePage | null>;
  }

  /** One build per page and moment: a crawler's burst, or a thousand fans at once, reads the same answer. */
  private remembered(
    key: string,
    build: () => Promise<TeamPage | LeaguePage | null>,
  ): Promise<TeamPage | LeaguePage | null> {
    const now = this.clock.now().getTime();
    const known = this.memo.get(key);
    if (known && now - known.at < PAGE_MEMO_MS) return known.page;
    const page = build();
    this.memo.set(key, { at: now, page });
    if (this.memo.size > PAGE_MEMO_LIMIT) this.memo.delete(this.memo.keys().next().value!);
    page.catch(() => this.memo.delete(key));
    return page;
  }

  private async buildTeam(id: number): Promise<TeamPage | null> {
    const known = (await this.db.select().from(teams).where(eq(teams.id, id)))[0] ?? null;
    const season = await this.teamSeason(id);
    const first = await this.schedule(`team:${id}:${season}`, (now) => this.provider.teamSeason(id, season, now));
    let { list, meta } = first;
    // At the end of a season its last few games are not "the next five": the next season's list follows.
    const coming = list.filter((f) => f.status === "NS").length;
    if (list.length > 0 && coming < 5) {
      const after = await this.schedule(`team:${id}:${season + 1}`, (now) =>
        this.provider.teamSeason(id, season + 1, now),
      );
      list = [...list, ...after.list.filter((f) => !list.some((g) => g.id === f.id))];
      if (after.meta.stale) meta = after.meta;
    }
    const own = list.flatMap((f) => (f.home.id === id ? [f.home] : f.away.id === id ? [f.away] : []));
    const name = own.at(-1)?.name ?? known?.name;
    if (name === undefined) return null;
    const logo = teamLogo({ id, logo: known?.logo ?? own.at(-1)?.logo ?? null });

    const competitions = distinctLeagues(list);
    const games = await this.games(around(list, TEAM_NEXT, TEAM_LAST), ENSURE_TEAM);
    const finished = games.filter((g) => isFinished(g.status)).reverse();
    const next = games.filter((g) => !isFinished(g.status) && (isInGroup(g.status, "live") || g.status === "NS"));
    next.sort((a, b) => Number(isInGroup(b.status, "live")) - Number(isInGroup(a.status, "live")));
    const outcomes = finished.slice(0, 5).map((g) => clubResult(g.goals, g.afb_team_home_id, id));

    return {
      team: { id, name, logo, path: href.team(id, name), country: countryOf(list) },
      season,
      competitions: competitions.map((l) => ({
        id: l.id,
        name: l.name,
        logo: leagueLogo(l),
        path: href.league(l.id, l.name),
      })),
      next: next.slice(0, TEAM_NEXT),
      last: finished.slice(0, TEAM_LAST),
      form: outcomes.flatMap((o) => (o === null ? [] : [o])).reverse(),
      standings: await this.teamStandings(id, competitions.slice(0, MAX_TEAM_TABLES)),
      meta,
    };
  }

  private async buildLeague(id: number, season?: number): Promise<LeaguePage | null> {
    const known = (await this.db.select().from(leagues).where(eq(leagues.id, id)))[0] ?? null;
    const current = await this.leagueSeason(id);
    const shown = season ?? current;
    const { list, meta } = await this.schedule(`league:${id}:${shown}`, (now) =>
      this.provider.leagueSeason(id, shown, now),
    );
    const info = list.at(-1)?.league;
    const name = info?.name ?? known?.name;
    if (name === undefined) return null;
    const table = await this.details.standings(id, shown);
    const games = await this.games(around(list, LEAGUE_NEXT, LEAGUE_LAST), ENSURE_LEAGUE);
    const clubs = new Map<number, ProviderFixture["home"]>();
    for (const f of list) for (const t of [f.home, f.away]) clubs.set(t.id, t);
    return {
      league: {
        id,
        name,
        logo: leagueLogo({ id, logo: known?.logo ?? info?.logo ?? null }),
        path: href.league(id, name),
        country: info?.country ?? known?.country ?? null,
        season: shown,
      },
      seasons: [...new Set([current, current - 1, shown])].sort((a, b) => b - a),
      tables: groupTables(table.rows),
      next: games.filter((g) => !isFinished(g.status) && g.status === "NS").slice(0, LEAGUE_NEXT),
      last: games
        .filter((g) => isFinished(g.status))
        .reverse()
        .slice(0, LEAGUE_LAST),
      teams: [...clubs.values()]
        .sort((a, b) => a.name.localeCompare(b.name, "pt-BR"))
        .map((t) => ({ id: t.id, name: t.name, logo: teamLogo(t), path: href.team(t.id, t.name) })),
      meta: meta.stale && list.length > 0 ? meta : table.meta.stale ? table.meta : meta,
    };
  }

  /** The season of the club's latest game the site holds; this year when it holds none. */
  private async teamSeason(id: number): Promise<number> {
    const [row] = await this.db
      .select({ season: fixtures.season })
      .from(fixtures)
      .where(or(eq(fixtures.homeTeamId, id), eq(fixtures.awayTeamId, id)))
      .orderBy(desc(fixtures.kickoff))
      .limit(1);
    return row?.season ?? this.year();
  }

  private async leagueSeason(id: number): Promise<number> {
    const [row] = await this.db
      .select({ season: fixtures.season })
      .from(fixtures)
      .where(eq(fixtures.leagueId, id))
      .orderBy(desc(fixtures.kickoff))
      .limit(1);
    return row?.season ?? this.year();
  }

  private year(): number {
    return Number(this.football.today().slice(0, 4));
  }

  /**
   * The stored season list, refreshed from the provider once it is older than SCHEDULE_MAX_AGE_MS (one call at a
   * time per key); when the provider fails, what is stored is served, marked stale. Never replaced by an empty list.
   */
  private async schedule(
    key: string,
    fetch: (now: Date) => Promise<ProviderFixture[]>,
  ): Promise<{ list: ProviderFixture[]; meta: Freshness }> {
    const read = async () =>
      (await this.db.select().from(providerSchedules).where(eq(providerSchedules.key, key)))[0] ?? null;
    let row = await read();
    const now = this.clock.now();
    if (!row || now.getTime() - row.fetchedAt.getTime() > SCHEDULE_MAX_AGE_MS) {
      const stored = row;
      await this.once(key, async () => {
        try {
          const list = await fetch(now);
          const keep = list.length === 0 && stored !== null && stored.fixtures.length > 0;
          const values = { fixtures: keep ? stored.fixtures : list, fetchedAt: now, failedAt: null };
          await rememberTeams(
            this.db,
            list.flatMap((f) => [f.home, f.away]),
            now,
          );
          await rememberLeagues(this.db, distinctLeagues(list), now);
          await this.db
            .insert(providerSchedules)
            .values({ key, ...values })
            .onConflictDoUpdate({ target: providerSchedules.key, set: values });
        } catch (err) {
          this.log.warn({ err, key }, "club pages: season refresh failed; serving what is stored");
          if (stored)
            await this.db.update(providerSchedules).set({ failedAt: now }).where(eq(providerSchedules.key, key));
          else this.failures.set(key, now);
        }
      });
      row = await read();
    }
    const failedAt = row?.failedAt ?? this.failures.get(key) ?? null;
    return { list: row?.fixtures ?? [], meta: freshness(row?.fetchedAt ?? null, failedAt, now) };
  }

  /** Keys whose first fetch failed (nothing stored to mark). */
  private readonly failures = new Map<string, Date>();

  private once(key: string, job: () => Promise<void>): Promise<void> {
    const running = this.inflight.get(key);
    if (running) return running;
    const p = job().finally(() => this.inflight.delete(key));
    this.inflight.set(key, p);
    return p;
  }

  /**
   * The site's own game where it holds one (one query finds which, their days' views give them); a game the site
   * does not hold comes from the provider's answer, without a page. The days of the next `ensure` games still to
   * play, when near today, are fetched first as a visit to them would: the game a visitor is most likely to open
   * then has its page.
   */
  private async games(list: readonly ProviderFixture[], ensure: number): Promise<ScheduleGame[]> {
    const today = this.football.today();
    const near = list
      .filter((f) => f.status === "NS" || isInGroup(f.status, "live"))
      .slice(0, ensure)
      .map((f) => businessDate(new Date(f.kickoff)))
      .filter((date) => Math.abs(daysBetween(today, date)) <= ON_DEMAND_WINDOW_DAYS);
    const ids = list.map((f) => f.id);
    const stored =
      ids.length === 0
        ? []
        : await this.db
            .select({ id: fixtures.afbFixtureId, date: fixtures.date })
            .from(fixtures)
            .where(inArray(fixtures.afbFixtureId, ids));
    const dates = new Set([...near, ...stored.map((r) => r.date)]);
    const held = new Map<number, Game>();
    for (const date of [...dates].sort())
      for (const g of await this.football.gamesByDate(date)) held.set(g.afb_fixture_id, g);
    const houses = await this.football.visibleHouses();
    return list.map((f) => {
      const game = held.get(f.id);
      return game
        ? { ...game, has_page: true }
        : { ...this.fromProvider(f, businessDate(new Date(f.kickoff)), houses), has_page: false };
    });
  }

  private fromProvider(f: ProviderFixture, date: string, houses: VisibleHouses | undefined): Game {
    const home = { id: f.home.id, name: f.home.name, logo: teamLogo(f.home) };
    const away = { id: f.away.id, name: f.away.name, logo: teamLogo(f.away) };
    const game: Game = {
      ...gameFields({
        id: f.id,
        afbFixtureId: f.id,
        date,
        kickoff: new Date(f.kickoff),
        status: f.status,
        league: { id: f.league.id, name: f.league.name, logo: leagueLogo(f.league) },
        home,
        away,
      }),
      odds: oddsList(
        { home, away, odds: f.odds.map(({ house, home, draw, away }) => ({ house, home, draw, away })) },
        houses,
      ),
      goals: f.goals,
      elapsed: f.elapsed,
    };
    if (isFinished(f.status) && this.provider.finishedOddsAreClosing === true && f.odds.length > 0)
      game.odds_closing = true;
    return game;
  }

  /** The club's line in each table it appears in (cups without a table are left out). */
  private async teamStandings(id: number, competitions: readonly ProviderFixture["league"][]): Promise<TeamStanding[]> {
    const out: TeamStanding[] = [];
    for (const league of competitions) {
      const { rows } = await this.details.standings(league.id, league.season);
      const row = rows.find((r) => r.team.id === id);
      if (row === undefined) continue;
      out.push({
        league: { id: league.id, name: league.name, season: league.season, path: href.league(league.id, league.name) },
        group: row.group === league.name ? null : row.group,
        rank: row.rank,
        size: rows.filter((r) => r.group === row.group).length,
        points: row.points,
        played: row.all.played,
        win: row.all.win,
        draw: row.all.draw,
        lose: row.all.lose,
        goalsDiff: row.goalsDiff,
        description: row.description,
      });
    }
    return out;
  }
}

/**
 * The part of a season list a page shows: the first games still to play and the latest results, with a few more
 * each way (the site's own state of a game, laid over, may have moved it from one list to the other).
 */
function around(list: readonly ProviderFixture[], next: number, last: number): ProviderFixture[] {
  const done = list.filter((f) => isFinished(f.status));
  const coming = list.filter((f) => !isFinished(f.status) && (f.status === "NS" || isInGroup(f.status, "live")));
  const keep = new Set([...done.slice(-(last + 2)), ...coming.slice(0, next + 2)]);
  return list.filter((f) => keep.has(f));
}

/** Competitions the site never ingested a day of still get a row, so their logo (or our crest) is served by id. */
async function rememberLeagues(db: Db, list: readonly ProviderFixture["league"][], at: Date): Promise<void> {
  if (list.length === 0) return;
  await db
    .insert(leagues)
    .values(
      list.map((l) => ({ id: l.id, name: l.name, country: l.country, logo: l.logo, season: l.season, updatedAt: at })),
    )
    .onConflictDoNothing({ target: leagues.id });
}

/** The competitions of a season list, most games first (a club's league before its cups). */
function distinctLeagues(list: readonly ProviderFixture[]): ProviderFixture["league"][] {
  const count = new Map<number, { league: ProviderFixture["league"]; n: number }>();
  for (const f of list) {
    const c = count.get(f.league.id);
    if (c) c.n += 1;
    else count.set(f.league.id, { league: f.league, n: 1 });
  }
  return [...count.values()].sort((a, b) => b.n - a.n).map((c) => c.league);
}

/** The country of the club's own competitions (the most games outside international ones). */
function countryOf(list: readonly ProviderFixture[]): string | null {
  for (const { country } of distinctLeagues(list)) if (!INTERNATIONAL.has(country)) return country;
  return null;
}

/** The rows split by group, in the order the provider ranks them; one unnamed table when there are no groups. */
function groupTables(rows: readonly ProviderStanding[]): LeaguePage["tables"] {
  const groups = new Map<string | null, ProviderStanding[]>();
  for (const r of rows) {
    const list = groups.get(r.group) ?? [];
    list.push(r);
    groups.set(r.group, list);
  }
  const single = groups.size === 1;
  return [...groups.entries()].map(([name, list]) => ({
    name: single ? null : name,
    rows: list.map((r) => ({
      ...r,
      team: { ...r.team, logo: teamLogo(r.team) },
      home: r.home ?? null,
      away: r.away ?? null,
    })),
  }));
}
