import { startTransition, useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { ApiError, unwrap, type ApiClient } from "@placar/api-client/client";
import {
  followLeagueMutation,
  followTeamMutation,
  mergeMyFavoritesMutation,
  unfollowLeagueMutation,
  unfollowTeamMutation,
} from "@placar/api-client/queries";
import {
  hasFavorites,
  NO_FAVORITES,
  parseFavorites,
  withFavorite,
  type FavoriteKind,
  type FavoriteSet,
} from "@placar/core/favorites";
import { FAVORITES_FAILED } from "@placar/core/messages";
import { useApi } from "./api-context.tsx";
import { readSession } from "./session.ts";

/**
 * Followed teams and leagues in the browser (docs/product.md#favourites).
 *
 * A visitor's favourites live in localStorage under `favorites`. A signed-in user's live on the server; on the first
 * page after signing in, the browser's copy is merged into the account (the union, POST /api/me/favorites/merge/)
 * and then removed from the browser, so the account is the only copy while signed in and nothing of it stays on a
 * shared computer after 'Sair'. When the merge fails (offline), the copy stays and the next page tries again.
 *
 * One store for the page, so every star and the 'Meus jogos' filter agree. The server renders nothing followed
 * (public HTML is shared by every visitor); the real state arrives after hydration.
 */
export const FAVORITES_STORAGE_KEY = "favorites";

export interface FavoritesState {
  set: FavoriteSet;
  /** Whether the favourites have been read (from the browser or the account). */
  ready: boolean;
  /** The last refusal (the limit) or failure, in Portuguese; cleared by the next press. */
  error: string | null;
  signedIn: boolean;
}

const SERVER_STATE: FavoritesState = { set: NO_FAVORITES, ready: false, error: null, signedIn: false };
let state = SERVER_STATE;
let started = false;
const listeners = new Set<() => void>();

function update(next: Partial<FavoritesState>): void {
  // Nothing followed is always the very same set, so a page that reads only the set does not re-render for it.
  state = { ...state, ...next, ...(next.set && !hasFavorites(next.set) ? { set: NO_FAVORITES } : {}) };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function readLocal(): FavoriteSet {
  try {
    return parseFavorites(localStorage.getItem(FAVORITES_STORAGE_KEY));
  } catch {
    return NO_FAVORITES;
  }
}

function writeLocal(set: FavoriteSet | null): void {
  try {
    if (set && hasFavorites(set)) localStorage.setItem(FAVORITES_STORAGE_KEY, JSON.stringify(set));
    else localStorage.removeItem(FAVORITES_STORAGE_KEY);
  } catch {
    // Storage blocked: favourites last for this page only.
  }
}

const fromServer = (data: { teams: number[]; leagues: number[] }): FavoriteSet => ({
  teams: data.teams,
  leagues: data.leagues,
});

function start(api: ApiClient): void {
  if (started) return;
  started = true;
  const local = readLocal();
  if (!readSession()) return update({ set: local, ready: true });
  update({ signedIn: true });
  const load = hasFavorites(local)
    ? mergeMyFavoritesMutation(api).mutationFn({ body: local })
    : api.GET("/api/me/favorites/").then(unwrap);
  load.then(
    (data) => {
      if (hasFavorites(local)) writeLocal(null);
      update({ set: fromServer(data), ready: true });
    },
    () => update({ set: local, ready: true }),
  );
}

/** Follows (`on`) or unfollows one team or league: at once on screen, then in the browser or the account. */
async function setFollowed(api: ApiClient, kind: FavoriteKind, id: number, on: boolean): Promise<void> {
  const before = state.set;
  const next = withFavorite(before, kind, id, on);
  if ("error" in next) return update({ error: next.error });
  update({ set: next, error: null });
  if (!state.signedIn) return writeLocal(next);
  const init = { params: { path: { id } } };
  try {
    const data =
      kind === "team"
        ? await (on ? followTeamMutation(api) : unfollowTeamMutation(api)).mutationFn(init)
        : await (on ? followLeagueMutation(api) : unfollowLeagueMutation(api)).mutationFn(init);
    update({ set: fromServer(data) });
  } catch (err) {
    update({ set: before, error: err instanceof ApiError ? err.body.detail : FAVORITES_FAILED });
  }
}

/**
 * One slice of the favourites, re-rendering its component only when that slice changes (`Object.is`; a slice must
 * be a primitive or an object the store keeps, like the set). useSyncExternalStore renders the server's slice while
 * hydrating (whenever a boundary hydrates) and re-renders synchronously when the browser's differs: so a slice must be
 * small where the component is big. The home reads only the set (the very same object while nothing is followed) and
 * each star reads its own state, so reading the favourites after hydration re-renders the stars, not the page (which
 * was one long task of a busy day's sections).
 */
export function useFavoritesSlice<T>(select: (s: FavoritesState) => T): T {
  const api = useApi();
  useEffect(() => start(api), [api]);
  return useSyncExternalStore(
    subscribe,
    () => select(state),
    () => select(SERVER_STATE),
  );
}

/**
 * A slice for the many small readers of a page (each league's star), which the browser's state reaches in a
 * transition: the first read after hydration (every star turning from a placeholder into a button) renders in small
 * slices instead of the one synchronous task useSyncExternalStore would give it (60 ms on a slow phone for a day's
 * leagues). `select` must be stable (useCallback); a press shows within a frame or two all the same.
 */
export function useFavoritesSliceInTransition<T>(select: (s: FavoritesState) => T): T {
  const api = useApi();
  const [value, setValue] = useState(() => select(SERVER_STATE));
  useEffect(() => {
    start(api);
    const read = () => {
      const next = select(state);
      startTransition(() => setValue(next));
    };
    read();
    return subscribe(read);
  }, [api, select]);
  return value;
}

/** Follows or unfollows a team or league (stable across renders). */
export function useSetFollowed(): (kind: FavoriteKind, id: number, on: boolean) => void {
  const api = useApi();
  return useCallback((kind: FavoriteKind, id: number, on: boolean) => void setFollowed(api, kind, id, on), [api]);
}

const whole = (s: FavoritesState) => s;

export function useFavorites(): FavoritesState & {
  setFollowed: (kind: FavoriteKind, id: number, on: boolean) => void;
} {
  const current = useFavoritesSlice(whole);
  const set = useSetFollowed();
  return { ...current, setFollowed: set };
}
