import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from "react-router-dom";
import { ApiError } from "@placar/api-client/client";
import {
  getFixtureByIdOptions,
  getGamesByDateOptions,
  getHousesOptions,
  type GetFixtureByIdData,
  type GetGamesByDateData,
} from "@placar/api-client/queries";
import { businessDate, formatDate, formatDateTime, formatTime, compareIsoInstants } from "@placar/core/dates";
import { FIXTURE_LOAD_FAILED } from "@placar/core/messages";
import { DEVIG_METHOD_LABELS, fairMarket, payout } from "@placar/core/market";
import { bestOdds, bestOddsByHouse, closingLineRows } from "@placar/core/odds";
import { ClosingNote } from "@placar/ui/product/closing-line";
import { ClosingLine } from "@placar/ui/product/closing-line-table";
import { isLive, isNotStarted } from "@placar/core/status";
import { finishedStatusLabel } from "@placar/core/finished-label";
import { Badge } from "@placar/ui/primitives/badge";
import { MatchHeader, MatchHeaderSkeleton } from "@placar/ui/product/match-header";
import { FairOdds } from "@placar/ui/product/fair-odds";
import { OddsByBetType, type HouseBrand } from "@placar/ui/product/odds-by-house";
import { Skeleton } from "@placar/ui/primitives/skeleton";
import { useApi } from "../lib/api-context.tsx";
import type { HeadData } from "../lib/head.ts";
import { useLiveRefresh } from "../lib/live.ts";
import { href } from "@placar/core/routes";
import { ResponsibleNote } from "./responsible-note.tsx";
import { RouterLink } from "./auth-shared.tsx";
import { fromGame, isFixtureId, parseAnalysisState, type AnalysisMatch, type AnalysisState } from "./analysis-state.ts";
import type { RouteDeps } from "../route-types.ts";
import { HOUSES_STALE_MS, REFRESH_MS } from "../lib/refresh.ts";
import type { Market } from "@placar/core/markets";
import { marketFromQuery, marketHref } from "./market-board.ts";
import { AnalysisMarketOdds, MarketChoice, marketsQuery } from "./market-panels.tsx";
import { BestPayoutNote, BestPricesList } from "./best-prices.tsx";

/** Games offered on the page without a match: enough to choose from, short enough to scan. */
const CHOICES = 12;

type Game = GetGamesByDateData["results"][number];

export type { AnalysisMatch, AnalysisState } from "./analysis-state.ts";

interface AnalysisData {
  /** The fixture named by `?jogo=`, or null when the address names none. */
  id: number | null;
  /** `?jogo=` was there but is not a fixture id. */
  invalid: boolean;
  /** Filled on the server (and from the cache in the browser) so the head can describe the match. */
  fixture: GetFixtureByIdData | null;
  notFound: boolean;
  /** The Brazilian day whose games are offered when no match is chosen. */
  today: string;
  /** The market `?mercado=` names (1X2 without it): the server renders its prices in the first HTML. */
  market: Market;
}

export function fromFixture(f: GetFixtureByIdData): AnalysisMatch {
  return {
    league: { id: f.league.id, name: f.league.name, logoUrl: f.league.logo },
    home: { id: f.teams.home.id, name: f.teams.home.name, logoUrl: f.teams.home.logo },
    away: { id: f.teams.away.id, name: f.teams.away.name, logoUrl: f.teams.away.logo },
    kickoff: f.fixture.date,
    status: f.fixture.status.short,
    elapsed: f.fixture.status.elapsed,
    score: f.goals.home === null ? null : f.goals,
    venue: f.fixture.venue,
    odds: f.odds,
    ...(f.odds_closing ? { closing: true } : {}),
  };
}

/** A team's or league's page, when the match says which one it is. */
function linkTo(build: (id: number, name: string) => string, of: { id?: number; name: string }): string | undefined {
  return of.id === undefined ? undefined : build(of.id, of.name);
}

function fixtureQuery(api: RouteDeps["api"], id: number) {
  return getFixtureByIdOptions(api, { params: { path: { id } } });
}

function gamesQuery(api: RouteDeps["api"], date: string) {
  return getGamesByDateOptions(api, { params: { query: { date } } });
}

function parseJogo(raw: string | null): number | null {
  if (raw === null || !/^\d{1,12}$/.test(raw)) return null;
  const id = Number(raw);
  return isFixtureId(id) ? id : null;
}

