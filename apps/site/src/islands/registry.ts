import type { ComponentProps } from "react";
import { DayIsland } from "./day-island.tsx";
import { HeaderIsland } from "./header-island.tsx";
import { LeagueListIsland, LeagueStripIsland } from "./league-islands.tsx";
import { NoticeIsland } from "./notice-island.tsx";
import { SliderIsland } from "./slider-island.tsx";

/** The home's islands by name: the server renders and the browser hydrates each with the same component. */
export const ISLANDS = {
  header: HeaderIsland,
  notice: NoticeIsland,
  strip: LeagueStripIsland,
  leagues: LeagueListIsland,
  day: DayIsland,
  slider: SliderIsland,
};

export type IslandName = keyof typeof ISLANDS;
export type IslandProps<N extends IslandName> = ComponentProps<(typeof ISLANDS)[N]>;
