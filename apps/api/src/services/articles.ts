import { businessDate } from "@placar/core/dates";
import { articleSlug } from "@placar/core/slug";
import { desc, eq, like } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../clock.ts";
import { leagueLogo, teamLogo } from "../data/image-paths.ts";
import { articles } from "../db/articles-schema.ts";
import type { Db } from "../db/client.ts";
import { isDatabaseUnavailable } from "../db/unavailable.ts";
import { bettingHouses } from "../db/houses-schema.ts";
import { fixtures, leagues, teams } from "../db/schema.ts";
import { HttpError } from "../http-error.ts";
import { ARTICLE_MESSAGES, type Article, type ArticleGame, type ArticleSummary } from "../schemas/articles.ts";
import {
  unknownGameError,
  validateArticleForm,
  type ArticleDefaults,
  type ArticleInput,
  type RawArticleForm,
} from "./articles-form.ts";
import { gameFields, type FootballService, type GameFieldsSource } from "./football.ts";
import { oddsList } from "./football-store.ts";
import { Snapshot } from "./snapshot.ts";
import { MEDIA_PREFIX, type UploadStore } from "./uploads.ts";

/**
 * How long an instance trusts its copy of the article list. Writes on this instance drop it at once; another
 * instance's writes (and score or status changes of the games) show up within this time.
 */
const LIST_TTL_MS = 60_000;
const DETAIL_CACHE_SIZE = 500;

type ArticleRow = typeof articles.$inferSelect;

/** Every article without its body, newest first, and which articles each fixture has. */
interface ArticleIndex {
  at: number;
  items: ArticleSummary[];
  byFixture: Map<number, number[]>;
  pages: Map<string, Snapshot>;
}

export function toArticleGame(f: GameFieldsSource): ArticleGame {
  // The join gives the provider's ids; the logos are served from our own image paths.
  return gameFields({
    ...f,
    league: { ...f.league, logo: leagueLogo(f.league) },
    home: { ...f.home, logo: teamLogo(f.home) },
    away: { ...f.away, logo: teamLogo(f.away) },
  });
}

function summary(row: Omit<ArticleRow, "message" | "gameId">, game: ArticleGame): ArticleSummary {
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    author: row.author,
    date: row.date,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    image: row.image,
    league: row.leagueName,
    slug: articleSlug({
      date: row.date,
      league: row.leagueName,
      title: row.title,
      home: game.home_team,
      away: game.away_team,
    }),
    game,
  };
}

const homeTeam = alias(teams, "article_home_team");
const awayTeam = alias(teams, "article_away_team");

export interface ArticleServiceDeps {
  db: () => Db;
  clock: Clock;
  football: FootballService;
  uploads: UploadStore;
  log: FastifyBaseLogger;
}

/** An uploaded image no article points at is deleted only past this age: an upload in progress is never touched. */
export const ORPHAN_UPLOAD_GRACE_MS = 60 * 60_000;
/** How often the orphan collection runs (and once at start). */
export const ORPHAN_UPLOAD_INTERVAL_MS = 60 * 60_000;

/**
 * News and analysis articles. Public reads come from memory: the whole list (without bodies) is read with
 * one query and kept for LIST_TTL_MS, each requested page is serialized once, and bodies are cached by id.
 */
export class ArticleService {
  private index: ArticleIndex | null = null;
  private loading: Promise<ArticleIndex> | null = null;
  /** Bumped by every write, so a list read that started before it is not kept. */
  private generation = 0;
  private readonly details = new Map<number, { at: number; row: ArticleRow }>();
  /**
   * The last list read from the database, kept past its TTL and past invalidation: while the database cannot be
   * reached (a cut or a stall) the public reads are served from it, as they were before the list had a TTL.
   */
  private lastIndex: ArticleIndex | null = null;
  /** The same for bodies, by id (bounded like `details`). */
  private readonly lastRows = new Map<number, ArticleRow>();

  constructor(private readonly deps: ArticleServiceDeps) {}

