import { useQuery } from "@tanstack/react-query";
import {
  memo,
  startTransition,
  Suspense,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type RefObject,
} from "react";
import { useNavigate } from "react-router-dom";
import type { GetGamesData, GetHousesData } from "@placar/api-client/queries";
import type { FeaturedMatchSliderProps } from "@placar/ui/product/featured-match-slider";
import { FeaturedMatchSliderShell } from "@placar/ui/product/featured-match-skeleton";
import type { LeagueId, LeagueStripChip } from "@placar/ui/product/league-strip";
import { RouterAnchor } from "../lib/router-anchor.tsx";
import type { FavoriteSet } from "@placar/core/favorites";
import { LeagueStar } from "./league-star.tsx";
import { useApi } from "../lib/api-context.tsx";
import { HydrateWhenNear } from "../lib/hydrate-when-near.tsx";
import { featuredMatches, newsItems } from "./home-view-model.ts";
import { newsQuery } from "./home-queries.ts";
import { homeBoxes } from "./home-boxes.ts";

interface LeagueFilterProps {
  chips: readonly LeagueStripChip[];
  value: LeagueId | null;
  /** Each filter's address: the chips and the list's items are links. */
  hrefFor: (id: LeagueId | null) => string;
  loading: boolean;
}

// The columns are memoized: the page re-renders for its own state (a new minute, a query's status) without
// re-rendering the boxes whose props did not change.

/** The strip above the columns: on every width, since the left list is hidden on small screens. */
export const HomeLeagueStrip = memo(function HomeLeagueStrip(props: LeagueFilterProps) {
  const { LeagueStrip } = homeBoxes();
  return (
    // The strip's height while its code loads in a client navigation (on the first page, the server's HTML stays,
    // its chips plain links until it hydrates).
    <Suspense fallback={<div className="h-11" aria-hidden="true" />}>
      <LeagueStrip aria-label="Filtrar por liga" linkAs={RouterAnchor} {...props} />
    </Suspense>
  );
});

/** A star each league: its own state (LeagueStar), so the favourites arriving re-render the stars only. */
const renderLeagueStar = (league: LeagueStripChip) =>
  typeof league.id === "number" ? <LeagueStar id={league.id} name={league.label} /> : null;

/** Left column: the league list (first 7, 'Ver mais' / 'Ver menos', 'Todas', a star each) and the side image. */
export const HomeLeftColumn = memo(function HomeLeftColumn({ chips, value, hrefFor, loading }: LeagueFilterProps) {
  const { LeagueList } = homeBoxes();
  return (
    // Hidden on phones, where it never nears the screen: server HTML only, never hydrated there.
    <HydrateWhenNear>
      <aside aria-label="Ligas" className="hidden flex-col gap-4 lg:flex">
        <Suspense>
          <LeagueList
            leagues={chips}
            value={value}
            hrefFor={hrefFor}
            linkAs={RouterAnchor}
            loading={loading}
            renderAction={renderLeagueStar}
          />
        </Suspense>
        <img
          src="/side-banner.svg"
          alt="Compare antes de apostar: casas licenciadas, a melhor odd em destaque. 18+, jogue com responsabilidade."
          width={240}
          height={400}
          loading="lazy"
          className="h-auto w-full rounded-lg"
        />
      </aside>
    </HydrateWhenNear>
  );
});

/** The 'why use Placar' guide under the day's games. */
export const HomeGuide = memo(function HomeGuide({ houseNames }: { houseNames?: readonly string[] }) {
  const { WhyUseGuide } = homeBoxes();
  return (
    // Below the day's games: server HTML until it nears the screen.
    <HydrateWhenNear>
      <WhyUseGuide houseNames={houseNames} />
    </HydrateWhenNear>
  );
});

