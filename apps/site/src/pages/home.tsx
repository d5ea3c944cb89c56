import { useLoaderData, type LoaderFunctionArgs } from "react-router-dom";
import { getGamesByDateMarketOptions, getHousesOptions, type GetHousesData } from "@placar/api-client/queries";
import { MarketSelector } from "@placar/ui/product/market-selector";
import { marketSlug } from "@placar/core/markets";
import { NewsList } from "@placar/ui/product/news-list";
import { OffersBox } from "@placar/ui/product/offers-box";
import type { HeadData } from "../lib/head.ts";
import { href } from "@placar/core/routes";
import type { RouteDeps } from "../route-types.ts";
import { Island } from "../islands/island.tsx";
import {
  leagueChips,
  newsItems,
  parseHomeParams,
  TAB_SLUGS,
  withoutTeamIds,
  type HomeParams,
} from "./home-view-model.ts";
import { dayPanel, marketColumns, panelMarket, type DayPanel } from "./day-panel.ts";
import { marketFromQuery, marketHref } from "./market-board.ts";
import { fixturesQuery, gamesQuery, newsQuery } from "./home-queries.ts";
import { HomeGuide } from "./home-guide.tsx";

interface HomeData extends HomeParams {
  /** The clock at load time: the first render (server and hydration) uses it so both print the same label. */
  now: string;
  /** The leagues of the strip and the list: those of the coming games. */
  chips: ReturnType<typeof leagueChips>;
  /**
   * The day panel as the first HTML shows it (absent when the day's fetch failed). The raw fixtures of a busy day
   * are about 400 KB of JSON with every price of every match; the panel needs only the chosen tab's rows with their
   * best prices, and travels to the day panel's island as its props.
   */
  panel?: DayPanel;
  houses: GetHousesData["results"] | null;
  news: ReturnType<typeof newsItems> | null;
}

/**
 * The home's data, on the server only: `/` is rendered by the server alone, and in the browser its parts that need
 * script are islands (docs/decisions/0012-home-islands.md). A client navigation of the app to `/` loads the page
 * (routes.tsx), which the server's page cache answers.
 */
export function homeLoader(deps: RouteDeps) {
  return async ({ request }: LoaderFunctionArgs): Promise<HomeData> => {
    const now = deps.now();
    const search = new URL(request.url).searchParams;
    // `?mercado=`: a market other than 1X2 (page-policy.ts sends any other value to the address without it).
    const market = marketFromQuery(search.get("mercado"));
    const params: HomeParams = {
      ...parseHomeParams(search, now),
      market: market.key === "1x2" ? null : marketSlug(market),
    };
    // A failed fetch must not break the page: each box shows its error or empty state and retries on refresh.
    const [day, houses, upcoming, news, marketDay] = await Promise.all([
      deps.queryClient.fetchQuery(fixturesQuery(deps.api, params.date)).catch(() => null),
      deps.queryClient.fetchQuery(getHousesOptions(deps.api)).catch(() => null),
      deps.queryClient.fetchQuery(gamesQuery(deps.api)).catch(() => null),
      deps.queryClient.fetchQuery(newsQuery(deps.api)).catch(() => null),
      // The market's best prices over the day (a row without them shows its outcomes without a price).
      params.market === null
        ? null
        : deps.queryClient
            .fetchQuery(
              getGamesByDateMarketOptions(deps.api, {
                params: { query: { date: params.date, market: params.market } },
              }),
            )
            .catch(() => null),
    ]);
    // The page embeds what it shows, not the raw answers behind it: the leagues of the coming games instead of the
    // games with all their prices (about 170 KB, fetched by the slider's island), the chosen tab's rows instead of
    // the day's fixtures.
    return {
      ...params,
      now: now.toISOString(),
      chips: upcoming ? leagueChips(upcoming.results) : [],
      ...(day
        ? {
            panel: withoutTeamIds(
              dayPanel(day, params.tab, houses?.results, panelMarket(params.market, marketDay ?? null)),
            ),
          }
        : {}),
      houses: houses?.results ?? null,
      news: news ? newsItems(news.results) : null,
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

const NO_HOUSES: GetHousesData["results"] = [];

/**
 * The home, rendered by the server only. What needs script is an island (the strip, the left list, the day panel,
 * the slider; the header and notice in the layout); the guide, offers and news are links and text, never hydrated.
 */
export function HomePage() {
  const data = useLoaderData<HomeData>();
  const params: HomeParams = {
    date: data.date,
    tab: data.tab,
    league: data.league,
    isToday: data.isToday,
    market: data.market,
  };
  // Each market's address keeps the day, the tab and the league (1X2, the default, is the address without it).
  const stateHref = href.home({
    dia: data.isToday ? undefined : data.date,
    aba: data.tab ? TAB_SLUGS[data.tab] : undefined,
    liga: data.league === null ? undefined : String(data.league),
  });
  const filter = { ...params, chips: data.chips };
  const houses = data.houses ?? NO_HOUSES;
  const market = marketFromQuery(data.market);
  return (
    <div className="mx-auto flex max-w-screen-2xl flex-col gap-4">
      <h1 className="sr-only">Placar: as melhores odds de futebol de hoje</h1>
      <Island name="strip" props={filter} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[15rem_minmax(0,1fr)] xl:grid-cols-[15rem_minmax(0,1fr)_20rem]">
        {/* Hidden on phones. */}
        <aside aria-label="Ligas" className="hidden flex-col gap-4 lg:flex">
          <Island name="leagues" props={filter} />
          <img
            src="/side-banner.svg"
            alt="Compare antes de apostar: casas licenciadas, a melhor odd em destaque. 18+, jogue com responsabilidade."
            width={240}
            height={400}
            loading="lazy"
            className="h-auto w-full rounded-lg"
          />
        </aside>
        <div className="flex min-w-0 flex-col gap-6">
          <div className="flex min-w-0 flex-col gap-3">
            {/*
              The market choice: links the server renders in each state, outside every island (no script of its own;
              the day island shows the chosen market's prices and keeps it on its refresh).
            */}
            <MarketSelector label="Mercado" current={market} hrefFor={(m) => marketHref(stateHref, m)} />
            <Island
              name="day"
              props={{
                ...params,
                now: data.now,
                // Without the server's rows, the chosen market's columns: the loading rows draw as many prices.
                ...(data.panel
                  ? { panel: data.panel }
                  : market.key === "1x2"
                    ? {}
                    : { columns: marketColumns(market) }),
              }}
            />
          </div>
          <HomeGuide houseNames={data.houses?.map((h) => h.house)} />
        </div>
        <aside
          aria-label="Destaques"
          className="home-side-column flex min-w-0 flex-col gap-4 lg:col-span-2 xl:col-span-1"
        >
          <Island name="slider" props={{ date: data.date, league: data.league, houses }} />
          <OffersBox houses={houses} loading={false} />
          <NewsList items={data.news ?? []} now={new Date(data.now)} loading={false} />
        </aside>
      </div>
    </div>
  );
}
