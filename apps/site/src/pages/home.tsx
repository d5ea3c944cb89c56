import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from "react-router-dom";
import { getFixturesByDateOptions, getHousesOptions } from "@placar/api-client/queries";
import { DayGamesPanel } from "@placar/ui/components/day-games-panel";
import type { StatusGroup } from "@placar/core/status";
import type { HeadData } from "../lib/head.ts";
import { siteNow } from "../lib/clock.ts";
import { useApi } from "../lib/api-context.tsx";
import { useLiveRefresh } from "../lib/live.ts";
import { href } from "../route-map.ts";
import type { RouteDeps } from "../routes.tsx";
import { buildPanel, parseHomeParams, TAB_SLUGS, type HomeParams } from "./home-view-model.ts";

const REFRESH_MS = 60_000;

interface HomeData extends HomeParams {
  /** The clock at load time: the first render (server and hydration) uses it so both print the same label. */
  now: string;
}

export function homeLoader(deps: RouteDeps) {
  return async ({ request }: LoaderFunctionArgs): Promise<HomeData> => {
    const now = deps.now();
    const params = parseHomeParams(new URL(request.url).searchParams, now);
    // A failed fetch must not break the page: the panel shows its error state and retries on refresh.
    await Promise.all([
      deps.queryClient.prefetchQuery(fixturesQuery(deps.api, params.date)),
      deps.queryClient.prefetchQuery(getHousesOptions(deps.api)),
    ]);
    return { ...params, now: now.toISOString() };
  };
}

function fixturesQuery(api: RouteDeps["api"], date: string) {
  return getFixturesByDateOptions(api, { params: { query: { date } } });
}

export function homeHead(): HeadData {
  return {
    title: "Placar — compare as melhores odds de futebol de hoje",
    description:
      "Compare as melhores odds de futebol de hoje em sete casas de apostas licenciadas, acompanhe placares ao vivo e leia estatísticas e análises dos jogos.",
    canonicalPath: "/",
  };
}

export function HomePage() {
  const data = useLoaderData() as HomeData;
  const api = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const [now, setNow] = useState(() => new Date(data.now));
  const options = fixturesQuery(api, data.date);
  const query = useQuery({ ...options, refetchInterval: REFRESH_MS });
  useLiveRefresh(data.date, options.queryKey);
  const houses = useQuery({ ...getHousesOptions(api), staleTime: 10 * 60_000 });

  useEffect(() => {
    setNow(siteNow());
    const id = setInterval(() => setNow(siteNow()), REFRESH_MS);
    return () => clearInterval(id);
  }, [location.key]);

  const panel = buildPanel(query.data, data, now, houses.data?.results);
  const changeTab = (tab: StatusGroup) => {
    void navigate(href.home({ dia: data.isToday ? undefined : data.date, aba: TAB_SLUGS[tab] }), { preventScrollReset: true });
    void query.refetch();
  };

  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="sr-only">Placar: as melhores odds de futebol de hoje</h1>
      {query.isError && !query.data ? (
        <p role="alert" className="mb-4 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
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
        leagues={panel.leagues}
        loading={query.isPending}
      />
    </div>
  );
}
