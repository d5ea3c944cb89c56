/**
 * The seed alias list: known spellings of clubs whose names differ between The Odds API, API-Football, the demo
 * and Brazilian betting houses. Learned aliases (confirmed in the review queue) take the same shape, by canonical
 * name or by our team id, and are simply appended to this list.
 */
import type { TeamAlias } from "./alias-index.ts";
import { AMERICAS_ALIAS_ROWS } from "./aliases-americas.ts";
import { BRAZIL_ALIAS_ROWS } from "./aliases-brazil.ts";
import { EUROPE_ALIAS_ROWS } from "./aliases-europe.ts";

export type { TeamAlias } from "./alias-index.ts";

/**
 * Expands "Canonical @UF | variant | …" rows. "@UF" (a Brazilian state) adds the variant "Canonical-UF" unless the
 * canonical name already ends in it, so every spelling of the club is known to belong to that state.
 */
export function expandAliasRows(rows: readonly string[]): TeamAlias[] {
  const aliases: TeamAlias[] = [];
  for (const row of rows) {
    const [head = "", ...variants] = row.split("|").map((part) => part.trim());
    const state = /^(.*\S)\s+@([A-Z]{2})$/.exec(head);
    const canonical = state ? (state[1] ?? head) : head;
    if (canonical === "") continue;
    aliases.push({ canonical, variant: canonical });
    if (state && !new RegExp(`[-/(]\\s*${state[2]}\\)?$`).test(canonical)) {
      aliases.push({ canonical, variant: `${canonical}-${state[2]}` });
    }
    for (const variant of variants) if (variant !== "") aliases.push({ canonical, variant });
  }
  return aliases;
}

/** Every seed alias: Brazil, Europe, the rest of the Americas. */
export const DEFAULT_TEAM_ALIASES: readonly TeamAlias[] = expandAliasRows([
  ...BRAZIL_ALIAS_ROWS,
  ...EUROPE_ALIAS_ROWS,
  ...AMERICAS_ALIAS_ROWS,
]);
