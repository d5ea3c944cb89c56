import { getFixturesByDateOptions, getGamesOptions, listArticlesOptions } from "@placar/api-client/queries";
import type { ApiClient } from "@placar/api-client/client";

/** The day games panel's data: every fixture of one Brazilian day, keyed by league. */
export function fixturesQuery(api: ApiClient, date: string) {
  return getFixturesByDateOptions(api, { params: { query: { date } } });
}

/**
 * The `games` call (page 1, size 100): it builds the league list, the strip and the slider
 * (docs/product.md#league-strip-and-league-list).
 */
export function gamesQuery(api: ApiClient) {
  return getGamesOptions(api, { params: { query: { page: 1, page_size: 100 } } });
}

/** The latest-news box: page 1, size 4. */
export function newsQuery(api: ApiClient) {
  return listArticlesOptions(api, { params: { query: { page: 1, page_size: 4 } } });
}
