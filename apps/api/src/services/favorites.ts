import { and, eq, inArray, sql } from "drizzle-orm";
import {
  FAVORITE_LEAGUE_NOT_FOUND,
  FAVORITE_LEAGUES_LIMIT,
  FAVORITE_TEAM_NOT_FOUND,
  FAVORITE_TEAMS_LIMIT,
  FAVORITES_MAX,
} from "@placar/core/messages";
import type { Db } from "../db/client.ts";
import { favorites, leagues, teams } from "../db/schema.ts";
import { HttpError } from "../http-error.ts";

export type FavoriteKind = "team" | "league";

export interface FavoriteList {
  /** Provider ids of the followed teams, oldest first. */
  teams: number[];
  /** Provider ids of the followed leagues, oldest first. */
  leagues: number[];
  /** Most teams, and most leagues, an account can follow. */
  max: number;
}

/** First key of the advisory lock that serialises one user's favourite writes (the second is the user id). */
const FAVORITES_LOCK = 0x66_61_76;

const TABLES = { team: teams, league: leagues } as const;
const NOT_FOUND = { team: FAVORITE_TEAM_NOT_FOUND, league: FAVORITE_LEAGUE_NOT_FOUND } as const;
const LIMIT = { team: FAVORITE_TEAMS_LIMIT, league: FAVORITE_LEAGUES_LIMIT } as const;

/** The teams and leagues each signed-in user follows (docs/product.md#favourites). */
export class FavoritesService {
  constructor(private readonly db: Db) {}

  async list(userId: number): Promise<FavoriteList> {
    const rows = await this.db
      .select({ kind: favorites.kind, targetId: favorites.targetId })
      .from(favorites)
      .where(eq(favorites.userId, userId))
      .orderBy(favorites.createdAt, favorites.targetId);
    return {
      teams: rows.filter((r) => r.kind === "team").map((r) => r.targetId),
      leagues: rows.filter((r) => r.kind === "league").map((r) => r.targetId),
      max: FAVORITES_MAX,
    };
  }

  /** Follows a team or league; following one already followed changes nothing. 404 for an unknown id, 409 at the limit. */
  async add(userId: number, kind: FavoriteKind, targetId: number): Promise<FavoriteList> {
    const table = TABLES[kind];
    const [known] = await this.db.select({ id: table.id }).from(table).where(eq(table.id, targetId)).limit(1);
    if (!known) throw new HttpError(404, `${kind}_not_found`, NOT_FOUND[kind]);
    await this.db.transaction(async (tx) => {
      // Serialises this user's favourite writes, so two parallel adds cannot both pass the count (PostgreSQL; PGlite
      // runs one statement at a time anyway).
      await tx.execute(sql`select pg_advisory_xact_lock(${FAVORITES_LOCK}, ${userId})`);
      const [already] = await tx
        .select({ id: favorites.targetId })
        .from(favorites)
        .where(and(eq(favorites.userId, userId), eq(favorites.kind, kind), eq(favorites.targetId, targetId)));
      if (already) return;
      const [{ n } = { n: 0 }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(favorites)
        .where(and(eq(favorites.userId, userId), eq(favorites.kind, kind)));
      if (n >= FAVORITES_MAX) throw new HttpError(409, "favorites_limit", LIMIT[kind]);
      await tx.insert(favorites).values({ userId, kind, targetId }).onConflictDoNothing();
    });
    return this.list(userId);
  }

  /** Stops following; removing one not followed changes nothing. */
  async remove(userId: number, kind: FavoriteKind, targetId: number): Promise<FavoriteList> {
    await this.db
      .delete(favorites)
      .where(and(eq(favorites.userId, userId), eq(favorites.kind, kind), eq(favorites.targetId, targetId)));
    return this.list(userId);
  }

  /**
   * Adds a visitor's browser favourites to the account at sign-in (the union). Ids the site does not know are
   * skipped, and so is whatever would go past the limit: the merge never fails a sign-in.
   */
  async merge(userId: number, wanted: { teams: number[]; leagues: number[] }): Promise<FavoriteList> {
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${FAVORITES_LOCK}, ${userId})`);
      for (const kind of ["team", "league"] as const) {
        const ids = [...new Set(kind === "team" ? wanted.teams : wanted.leagues)];
        if (ids.length === 0) continue;
        const table = TABLES[kind];
        const known = new Set(
          (await tx.select({ id: table.id }).from(table).where(inArray(table.id, ids))).map((r) => r.id),
        );
        const have = new Set(
          (
            await tx
              .select({ id: favorites.targetId })
              .from(favorites)
              .where(and(eq(favorites.userId, userId), eq(favorites.kind, kind)))
          ).map((r) => r.id),
        );
        const room = Math.max(0, FAVORITES_MAX - have.size);
        const added = ids.filter((id) => known.has(id) && !have.has(id)).slice(0, room);
        if (added.length > 0)
          await tx
            .insert(favorites)
            .values(added.map((targetId) => ({ userId, kind, targetId })))
            .onConflictDoNothing();
      }
    });
    return this.list(userId);
  }
}
