/**
 * An alias list made searchable: each club (a canonical name, or a team id of ours) with every spelling known for
 * it, looked up by exact spelling first, then by normalized key.
 */
import { GENERIC_WORDS, markerKey, parseTeamName, type ParsedTeamName } from "./names.ts";

/**
 * A known spelling of a team: of a canonical name (the seed list, aliases learned by name), or of one of our
 * team ids (aliases an admin confirmed for a fixture's team).
 */
export type TeamAlias = { canonical: string; variant: string } | { teamId: number | string; variant: string };

export interface AliasEntity {
  /** The canonical name; null for a team-id entity. */
  canonical: string | null;
  /** Our team id; null for a canonical entity. */
  teamId: string | null;
  /** The state or country code every qualified spelling of it carries; null when none does (or they disagree). */
  qualifier: string | null;
  /** The canonical name (if any) and every variant, parsed. */
  names: readonly ParsedTeamName[];
}

export interface AliasIndex {
  readonly entities: readonly AliasEntity[];
  /** `full` + markers → entities. */
  readonly byFull: ReadonlyMap<string, readonly number[]>;
  /** `key` (core, qualifier, markers) → entities. */
  readonly byKey: ReadonlyMap<string, readonly number[]>;
  /** core + markers, qualifier left out → entities (for a qualified name whose spelling is not listed). */
  readonly byCore: ReadonlyMap<string, readonly number[]>;
  readonly byTeamId: ReadonlyMap<string, number>;
}

function add(map: Map<string, number[]>, key: string, entity: number): void {
  if (key.trim() === "") return;
  const list = map.get(key);
  if (list === undefined) map.set(key, [entity]);
  else if (!list.includes(entity)) list.push(entity);
}

function isIndex(aliases: readonly TeamAlias[] | AliasIndex): aliases is AliasIndex {
  return !Array.isArray(aliases);
}

/** Builds the index once; `matchEvents` accepts either the list or this. */
export function buildAliasIndex(aliases: readonly TeamAlias[] | AliasIndex): AliasIndex {
  if (isIndex(aliases)) return aliases;
  const entityIds = new Map<string, number>();
  const names: ParsedTeamName[][] = [];
  const entities: { canonical: string | null; teamId: string | null }[] = [];
  const entityOf = (identity: string, canonical: string | null, teamId: string | null): number => {
    let id = entityIds.get(identity);
    if (id === undefined) {
      id = entities.length;
      entityIds.set(identity, id);
      entities.push({ canonical, teamId });
      names.push(canonical === null ? [] : [parseTeamName(canonical)]);
    }
    return id;
  };
  for (const alias of aliases) {
    let id: number;
    if ("teamId" in alias) id = entityOf(`#${alias.teamId}`, null, String(alias.teamId));
    else {
      const parsed = parseTeamName(alias.canonical);
      id = entityOf(`${parsed.full}${markerKey(parsed.markers)}`, alias.canonical, null);
    }
    names[id]?.push(parseTeamName(alias.variant));
  }
  const byFull = new Map<string, number[]>();
  const byKey = new Map<string, number[]>();
  const byCore = new Map<string, number[]>();
  const byTeamId = new Map<string, number>();
  const built: AliasEntity[] = entities.map((entity, id) => {
    const own = names[id] ?? [];
    for (const name of own) {
      const markers = markerKey(name.markers);
      add(byFull, `${name.full}${markers}`, id);
      // A name of generic words alone ("Club América", "Racing Club") is known only as spelled: its key ("america",
      // "racing") would claim every América or Racing. With a state ("Atlético-MG") it is specific again.
      if (name.qualifier === null && name.core.every((word) => GENERIC_WORDS.has(word))) continue;
      add(byKey, name.key, id);
      add(byCore, `${name.coreKey}${markers}`, id);
    }
    if (entity.teamId !== null) byTeamId.set(entity.teamId, id);
    const qualifiers = new Set(own.map((name) => name.qualifier).filter((q): q is string => q !== null));
    const qualifier = qualifiers.size === 1 ? ([...qualifiers][0] ?? null) : null;
    return { ...entity, qualifier, names: own };
  });
  return { entities: built, byFull, byKey, byCore, byTeamId };
}

function keyWithMarkers(name: ParsedTeamName, markers: string): string {
  return `${name.coreKey}${name.qualifier === null ? "" : ` /${name.qualifier}`}${markers}`;
}

function lookup(index: AliasIndex, name: ParsedTeamName, markers: string): readonly number[] {
  const full = index.byFull.get(`${name.full}${markers}`);
  if (full) return full;
  const key = index.byKey.get(keyWithMarkers(name, markers));
  if (key) return key;
  if (name.qualifier === null) return [];
  // "Cuiabá-MT" when only "Cuiabá" is listed: the club's other spellings must carry the same state.
  const core = index.byCore.get(`${name.coreKey}${markers}`) ?? [];
  return core.filter((id) => index.entities[id]?.qualifier === name.qualifier);
}

/**
 * The entities a name (with the markers it is matched under) may be: by its own spelling, then, for a women's,
 * youth or reserve side, by its club's; plus the team-id entity of `teamId`.
 */
export function resolveTeam(
  index: AliasIndex,
  name: ParsedTeamName,
  markers: string,
  teamId: number | string | null | undefined,
): number[] {
  let found = lookup(index, name, markers);
  if (found.length === 0 && markers !== "") found = lookup(index, name, "");
  const result = [...found];
  if (teamId !== null && teamId !== undefined) {
    const own = index.byTeamId.get(String(teamId));
    if (own !== undefined && !result.includes(own)) result.push(own);
  }
  return result;
}
