import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect, useState, type MouseEvent } from "react";
import { Link, useLoaderData, useNavigate } from "react-router-dom";
import {
  getFixturesByDateOptions,
  getGameByFixtureIdOptions,
  type GetFixturesByDateData,
} from "@placar/api-client/queries";
import { businessDate, compareIsoInstants } from "@placar/core/dates";
import { compareLeagues } from "@placar/core/leagues";
import { bestOdds } from "@placar/core/odds";
import { isLive, liveStatusLabel, rowIcon } from "@placar/core/status";
import { Button } from "@placar/ui/primitives/button";
import { MatchCard, MatchCardSkeleton, type MatchCardProps } from "@placar/ui/product/match-card";
import { siteNow } from "../lib/clock.ts";
import { useApi } from "../lib/api-context.tsx";
import type { HeadData } from "../lib/head.ts";
import { useLiveRefresh } from "../lib/live.ts";
import { href } from "@placar/core/routes";
import type { RouteDeps } from "../route-types.ts";
import { REFRESH_MS } from "../lib/refresh.ts";

const SKELETON_CARDS = 6;

export const NO_LIVE_GAMES = "Nenhum jogo ao vivo agora";
export const LIVE_LOAD_FAILED = "Não foi possível carregar os jogos ao vivo agora. Tentaremos de novo em instantes.";

interface LiveData {
  date: string;
  /** The server could not load the list: the first HTML says so, and the browser tries again. */
  failed: boolean;
}

function liveQuery(api: RouteDeps["api"], date: string) {
  return getFixturesByDateOptions(api, { params: { query: { date, live: "true" } } });
}

export function liveLoader(deps: RouteDeps) {
  return async (): Promise<LiveData> => {
    const date = businessDate(deps.now());
    const options = liveQuery(deps.api, date);
    const load = deps.queryClient.prefetchQuery(options);
    if (deps.awaitData) await load;
    return { date, failed: deps.awaitData && deps.queryClient.getQueryState(options.queryKey)?.status === "error" };
  };
}

export function liveHead(): HeadData {
  return {
    title: "Odds ao vivo — jogos de futebol acontecendo agora | Placar",
    description:
      "Placares e as melhores odds ao vivo dos jogos de futebol que estão acontecendo agora, comparadas entre as casas licenciadas.",
    keywords: ["odds ao vivo", "jogos ao vivo", "placar ao vivo", "futebol ao vivo"],
    canonicalPath: href.live(),
  };
}

type DayFixture = GetFixturesByDateData[string][number];
type BestOdd = MatchCardProps["odds"][number];
type LiveCard = Omit<MatchCardProps, "onNavigate"> & { fixtureId: number };

/** The live fixtures as cards, in the site's league order, then by kick-off. */
export function liveCards(data: GetFixturesByDateData | undefined): LiveCard[] {
  return Object.values(data ?? {})
    .flat()
    .filter((f) => isLive(f.fixture.status.short))
    .sort(
      (a, b) =>
        compareLeagues(a.league, b.league) ||
        compareIsoInstants(a.fixture.date, b.fixture.date) ||
        a.fixture.id - b.fixture.id,
    )
    .map((f: DayFixture) => {
      const triple = bestOdds(f.odds, f.teams.home.name, f.teams.away.name);
      return {
        fixtureId: f.fixture.id,
        league: { name: f.league.name, logoUrl: f.league.logo },
        home: { name: f.teams.home.name, logoUrl: f.teams.home.logo },
        away: { name: f.teams.away.name, logoUrl: f.teams.away.logo },
        score: f.goals,
        status: rowIcon(f.fixture.status.short),
        statusLabel: liveStatusLabel(f.fixture.status.short, f.fixture.status.elapsed),
        // No house links: the whole card is one link, and a link cannot hold another.
        odds: triple.map((b) => (b ? { label: b.option, odd: b.odd, house: b.bet, previous: b.previous } : null)) as [
          BestOdd,
          BestOdd,
          BestOdd,
        ],
        href: href.match(f.fixture.id),
      };
    });
}

function articleLookup(queryClient: QueryClient, api: RouteDeps["api"], fixtureId: number) {
  return queryClient.fetchQuery({
    ...getGameByFixtureIdOptions(api, { params: { path: { fixtureId } } }),
    staleTime: 60_000,
  });
}

export function LivePage() {
  const data = useLoaderData<LiveData>();
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // A page left open past midnight follows the new Brazilian day.
  const [date, setDate] = useState(data.date);
  useEffect(() => {
    setDate(businessDate(siteNow()));
    const id = setInterval(() => setDate(businessDate(siteNow())), REFRESH_MS);
    return () => clearInterval(id);
  }, []);

  const options = liveQuery(api, date);
  const query = useQuery({ ...options, refetchInterval: REFRESH_MS });
  useLiveRefresh(date, options.queryKey);
  const cards = liveCards(query.data);

  // docs/product.md#live-odds: a card opens the match's article when one exists, else the match page (also the
  // lookup's fallback on any failure). The card's own href stays the match page for crawlers and "open in a new tab".
  const openCard = (event: MouseEvent<HTMLAnchorElement>, fixtureId: number) => {
    event.preventDefault();
    void articleLookup(queryClient, api, fixtureId)
      .then(
        (game) => game.blogs[0]?.id,
        () => undefined,
      )
      .then((articleId) => navigate(articleId !== undefined ? href.article(articleId) : href.match(fixtureId)));
  };
  // Started on hover or focus, the lookup is usually answered by the time of the click.
  const warm = (fixtureId: number) => void articleLookup(queryClient, api, fixtureId).catch(() => undefined);

  let body;
  if (!query.data && (query.isError || data.failed)) {
    body = (
      <div
        role="status"
        className="flex flex-col items-center gap-3 rounded-lg border border-border bg-card p-6 text-center"
      >
        <p className="text-sm">{LIVE_LOAD_FAILED}</p>
        <Button variant="outline" aria-busy={query.isFetching || undefined} onClick={() => void query.refetch()}>
          {query.isFetching ? "Carregando..." : "Tentar de novo"}
        </Button>
      </div>
    );
  } else if (query.isPending) {
    body = (
      <div aria-busy="true" aria-label="Carregando os jogos ao vivo" className={GRID}>
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <MatchCardSkeleton key={i} />
        ))}
      </div>
    );
  } else if (cards.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-border bg-card px-4 py-10 text-center">
        <p className="font-display text-lg font-semibold">{NO_LIVE_GAMES}</p>
        <p className="text-sm text-muted-foreground">Esta página se atualiza sozinha quando uma partida começar.</p>
        <Button asChild variant="outline">
          <Link to={href.home({ aba: "proximo" })}>Ver os próximos jogos</Link>
        </Button>
      </div>
    );
  } else {
    body = (
      <ul aria-label="Jogos ao vivo" className={GRID}>
        {cards.map(({ fixtureId, ...card }) => (
          <li key={fixtureId} className="min-w-0">
            <MatchCard
              {...card}
              className="h-full"
              onNavigate={(event) => openCard(event, fixtureId)}
              onMouseEnter={() => warm(fixtureId)}
              onFocus={() => warm(fixtureId)}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="titulo-ao-vivo" className="mx-auto flex max-w-screen-2xl flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h1 id="titulo-ao-vivo" className="font-display text-2xl font-bold">
          Odds ao vivo
        </h1>
        <p className="text-muted-foreground">
          Jogos em andamento agora, com a melhor odd de cada resultado. Atualiza sozinho a cada mudança de placar ou de
          odd.
        </p>
      </div>
      {body}
    </section>
  );
}

const GRID = "grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4";