interface RightColumnProps {
  league: LeagueId | null;
  now: Date;
  games: GetGamesData["results"] | undefined;
  gamesPending: boolean;
  houses: GetHousesData["results"] | undefined;
  housesPending: boolean;
  /** Followed teams and leagues: their games come first (deferred by the page, like the other answers). */
  favorites: FavoriteSet;
  /** Whether the column is near the screen (see `useNearScreen`): the slider's code loads only then. */
  near: boolean;
  /** The column's element, for the page's `useNearScreen`. */
  columnRef: RefObject<HTMLElement | null>;
}

const NO_HOUSES: GetHousesData["results"] = [];

/**
 * The slider placeholder lasts 1 s (docs/product.md#timings-and-limits) from when the page shows it, however long the
 * slider's code takes.
 */
const SLIDER_PLACEHOLDER_MS = 1000;

/**
 * The featured-match slider, whose code (with Embla) loads after hydration: the first HTML and the first
 * second show its placeholder anyway, with the same markup and size, so nothing moves when it swaps in.
 */
function LazyFeaturedMatchSlider({ near, ...props }: Omit<FeaturedMatchSliderProps, "loadingMs"> & { near: boolean }) {
  const [slider, setSlider] = useState<{
    Component: ComponentType<FeaturedMatchSliderProps>;
    loadingMs: number;
  } | null>(null);
  useEffect(() => {
    if (!near) return;
    const shownAt = performance.now();
    let cancelled = false;
    void import("@placar/ui/product/featured-match-slider").then((m) => {
      // A transition: the slides render in small slices rather than one long task right after hydration.
      if (!cancelled)
        startTransition(() =>
          setSlider({
            Component: m.FeaturedMatchSlider,
            loadingMs: Math.max(0, SLIDER_PLACEHOLDER_MS - (performance.now() - shownAt)),
          }),
        );
    });
    return () => {
      cancelled = true;
    };
  }, [near]);
  if (!slider) return <FeaturedMatchSliderShell />;
  return <slider.Component {...props} loadingMs={slider.loadingMs} />;
}

/**
 * Whether the element has come near the screen (within a screen's height of it): once true, it stays true. On a
 * phone the side column is far below the first screen, so the slider's games (about 170 KB of JSON), its code and
 * its thirty crests wait until the visitor scrolls towards it instead of competing with the first screen's
 * hydration; on a wide screen the column is beside the games and is near at once.
 */
export function useNearScreen(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

/** Right column: featured matches (filtered by the chosen league), the best offers and the latest news. */
export const HomeRightColumn = memo(function HomeRightColumn({
  league,
  now,
  games,
  gamesPending,
  houses,
  housesPending,
  favorites,
  near,
  columnRef,
}: RightColumnProps) {
  const api = useApi();
  const navigate = useNavigate();
  const news = useQuery({ ...newsQuery(api), staleTime: 60_000 });
  // Deferred, like the page's own answers: the news box may not have hydrated yet when they arrive.
  const newsData = useDeferredValue(news.data);
  const newsPending = useDeferredValue(news.isPending);
  const { OffersBox, NewsList } = homeBoxes();
  const matches = useMemo(
    () => featuredMatches(games, league, now, houses, undefined, favorites),
    [games, league, now, houses, favorites],
  );
  const newsList = useMemo(() => newsItems(newsData?.results), [newsData]);
  return (
    <aside
      ref={columnRef}
      aria-label="Destaques"
      className="home-side-column flex min-w-0 flex-col gap-4 lg:col-span-2 xl:col-span-1"
    >
      <LazyFeaturedMatchSlider
        near={near}
        matches={matches}
        loading={gamesPending}
        onNavigate={(event, match) => {
          event.preventDefault();
          void navigate(match.href);
        }}
      />
      {/* Below the games on a phone: server HTML until they near the screen (their code loads then too). */}
      <HydrateWhenNear>
        <OffersBox houses={houses ?? NO_HOUSES} loading={housesPending} />
      </HydrateWhenNear>
      <HydrateWhenNear>
        <NewsList
          items={newsList}
          now={now}
          loading={newsPending}
          onNavigate={(event, item) => {
            event.preventDefault();
            void navigate(item.href);
          }}
        />
      </HydrateWhenNear>
    </aside>
  );
});
