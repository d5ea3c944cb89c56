import { memo, useCallback } from "react";
import { FollowButton } from "@placar/ui/favorites/follow-button";
import { useFavoritesSliceInTransition, useSetFollowed, type FavoritesState } from "../lib/favorites.ts";

/**
 * The star beside a league (a section of the day's games, an item of the league list). Until the favourites are read
 * it is a same-size stand-in: a star does nothing before hydration, and the 30-odd of a busy day cost about 50 KB of
 * markup on every page view. Each star reads its own state, so reading the favourites re-renders the stars only, and
 * in a transition, in small slices.
 */
export const LeagueStar = memo(function LeagueStar({ id, name }: { id: number; name: string }) {
  const select = useCallback((s: FavoritesState) => (s.ready ? s.set.leagues.includes(id) : null), [id]);
  const followed = useFavoritesSliceInTransition(select);
  const setFollowed = useSetFollowed();
  if (followed === null) return <span aria-hidden="true" className="size-8 shrink-0" />;
  return <FollowButton name={name} followed={followed} onFollowedChange={(on) => setFollowed("league", id, on)} />;
});
