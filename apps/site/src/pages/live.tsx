import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect, useState, type MouseEvent } from "react";
import { Link, useLoaderData, useLocation, useNavigate } from "react-router-dom";
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
import { LeagueLogo } from "@placar/ui/product/crest";
import { cn } from "@placar/ui/lib/cn";
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

/** `?liga=` (docs/product.md#live-odds): the one league shown, as the page policy lets it through, or null for all. */
function leagueParam(search: string): number | null {
  const raw = new URLSearchParams(search).get("liga");
  return raw !== null && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
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
type LiveCard = Omit<MatchCardProps, "onNavigate"> & { fixtureId: number; leagueId: number };

/** One league's live games, under its heading (docs/product.md#live-odds). */
export interface LiveLeague {
  id: number;
  name: string;
  logoUrl: string | null;
  /** The league's page: its heading links there. */
  href: string;
  cards: LiveCard[];
}

/** The live cards grouped by league, in the site's league order (the cards keep theirs: kick-off). */
export function liveLeagues(cards: readonly LiveCard[]): LiveLeague[] {
  const groups: LiveLeague[] = [];
  for (const card of cards) {
    const last = groups.at(-1);
    if (last?.id === card.leagueId) last.cards.push(card);
    else
      groups.push({
        id: card.leagueId,
        name: card.league.name,
        logoUrl: card.league.logoUrl ?? null,
        href: href.league(card.leagueId, card.league.name),
        cards: [card],
      });
  }
  return groups;
}

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
        leagueId: f.league.id,
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
  const leagues = liveLeagues(cards);
  // The league chosen with the filter's links; read from the address, so a link or a reload shows the same.
  const location = useLocation();
  const chosen = leagueParam(location.search);
  const shown = chosen === null ? leagues : leagues.filter((l) => l.id === chosen);

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
      <>
        <LeagueFilter leagues={leagues} chosen={chosen} />
        {shown.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-lg border border-border bg-card px-4 py-10 text-center">
            <p className="font-display text-lg font-semibold">{NO_LIVE_GAMES_IN_LEAGUE}</p>
            <Button asChild variant="outline">
              <Link to={href.live()}>Ver todos os jogos ao vivo</Link>
            </Button>
          </div>
        ) : (
          shown.map((league) => (
            <section
              key={league.id}
              aria-labelledby={`liga-${league.id}`}
              data-slot="live-league"
              className="flex flex-col gap-2"
            >
              <h2 id={`liga-${league.id}`} className="flex min-w-0 items-center gap-2 font-display text-lg font-bold">
                {/* A card is one link to its match: the league's page is reached from its heading instead. */}
                <Link
                  to={league.href}
                  className="flex min-w-0 items-center gap-2 rounded-md underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <LeagueLogo src={league.logoUrl} size={20} />
                  <span className="truncate">{league.name}</span>
                </Link>
                <span className="shrink-0 text-sm font-normal text-muted-foreground">
                  {gamesCount(league.cards.length)}
                </span>
              </h2>
              <ul aria-label={`Jogos ao vivo: ${league.name}`} className={GRID}>
                {league.cards.map(({ fixtureId, leagueId: _league, ...card }) => (
                  <li key={fixtureId} className="min-w-0">
                    <MatchCard
                      {...card}
                      hideLeague
                      className="h-full"
                      onNavigate={(event) => openCard(event, fixtureId)}
                      onMouseEnter={() => warm(fixtureId)}
                      onFocus={() => warm(fixtureId)}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
      </>
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

export const NO_LIVE_GAMES_IN_LEAGUE = "Nenhum jogo desta liga ao vivo agora.";

function gamesCount(n: number): string {
  return n === 1 ? "1 jogo" : `${n} jogos`;
}

/**
 * 'Todas' and one link per league with a live game (docs/product.md#live-odds): links, not buttons, so each league's
 * list has an address (`?liga=`) a visitor can share or reload; it wraps on a phone.
 */
function LeagueFilter({ leagues, chosen }: { leagues: readonly LiveLeague[]; chosen: number | null }) {
  const chip = (current: boolean) =>
    cn(
      "inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-medium whitespace-nowrap outline-none",
      "focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
      current
        ? "border-primary bg-primary text-primary-foreground"
        : "border-border bg-card text-foreground hover:bg-accent",
    );
  return (
    // On a phone one line that scrolls sideways (thirty-odd leagues wrapped took a whole screen); wrapped from sm up.
    <nav aria-label="Filtrar por liga" className="-mx-4 -my-1 sm:m-0">
      {/* Relative: the chips' screen-reader words (absolute) stay in the scrolling line, not in the page's width. */}
      <ul className="relative flex gap-2 overflow-x-auto px-4 py-1 sm:flex-wrap sm:overflow-visible sm:p-0">
        <li className="shrink-0">
          <Link
            to={href.live()}
            preventScrollReset
            aria-current={chosen === null ? "page" : undefined}
            className={chip(chosen === null)}
          >
            Todas
          </Link>
        </li>
        {leagues.map((league) => (
          <li key={league.id} className="shrink-0">
            <Link
              to={href.live({ liga: String(league.id) })}
              preventScrollReset
              aria-current={chosen === league.id ? "page" : undefined}
              className={chip(chosen === league.id)}
            >
              {league.name} <span className="tabular-nums opacity-80">{league.cards.length}</span>
              <span className="sr-only">{league.cards.length === 1 ? " jogo" : " jogos"}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
