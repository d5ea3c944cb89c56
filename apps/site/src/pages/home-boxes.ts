import { createElement, lazy, useEffect, type ComponentType } from "react";
import type { LeagueListProps } from "@placar/ui/product/league-list";
import type { NewsListProps } from "@placar/ui/product/news-list";
import type { OffersBoxProps } from "@placar/ui/product/offers-box";
import type { LeagueStripProps } from "@placar/ui/product/league-strip";

/**
 * The home's boxes around the day's games: the league strip and list, the offers, the latest news and the 'why
 * use' guide. They are in the first HTML, but their code stays out of the first page's bundle (the JS budget of `/`):
 * in the browser they are lazy, and React's selective hydration keeps the server's HTML of a suspended
 * boundary on screen until the chunk arrives, then hydrates it. The server renders them directly:
 * `home-boxes.server.tsx`, imported only by the server entry, registers the static components.
 */
export interface HomeBoxes {
  OffersBox: ComponentType<OffersBoxProps>;
  NewsList: ComponentType<NewsListProps>;
  WhyUseGuide: ComponentType<{ houseNames?: readonly string[] }>;
  LeagueList: ComponentType<LeagueListProps>;
  LeagueStrip: ComponentType<LeagueStripProps>;
}

let boxes: HomeBoxes = {
  OffersBox: lazy(() => import("@placar/ui/product/offers-box").then((m) => ({ default: m.OffersBox }))),
  NewsList: lazy(() => import("@placar/ui/product/news-list").then((m) => ({ default: m.NewsList }))),
  WhyUseGuide: lazy(() => import("./home-guide.tsx")),
  // The left column only shows on wide screens; the strip above the games filters on every width.
  LeagueList: lazy(() => import("@placar/ui/product/league-list").then((m) => ({ default: m.LeagueList }))),
  // Above the games, but its loop and drag code need not hold back the first hydration (its chips are links
  // meanwhile). Nothing the page renders after hydration may hold that part back: see `firstScreenBoxesHydrated`.
  LeagueStrip: lazy(() =>
    import("@placar/ui/product/league-strip").then(({ LeagueStrip }) => ({
      default: function HydratedLeagueStrip(props: LeagueStripProps) {
        useEffect(() => stripHydrated(), []);
        return createElement(LeagueStrip, props);
      },
    })),
  ),
};

let stripHydrated!: () => void;
const stripHydration = new Promise<void>((resolve) => (stripHydrated = resolve));

/**
 * Resolves once the first screen's lazy box (the league strip) has hydrated (or mounted, after a client
 * navigation): its code arrives after the first hydration, and React hydrates it in a retry at low priority. A
 * transition started before then comes first and keeps it server HTML longer.
 */
export function firstScreenBoxesHydrated(): Promise<void> {
  return stripHydration;
}

/** Called once by the server entry: render the boxes without suspending. */
export function registerStaticHomeBoxes(staticBoxes: HomeBoxes): void {
  boxes = staticBoxes;
}

export function homeBoxes(): HomeBoxes {
  return boxes;
}
