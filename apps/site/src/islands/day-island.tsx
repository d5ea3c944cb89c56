import { startTransition, useCallback, useEffect, useMemo, useState, type MouseEvent } from "react";
import { unwrap, type ApiClient } from "@placar/api-client/client";
import type { GetHousesData } from "@placar/api-client/queries";
import { DayGamesLinksPanel, type DayGamesPanelProps } from "@placar/ui/product/day-games-links-panel";
import { MyGamesToggle } from "@placar/ui/favorites/my-games-toggle";
import { isPlainLeftClick } from "@placar/ui/lib/events";
import { hasFavorites } from "@placar/core/favorites";
import { MY_GAMES_EMPTY, MY_GAMES_NONE_TODAY } from "@placar/core/messages";
import { href } from "@placar/core/routes";
import { useApi } from "../lib/api-context.tsx";
import { siteNow } from "../lib/clock.ts";
import { useFavoritesSlice, type FavoritesState } from "../lib/favorites.ts";
import { useLiveEvents, useSerialRefresh } from "../lib/live-events.ts";
import { REFRESH_MS } from "../lib/refresh.ts";
import { LeagueStar } from "../pages/league-star.tsx";
import type { DayGamesTab } from "@placar/ui/product/day-games-links-panel";
import {
  homeLinks,
  leaguesFor,
  panelNav,
  withFavorites,
  type DayPanel,
  type HomeParams,
} from "../pages/home-view-model.ts";

export interface DayIslandProps extends HomeParams {
  /** The clock at render time: the first render (server and hydration) prints the same labels with it. */
  now: string;
  /** The chosen tab's rows as the first HTML shows them, without team ids; absent when the day's fetch failed. */
  panel?: DayPanel;
  /** Without `panel`, the headings of the chosen market's columns (a market other than 1X2). */
  columns?: string[];
}

const selectSet = (s: FavoritesState) => s.set;
const selectError = (s: FavoritesState) => s.error;

/** The same minute keeps the same Date, so the labels' consumers do not re-render for nothing. */
function sameMinute(a: Date, b: Date): boolean {
  return Math.floor(a.getTime() / 60_000) === Math.floor(b.getTime() / 60_000);
}

/**
 * The day's fixtures with the houses' links for the best prices, fetched again on each refresh; with a market other
 * than 1X2 (`market`, its `?mercado=` value), that market's best prices too, fetched by the rows' builder.
 */
async function fetchDay(api: ApiClient, date: string, market: string | null, signal: AbortSignal) {
  // The rows' builder (and the markets' code) loads with the first refresh: the first render shows the server's rows.
  const builder = import("../pages/day-panel.ts");
  const [day, houses, marketDay] = await Promise.all([
    api.GET("/api/apifootball_app/fixtures/", { params: { query: { date } }, signal }).then(unwrap),
    api
      .GET("/api/houses/", { signal })
      .then(unwrap)
      .catch((): GetHousesData | undefined => undefined),
    market === null ? null : builder.then((m) => m.fetchDayMarket(api, date, market, signal)),
  ]);
  const { dayPanel, panelMarket } = await builder;
  return (tab: HomeParams["tab"]) => dayPanel(day, tab, houses?.results, panelMarket(market, marketDay));
}

/**
 * A day without games (the server's fetch failed): 'Próximo', as the panel picks when nothing is counted, with the
 * chosen market's columns (its loading rows hold as many prices as its rows will).
 */
function emptyPanel(tab: HomeParams["tab"], columns: string[] | undefined): DayPanel {
  return {
    tab: tab ?? ("upcoming" satisfies DayGamesTab),
    counts: { live: 0, finished: 0, upcoming: 0 },
    leagues: [],
    ...(columns ? { columns } : {}),
  };
}

/**
 * docs/product.md#day-games-panel: a match not started that has an article opens the article; anything else the
 * match page (the row's own link, followed by the browser).
 */
