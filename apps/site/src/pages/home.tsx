import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, type MouseEvent } from "react";
import { useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from "react-router-dom";
import { getGameByFixtureIdOptions, getHousesOptions } from "@placar/api-client/queries";
import { DayGamesPanel, type DayGamesPanelProps } from "@placar/ui/product/day-games-panel";
import { MyGamesToggle } from "@placar/ui/favorites/my-games-toggle";
import { hasFavorites } from "@placar/core/favorites";
import { MY_GAMES_EMPTY, MY_GAMES_NONE_TODAY } from "@placar/core/messages";
import { RouterAnchor } from "../lib/router-anchor.tsx";
import type { HeadData } from "../lib/head.ts";
import { siteNow } from "../lib/clock.ts";
import { useApi } from "../lib/api-context.tsx";
import { useLiveRefresh } from "../lib/live.ts";
import { useFavoritesSlice, type FavoritesState } from "../lib/favorites.ts";
import { href } from "@placar/core/routes";
import type { RouteDeps } from "../route-types.ts";
import {
  dayPanel,
  homeLinks,
  leagueChips,
  leaguesFor,
  panelNav,
  parseHomeParams,
  withFavorites,
  withoutTeamIds,
  type DayPanel,
  type HomeParams,
} from "./home-view-model.ts";
import { fixturesQuery, gamesQuery, newsQuery } from "./home-queries.ts";
import { HomeLeagueStrip, HomeLeftColumn, HomeRightColumn, HomeGuide, useNearScreen } from "./home-columns.tsx";
import { LeagueStar } from "./league-star.tsx";
import { isPlainLeftClick } from "@placar/ui/lib/events";
import { useDeferredSections } from "../lib/deferred-sections.ts";
import { firstScreenBoxesHydrated } from "./home-boxes.ts";

import { HOUSES_STALE_MS, REFRESH_MS } from "../lib/refresh.ts";

interface HomeData extends HomeParams {
  /** The clock at load time: the first render (server and hydration) uses it so both print the same label. */
  now: string;
  /** The leagues of the strip and the list, computed on the server (empty in the browser: `games` provides them). */
  chips: ReturnType<typeof leagueChips>;
  /**
   * The day panel as the first HTML shows it, computed on the server (absent in the browser, where the day's
   * fixtures query provides it). The raw fixtures of a busy day are about 400 KB of JSON with every price of
   * every match; the panel needs only the chosen tab's rows with their best prices.
   */
  panel?: DayPanel;
}

export function homeLoader(deps: RouteDeps) {
  return async ({ request }: LoaderFunctionArgs): Promise<HomeData> => {
    const now = deps.now();
    const params = parseHomeParams(new URL(request.url).searchParams, now);
    // A failed fetch must not break the page: each box shows its error or empty state and retries on refresh.
    const games = gamesQuery(deps.api);
    const fixtures = fixturesQuery(deps.api, params.date);
    const houses = getHousesOptions(deps.api);
    // In the browser the navigation commits at once: the page's own queries fetch what it shows (a league chosen on
    // the same day and tab keeps the first HTML's panel and fetches nothing), with placeholders meanwhile.
    if (!deps.awaitData) return { ...params, now: now.toISOString(), chips: [] };
    const [, , upcoming] = await Promise.all([
      deps.queryClient.prefetchQuery(fixtures),
      deps.queryClient.prefetchQuery(houses),
      deps.queryClient.fetchQuery(games).catch(() => null),
      deps.queryClient.prefetchQuery(newsQuery(deps.api)),
    ]);
    // The first HTML embeds what it shows, not the raw answers behind it: the leagues of the coming games (strip
    // and list) instead of the games with all their prices (about 170 KB, fetched by the browser for the slider),
    // and the chosen tab's rows instead of the day's fixtures (about 400 KB on a Saturday). Less to parse and to
    // hydrate; the browser fetches the fixtures on the first refresh or the first pushed change.
    const day = deps.queryClient.getQueryData(fixtures.queryKey);
    const panel = day
      ? withoutTeamIds(dayPanel(day, params.tab, deps.queryClient.getQueryData(houses.queryKey)?.results))
      : undefined;
    deps.queryClient.removeQueries({ queryKey: games.queryKey, exact: true });
    if (panel) deps.queryClient.removeQueries({ queryKey: fixtures.queryKey, exact: true });
    return {
      ...params,
      now: now.toISOString(),
      chips: upcoming ? leagueChips(upcoming.results) : [],
      ...(panel ? { panel } : {}),
    };
  };
}

/**
 * Every state of the home is canonical to `/` (a tab or a day is the same page at another moment); a league's filter
 * is also kept out of search results: the league's own page (`/ligas/{slug}`) is the one to find.
 */
export function homeHead(data?: unknown): HeadData {
  return {
    ...((data as HomeData | undefined)?.league != null ? { noindex: true } : {}),
    title: "Placar — compare as melhores odds de futebol de hoje",
    description:
      "Compare as melhores odds de futebol de hoje entre as casas de apostas licenciadas, acompanhe placares ao vivo e leia estatísticas e análises dos jogos.",
    keywords: ["odds de hoje", "jogos de hoje", "futebol hoje", "odds ao vivo", "estatísticas de futebol"],
    canonicalPath: href.home(),
  };
}

/** The same minute keeps the same Date, so the labels' consumers do not re-render for nothing. */
function sameMinute(a: Date, b: Date): boolean {
  return Math.floor(a.getTime() / 60_000) === Math.floor(b.getTime() / 60_000);
}

type Chips = HomeData["chips"];
function sameChips(a: Chips, b: Chips): boolean {
  return (
    a.length === b.length &&
    a.every((c, i) => c.id === b[i]!.id && c.label === b[i]!.label && c.imageUrl === b[i]!.imageUrl)
  );
}

const selectSet = (s: FavoritesState) => s.set;
const selectError = (s: FavoritesState) => s.error;

export function HomePage() {
  const data = useLoaderData<HomeData>();
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [now, setNow] = useState(() => new Date(data.now));
  // The league filter of the strip and the list is in the address (`?liga=`), as the day and the tab are: its chips
  // and the tabs are links (docs/product.md#league-strip-and-league-list).
  const league = data.league;
  const links = useMemo(
    () => homeLinks({ date: data.date, tab: data.tab, league: data.league, isToday: data.isToday }),
    [data.date, data.tab, data.league, data.isToday],
  );
  // What the first HTML brought (the server's panel and leagues) stays in use through client navigations that keep
  // the day and the tab (a league chosen): only the filter changes, without waiting for the day's fixtures.
  const first = useRef({ date: data.date, tab: data.tab, panel: data.panel, chips: data.chips });
  if (data.panel) first.current = { date: data.date, tab: data.tab, panel: data.panel, chips: data.chips };
  const sameView = first.current.date === data.date && first.current.tab === data.tab;
  const serverPanel = data.panel ?? (sameView ? first.current.panel : undefined);
  const serverChips = data.chips.length > 0 ? data.chips : first.current.chips;

  // With the server's panel on screen, the day's fixtures are first fetched on the first refresh (60 s) or the
  // first change the server pushes for this day, whichever comes first; without it (a client navigation), at once.
  const [wantFixtures, setWantFixtures] = useState(serverPanel === undefined);
  useEffect(() => {
    if (serverPanel === undefined) return setWantFixtures(true);
    const id = setTimeout(() => setWantFixtures(true), REFRESH_MS);
    return () => clearTimeout(id);
  }, [serverPanel]);
  const options = fixturesQuery(api, data.date);
  const query = useQuery({
    ...options,
    refetchInterval: REFRESH_MS,
    enabled: wantFixtures || serverPanel === undefined,
  });
  // A pushed change also refreshes the slider's games (their scores and minutes), not only the day's rows.
  useLiveRefresh(data.date, options.queryKey, undefined, () => {
    setWantFixtures(true);
    void queryClient.invalidateQueries({ queryKey: gamesQuery(api).queryKey, exact: true });
  });
  const houses = useQuery({ ...getHousesOptions(api), staleTime: HOUSES_STALE_MS });
  // The coming games feed the slider, and the strip and list when the first HTML brought no leagues (a client
  // navigation): with the server's leagues on screen, they are fetched once the side column nears the screen.
  const sideRef = useRef<HTMLElement>(null);
  const sideNear = useNearScreen(sideRef);
  const games = useQuery({
    ...gamesQuery(api),
    refetchInterval: REFRESH_MS,
    enabled: sideNear || serverChips.length === 0,
  });

  useEffect(() => {
    const tick = () =>
      setNow((prev) => {
        const next = siteNow();
        return sameMinute(prev, next) ? prev : next;
      });
    tick();
    const id = setInterval(tick, REFRESH_MS);
    return () => clearInterval(id);
  }, [location.key]);

  // Answers that arrive after the first paint re-render through a transition: React renders them in small
  // interruptible slices instead of one long task (a query's update is otherwise synchronous). And each part is
  // computed again only when its inputs change: a new minute or the slider's games leave the day's rows alone.
  const fixturesData = useDeferredValue(query.data);
  const housesData = useDeferredValue(houses.data);
  const gamesData = useDeferredValue(games.data);
  // The flags too: the boxes beside the games hydrate lazily, and new props reaching a box that has not hydrated yet
  // would make React hydrate it at once, in the same long task.
  const gamesPending = useDeferredValue(games.isPending);
  const housesPending = useDeferredValue(houses.isPending);
  const houseNames = useMemo(() => housesData?.results.map((h) => h.house), [housesData]);
  const fromQuery = useMemo(
    () => (fixturesData ? dayPanel(fixturesData, data.tab, housesData?.results) : undefined),
    [fixturesData, data.tab, housesData],
  );
  const panel = fromQuery ?? serverPanel ?? dayPanel(undefined, data.tab);
  const loading = fromQuery === undefined && serverPanel === undefined && query.isPending;
  const nav = useMemo(() => panelNav(data.date, panel.tab, now), [data.date, panel.tab, now]);
  const gameResults = gamesData?.results;
  // The same leagues keep the same array, so the strip and the list do not re-render when the games refresh.
  const chipsRef = useRef(serverChips);
  const chips = useMemo(() => {
    const next = gameResults ? leagueChips(gameResults) : serverChips;
    if (!sameChips(chipsRef.current, next)) chipsRef.current = next;
    return chipsRef.current;
  }, [gameResults, serverChips]);
  const chipsLoading = gamesPending && serverChips.length === 0;

  // docs/product.md#day-games-panel: a match not started that has an article opens the article; anything else the match
  // page.
  const openRowRef =
    useRef<(event: MouseEvent<HTMLAnchorElement>, fixtureId: string, notStarted: boolean) => void>(undefined);
  openRowRef.current = (event, fixtureId, notStarted) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    if (!notStarted) return void navigate(href.match(fixtureId));
    void queryClient
      .fetchQuery({
        ...getGameByFixtureIdOptions(api, { params: { path: { fixtureId: Number(fixtureId) } } }),
        staleTime: 60_000,
      })
      .then(
        (game) => game.blogs[0]?.id,
        () => undefined,
      )
      .then((articleId) => navigate(articleId !== undefined ? href.article(articleId) : href.match(fixtureId)));
  };
  const openRow = useCallback(
    (event: MouseEvent<HTMLAnchorElement>, fixtureId: string, notStarted: boolean) =>
      openRowRef.current?.(event, fixtureId, notStarted),
    [],
  );
  // 'Meus jogos' (docs/product.md#favourites): page state like the league filter; followed games come first either way.
  // The page reads only the followed set (the same object while nothing is followed) and the last refusal; each star
  // reads its own state (LeagueStar), so reading the favourites after hydration re-renders the stars, not the page.
  const followedSet = useFavoritesSlice(selectSet);
  const favoritesError = useFavoritesSlice(selectError);
  const [mine, setMine] = useState(false);
  // Deferred like the page's answers: the slider's column may not have hydrated yet when the favourites are read.
  const favoriteSet = useDeferredValue(followedSet);
  // The first HTML's rows carry no team ids: someone who follows anything gets the day's fixtures (which have them) now.
  const followsAnything = hasFavorites(followedSet);
  useEffect(() => {
    if (followsAnything) setWantFixtures(true);
  }, [followsAnything]);
  // Each row's view is built once per row of the day's answer (a WeakMap on the row), so the favourites arriving after
  // hydration, a star pressed or 'Meus jogos' re-order the sections and rows without a new prop for any row: every
  // memoized OddsRow stays as it is (re-rendering a busy day's 300 rows in one task was the longest task of the home's
  // load on a slow phone).
  type RowView = DayGamesPanelProps["leagues"][number]["rows"][number];
  const rowViews = useMemo(() => new WeakMap<DayPanel["leagues"][number]["rows"][number], RowView>(), []);
  const rowsFor = useCallback(
    (rows: DayPanel["leagues"][number]["rows"]) =>
      rows.map((row) => {
        let view = rowViews.get(row);
        if (!view) {
          const { teamIds: _ids, ...r } = row;
          view = {
            ...r,
            onNavigate: (e: MouseEvent<HTMLAnchorElement>) => openRow(e, String(r.id), r.icon === "clock"),
          };
          rowViews.set(row, view);
        }
        return view;
      }),
    [openRow, rowViews],
  );
  const dayLeagues = useMemo(() => leaguesFor(panel, league), [panel, league]);
  const leagues = useMemo(
    () =>
      withFavorites(dayLeagues, followedSet, mine).map((l) => ({
        ...l,
        action: typeof l.id === "number" ? <LeagueStar id={l.id} name={l.name} /> : undefined,
        rows: rowsFor(l.rows),
      })),
    [dayLeagues, rowsFor, followedSet, mine],
  );
  const deferred = useDeferredSections(firstScreenBoxesHydrated);
  const onPrevDay = useCallback(
    (e: MouseEvent<HTMLElement>) => {
      e.preventDefault();
      void navigate(nav.prevHref, { preventScrollReset: true });
    },
    [navigate, nav.prevHref],
  );
  const onNextDay = useCallback(
    (e: MouseEvent<HTMLElement>) => {
      e.preventDefault();
      void navigate(nav.nextHref, { preventScrollReset: true });
    },
    [navigate, nav.nextHref],
  );

  return (
    <div className="mx-auto flex max-w-screen-2xl flex-col gap-4">
      <h1 className="sr-only">Placar: as melhores odds de futebol de hoje</h1>
      <HomeLeagueStrip chips={chips} value={league} hrefFor={links.league} loading={chipsLoading} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[15rem_minmax(0,1fr)] xl:grid-cols-[15rem_minmax(0,1fr)_20rem]">
        <HomeLeftColumn chips={chips} value={league} hrefFor={links.league} loading={chipsLoading} />
        <div className="flex min-w-0 flex-col gap-6">
          {query.isError && !query.data && !serverPanel ? (
            <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
              Não foi possível carregar os jogos agora. Tentaremos de novo em instantes.
            </p>
          ) : null}
          <DayGamesPanel
            heading={nav.heading}
            dateLabel={nav.dateLabel}
            shortDateLabel={nav.shortDateLabel}
            prevHref={nav.prevHref}
            nextHref={nav.nextHref}
            onPrevDay={onPrevDay}
            onNextDay={onNextDay}
            tab={panel.tab}
            tabHref={links.tab}
            linkAs={RouterAnchor}
            counts={panel.counts}
            leagues={leagues}
            loading={loading}
            // The sections that start closed (on a busy day about thirty, a third of the page's elements) are only
            // their titles in the first HTML; the sections replace them when they near the screen or focus enters.
            {...deferred}
            toolbar={
              <div data-slot="my-games" className="flex flex-col gap-2">
                <MyGamesToggle pressed={mine} onPressedChange={setMine} className="w-fit" />
                {favoritesError ? (
                  <p role="alert" className="text-sm text-destructive">
                    {favoritesError}
                  </p>
                ) : null}
              </div>
            }
            {...(mine ? { emptyMessage: followsAnything ? MY_GAMES_NONE_TODAY : MY_GAMES_EMPTY } : {})}
          />
          <HomeGuide houseNames={houseNames} />
        </div>
        <HomeRightColumn
          league={league}
          now={now}
          games={gameResults}
          gamesPending={gamesPending}
          houses={housesData?.results}
          housesPending={housesPending}
          favorites={favoriteSet}
          near={sideNear}
          columnRef={sideRef}
        />
      </div>
    </div>
  );
}
