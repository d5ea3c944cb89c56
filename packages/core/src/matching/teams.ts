/**
 * Whether a source's team and a fixture's team are the same: the alias list first (same club: sure; two different
 * known clubs: never), then the names' own words, with markers and qualifiers as hard limits.
 */
import { buildAliasIndex, resolveTeam, type AliasIndex, type TeamAlias } from "./alias-index.ts";
import {
  FILLER_WORDS,
  GENERIC_WORDS,
  markerKey,
  markersCompatible,
  parseTeamName,
  withCompetitionMarkers,
  type ParsedTeamName,
  type TeamMarkers,
} from "./names.ts";
import { compareWords, TEAM_LEVEL, type WordsVerdict } from "./similarity.ts";

export type TeamHow = "alias" | "exact" | "close" | "partial" | "none";

export interface TeamVerdict {
  how: TeamHow;
  /** 1 sure (alias, exact), 0.9 close, 0.75–0.85 partial (review only), 0 none. */
  score: number;
  /** Why a pair that looks alike is refused or held back. */
  note?: "marker" | "qualifier" | "different-clubs" | "ambiguous" | "qualifier-one-side";
}

/** A team name made ready for many comparisons. */
export interface PreparedTeam {
  /** Dense id, for the comparison cache. */
  readonly id: number;
  readonly parsed: ParsedTeamName;
  /** Its own markers plus those its competition implies. */
  readonly markers: TeamMarkers;
  /** Alias entities it may be (canonical and team-id). */
  readonly entities: readonly number[];
  /** How many of `entities` are canonical clubs: 2 or more is ambiguous ("Barcelona" for FC and SC). */
  readonly canonicalCount: number;
  /** Its qualifier, or its only club's. */
  readonly qualifier: string | null;
  /** Keys shared with any team it could match: its entities, distinctive words and their first three letters. */
  readonly blockKeys: readonly string[];
}

export interface TeamComparer {
  readonly index: AliasIndex;
  prepare(name: string, teamId?: number | string | null, competition?: TeamMarkers): PreparedTeam;
  compare(a: PreparedTeam, b: PreparedTeam): TeamVerdict;
}

const NONE: TeamVerdict = { how: "none", score: 0 };

function blockKeys(parsed: ParsedTeamName, entities: readonly number[]): string[] {
  const keys = new Set<string>(entities.map((id) => `e${id}`));
  const distinctive = parsed.core.filter((w) => !GENERIC_WORDS.has(w) && !FILLER_WORDS.has(w));
  for (const word of distinctive.length > 0 ? distinctive : parsed.core) {
    keys.add(`w${word}`);
    if (word.length > 3) keys.add(`p${word.slice(0, 3)}`);
  }
  return [...keys];
}

function fromWords(verdict: WordsVerdict): TeamVerdict {
  return { how: verdict.how, score: verdict.score };
}

function capToPartial(verdict: TeamVerdict, note: TeamVerdict["note"]): TeamVerdict {
  if (verdict.score <= TEAM_LEVEL.partial) return verdict;
  return { how: "partial", score: Math.min(verdict.score, 0.8), note };
}

/** A comparer over one alias list, caching what it prepares and compares. */
export function createTeamComparer(aliases: readonly TeamAlias[] | AliasIndex): TeamComparer {
  const index = buildAliasIndex(aliases);
  const prepared = new Map<string, PreparedTeam>();
  const parsedCache = new Map<string, ParsedTeamName>();
  const verdicts = new Map<number, TeamVerdict>();
  let nextId = 0;

  function prepare(name: string, teamId?: number | string | null, competition?: TeamMarkers): PreparedTeam {
    const cacheKey = `${name}\u0001${teamId ?? ""}\u0001${competition ? markerKey(competition) : ""}`;
    const known = prepared.get(cacheKey);
    if (known) return known;
    let parsed = parsedCache.get(name);
    if (parsed === undefined) {
      parsed = parseTeamName(name);
      parsedCache.set(name, parsed);
    }
    const markers = competition ? withCompetitionMarkers(parsed.markers, competition) : parsed.markers;
    const entities = resolveTeam(index, parsed, markerKey(markers), teamId);
    const canonical = entities.filter((id) => index.entities[id]?.canonical !== null);
    const only = canonical.length === 1 ? index.entities[canonical[0] ?? -1] : undefined;
    const team: PreparedTeam = {
      id: nextId++,
      parsed,
      markers,
      entities,
      canonicalCount: canonical.length,
      qualifier: parsed.qualifier ?? only?.qualifier ?? null,
      blockKeys: blockKeys(parsed, entities),
    };
    prepared.set(cacheKey, team);
    return team;
  }

  /** Fuzzy words, also against every spelling of the one club the other side is known to be. */
  function byWords(a: PreparedTeam, b: PreparedTeam): TeamVerdict {
    let best = fromWords(compareWords(a.parsed.core, b.parsed.core));
    const [known, unknown] = a.canonicalCount === 1 && b.entities.length === 0 ? [a, b] : [b, a];
    if (known.canonicalCount === 1 && unknown.entities.length === 0) {
      const entityId = known.entities.find((id) => index.entities[id]?.canonical !== null);
      for (const variant of index.entities[entityId ?? -1]?.names ?? []) {
        if (best.score >= TEAM_LEVEL.sure) break;
        const verdict = compareWords(unknown.parsed.core, variant.core);
        if (verdict.score > best.score) best = fromWords(verdict);
      }
    }
    return best;
  }

  function compareUncached(a: PreparedTeam, b: PreparedTeam): TeamVerdict {
    if (a.parsed.core.length === 0 || b.parsed.core.length === 0) return NONE;
    if (!markersCompatible(a.markers, b.markers)) return { ...NONE, note: "marker" };
    if (a.qualifier !== null && b.qualifier !== null && a.qualifier !== b.qualifier) {
      return { ...NONE, note: "qualifier" };
    }
    const shared = a.entities.filter((id) => b.entities.includes(id));
    if (shared.length > 0) {
      const byTeamId = shared.some((id) => index.entities[id]?.teamId !== null);
      if (byTeamId || (a.canonicalCount <= 1 && b.canonicalCount <= 1)) return { how: "alias", score: TEAM_LEVEL.sure };
      return { how: "partial", score: TEAM_LEVEL.partial, note: "ambiguous" };
    }
    if (a.canonicalCount > 0 && b.canonicalCount > 0) return { ...NONE, note: "different-clubs" };
    let verdict = byWords(a, b);
    if ((a.qualifier === null) !== (b.qualifier === null)) verdict = capToPartial(verdict, "qualifier-one-side");
    if (a.canonicalCount > 1 || b.canonicalCount > 1) verdict = capToPartial(verdict, "ambiguous");
    return verdict;
  }

  function compare(a: PreparedTeam, b: PreparedTeam): TeamVerdict {
    const key = a.id * 4_194_304 + b.id; // ids stay far below 2^22 in one run
    let verdict = verdicts.get(key);
    if (verdict === undefined) {
      verdict = compareUncached(a, b);
      verdicts.set(key, verdict);
    }
    return verdict;
  }

  return { index, prepare, compare };
}

/** Compares two team names once (for many pairs, keep a `createTeamComparer`). */
export function compareTeamNames(a: string, b: string, aliases: readonly TeamAlias[] | AliasIndex): TeamVerdict {
  const comparer = createTeamComparer(aliases);
  return comparer.compare(comparer.prepare(a), comparer.prepare(b));
}