function openRow(api: ApiClient, event: MouseEvent<HTMLAnchorElement>, fixtureId: string, notStarted: boolean) {
  if (!notStarted || !isPlainLeftClick(event)) return;
  event.preventDefault();
  void api
    .GET("/api/soccerdata_app/gameByAFBFixtureId/{fixtureId}/", {
      params: { path: { fixtureId: Number(fixtureId) } },
    })
    .then(unwrap)
    .then(
      (game) => game.blogs[0]?.id,
      () => undefined,
    )
    .then((articleId) =>
      window.location.assign(articleId !== undefined ? href.article(articleId) : href.match(fixtureId)),
    );
}

/**
 * The day panel as one of the home's islands: the server's rows at first, then the day's fixtures again every
 * minute and on each change the server pushes for the day (in every state of the address: tab, league, day), the
 * stars, 'Meus jogos' and the sections' toggles. The tabs, the day's arrows and the rows are plain links.
 */
export function DayIsland({
  date,
  tab,
  league,
  isToday,
  market,
  now: firstNow,
  panel: serverPanel,
  columns,
}: DayIslandProps) {
  const api = useApi();
  const [now, setNow] = useState(() => new Date(firstNow));
  const links = useMemo(() => homeLinks({ date, tab, league, isToday, market }), [date, tab, league, isToday, market]);
  const [fetched, setFetched] = useState<DayPanel | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(serverPanel === undefined);
  const load = useCallback(
    async (signal: AbortSignal) => {
      try {
        const panelFor = await fetchDay(api, date, market, signal);
        if (signal.aborted) return;
        // A transition: a busy day's rows render in small slices instead of one long task.
        startTransition(() => {
          setFetched(panelFor(tab));
          setFailed(false);
          setLoading(false);
        });
      } catch {
        if (signal.aborted) return;
        setFailed(true);
        setLoading(false);
      }
    },
    [api, date, tab, market],
  );
  // The day's fixtures again every minute and on each change the server pushes for the day, one fetch at a time.
  // With the server's panel on screen, the first fetch waits for one of those, or for anything followed (the first
  // HTML's rows carry no team ids); without it, at once.
  const refresh = useSerialRefresh(load);
  useEffect(() => {
    if (serverPanel === undefined) refresh();
  }, [load, refresh, serverPanel]);
  useEffect(() => {
    const id = setInterval(refresh, REFRESH_MS);
    return () => clearInterval(id);
  }, [refresh]);
  useLiveEvents(date, refresh);

  useEffect(() => {
    const tick = () =>
      setNow((prev) => {
        const next = siteNow();
        return sameMinute(prev, next) ? prev : next;
      });
    tick();
    const id = setInterval(tick, REFRESH_MS);
    return () => clearInterval(id);
  }, []);

  const panel = fetched ?? serverPanel ?? emptyPanel(tab, columns);
  const nav = useMemo(() => panelNav(date, panel.tab, now, market), [date, panel.tab, now, market]);

  // 'Meus jogos' (docs/product.md#favourites): followed games come first either way. The panel reads only the followed
  // set and the last refusal; each star reads its own state (LeagueStar).
  const followedSet = useFavoritesSlice(selectSet);
  const favoritesError = useFavoritesSlice(selectError);
  const [mine, setMine] = useState(false);
  const followsAnything = hasFavorites(followedSet);
  useEffect(() => {
    if (followsAnything) refresh();
  }, [followsAnything, refresh]);

  // Each row's view is built once per row of the answer (a WeakMap on the row), so the favourites arriving, a star
  // pressed or 'Meus jogos' re-order the sections and rows without a new prop for any row.
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
            onNavigate: (e: MouseEvent<HTMLAnchorElement>) => openRow(api, e, String(r.id), r.icon === "clock"),
          };
          rowViews.set(row, view);
        }
        return view;
      }),
    [api, rowViews],
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

  return (
    // The column around it (and the guide under it) is the page's server HTML.
    <>
      {failed && !fetched && !serverPanel ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
          Não foi possível carregar os jogos agora. Tentaremos de novo em instantes.
        </p>
      ) : null}
      <DayGamesLinksPanel
        heading={nav.heading}
        dateLabel={nav.dateLabel}
        shortDateLabel={nav.shortDateLabel}
        prevHref={nav.prevHref}
        nextHref={nav.nextHref}
        tab={panel.tab}
        tabHref={links.tab}
        counts={panel.counts}
        leagues={leagues}
        columns={panel.columns}
        loading={loading}
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
    </>
  );
}
