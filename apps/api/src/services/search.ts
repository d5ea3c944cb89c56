import { and, asc, between, eq, inArray, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { addDays, formatDate, formatDayMonth, formatTime } from "@placar/core/dates";
import { matchTier, queryTokens, rankByName, searchTokens } from "@placar/core/search";
import { href } from "@placar/core/routes";
import { isFinished, isLive } from "@placar/core/status";
import type { Clock } from "../clock.ts";
import { leagueLogo, teamLogo } from "../data/image-paths.ts";
import type { Db } from "../db/client.ts";
import { fixtures, leagues, teams } from "../db/schema.ts";
import type { ArticleService } from "./articles.ts";
import type { ArticleSummary } from "../schemas/articles.ts";
import { matchPath } from "./football.ts";

export interface NamedHit {
  id: number;
  name: string;
  path: string;
  detail: string;
  logo: string | null;
}
export interface ArticleHit {
  id: number;
  title: string;
  path: string;
  detail: string;
}
export interface SiteSearchResults {
  teams: NamedHit[];
  leagues: NamedHit[];
  games: NamedHit[];
  articles: ArticleHit[];
}

/** Games are looked for this many days around today (the board's past week and the weeks ahead). */
export const GAME_WINDOW = { pastDays: 7, futureDays: 21 } as const;
/** At most this many teams and leagues feed the game lookup, and this many games are ranked. */
const MAX_SEED_TEAMS = 40;
const MAX_SEED_LEAGUES = 10;
const MAX_GAME_CANDIDATES = 400;
/** The game a team's or league's hit names is at most this many days away. */
const LINK_WINDOW_DAYS = 120;

const homeTeam = alias(teams, "search_home_team");
const awayTeam = alias(teams, "search_away_team");

/** How long the team and league names are kept before they are read again. */
const NAMES_TTL_MS = 30_000;

interface NameLists {
  at: number;
  teamRows: { id: number; name: string; logo: string | null; tokens: readonly string[] }[];
  leagueRows: { id: number; name: string; country: string; logo: string | null; tokens: readonly string[] }[];
}

interface FixtureRow {
  afbFixtureId: number;
  date: string;
  kickoff: Date;
  status: string;
  leagueId: number;
  homeId: number;
  awayId: number;
  home: string;
  away: string;
  league: string;
}

/**
 * The site's search box (docs/architecture.md "Search"). Ranking happens here, in TypeScript, over bounded
 * candidate sets: every team and league name (a few thousand rows at most), the games of the window around today
 * whose team or league matched, and the articles the article service already keeps in memory. That runs the same on
 * PGlite and on PostgreSQL and needs no extension (pg_trgm and unaccent ship with PGlite but not with every
 * PostgreSQL server).
 */
export class SearchService {
  private nameLists: NameLists | null = null;
  private loadingNames: Promise<NameLists> | null = null;
  private readonly articleWords = new WeakMap<ArticleSummary, readonly string[]>();

  constructor(private readonly deps: { db: Db; clock: Clock; articles: ArticleService; today: () => string }) {}

  async search(query: string, limit: number): Promise<SiteSearchResults> {
    const words = queryTokens(query);
    if (words.length === 0) return { teams: [], leagues: [], games: [], articles: [] };
    const [{ teamRows, leagueRows }, allArticles] = await Promise.all([this.names(), this.deps.articles.all()]);
    const now = this.deps.clock.now();
    const rankedTeams = rankByName(teamRows, query, (t) => t.name, { limit, tokensOf: (t) => t.tokens });
    const rankedLeagues = rankByName(leagueRows, query, (l) => l.name, { limit, tokensOf: (l) => l.tokens });

    // Games: those of a team or league that answers at least one word ("gremio inter" seeds Grêmio and Inter),
    // then ranked on "home x away league" wanting every word.
    // Those answering more of the words first, so "de" in "Lusitânia de Lourosa" does not crowd them out.
    const seeds = (rows: readonly { id: number; tokens: readonly string[] }[], max: number) =>
      rows
        .map((r) => ({ id: r.id, words: words.filter((w) => matchTier(r.tokens, [w]) !== null).length }))
        .filter((r) => r.words > 0)
        .sort((a, b) => b.words - a.words)
        .slice(0, max)
        .map((r) => r.id);
    const seedTeams = seeds(teamRows, MAX_SEED_TEAMS);
    const seedLeagues = seeds(leagueRows, MAX_SEED_LEAGUES);
    const today = this.deps.today();
    const candidates = await this.fixturesOf(seedTeams, seedLeagues, {
      from: addDays(today, -GAME_WINDOW.pastDays),
      to: addDays(today, GAME_WINDOW.futureDays),
      around: now,
      limit: MAX_GAME_CANDIDATES,
    });
    // A game's words are its teams' and league's, folded once in the name lists (no "x": queries drop it).
    const teamWords = new Map(teamRows.map((r) => [r.id, r.tokens]));
    const leagueWords = new Map(leagueRows.map((r) => [r.id, r.tokens]));
    const gameWords = (f: FixtureRow) => [
      ...(teamWords.get(f.homeId) ?? searchTokens(f.home)),
      ...(teamWords.get(f.awayId) ?? searchTokens(f.away)),
      ...(leagueWords.get(f.leagueId) ?? searchTokens(f.league)),
    ];
    const rankedGames = rankGames(candidates, words, gameWords, { today, now, limit });

    // A team's or league's hit opens its own page, and says what it plays now, next or last: live games first, then
    // the soonest coming one, else the latest one. Most often the game candidates already hold it (they are the
    // nearest to now); only the others cost a query of their own (a bench figure: one query less per search).
    const teamIds = rankedTeams.map((t) => t.id);
    const leagueIds = rankedLeagues.map((l) => l.id);
    const nextOf = bestGames(candidates, teamIds, leagueIds, now);
    const settled = (key: string) => {
      const game = nextOf.get(key);
      return game !== undefined && (liveNow(game) || game.kickoff >= now);
    };
    const missingTeams = teamIds.filter((id) => !settled(`team:${id}`));
    const missingLeagues = leagueIds.filter((id) => !settled(`league:${id}`));
    if (missingTeams.length > 0 || missingLeagues.length > 0) {
      for (const [key, game] of await this.nextGames(missingTeams, missingLeagues, now)) nextOf.set(key, game);
    }
    const detailOf = (kind: "team" | "league", id: number): string => {
      const game = nextOf.get(`${kind}:${id}`);
      if (!game) return "Sem jogos marcados";
      if (liveNow(game)) return `Ao vivo: ${game.home} x ${game.away}`;
      const when = game.kickoff >= now ? "Próximo jogo" : "Último jogo";
      return `${when}: ${game.home} x ${game.away}, ${formatDayMonth(game.date)}`;
    };

    const rankedArticles = rankByName(allArticles, query, (a) => a.title, {
      limit,
      tokensOf: (a) => this.articleTokens(a),
    });
    return {
      teams: rankedTeams.map((t) => ({
        id: t.id,
        name: t.name,
        logo: teamLogo(t),
        path: href.team(t.id, t.name),
        detail: detailOf("team", t.id),
      })),
      leagues: rankedLeagues.map((l) => ({
        id: l.id,
        name: l.name,
        logo: leagueLogo(l),
        path: href.league(l.id, l.name),
        detail: `${l.country ? `${l.country} · ` : ""}${detailOf("league", l.id)}`,
      })),
      games: rankedGames.map((f) => ({
        id: f.afbFixtureId,
        name: `${f.home} x ${f.away}`,
        path: matchPath(f),
        detail: liveNow(f)
          ? `${f.league} · Ao vivo`
          : `${f.league} · ${formatDate(f.kickoff)} ${formatTime(f.kickoff)}`,
        logo: null,
      })),
      articles: rankedArticles.map((a) => ({
        id: a.id,
        title: a.title,
        path: href.article(a.id, a.slug),
        detail: `${a.league} · ${formatDayMonth(a.date)}`,
      })),
    };
  }

  /**
   * Every team and league name with its folded words, read again at most every NAMES_TTL_MS: names change only
   * when an ingest meets a new team or league, and folding thousands of names on every keystroke was most of a
   * search's cost (p95 1.2 s at 10 clients in `pnpm bench` before this cache).
   */
  private async names(): Promise<NameLists> {
    if (this.nameLists && Date.now() - this.nameLists.at < NAMES_TTL_MS) return this.nameLists;
    this.loadingNames ??= (async () => {
      try {
        const [t, l] = await Promise.all([
          this.deps.db.select({ id: teams.id, name: teams.name, logo: teams.logo }).from(teams),
          this.deps.db
            .select({ id: leagues.id, name: leagues.name, country: leagues.country, logo: leagues.logo })
            .from(leagues),
        ]);
        const lists: NameLists = {
          at: Date.now(),
          teamRows: t.map((r) => ({ ...r, tokens: searchTokens(r.name) })),
          leagueRows: l.map((r) => ({ ...r, tokens: searchTokens(r.name) })),
        };
        // An empty database (first start, before any ingest) is not kept: the first ingest's names show at once.
        this.nameLists = lists.teamRows.length > 0 ? lists : null;
        return lists;
      } finally {
        this.loadingNames = null;
      }
    })();
    return this.loadingNames;
  }

  /** An article's folded title and subtitle, kept as long as the article service keeps that summary. */
  private articleTokens(a: ArticleSummary): readonly string[] {
    let tokens = this.articleWords.get(a);
    if (!tokens) {
      tokens = searchTokens(`${a.title} ${a.subtitle}`);
      this.articleWords.set(a, tokens);
    }
    return tokens;
  }

  private select() {
    return this.deps.db
      .select({
        afbFixtureId: fixtures.afbFixtureId,
        date: fixtures.date,
        kickoff: fixtures.kickoff,
        status: fixtures.status,
        leagueId: fixtures.leagueId,
        homeId: fixtures.homeTeamId,
        awayId: fixtures.awayTeamId,
        home: homeTeam.name,
        away: awayTeam.name,
        league: leagues.name,
      })
      .from(fixtures)
      .innerJoin(leagues, eq(leagues.id, fixtures.leagueId))
      .innerJoin(homeTeam, eq(homeTeam.id, fixtures.homeTeamId))
      .innerJoin(awayTeam, eq(awayTeam.id, fixtures.awayTeamId));
  }

  private static involving(teamIds: number[], leagueIds: number[]) {
    const parts = [];
    if (teamIds.length) parts.push(inArray(fixtures.homeTeamId, teamIds), inArray(fixtures.awayTeamId, teamIds));
    if (leagueIds.length) parts.push(inArray(fixtures.leagueId, leagueIds));
    return or(...parts);
  }

  /** The games of these teams or leagues inside the window, nearest to `around` first. */
  private async fixturesOf(
    teamIds: number[],
    leagueIds: number[],
    w: { from: string; to: string; around: Date; limit: number },
  ): Promise<FixtureRow[]> {
    if (teamIds.length === 0 && leagueIds.length === 0) return [];
    const distance = sql`abs(extract(epoch from (${fixtures.kickoff} - ${w.around.toISOString()}::timestamptz)))`;
    return this.select()
      .where(and(between(fixtures.date, w.from, w.to), SearchService.involving(teamIds, leagueIds)))
      .orderBy(distance, asc(fixtures.id))
      .limit(w.limit);
  }

  /** For each team and league (`team:{id}`, `league:{id}`): its live game, else its next one, else its latest one. */
  private async nextGames(teamIds: number[], leagueIds: number[], now: Date): Promise<Map<string, FixtureRow>> {
    if (teamIds.length === 0 && leagueIds.length === 0) return new Map();
    const today = this.deps.today();
    const rows = await this.select().where(
      and(
        between(fixtures.date, addDays(today, -LINK_WINDOW_DAYS), addDays(today, LINK_WINDOW_DAYS)),
        SearchService.involving(teamIds, leagueIds),
      ),
    );
    return bestGames(rows, teamIds, leagueIds, now);
  }
}

/** Being played now: a live status, not the AET that stays under Ao Vivo after the whistle. */
function liveNow(f: FixtureRow): boolean {
  return isLive(f.status) && !isFinished(f.status);
}

/**
 * The games that answer every query word, best first (docs/product.md#search): typos last, and before that today's
 * games first (those being played, then the rest of the day nearest to now), then the other days nearest to now. The
 * name tiers of teams and leagues do not apply here: "flamengo" starts "Flamengo x Bahia" but not "Bahia x
 * Flamengo", and which side a team plays on says nothing about which game is wanted.
 */
function rankGames(
  candidates: readonly FixtureRow[],
  words: readonly string[],
  wordsOf: (f: FixtureRow) => readonly string[],
  at: { today: string; now: Date; limit: number },
): FixtureRow[] {
  const bucket = (f: FixtureRow) => (f.date !== at.today ? 2 : liveNow(f) ? 0 : 1);
  const distance = (f: FixtureRow) => Math.abs(f.kickoff.getTime() - at.now.getTime());
  const hits: { f: FixtureRow; typo: boolean; bucket: number; distance: number }[] = [];
  for (const f of candidates) {
    const tier = matchTier(wordsOf(f), words);
    if (tier !== null) hits.push({ f, typo: tier === 4, bucket: bucket(f), distance: distance(f) });
  }
  hits.sort(
    (a, b) =>
      Number(a.typo) - Number(b.typo) ||
      a.bucket - b.bucket ||
      a.distance - b.distance ||
      a.f.afbFixtureId - b.f.afbFixtureId,
  );
  return hits.slice(0, at.limit).map((h) => h.f);
}

/**
 * For each team and league (`team:{id}`, `league:{id}`) among `rows`: its game being played, else its first game from
 * now on, else its latest one.
 */
function bestGames(
  rows: readonly FixtureRow[],
  teamIds: readonly number[],
  leagueIds: readonly number[],
  now: Date,
): Map<string, FixtureRow> {
  const best = new Map<string, FixtureRow>();
  const t = now.getTime();
  // A live one beats the others; upcoming ones beat past ones; among upcoming the soonest, among past the latest.
  const better = (a: FixtureRow, b: FixtureRow) => {
    const al = liveNow(a);
    const bl = liveNow(b);
    if (al !== bl) return al;
    const au = a.kickoff.getTime() >= t;
    const bu = b.kickoff.getTime() >= t;
    if (au !== bu) return au;
    return au ? a.kickoff < b.kickoff : a.kickoff > b.kickoff;
  };
  const teamSet = new Set(teamIds);
  const leagueSet = new Set(leagueIds);
  const offer = (key: string, f: FixtureRow) => {
    const cur = best.get(key);
    if (!cur || better(f, cur)) best.set(key, f);
  };
  for (const f of rows) {
    if (teamSet.has(f.homeId)) offer(`team:${f.homeId}`, f);
    if (teamSet.has(f.awayId)) offer(`team:${f.awayId}`, f);
    if (leagueSet.has(f.leagueId)) offer(`league:${f.leagueId}`, f);
  }
  return best;
}