export function analysisLoader(deps: RouteDeps) {
  return async ({ request }: LoaderFunctionArgs): Promise<AnalysisData> => {
    const search = new URL(request.url).searchParams;
    const raw = search.get("jogo");
    const id = parseJogo(raw);
    const today = businessDate(deps.now());
    const market = marketFromQuery(search.get("mercado"));
    const base = { id, invalid: raw !== null && id === null, fixture: null, notFound: false, today, market };
    if (id === null) {
      const games = deps.queryClient.prefetchQuery(gamesQuery(deps.api, today));
      if (deps.awaitData) await games;
      return { ...base, notFound: base.invalid };
    }
    const options = fixtureQuery(deps.api, id);
    const missingKey = ["placar", "analysis-not-found", id] as const;
    if (!deps.awaitData) {
      // Hydrating (or opened from the match page) the fixture is already cached: the head can name it.
      const cached = deps.queryClient.getQueryData(options.queryKey) ?? null;
      if (deps.queryClient.getQueryData(missingKey)) return { ...base, notFound: true };
      if (!cached) void deps.queryClient.prefetchQuery(options);
      if (market.key !== "1x2") void deps.queryClient.prefetchQuery(marketsQuery(deps.api, id));
      return { ...base, fixture: cached };
    }
    try {
      const fixture = await deps.queryClient.fetchQuery(options);
      await Promise.all([
        deps.queryClient.prefetchQuery(getHousesOptions(deps.api)),
        market.key === "1x2" ? undefined : deps.queryClient.prefetchQuery(marketsQuery(deps.api, id)),
      ]);
      return { ...base, fixture };
    } catch (err) {
      const notFound = err instanceof ApiError && err.status === 404;
      if (notFound) {
        // Failed queries are not sent to the browser; this marker is, so hydration renders the same page.
        deps.queryClient.setQueryData(missingKey, true);
        // A match that does not exist: offer today's games instead of a dead end.
        await deps.queryClient.prefetchQuery(gamesQuery(deps.api, today));
      }
      return { ...base, notFound };
    }
  };
}

export function analysisStatus(data: unknown): number {
  return (data as AnalysisData | undefined)?.notFound ? 404 : 200;
}

export function analysisHead(data: unknown): HeadData {
  const d = data as AnalysisData | undefined;
  const f = d?.fixture;
  if (d?.notFound) return { title: "Jogo não encontrado — Análise de odds | Placar" };
  if (!d || d.id === null) {
    return {
      title: "Análise de odds dos jogos de hoje | Placar",
      description:
        "Escolha um jogo de hoje e compare lado a lado as odds das casas de apostas licenciadas, com a melhor odd de cada resultado em destaque.",
      keywords: ["análise de odds", "odds de hoje", "comparar odds"],
      canonicalPath: href.analysis(),
    };
  }
  const canonicalPath = href.analysis(d.id);
  if (!f) return { title: "Análise de odds | Placar", canonicalPath };
  const home = f.teams.home.name;
  const away = f.teams.away.name;
  const kickoff = new Date(f.fixture.date);
  return {
    title: `Análise de odds: ${home} x ${away} — ${f.league.name} | Placar`,
    description: `Odds de ${home} x ${away} pela ${f.league.name}, ${formatDateTime(kickoff)}, comparadas entre as casas licenciadas, com a melhor odd de mandante, empate e visitante em destaque.`,
    keywords: [`${home} x ${away}`, `odds ${home} x ${away}`, home, away, f.league.name, "análise de odds"],
    canonicalPath,
  };
}

export function AnalysisPage() {
  const data = useLoaderData<AnalysisData>();
  const location = useLocation();
  const navigate = useNavigate();
  const fromState = parseAnalysisState(location.state);
  const id = data.id ?? (data.invalid ? null : (fromState?.fixtureId ?? null));

  // A match handed over only in navigation state goes into the address too, so the page can be shared,
  // reloaded and indexed under its canonical form.
  const stateId = fromState?.fixtureId ?? null;
  useEffect(() => {
    if (data.id !== null || data.invalid || stateId === null) return;
    void navigate(
      { pathname: location.pathname, search: `?jogo=${stateId}` },
      { replace: true, state: location.state, preventScrollReset: true },
    );
  }, [data.id, data.invalid, stateId, location.pathname, location.state, navigate]);

  if (id === null || data.notFound) {
    return <ChooseMatch today={data.today} missing={data.invalid || data.notFound} />;
  }
  return (
    <MatchAnalysis
      id={id}
      today={data.today}
      market={data.market}
      preview={fromState?.fixtureId === id ? fromState.match : undefined}
    />
  );
}

function houseBrands(
  houses: { house: string; color: string; textColor: string; link: string; logo: string }[] | undefined,
): HouseBrand[] {
  return (houses ?? []).map((h) => ({
    house: h.house,
    color: h.color,
    textColor: h.textColor,
    link: h.link,
    logoUrl: h.logo,
  }));
}

