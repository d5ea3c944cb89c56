import type { LeagueStripChip } from "@placar/ui/product/league-strip";
import { LeagueStrip } from "@placar/ui/product/league-strip";
import { LeagueList } from "@placar/ui/product/league-list";
import { LeagueStar } from "../pages/league-star.tsx";
import { homeLinks, type HomeParams } from "../pages/home-view-model.ts";

export interface LeagueFilterIslandProps extends HomeParams {
  /** The leagues of the coming games, as the server found them. */
  chips: LeagueStripChip[];
}

/**
 * The strip above the columns, on every width (the left list is hidden on small screens): its chips are links, the
 * island adds its loop, drag and arrow keys.
 */
export function LeagueStripIsland({ chips, ...params }: LeagueFilterIslandProps) {
  const links = homeLinks(params);
  return <LeagueStrip aria-label="Filtrar por liga" chips={chips} value={params.league} hrefFor={links.league} />;
}

/** A star each league: its own state (LeagueStar), so the favourites arriving re-render the stars only. */
const renderLeagueStar = (league: LeagueStripChip) =>
  typeof league.id === "number" ? <LeagueStar id={league.id} name={league.label} /> : null;

/** The left column's list (wide screens): links, with a star each and 'Ver mais' / 'Ver menos'. */
export function LeagueListIsland({ chips, ...params }: LeagueFilterIslandProps) {
  const links = homeLinks(params);
  return <LeagueList leagues={chips} value={params.league} hrefFor={links.league} renderAction={renderLeagueStar} />;
}