  private get db(): Db {
    return this.deps.db();
  }

  /** Drops every cached copy (after a write). */
  invalidate(): void {
    this.generation += 1;
    this.index = null;
    this.loading = null;
    this.details.clear();
  }

  private async loadIndex(): Promise<ArticleIndex> {
    if (this.index && Date.now() - this.index.at < LIST_TTL_MS) return this.index;
    if (this.loading) return this.loading;
    const generation = this.generation;
    const job = (async () => {
      const rows = await this.db
        .select({
          a: {
            id: articles.id,
            title: articles.title,
            subtitle: articles.subtitle,
            author: articles.author,
            date: articles.date,
            image: articles.image,
            afbFixtureId: articles.afbFixtureId,
            leagueName: articles.leagueName,
            createdAt: articles.createdAt,
            updatedAt: articles.updatedAt,
          },
          f: {
            id: fixtures.id,
            afbFixtureId: fixtures.afbFixtureId,
            date: fixtures.date,
            kickoff: fixtures.kickoff,
            status: fixtures.status,
          },
          league: { id: leagues.id, name: leagues.name, logo: leagues.logo },
          home: { id: homeTeam.id, name: homeTeam.name, logo: homeTeam.logo },
          away: { id: awayTeam.id, name: awayTeam.name, logo: awayTeam.logo },
        })
        .from(articles)
        .innerJoin(fixtures, eq(fixtures.id, articles.gameId))
        .innerJoin(leagues, eq(leagues.id, fixtures.leagueId))
        .innerJoin(homeTeam, eq(homeTeam.id, fixtures.homeTeamId))
        .innerJoin(awayTeam, eq(awayTeam.id, fixtures.awayTeamId))
        .orderBy(desc(articles.date), desc(articles.id));
      const items = rows.map((r) =>
        summary(r.a, toArticleGame({ ...r.f, league: r.league, home: r.home, away: r.away })),
      );
      const byFixture = new Map<number, number[]>();
      for (const item of items) {
        const list = byFixture.get(item.game.afb_fixture_id) ?? [];
        list.push(item.id);
        byFixture.set(item.game.afb_fixture_id, list);
      }
      const index: ArticleIndex = { at: Date.now(), items, byFixture, pages: new Map() };
      // A write that happened while this was loading has already invalidated it: do not keep it.
      if (this.generation === generation) this.index = index;
      this.lastIndex = index;
      return index;
    })();
    this.loading = job;
    try {
      return await job;
    } catch (err) {
      // The database is out of reach: the last list read, however old, rather than an error.
      if (this.lastIndex && isDatabaseUnavailable(err)) {
        this.deps.log.warn({ err: (err as Error).message }, "artigos: banco indisponível, lista servida da memória");
        return this.lastIndex;
      }
      throw err;
    } finally {
      if (this.loading === job) this.loading = null;
    }
  }

  /** Every article, newest first (date, then id), without bodies. */
  async all(): Promise<readonly ArticleSummary[]> {
    return (await this.loadIndex()).items;
  }

  /** One page of the list as `{ results, count, total_pages }`, serialized once per change. */
  async page(page: number, pageSize: number): Promise<Snapshot> {
    const index = await this.loadIndex();
    const key = `${page}:${pageSize}`;
    let snap = index.pages.get(key);
    if (!snap) {
      const start = (page - 1) * pageSize;
      const count = index.items.length;
      snap = new Snapshot({
        results: index.items.slice(start, start + pageSize),
        count,
        total_pages: Math.ceil(count / pageSize),
      });
      // Odd page sizes are rare; a client cycling through thousands of them must not grow this map forever.
      if (index.pages.size >= 200) index.pages.clear();
      index.pages.set(key, snap);
    }
    return snap;
  }

  /** Ids of the articles about a provider fixture, newest first (the fixture lookup's `blogs`). */
  async blogsForFixture(afbFixtureId: number): Promise<Array<{ id: number }>> {
    return ((await this.loadIndex()).byFixture.get(afbFixtureId) ?? []).map((id) => ({ id }));
  }