function MatchAnalysis({
  id,
  today,
  market,
  preview,
}: {
  id: number;
  today: string;
  market: Market;
  preview: AnalysisMatch | undefined;
}) {
  const api = useApi();
  const options = fixtureQuery(api, id);
  const fixture = useQuery({
    ...options,
    refetchInterval: REFRESH_MS,
    retry: (n, err) => !(err instanceof ApiError && err.status === 404) && n < 2,
  });
  const houses = useQuery({ ...getHousesOptions(api), staleTime: HOUSES_STALE_MS });
  const match = fixture.data ? fromFixture(fixture.data) : preview;
  useLiveRefresh(match ? businessDate(new Date(match.kickoff)) : "", options.queryKey, { fixtureId: id });

  if (fixture.error instanceof ApiError && fixture.error.status === 404) {
    return <ChooseMatch today={today} missing />;
  }
  if (!match && fixture.isError) {
    return (
      <p role="alert" className="mx-auto mt-10 max-w-xl rounded-md border border-border bg-card p-4 text-center">
        {FIXTURE_LOAD_FAILED}
      </p>
    );
  }

  const kickoff = match ? new Date(match.kickoff) : null;
  const brands = houseBrands(houses.data?.results);
  const best = match ? bestOdds(match.odds, match.home.name, match.away.name) : null;
  const labels = match ? [match.home.name, "Empate", match.away.name] : [];

  return (
    <article aria-labelledby="titulo-analise" className="mx-auto flex max-w-4xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 id="titulo-analise" className="font-display text-2xl font-bold">
          Análise de odds
        </h1>
        <p className="text-muted-foreground">
          As odds das casas licenciadas lado a lado, agrupadas por casa de apostas. A melhor odd de cada resultado
          aparece em destaque.
        </p>
      </div>
      {match && kickoff ? (
        <MatchHeader
          headingLevel={2}
          league={{ ...match.league, href: linkTo(href.league, match.league) }}
          home={{ ...match.home, href: linkTo(href.team, match.home) }}
          away={{ ...match.away, href: linkTo(href.team, match.away) }}
          renderLink={RouterLink}
          time={formatTime(kickoff)}
          date={formatDate(kickoff)}
          score={match.score}
          live={isLive(match.status)}
          finishedLabel={finishedStatusLabel(match.status)}
          elapsed={match.elapsed ?? null}
          venue={match.venue ?? null}
        />
      ) : (
        <MatchHeaderSkeleton />
      )}

      <MarketChoice current={market} base={href.analysis(id)} />

      {market.key !== "1x2" ? (
        match ? (
          <AnalysisMarketOdds
            id={id}
            market={market}
            home={match.home.name}
            away={match.away.name}
            houses={brands}
            closing={!!match.closing}
          />
        ) : (
          <Skeleton className="h-28 w-full" />
        )
      ) : (
        <OneXTwoAnalysis match={match} best={best} labels={labels} brands={brands} />
      )}

      <nav aria-label="Mais sobre o jogo" className="flex flex-wrap gap-3">
        <Link
          to={marketHref(href.match(id), market)}
          className="rounded-md bg-primary px-4 py-2 font-display font-semibold text-primary-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
        >
          Ver estatísticas do jogo
        </Link>
        <Link
          to={href.home()}
          className="rounded-md border border-border px-4 py-2 font-display font-semibold outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
        >
          Jogos de hoje
        </Link>
      </nav>
    </article>
  );
}

type BestPrice = ReturnType<typeof bestOdds>[number];

/** The 1X2's analysis, as it has always been: best prices and payout, fair odds, then each house's card. */
function OneXTwoAnalysis({
  match,
  best,
  labels,
  brands,
}: {
  match: AnalysisMatch | undefined;
  best: BestPrice[] | null;
  labels: string[];
  brands: HouseBrand[];
}) {
  return (
    <>
      <section aria-labelledby="sec-melhores" className="flex flex-col gap-3">
        <h2 id="sec-melhores" className="font-display text-lg font-bold">
          Melhor odd de cada resultado
        </h2>
        {match?.closing ? <ClosingNote /> : null}
        {best ? (
          <BestPricesList
            best={best.map((b) => (b ? { odd: b.odd, house: b.bet } : null))}
            labels={labels}
            houses={brands}
          />
        ) : (
          <Skeleton className="h-28 w-full" />
        )}
        {best ? <BestPayoutNote payout={payout(best.map((b) => b?.odd ?? null))} /> : null}
      </section>

      {match && labels[0] && labels[2] ? (
        <FairOdds
          home={labels[0]}
          away={labels[2]}
          market={fairMarket(bestOddsByHouse(match.odds, labels[0], labels[2]), "shin")}
          methodLabel={DEVIG_METHOD_LABELS.shin}
          best={(best ?? [null, null, null]).map((b) => (b ? { odd: b.odd, house: b.bet } : null))}
        />
      ) : null}

      <section aria-labelledby="sec-por-casa" className="flex flex-col gap-3">
        <h2 id="sec-por-casa" className="font-display text-lg font-bold">
          Odds por casa de apostas
        </h2>
        {match ? (
          <>
            <OddsByBetType
              odds={match.odds}
              houses={brands}
              emptyText="Nenhuma casa oferece odds para este jogo ainda."
            />
            {match.closing && labels[0] && labels[2] ? (
              <ClosingLine home={labels[0]} away={labels[2]} rows={closingLineRows(match.odds, labels[0], labels[2])} />
            ) : null}
            <ResponsibleNote />
          </>
        ) : (
          <div aria-hidden="true" className="grid gap-3 sm:grid-cols-2">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-32 w-full" />
            ))}
          </div>
        )}
      </section>
    </>
  );
}

