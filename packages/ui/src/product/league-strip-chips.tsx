import { ALL_LEAGUES } from "@placar/core/messages";

import { LeagueChip, LeagueChipLink } from "./league-chip.tsx";
import type { LeagueFilter, LeagueId, LeagueStripChip } from "./league-strip-filter.ts";
import type { AnchorComponent } from "./nav-link.tsx";

/**
 * One copy of the strip's chips: 'Todas', then one chip per league. The loop's second copy (`copy`) is never a tab
 * stop and reports no focus; a click on it picks its league like the first. With `hrefFor` the chips are links to
 * each filter's address (the page renders the filter its address asks for).
 */
export function LeagueStripChips({
  chips,
  filter,
  copy,
  hrefFor,
  linkAs,
}: {
  chips: readonly LeagueStripChip[];
  filter: LeagueFilter;
  copy: boolean;
  hrefFor?: (id: LeagueId | null) => string;
  linkAs?: AnchorComponent;
}) {
  const { active, tabStop, choose, focused } = filter;
  if (hrefFor) {
    return (
      <>
        <LeagueChipLink
          label={ALL_LEAGUES}
          href={hrefFor(null)}
          linkAs={linkAs}
          isActive={active === null}
          tabIndex={copy || tabStop !== null ? -1 : 0}
          data-league-id=""
          onFocus={copy ? undefined : () => focused(null)}
        />
        {chips.map((chip) => (
          <LeagueChipLink
            key={chip.id}
            label={chip.label}
            href={hrefFor(chip.id)}
            linkAs={linkAs}
            imageUrl={chip.imageUrl ?? null}
            isActive={Object.is(chip.id, active)}
            tabIndex={!copy && Object.is(chip.id, tabStop) ? 0 : -1}
            data-league-id={String(chip.id)}
            onFocus={copy ? undefined : () => focused(chip.id)}
          />
        ))}
      </>
    );
  }
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
