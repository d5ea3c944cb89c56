import { memo, useCallback } from "react";
import { FollowButton } from "@placar/ui/favorites/follow-button";
import { useFavoritesSliceInTransition, useSetFollowed, type FavoritesState } from "../lib/favorites.ts";

/**
 * The star beside a league (a section of the day's games, an item of the league list). The server renders it not
 * pressed, like the match page's stars; once the favourites are read, the followed ones turn pressed. Reading them
 * changes attributes only: a stand-in swapped for the button after hydration replaced 50-odd elements of the first
 * screen in one commit, a long task on a slow phone. Each star reads its own state, so reading the favourites
 * re-renders the stars only, and in a transition, in small slices.
 */
export const LeagueStar = memo(function LeagueStar({ id, name }: { id: number; name: string }) {
  const select = useCallback((s: FavoritesState) => s.ready && s.set.leagues.includes(id), [id]);
  const followed = useFavoritesSliceInTransition(select);
  const setFollowed = useSetFollowed();
  return <FollowButton name={name} followed={followed} onFollowedChange={(on) => setFollowed("league", id, on)} />;
});
