import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from "react";
import { unwrap } from "@placar/api-client/client";
import type { GetGamesData, GetHousesData } from "@placar/api-client/queries";
import type { FeaturedMatchSliderProps } from "@placar/ui/product/featured-match-slider";
import { FeaturedMatchSliderShell } from "@placar/ui/product/featured-match-skeleton";
import { useApi } from "../lib/api-context.tsx";
import { siteNow } from "../lib/clock.ts";
import { useFavoritesSlice, type FavoritesState } from "../lib/favorites.ts";
import { useLiveEvents, useSerialRefresh } from "../lib/live-events.ts";
import { REFRESH_MS } from "../lib/refresh.ts";
import { featuredMatches } from "../pages/home-view-model.ts";

export interface SliderIslandProps {
  /** The day the page shows (a pushed change of it refreshes the slider's scores and minutes). */
  date: string;
  league: number | null;
  houses: GetHousesData["results"];
}

/**
 * The slider placeholder lasts 1 s (docs/product.md#timings-and-limits) from when the page shows it, however long the
 * slider's code takes.
 */
const SLIDER_PLACEHOLDER_MS = 1000;

const selectSet = (s: FavoritesState) => s.set;

/**
 * The featured-match slider as one of the home's islands. The first HTML holds its placeholder; the coming games
 * (about 170 KB of JSON), the slider's code (with Embla) and its crests are fetched once the column comes within a
 * screen of the viewport: on a phone it is far below the first screen, on a wide one beside the games. The games are
 * fetched again every minute and on each change the server pushes for the page's day.
 */
export function SliderIsland({ date, league, houses }: SliderIslandProps) {
  const api = useApi();
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [games, setGames] = useState<GetGamesData["results"] | undefined>(undefined);
  const [slider, setSlider] = useState<{
    Component: ComponentType<FeaturedMatchSliderProps>;
    loadingMs: number;
  } | null>(null);
  const favorites = useFavoritesSlice(selectSet);

  useEffect(() => {
    // The wrapper has no box of its own (display: contents): the observer watches what it holds.
    const element = ref.current?.firstElementChild;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  const load = useCallback(
    async (signal: AbortSignal) => {
      if (!near) return;
      const data = await api
        .GET("/api/soccerdata_app/games/", { params: { query: { page: 1, page_size: 100 } }, signal })
        .then(unwrap);
      if (!signal.aborted) startTransition(() => setGames(data.results));
    },
    [api, near],
  );
  // Fetched once near, then again every minute and on each change pushed for the day, one fetch at a time.
  const refresh = useSerialRefresh(load);
  useLiveEvents(date, refresh);
  useEffect(() => {
    if (!near) return;
    refresh();
    const id = setInterval(refresh, REFRESH_MS);
    return () => clearInterval(id);
  }, [near, refresh]);

  useEffect(() => {
    if (!near) return;
    const shownAt = performance.now();
    let cancelled = false;
    void import("@placar/ui/product/featured-match-slider").then((m) => {
      // A transition: the slides render in small slices rather than one long task.
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

  const matches = useMemo(
    // The clock when the games arrive: the labels ('Hoje') of a slider shown minutes after the first paint are right.
    () => (games ? featuredMatches(games, league, siteNow(), houses, undefined, favorites) : []),
    [games, league, houses, favorites],
  );
  return (
    <div ref={ref} className="contents">
      {slider ? (
        <slider.Component matches={matches} loading={games === undefined} loadingMs={slider.loadingMs} />
      ) : (
        <FeaturedMatchSliderShell />
      )}
    </div>
  );
}
