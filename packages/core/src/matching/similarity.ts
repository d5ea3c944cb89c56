/**
 * How alike two names' core words are, on their own (no alias list): small, strict rules, because a doubtful pair
 * goes to review and a wrong pair is worse than none.
 */
import { FILLER_WORDS, GENERIC_WORDS } from "./names.ts";

/** The levels a team comparison ends at. `sure` and `close` may attach a quote; `partial` only asks for review. */
export const TEAM_LEVEL = { sure: 1, close: 0.9, partial: 0.75 } as const;

export type WordsHow = "exact" | "close" | "partial" | "none";

export interface WordsVerdict {
  how: WordsHow;
  /** 1 exact, 0.9 close, 0.75–0.85 partial (more shared words, higher), 0 none. */
  score: number;
}

/**
 * Optimal string alignment distance (Levenshtein plus swaps of adjacent letters). Stops early and answers
 * `max + 1` once the distance is known to exceed `max`.
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, (before[j - 2] ?? 0) + 1);
      current[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length] ?? 0;
}

/** Dice coefficient of two word multisets: 2 × shared / (|a| + |b|); 0 when both are empty. */
export function wordDice(a: readonly string[], b: readonly string[]): number {
  if (a.length + b.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const w of a) counts.set(w, (counts.get(w) ?? 0) + 1);
  let shared = 0;
  for (const w of b) {
    const n = counts.get(w) ?? 0;
    if (n > 0) {
      shared++;
      counts.set(w, n - 1);
    }
  }
  return (2 * shared) / (a.length + b.length);
}

/**
 * Whether two different words may be spellings of one: same first letter, 6 letters or more, one edit apart
 * ("Olympiakos"/"Olympiacos", "Girona"/"Gerona", "Moenchengladbach"/"Monchengladbach"). Two edits never:
 * "Internacional"/"Internazionale", "Juventus"/"Juventude".
 */
export function closeSpelling(a: string, b: string): boolean {
  if (a === b || a[0] !== b[0] || /\d/.test(a) || /\d/.test(b)) return false;
  return Math.min(a.length, b.length) >= 6 && editDistance(a, b, 1) <= 1;
}

/** A spelling difference alone is enough for `close` only in a long word: "Juventus"/"Juventud" are two clubs. */
const SPELLING_ALONE_MIN_LENGTH = 10;

/** Whether one word abbreviates the other: a prefix at least two letters shorter ("b" Borussia, "inter"). */
export function abbreviates(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return long.length >= short.length + 2 && long.startsWith(short) && !/\d/.test(short);
}

function distinctive(word: string): boolean {
  return !GENERIC_WORDS.has(word) && !FILLER_WORDS.has(word);
}

function sameWords(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const x = [...a].sort();
  const y = [...b].sort();
  return x.every((w, i) => w === y[i]);
}

const NONE: WordsVerdict = { how: "none", score: 0 };

/**
 * Compares two names' core words:
 * - the same words: exact (partial when they are all generic: "Atlético", "Real", "Inter");
 * - every word of the shorter name found, the longer adding only fillers ("Leeds"/"Leeds United"), or spelling and
 *   abbreviation differences, with a distinctive word found as is: close;
 * - every word of the shorter name found, anything else: partial ("Milan"/"Inter Milan", "Atlético"/"Atlético
 *   Mineiro", "Bragantino"/"Red Bull Bragantino");
 * - a word of the shorter name missing: none ("Atlético Madrid"/"Atlético Mineiro").
 */
export function compareWords(a: readonly string[], b: readonly string[]): WordsVerdict {
  if (a.length === 0 || b.length === 0) return NONE;
  if (sameWords(a, b)) {
    return a.some(distinctive) ? { how: "exact", score: TEAM_LEVEL.sure } : partial(a, b);
  }
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const used = new Array<boolean>(long.length).fill(false);
  const found = new Array<"exact" | "spelling" | "abbreviation" | null>(short.length).fill(null);
  const passes: ReadonlyArray<["exact" | "spelling" | "abbreviation", (x: string, y: string) => boolean]> = [
    ["exact", (x, y) => x === y],
    ["spelling", closeSpelling],
    ["abbreviation", abbreviates],
  ];
  for (const [kind, test] of passes) {
    short.forEach((word, i) => {
      if (found[i] !== null) return;
      const j = long.findIndex((other, k) => !used[k] && test(word, other));
      if (j >= 0) {
        used[j] = true;
        found[i] = kind;
      }
    });
  }
  if (found.some((kind) => kind === null)) return NONE;
  const anchored = short.some((word, i) => found[i] === "exact" && distinctive(word));
  const longSpelling = short.some((word, i) => found[i] === "spelling" && word.length >= SPELLING_ALONE_MIN_LENGTH);
  const extras = long.filter((_, k) => !used[k]);
  if (extras.length === 0) return anchored || longSpelling ? { how: "close", score: TEAM_LEVEL.close } : partial(a, b);
  if (anchored && extras.every((word) => FILLER_WORDS.has(word))) return { how: "close", score: TEAM_LEVEL.close };
  return partial(a, b);
}

function partial(a: readonly string[], b: readonly string[]): WordsVerdict {
  const score = TEAM_LEVEL.partial + 0.099 * wordDice(a, b);
  return { how: "partial", score: Math.round(score * 1000) / 1000 };
}