  private async row(id: number): Promise<ArticleRow | null> {
    const hit = this.details.get(id);
    if (hit && Date.now() - hit.at < LIST_TTL_MS) return hit.row;
    let row: ArticleRow | undefined;
    try {
      [row] = await this.db.select().from(articles).where(eq(articles.id, id));
    } catch (err) {
      const last = this.lastRows.get(id);
      if (last && isDatabaseUnavailable(err)) return last;
      throw err;
    }
    if (!row) return null;
    if (this.details.size >= DETAIL_CACHE_SIZE) this.details.delete(this.details.keys().next().value as number);
    this.details.set(id, { at: Date.now(), row });
    if (this.lastRows.size >= DETAIL_CACHE_SIZE) this.lastRows.delete(this.lastRows.keys().next().value as number);
    this.lastRows.set(id, row);
    return row;
  }

  /** One article with its body, its game and the game's current odds; null when unknown. */
  async get(id: number): Promise<Article | null> {
    const row = await this.row(id);
    if (!row) return null;
    // The game comes from the football views (memory) so its status and prices are as fresh as the day lists.
    // During a database outage: the game as the list last had it, and no prices rather than an error.
    const fixture = await this.deps.football.storedFixture(row.afbFixtureId).catch(unlessUnavailable(null));
    const game = fixture ? toArticleGame(fixture) : (await this.loadIndex()).items.find((a) => a.id === id)?.game;
    if (!game) return null;
    const houses = await this.deps.football.visibleHouses().catch(unlessUnavailable(undefined));
    return { ...summary(row, game), message: row.message, odds: fixture ? oddsList(fixture, houses) : [] };
  }

  private async findGame(gameId: number): Promise<{ afbFixtureId: number; leagueName: string } | null> {
    const [game] = await this.db
      .select({ afbFixtureId: fixtures.afbFixtureId, leagueName: leagues.name })
      .from(fixtures)
      .innerJoin(leagues, eq(leagues.id, fixtures.leagueId))
      .where(eq(fixtures.id, gameId));
    return game ?? null;
  }

  private today(): string {
    return businessDate(this.deps.clock.now());
  }

  /** Validates the form, finds the game and stores the image: everything a write needs. */
  private async prepare(form: RawArticleForm, authorName: string, current?: ArticleDefaults) {
    const input: ArticleInput = validateArticleForm(form, { current, today: this.today(), defaultAuthor: authorName });
    const game = await this.findGame(input.gameId);
    if (!game) throw unknownGameError();
    const image = input.image ? await this.deps.uploads.save(input.image.buf, input.image.kind) : null;
    return { input, game, image };
  }

  async create(form: RawArticleForm, authorName: string): Promise<Article> {
    const { input, game, image } = await this.prepare(form, authorName);
    const now = this.deps.clock.now();
    let id: number;
    try {
      const [row] = await this.db
        .insert(articles)
        .values({
          title: input.title,
          subtitle: input.subtitle,
          author: input.author,
          date: input.date,
          message: input.message,
          image,
          gameId: input.gameId,
          afbFixtureId: game.afbFixtureId,
          leagueName: game.leagueName,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: articles.id });
      id = row!.id;
    } catch (err) {
      await this.deps.uploads.remove(image);
      throw err;
    }
    this.invalidate();
    return (await this.get(id))!;
  }

