/**
 * What the home's first script needs of search: folding a name (the league order) and the header's query limit.
 * A module of its own, so the rest of search.ts (ranking, typos) loads with the search window, not with `/`.
 */

/** Lower case without accents. */
export function foldText(s: string): string {
  return s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** The longest query the site search accepts (characters, after trimming). */
export const SITE_SEARCH_MAX_LENGTH = 80;
