/**
 * Text search as people type it: case and accents do not matter ('gremio' finds 'Grêmio', 'sao paulo' finds
 * 'São Paulo'), and every word typed must appear somewhere ('fla pal' finds 'Flamengo x Palmeiras').
 */

import { foldText, SITE_SEARCH_MAX_LENGTH } from "./search-basics.ts";

export { foldText, SITE_SEARCH_MAX_LENGTH };

/** The folded words of a query; none for a blank one. */
export function searchWords(query: string): string[] {
  return foldText(query).split(/\s+/).filter(Boolean);
}

/** Whether every word is found in the text (folded); true when there are no words. */
export function matchesWords(text: string, words: readonly string[]): boolean {
  const haystack = foldText(text);
  return words.every((w) => haystack.includes(w));
}

/**
 * The same folding for a database that lacks `unaccent` (PGlite): `translate(lower(x), FOLD_FROM, FOLD_TO)`.
 * Covers the accented letters of Portuguese, Spanish, French, German, Italian and the Nordic languages that team
 * and league names carry; each character of FOLD_FROM becomes the one at the same place in FOLD_TO.
 */
export const FOLD_FROM = "áàâãäåāăąéèêëēėęěíìîïīįóòôõöøōőúùûüūůűçćčñńýÿšśžźżłďťřğş";
/**
 * FOLD_FROM folded: `foldText` of each character, with ø → o and ł → l (letters NFD does not take apart). Written
 * out rather than computed when the module loads: this module is in every page's first script, and the computation
 * (fifty Unicode normalisations and the first use of a `\p{M}` pattern) cost the browser a few milliseconds of the
 * page's start for a value only the server uses. The core tests check it against `foldText`.
 */
export const FOLD_TO = "aaaaaaaaaeeeeeeeeiiiiiioooooooouuuuuuucccnnyysszzzldtrgs";

/** `s` made safe inside a LIKE pattern (backslash is PostgreSQL's default escape). */
export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** How far the game search looks around today by default, and the widest window it accepts (days). */
export const GAME_SEARCH_WINDOW = { pastDays: 90, futureDays: 60, maxSpanDays: 400 } as const;

// ── Site search (teams, leagues, games, articles) ─────────────────────────────────────────────────────────

/** How many hits each group of the site search returns at most. */
export const SITE_SEARCH_GROUP_LIMIT = 5;

/** The folded words of a text, split at anything that is not a letter or a digit ("Atlético-MG" → atletico, mg). */
export function searchTokens(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Words of a query that name nothing: the "x" (or "vs") people type between two teams. */
const QUERY_SEPARATORS: ReadonlySet<string> = new Set(["x", "vs", "versus"]);

/** Characters no team, league or article name holds: a query with one left after the markup is code, not a name. */
const CODE_CHARACTERS = /[=;<>{}[\]|\\^~*`]/;

/**
 * The folded words of a query as people type or paste it: markup tags and character references fold away (a pasted
 * `<b>gremio</b>` is gremio, `&amp;` nothing), and so do the "x" and "vs" between two teams. None, so no hits, when
 * nothing with a letter or a digit is left (`<b>x</b>`), or when what is left still holds a character no name has
 * (`' OR 1=1 --`): both matched a dozen unrelated teams (issue 43).
 */
export function queryTokens(query: string): string[] {
  const text = query.replace(/<\/?[a-z][^>]*>/gi, " ").replace(/&(?:#\d+|#x[0-9a-f]+|[a-z]+);/gi, " ");
  if (CODE_CHARACTERS.test(text)) return [];
  return searchTokens(text).filter((w) => !QUERY_SEPARATORS.has(w));
}

/** A query word this short is only looked for at the start of a name's word: "or" inside "Sporting" is noise. */
const INSIDE_WORD_MIN_LENGTH = 3;

/**
 * How well a name answers a query; lower is better, null when it does not match. Tiers, so that exact and prefix
 * hits always come before fuzzy ones:
 * 0 the whole name, 1 the name starts with the query, 2 every word starts a word of the name,
 * 3 every word is inside the name (words of 3 letters or more; shorter ones must start a word), 4 at least one word
 * only matches with a typo. Every query word must match something, as in the game search.
 */
export function matchTier(name: string | readonly string[], queryWords: readonly string[]): number | null {
  if (queryWords.length === 0) return null;
  // The name's words may come folded already (searchTokens), so a long list is not folded again on every query.
  const nameWords = typeof name === "string" ? searchTokens(name) : name;
  const joinedName = nameWords.join(" ");
  const joinedQuery = queryWords.join(" ");
  if (joinedName === joinedQuery) return 0;
  if (joinedName.startsWith(joinedQuery)) return 1;
  let worst = 2;
  for (const q of queryWords) {
    if (nameWords.some((w) => w.startsWith(q))) continue;
    if (q.length >= INSIDE_WORD_MIN_LENGTH && joinedName.includes(q)) {
      worst = Math.max(worst, 3);
      continue;
    }
    if (nameWords.some((w) => typoMatch(q, w))) {
      worst = 4;
      continue;
    }
    return null;
  }
  return worst;
}

/** Edits a word of this length may carry and still match: none below 4 letters, one up to 7, two from 8. */
function allowedEdits(length: number): number {
  return length < 4 ? 0 : length < 8 ? 1 : 2;
}

/** Whether `q` is `word`, or the start of it, within the edits its length allows ("gremo" → "gremio"). */
function typoMatch(q: string, word: string): boolean {
  const max = allowedEdits(q.length);
  if (max === 0 || word.length < q.length - max) return false;
  // One alignment against the word's start: its last row holds the distance to every prefix of the word, so a
  // typo in a word still being typed matches too.
  return editDistance(q, word.slice(0, q.length + max), max, true) <= max;
}

/**
 * Optimal string alignment distance (insert, delete, substitute, swap two neighbours), cut short past `max`. With
 * `toPrefix`, the distance from `a` to the closest prefix of `b` instead.
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY, toPrefix = false): number {
  if (!toPrefix && Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      cur[j] = d;
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return toPrefix ? Math.min(...prev) : prev[b.length]!;
}

/**
 * The items that match the query, best first: by tier, then by `tieBreak` (smaller first; e.g. days from now),
 * then by shorter and alphabetical name. `limit` caps the result. `tokensOf` may give each name's searchTokens
 * computed ahead (they are the cost of a search over thousands of names).
 */
export function rankByName<T>(
  items: Iterable<T>,
  query: string,
  nameOf: (item: T) => string,
  opts: { limit: number; tieBreak?: (item: T) => number; tokensOf?: (item: T) => readonly string[] },
): T[] {
  const words = queryTokens(query);
  const hits: { item: T; tier: number; tie: number; name: string }[] = [];
  for (const item of items) {
    const name = nameOf(item);
    const tier = matchTier(opts.tokensOf ? opts.tokensOf(item) : name, words);
    if (tier !== null) hits.push({ item, tier, tie: opts.tieBreak?.(item) ?? 0, name });
  }
  hits.sort(
    (a, b) =>
      a.tier - b.tier || a.tie - b.tie || a.name.length - b.name.length || a.name.localeCompare(b.name, "pt-BR"),
  );
  return hits.slice(0, opts.limit).map((h) => h.item);
}
