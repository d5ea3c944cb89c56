import { describe, expect, it } from "vitest";
import { followedFirst, followsGame, parseFavorites, withFavorite, NO_FAVORITES } from "./favorites.ts";
import { FAVORITE_TEAMS_LIMIT, FAVORITES_MAX } from "./messages.ts";

describe("favourites", () => {
  it("reads a stored copy defensively", () => {
    expect(parseFavorites(null)).toEqual(NO_FAVORITES);
    expect(parseFavorites("{nope")).toEqual(NO_FAVORITES);
    expect(parseFavorites("null")).toEqual(NO_FAVORITES);
    expect(parseFavorites(JSON.stringify({ teams: [3, 3, "4", -1, 1.5, 7], leagues: "x" }))).toEqual({
      teams: [3, 7],
      leagues: [],
    });
  });

  it("follows and unfollows, idempotently, and stops at the limit with the server's message", () => {
    const one = withFavorite(NO_FAVORITES, "team", 10, true);
    expect(one).toEqual({ teams: [10], leagues: [] });
    expect(withFavorite(one as never, "team", 10, true)).toBe(one);
    expect(withFavorite(one as never, "team", 10, false)).toEqual({ teams: [], leagues: [] });
    const full = { teams: Array.from({ length: FAVORITES_MAX }, (_, i) => i + 1), leagues: [] };
    expect(withFavorite(full, "team", 999, true)).toEqual({ error: FAVORITE_TEAMS_LIMIT });
    expect(withFavorite(full, "league", 999, true)).toEqual({ teams: full.teams, leagues: [999] });
  });

  it("knows a followed game and puts followed items first, keeping the order otherwise", () => {
    const set = { teams: [5], leagues: [71] };
    expect(followsGame(set, { leagueId: 71, homeId: 1, awayId: 2 })).toBe(true);
    expect(followsGame(set, { leagueId: 39, homeId: 1, awayId: 5 })).toBe(true);
    expect(followsGame(set, { leagueId: "Liga", homeId: 1, awayId: 2 })).toBe(false);
    expect(followedFirst([1, 2, 3, 4], (n) => n % 2 === 0)).toEqual([2, 4, 1, 3]);
    const none = [1, 3];
    expect(followedFirst(none, () => false)).toBe(none);
  });
});
