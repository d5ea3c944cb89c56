import * as React from "react";

import { useControllableState } from "../primitives/use-controllable-state.ts";

/** A league's id as the data gives it. */
export type LeagueId = string | number;

export type LeagueStripChip = {
  /** The league's id, reported through `onValueChange`. */
  id: LeagueId;
  /** The league's name. */
  label: string;
  /** The league's logo; a trophy is shown when missing or broken. */
  imageUrl?: string | null;
};

/** What the chips need of the filter: which league is active, which chip takes Tab, and the two callbacks. */
export type LeagueFilter = {
  /** The active league's id, or null for 'Todas'. */
  active: LeagueId | null;
  /** The one chip Tab reaches: the chip last focused, else the active one ('Todas' is null). */
  tabStop: LeagueId | null;
  /** A chip was pressed: its league becomes the filter, or the filter returns to 'Todas' when it already was. */
  choose: (id: LeagueId | null) => void;
  /** A chip of the list (not the loop's copy) took focus. */
  focused: (id: LeagueId | null) => void;
};

/** The strip's filter: the active league (controlled or not) and its toolbar's single tab stop. */
export function useLeagueFilter(
  chips: readonly LeagueStripChip[],
  value: LeagueId | null | undefined,
  defaultValue: LeagueId | null,
  onValueChange: ((value: LeagueId | null) => void) | undefined,
): LeagueFilter {
  const [active, setActive] = useControllableState<LeagueId | null>(value, defaultValue, onValueChange);
  const [focusedId, setFocusedId] = React.useState<LeagueId | null | undefined>(undefined);

  const choose = (id: LeagueId | null) => {
    // Clicking the active league again clears the filter.
    setActive(id === null || Object.is(id, active) ? null : id);
  };

  const ids: (LeagueId | null)[] = [null, ...chips.map((chip) => chip.id)];
  // One tab stop for the whole strip: the chip last focused, else the active one.
  const tabStop =
    focusedId !== undefined && ids.some((id) => Object.is(id, focusedId))
      ? focusedId
      : ids.some((id) => Object.is(id, active))
        ? active
        : null;

  return { active, tabStop, choose, focused: setFocusedId };
}

/**
 * The toolbar's keys: arrows move to the next or previous chip of `list` (wrapping round), Home and End to the
 * first and last. Other keys, and keys with a modifier, are left to the browser.
 */
export function moveChipFocus(event: React.KeyboardEvent, list: HTMLElement | null): void {
  if (!list || event.altKey || event.ctrlKey || event.metaKey) return;
  const buttons = [...list.querySelectorAll<HTMLElement>('[data-slot="league-chip"]')];
  const index = buttons.indexOf(event.target as HTMLElement);
  if (index === -1) return;
  const last = buttons.length - 1;
  const target =
    event.key === "ArrowRight"
      ? index === last
        ? 0
        : index + 1
      : event.key === "ArrowLeft"
        ? index === 0
          ? last
          : index - 1
        : event.key === "Home"
          ? 0
          : event.key === "End"
            ? last
            : null;
  if (target === null) return;
  event.preventDefault();
  buttons[target]?.focus();
}
