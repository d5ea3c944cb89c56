/**
 * Text search as people type it: case and accents do not matter ('gremio' finds 'Grêmio', 'sao paulo' finds
 * 'São Paulo'), and every word typed must appear somewhere ('fla pal' finds 'Flamengo x Palmeiras').
 */

/** Lower case without accents. */
export function foldText(s: string): string {
  return s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

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
/** Letters NFD does not take apart. */
const UNDECOMPOSABLE: Readonly<Record<string, string>> = { ø: "o", ł: "l" };
export const FOLD_TO = Array.from(FOLD_FROM, (c) => UNDECOMPOSABLE[c] ?? foldText(c)).join("");

/** `s` made safe inside a LIKE pattern (backslash is PostgreSQL's default escape). */
export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** How far the game search looks around today by default, and the widest window it accepts (days). */
export const GAME_SEARCH_WINDOW = { pastDays: 90, futureDays: 60, maxSpanDays: 400 } as const;
