import { FAVORITE_LEAGUES_LIMIT, FAVORITE_TEAMS_LIMIT, FAVORITES_MAX } from "./messages.ts";

/** The teams and leagues someone follows, by the provider's ids, oldest first (docs/product.md#favourites). */
export interface FavoriteSet {
  teams: number[];
  leagues: number[];
}

export type FavoriteKind = "team" | "league";

export const NO_FAVORITES: FavoriteSet = { teams: [], leagues: [] };

const KEY = { team: "teams", league: "leagues" } as const;

function ids(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  const out = value.filter((v): v is number => Number.isSafeInteger(v) && v > 0 && v <= 2_147_483_647);
  return [...new Set(out)].slice(0, FAVORITES_MAX);
}

/** A browser's stored copy (JSON), read defensively: anything malformed counts as nothing followed. */
export function parseFavorites(raw: string | null | undefined): FavoriteSet {
  if (!raw) return NO_FAVORITES;
  try {
    const value = JSON.parse(raw) as { teams?: unknown; leagues?: unknown } | null;
    return { teams: ids(value?.teams), leagues: ids(value?.leagues) };
  } catch {
    return NO_FAVORITES;
  }
}

export function isFollowed(set: FavoriteSet, kind: FavoriteKind, id: number): boolean {
  return set[KEY[kind]].includes(id);
}

/**
 * `set` with `id` followed (`on`) or not. Following past the limit gives the same Portuguese message the server
 * gives, so a visitor and a signed-in user meet the same rule.
 */
export function withFavorite(
  set: FavoriteSet,
  kind: FavoriteKind,
  id: number,
  on: boolean,
): FavoriteSet | { error: string } {
  const list = set[KEY[kind]];
  if (on === list.includes(id)) return set;
  if (!on) return { ...set, [KEY[kind]]: list.filter((x) => x !== id) };
  if (list.length >= FAVORITES_MAX) return { error: kind === "team" ? FAVORITE_TEAMS_LIMIT : FAVORITE_LEAGUES_LIMIT };
  return { ...set, [KEY[kind]]: [...list, id] };
}

export function hasFavorites(set: FavoriteSet): boolean {
  return set.teams.length > 0 || set.leagues.length > 0;
}

/** Whether a game involves a followed team or belongs to a followed league. */
export function followsGame(
  set: FavoriteSet,
  game: { leagueId: number | string; homeId: number; awayId: number },
): boolean {
  return (
    (typeof game.leagueId === "number" && set.leagues.includes(game.leagueId)) ||
    set.teams.includes(game.homeId) ||
    set.teams.includes(game.awayId)
  );
}

/** A stable sort that puts the followed items first and keeps the order of the rest. */
export function followedFirst<T>(items: readonly T[], followed: (item: T) => boolean): T[] {
  const first: T[] = [];
  const rest: T[] = [];
  for (const item of items) (followed(item) ? first : rest).push(item);
  return first.length === 0 ? (items as T[]) : [...first, ...rest];
}
