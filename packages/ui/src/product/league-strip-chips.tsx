import { ALL_LEAGUES } from "@placar/core/messages";

import { LeagueChip } from "./league-chip.tsx";
import type { LeagueFilter, LeagueStripChip } from "./league-strip-filter.ts";

/**
 * One copy of the strip's chips: 'Todas', then one chip per league. The loop's second copy (`copy`) is never a tab
 * stop and reports no focus; a click on it picks its league like the first.
 */
export function LeagueStripChips({
  chips,
  filter,
  copy,
}: {
  chips: readonly LeagueStripChip[];
  filter: LeagueFilter;
  copy: boolean;
}) {
  const { active, tabStop, choose, focused } = filter;
  return (
    <>
      <LeagueChip
        label={ALL_LEAGUES}
        isActive={active === null}
        tabIndex={copy || tabStop !== null ? -1 : 0}
        data-league-id=""
        onClick={() => choose(null)}
        onFocus={copy ? undefined : () => focused(null)}
      />
      {chips.map((chip) => {
        const isActive = Object.is(chip.id, active);
        return (
          <LeagueChip
            key={chip.id}
            label={chip.label}
            imageUrl={chip.imageUrl ?? null}
            isActive={isActive}
            tabIndex={!copy && Object.is(chip.id, tabStop) ? 0 : -1}
            data-league-id={String(chip.id)}
            onClick={() => choose(chip.id)}
            onFocus={copy ? undefined : () => focused(chip.id)}
          />
        );
      })}
    </>
  );
}
