import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState, type MouseEvent } from "react";
import { useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from "react-router-dom";
import { getGameByFixtureIdOptions, getHousesOptions } from "@placar/api-client/queries";
import { DayGamesPanel } from "@placar/ui/components/day-games-panel";
import type { LeagueId } from "@placar/ui/components/league-strip";
import type { StatusGroup } from "@placar/core/status";
import type { HeadData } from "../lib/head.ts";
import { siteNow } from "../lib/clock.ts";
import { useApi } from "../lib/api-context.tsx";
import { useLiveRefresh } from "../lib/live.ts";
import { href } from "../route-map.ts";
import type { RouteDeps } from "../routes.tsx";
import { buildPanel, leagueChips, parseHomeParams, TAB_SLUGS, type HomeParams } from "./home-view-model.ts";
import { fixturesQuery, gamesQuery, newsQuery } from "./home-queries.ts";
import { HomeLeagueStrip, HomeLeftColumn, HomeRightColumn, HomeGuide } from "./home-columns.tsx";

const REFRESH_MS = 60_000;

interface HomeData extends HomeParams {
  /** The clock at load time: the first render (server and hydration) uses it so both print the same label. */
  now: string;
  /** The leagues of the strip and the list, computed on the server (empty in the browser: `games` provides them). */
  chips: ReturnType<typeof leagueChips>;
}

export function homeLoader(deps: RouteDeps) {
  return async ({ request }: LoaderFunctionArgs): Promise<HomeData> => {
    const now = deps.now();
    const params = parseHomeParams(new URL(request.url).searchParams, now);
    // A failed fetch must not break the page: each box shows its error or empty state and retries on refresh.
    const games = gamesQuery(deps.api);
    const [, , upcoming] = await Promise.all([
      deps.queryClient.prefetchQuery(fixturesQuery(deps.api, params.date)),
      deps.queryClient.prefetchQuery(getHousesOptions(deps.api)),
      deps.awaitData ? deps.queryClient.fetchQuery(games).catch(() => null) : deps.queryClient.prefetchQuery(games).then(() => null),
      deps.queryClient.prefetchQuery(newsQuery(deps.api)),
    ]);
    // The first HTML needs only the leagues of the coming games (strip and list); the games themselves (about
    // 170 KB of JSON with every price) feed the slider, which the browser fills after hydration anyway. Keeping
    // them out of the embedded cache makes the page lighter to parse and hydrate.
    if (deps.awaitData) deps.queryClient.removeQueries({ queryKey: games.queryKey, exact: true });
    return { ...params, now: now.toISOString(), chips: upcoming ? leagueChips(upcoming.results) : [] };
  };
}

export function homeHead(): HeadData {
  return {
    title: "Placar — compare as melhores odds de futebol de hoje",
    description:
      "Compare as melhores odds de futebol de hoje em sete casas de apostas licenciadas, acompanhe placares ao vivo e leia estatísticas e análises dos jogos.",
    keywords: ["odds de hoje", "jogos de hoje", "futebol hoje", "odds ao vivo", "estatísticas de futebol"],
    canonicalPath: "/",
  };
}

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function HomePage() {
  const data = useLoaderData() as HomeData;
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [now, setNow] = useState(() => new Date(data.now));
  // The league filter of the strip and the list; a new day or tab starts again from 'Todas'.
  const [league, setLeague] = useState<LeagueId | null>(null);
  useEffect(() => setLeague(null), [data.date, data.tab]);

  const options = fixturesQuery(api, data.date);
  const query = useQuery({ ...options, refetchInterval: REFRESH_MS });
  useLiveRefresh(data.date, options.queryKey);
  const houses = useQuery({ ...getHousesOptions(api), staleTime: 10 * 60_000 });
  const games = useQuery({ ...gamesQuery(api), refetchInterval: REFRESH_MS });

  useEffect(() => {
    setNow(siteNow());
    const id = setInterval(() => setNow(siteNow()), REFRESH_MS);
    return () => clearInterval(id);
  }, [location.key]);

  const panel = buildPanel(query.data, data, now, houses.data?.results, league);
  const chips = games.data ? leagueChips(games.data.results) : data.chips;
  const chipsLoading = games.isPending && data.chips.length === 0;
  const changeTab = (tab: StatusGroup) => {
    void navigate(href.home({ dia: data.isToday ? undefined : data.date, aba: TAB_SLUGS[tab] }), { preventScrollReset: true });
    void query.refetch();
  };

  // The spec's row rule: a match not started that has an article opens the article; anything else the match page.
  const openRow = (event: MouseEvent<HTMLAnchorElement>, fixtureId: string, notStarted: boolean) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    if (!notStarted) return void navigate(href.match(fixtureId));
    queryClient
      .fetchQuery({ ...getGameByFixtureIdOptions(api, { params: { path: { fixtureId: Number(fixtureId) } } }), staleTime: 60_000 })
      .then((game) => game.blogs[0]?.id, () => undefined)
      .then((articleId) => navigate(articleId !== undefined ? href.article(articleId) : href.match(fixtureId)));
  };
  const leagues = panel.leagues.map((l) => ({
    ...l,
    rows: l.rows.map((r) => ({ ...r, onNavigate: (e: MouseEvent<HTMLAnchorElement>) => openRow(e, String(r.id), r.icon === "clock") })),
  }));

  return (
    <div className="mx-auto flex max-w-screen-2xl flex-col gap-4">
      <h1 className="sr-only">Placar: as melhores odds de futebol de hoje</h1>
      <HomeLeagueStrip chips={chips} value={league} onValueChange={setLeague} loading={chipsLoading} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[15rem_minmax(0,1fr)] xl:grid-cols-[15rem_minmax(0,1fr)_20rem]">
        <HomeLeftColumn chips={chips} value={league} onValueChange={setLeague} loading={chipsLoading} />
        <div className="flex min-w-0 flex-col gap-6">
          {query.isError && !query.data ? (
            <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
              Não foi possível carregar os jogos agora. Tentaremos de novo em instantes.
            </p>
          ) : null}
          <DayGamesPanel
            dateLabel={panel.dateLabel}
            shortDateLabel={panel.shortDateLabel}
            prevHref={panel.prevHref}
            nextHref={panel.nextHref}
            onPrevDay={(e) => {
              e.preventDefault();
              void navigate(panel.prevHref, { preventScrollReset: true });
            }}
            onNextDay={(e) => {
              e.preventDefault();
              void navigate(panel.nextHref, { preventScrollReset: true });
            }}
            tab={panel.tab}
            onTabChange={changeTab}
            counts={panel.counts}
            leagues={leagues}
            loading={query.isPending}
          />
          <HomeGuide />
        </div>
        <HomeRightColumn league={league} now={now} games={games} houses={houses} />
      </div>
    </div>
  );
}