/** Live games first, then the next kick-offs. */
function choicesOf(games: readonly Game[]): Game[] {
  return games
    .filter((g) => isLive(g.status) || isNotStarted(g.status))
    .sort((a, b) => Number(isLive(b.status)) - Number(isLive(a.status)) || compareIsoInstants(a.kickoff, b.kickoff))
    .slice(0, CHOICES);
}

/** The page without a match: why it is empty, and today's games to analyse instead of a blank screen. */
function ChooseMatch({ today, missing }: { today: string; missing: boolean }) {
  const api = useApi();
  const games = useQuery({ ...gamesQuery(api, today), staleTime: REFRESH_MS });
  const choices = games.data ? choicesOf(games.data.results) : [];
  return (
    <section aria-labelledby="titulo-analise" className="mx-auto flex max-w-3xl flex-col gap-5">
      <div className="flex flex-col gap-2">
        <h1 id="titulo-analise" className="font-display text-2xl font-bold">
          {missing ? "Jogo não encontrado" : "Análise de odds"}
        </h1>
        <p className="text-muted-foreground">
          {missing
            ? "Não encontramos o jogo deste link: ele pode ter sido removido ou o endereço está incompleto. Escolha outro jogo abaixo."
            : "Escolha um jogo para comparar as odds das casas licenciadas lado a lado, com a melhor odd de cada resultado em destaque."}
        </p>
      </div>
      <div className="flex flex-col gap-3">
        <h2 className="font-display text-lg font-bold">Jogos de hoje para analisar</h2>
        {games.isPending ? (
          <ul aria-busy="true" aria-label="Carregando jogos" className="flex flex-col gap-2">
            {Array.from({ length: 5 }, (_, i) => (
              <li key={i}>
                <Skeleton className="h-16 w-full" />
              </li>
            ))}
          </ul>
        ) : games.isError ? (
          <p role="alert" className="rounded-md border border-border bg-card p-4">
            Não foi possível carregar os jogos de hoje agora. Tente de novo em instantes.
          </p>
        ) : choices.length === 0 ? (
          <p className="rounded-md border border-border bg-card p-4">Nenhum jogo ao vivo ou por começar hoje.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {choices.map((g) => (
              <li key={g.afb_fixture_id}>
                <Link
                  to={href.analysis(g.afb_fixture_id)}
                  state={{ fixtureId: g.afb_fixture_id, match: fromGame(g) } satisfies AnalysisState}
                  className="flex min-h-16 items-center gap-3 rounded-lg border border-border bg-card px-3 py-2 outline-none hover:border-primary focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <span className="flex w-16 shrink-0 justify-center font-signika font-semibold tabular-nums">
                    {isLive(g.status) ? <Badge variant="live">Ao vivo</Badge> : formatTime(new Date(g.kickoff))}
                  </span>
                  <span className="flex min-w-0 flex-col">
                    <span className="truncate font-display font-semibold">
                      {g.home_team} x {g.away_team}
                    </span>
                    <span className="truncate text-sm text-muted-foreground">{g.league.name}</span>
                  </span>
                  <span className="ml-auto hidden shrink-0 text-sm text-primary sm:block" aria-hidden="true">
                    Ver odds
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
      <nav aria-label="Outras páginas de jogos" className="flex flex-wrap gap-3">
        <Link
          to={href.home()}
          className="rounded-md bg-primary px-4 py-2 font-display font-semibold text-primary-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
        >
          Ver os jogos de hoje
        </Link>
        <Link
          to={href.live()}
          className="rounded-md border border-border px-4 py-2 font-display font-semibold outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
        >
          Odds ao vivo
        </Link>
      </nav>
    </section>
  );
}