  async update(id: number, form: RawArticleForm): Promise<Article> {
    const [current] = await this.db.select().from(articles).where(eq(articles.id, id));
    if (!current) throw new HttpError(404, "not_found", ARTICLE_MESSAGES.notFound);
    const defaults: ArticleDefaults = {
      title: current.title,
      subtitle: current.subtitle,
      author: current.author,
      date: current.date,
      message: current.message,
      game: String(current.gameId),
    };
    // An author left empty on an edit keeps the article's author rather than taking the editor's name.
    const { input, game, image } = await this.prepare(form, current.author, defaults);
    try {
      const updated = await this.db
        .update(articles)
        .set({
          title: input.title,
          subtitle: input.subtitle,
          author: input.author,
          date: input.date,
          message: input.message,
          ...(image ? { image } : input.removeImage ? { image: null } : {}),
          gameId: input.gameId,
          afbFixtureId: game.afbFixtureId,
          leagueName: game.leagueName,
          updatedAt: this.deps.clock.now(),
        })
        .where(eq(articles.id, id))
        .returning({ id: articles.id });
      if (updated.length === 0) throw new HttpError(404, "not_found", ARTICLE_MESSAGES.notFound);
    } catch (err) {
      await this.deps.uploads.remove(image);
      throw err;
    }
    // The replaced (or removed) file is deleted only once nothing points at it any more.
    if (image || input.removeImage) await this.removeFile(current.image);
    this.invalidate();
    return (await this.get(id))!;
  }

  /** Deletes an article and its uploaded image; false when it did not exist. */
  async remove(id: number): Promise<boolean> {
    const [gone] = await this.db.delete(articles).where(eq(articles.id, id)).returning({ image: articles.image });
    this.invalidate();
    if (!gone) return false;
    await this.removeFile(gone.image);
    return true;
  }

  /**
   * Deletes the uploaded images no article points at that were written more than `graceMs` ago. An image is
   * written before its article row, so a crash (or a lost connection) between the two leaves an orphan; the
   * grace period keeps the file of a write in progress. Safe on every instance at once: references are read
   * from the shared database after the candidates are listed, a name is never reused, and deleting a file
   * already gone is not an error. `now` is the file system's clock (real time, not PLACAR_NOW). Answers the
   * names deleted.
   */
  async collectOrphanUploads(graceMs: number = ORPHAN_UPLOAD_GRACE_MS, now: number = Date.now()): Promise<string[]> {
    const candidates = await this.deps.uploads.filesWrittenBefore(now - graceMs);
    if (candidates.length === 0) return [];
    const rows = await this.db
      .select({ image: articles.image })
      .from(articles)
      .where(like(articles.image, `${MEDIA_PREFIX}%`));
    // House logos (the admin's "Casas") are uploads too.
    const logos = await this.db
      .select({ image: bettingHouses.logo })
      .from(bettingHouses)
      .where(like(bettingHouses.logo, `${MEDIA_PREFIX}%`));
    const referenced = new Set([...rows, ...logos].map((r) => r.image));
    const removed: string[] = [];
    for (const name of candidates) {
      if (referenced.has(`${MEDIA_PREFIX}${name}`)) continue;
      await this.deps.uploads.remove(`${MEDIA_PREFIX}${name}`);
      removed.push(name);
    }
    if (removed.length > 0) this.deps.log.info({ removed }, "articles: orphan uploads deleted");
    return removed;
  }

  /** Runs `collectOrphanUploads` now and every `intervalMs`; answers the function that stops it. */
  startOrphanCollection(
    intervalMs: number = ORPHAN_UPLOAD_INTERVAL_MS,
    graceMs: number = ORPHAN_UPLOAD_GRACE_MS,
  ): () => void {
    const run = () => {
      void this.collectOrphanUploads(graceMs).catch((err: unknown) =>
        this.deps.log.warn({ err }, "articles: orphan upload collection failed"),
      );
    };
    run();
    const timer = setInterval(run, intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  private async removeFile(publicPath: string | null): Promise<void> {
    await this.deps.uploads
      .remove(publicPath)
      .catch((err: unknown) => this.deps.log.warn({ err, image: publicPath }, "articles: old image not removed"));
  }
}

/** A catch handler that answers `fallback` when the database is out of reach, and rethrows anything else. */
function unlessUnavailable<T>(fallback: T): (err: unknown) => T {
  return (err) => {
    if (isDatabaseUnavailable(err)) return fallback;
    throw err;
  };
}
