import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { Link, useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from "react-router-dom";
import { ApiError } from "@placar/api-client/client";
import {
  getFixtureByIdOptions,
  getHousesOptions,
  getOddsHistoryOptions,
  getStandingsOptions,
  type GetFixtureByIdData,
} from "@placar/api-client/queries";
import { businessDate, formatDate, formatDateTime, formatTime } from "@placar/core/dates";
import { FIXTURE_LOAD_FAILED, OVERVIEW_TAB } from "@placar/core/messages";
import { matchSlug } from "@placar/core/slug";
import { DEVIG_METHOD_LABELS, fairMarket, freshnessLabel, referencePrices } from "@placar/core/market";
import { bestOdds, bestOddsByHouse, closingLineRows } from "@placar/core/odds";
import { ClosingNote } from "@placar/ui/product/closing-line";
import { ClosingLine } from "@placar/ui/product/closing-line-table";
import { isFinished, isLive } from "@placar/core/status";
import { finishedStatusLabel } from "@placar/core/finished-label";
import { EventTimeline, EventTimelineSkeleton } from "@placar/ui/product/event-timeline";
import { FairOdds, FairOddsSkeleton } from "@placar/ui/product/fair-odds";
import { PriceChart, type PriceSeries } from "@placar/ui/product/price-chart";
import { LineupPitch, LineupPitchSkeleton } from "@placar/ui/product/lineup-pitch";
import { FollowButton } from "@placar/ui/favorites/follow-button";
import { MatchPriceAlert } from "./match-alert.tsx";
import { MatchHeader, MatchHeaderSkeleton } from "@placar/ui/product/match-header";
import { OddsByHouse, OddsByHouseSkeleton, type HouseBrand } from "@placar/ui/product/odds-by-house";
import { StandingsTable, StandingsTableSkeleton } from "@placar/ui/product/standings-table";
import { StatComparison, StatComparisonSkeleton } from "@placar/ui/product/stat-comparison";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@placar/ui/primitives/tabs";
import { useApi } from "../lib/api-context.tsx";
import { siteNow } from "../lib/clock.ts";
import { useLiveRefresh } from "../lib/live.ts";
import { useFavorites } from "../lib/favorites.ts";
import { truncateDescription, type HeadData } from "../lib/head.ts";
import { href } from "@placar/core/routes";
import type { RouteDeps } from "../route-types.ts";
import type { AnalysisState } from "./analysis.tsx";
import { ResponsibleNote } from "./responsible-note.tsx";
import { RouterLink } from "./auth-shared.tsx";
import { HOUSES_STALE_MS, REFRESH_MS } from "../lib/refresh.ts";
import { outcomeCount, type Market } from "@placar/core/markets";
import { marketFromQuery, marketHref } from "./market-board.ts";
import { MarketChoice, MatchMarketOdds, marketsQuery } from "./market-panels.tsx";

interface MatchData {
  id: number;
  /** The site's clock when the data was loaded (ISO): live arrows compare with the prices a few minutes before it. */
  now: string;
  /** Set when the first HTML was rendered with the fixture (server), so the head can describe it. */
  fixture: GetFixtureByIdData | null;
  notFound: boolean;
  /** The market `?mercado=` names (1X2 without it): the server renders its prices in the first HTML. */
  market: Market;
}

function fixtureQuery(api: RouteDeps["api"], id: number) {
  return getFixtureByIdOptions(api, { params: { path: { id } } });
}

function historyQuery(api: RouteDeps["api"], id: number) {
  return getOddsHistoryOptions(api, { params: { path: { id } } });
}

export function matchLoader(deps: RouteDeps) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<MatchData> => {
    const id = Number(params.id);
    const now = deps.now().toISOString();
    const market = marketFromQuery(new URL(request.url).searchParams.get("mercado"));
    if (!Number.isInteger(id) || id <= 0) return { id: 0, now, fixture: null, notFound: true, market };
    const options = fixtureQuery(deps.api, id);
    const oneXTwo = market.key === "1x2";
    // In the browser the page renders at once with skeletons; on the server the first HTML carries the data.
    if (!deps.awaitData) {
      // Hydrating, or back on a match already seen: the cached fixture lets the head name the match.
      const cached = deps.queryClient.getQueryData(options.queryKey) ?? null;
      if (!cached) void deps.queryClient.prefetchQuery(options);
      if (!oneXTwo) void deps.queryClient.prefetchQuery(marketsQuery(deps.api, id, market));
      return { id, now, fixture: cached, notFound: false, market };
    }
    try {
      const fixture = await deps.queryClient.fetchQuery(options);
      await Promise.all([
        deps.queryClient.prefetchQuery(getHousesOptions(deps.api)),
        deps.queryClient.prefetchQuery(
          getStandingsOptions(deps.api, {
            params: { query: { league: fixture.league.id, season: fixture.league.season } },
          }),
        ),
        // 1X2's chart reads the odds history; another market's prices come from the markets endpoint.
        oneXTwo
          ? deps.queryClient.prefetchQuery(historyQuery(deps.api, id))
          : deps.queryClient.prefetchQuery(marketsQuery(deps.api, id, market)),
      ]);
      return { id, now, fixture, notFound: false, market };
    } catch (err) {
      return { id, now, fixture: null, notFound: err instanceof ApiError && err.status === 404, market };
    }
  };
}

export function matchStatus(data: unknown): number {
  return (data as MatchData | undefined)?.notFound ? 404 : 200;
}

export function matchHead(data: unknown): HeadData {
  const d = data as MatchData | undefined;
  const f = d?.fixture;
  if (!f) return { title: d?.notFound ? "Jogo não encontrado — Placar" : "Estatísticas do jogo — Placar" };
  const kickoff = new Date(f.fixture.date);
  const title = `${f.teams.home.name} x ${f.teams.away.name} — ${f.league.name}: estatísticas e odds | Placar`;
  return {
    title,
    description: truncateDescription(
      `${f.teams.home.name} x ${f.teams.away.name} pela ${f.league.name} em ${formatDateTime(kickoff)}: estatísticas, escalações, lances e as melhores odds das casas licenciadas.`,
    ),
    keywords: [
      `${f.teams.home.name} x ${f.teams.away.name}`,
      f.teams.home.name,
      f.teams.away.name,
      f.league.name,
      "estatísticas do jogo",
      "escalações",
    ],
    canonicalPath: href.match(f.fixture.id),
    jsonLd: {
      "@type": "SportsEvent",
      name: `${f.teams.home.name} x ${f.teams.away.name}`,
      startDate: f.fixture.date,
      sport: "Futebol",
      homeTeam: { "@type": "SportsTeam", name: f.teams.home.name },
      awayTeam: { "@type": "SportsTeam", name: f.teams.away.name },
      ...(f.fixture.venue
        ? { location: { "@type": "Place", name: f.fixture.venue.name, address: f.fixture.venue.city ?? undefined } }
        : {}),
      superEvent: { "@type": "SportsEvent", name: f.league.name },
    },
  };
}

function slugFor(f: GetFixtureByIdData): string {
  const kickoff = new Date(f.fixture.date);
  return matchSlug({
    date: businessDate(kickoff),
    live: isLive(f.fixture.status.short),
    league: f.league.name,
    home: f.teams.home.name,
    away: f.teams.away.name,
  });
}

export function MatchPage() {
  const data = useLoaderData<MatchData>();
  const api = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const options = fixtureQuery(api, data.id);
  const fixture = useQuery({
    ...options,
    enabled: !data.notFound,
    refetchInterval: REFRESH_MS,
    retry: (n, err) => !(err instanceof ApiError && err.status === 404) && n < 2,
  });
  const favorites = useFavorites();
  const f = fixture.data;
  const standings = useQuery({
    ...getStandingsOptions(api, { params: { query: { league: f?.league.id ?? 0, season: f?.league.season ?? 0 } } }),
    enabled: !!f,
  });
  const houses = useQuery({ ...getHousesOptions(api), staleTime: HOUSES_STALE_MS });
  const market = data.market;
  const oneXTwo = market.key === "1x2";
  const historyOptions = historyQuery(api, data.id);
  const history = useQuery({
    ...historyOptions,
    enabled: oneXTwo && !data.notFound && data.id > 0,
    refetchInterval: REFRESH_MS,
  });
  // A pushed change refreshes the prices' history too (the arrows), not only the match.
  const marketsKey = marketsQuery(api, data.id, oneXTwo ? null : market).queryKey;
  useLiveRefresh(f ? businessDate(new Date(f.fixture.date)) : "", options.queryKey, {
    also: oneXTwo ? historyOptions.queryKey : marketsKey,
    fixtureId: data.id,
  });
  const live = f ? isLive(f.fixture.status.short) : false;
  // The first render uses the loader's clock (the server's HTML must match); later answers, the site's clock now.
  const fetchedHere = history.isFetchedAfterMount;
  const previous = useMemo(
    () =>
      history.data
        ? referencePrices(history.data.history, { live, now: fetchedHere ? siteNow() : new Date(data.now) })
        : undefined,
    [history.data, live, fetchedHere, data.now],
  );
  // How old each house's price is, once it is no longer fresh (same clock rule as the arrows).
  const fixtureFetchedHere = fixture.isFetchedAfterMount;
  const ages = useMemo(() => {
    if (!f) return undefined;
    const now = fixtureFetchedHere ? siteNow() : new Date(data.now);
    const out = new Map<string, string>();
    for (const [house, at] of Object.entries(f.odds_checked_at)) {
      const label = freshnessLabel(at, now);
      if (label) out.set(house, label);
    }
    return out;
  }, [f, fixtureFetchedHere, data.now]);

  // docs/product.md#match-page: the address gains a slug query (replace, not push) once the match is known.
  useEffect(() => {
    if (!f) return;
    const params = new URLSearchParams(location.search);
    const slug = slugFor(f);
    if (params.get("slug") === slug) return;
    params.set("slug", slug);
    void navigate({ pathname: location.pathname, search: `?${params}` }, { replace: true, preventScrollReset: true });
  }, [f, location.pathname, location.search, navigate]);

  const notFound = data.notFound || (fixture.error instanceof ApiError && fixture.error.status === 404);
  if (notFound) {
    return (
      <section className="mx-auto max-w-xl py-16 text-center">
        <h1 className="font-display text-2xl font-bold">Jogo não encontrado</h1>
        <p className="mt-2 text-muted-foreground">Este jogo não existe ou não está mais disponível.</p>
        <a
          href={href.home()}
          className="mt-6 inline-block rounded-md bg-primary px-5 py-2 font-display font-semibold text-primary-foreground"
        >
          Ver os jogos de hoje
        </a>
      </section>
    );
  }
  if (fixture.isError && !f) {
    return (
      <p role="alert" className="mx-auto mt-10 max-w-xl rounded-md border border-border bg-card p-4 text-center">
        {FIXTURE_LOAD_FAILED}
      </p>
    );
  }

  const kickoff = f ? new Date(f.fixture.date) : null;
  const homeLineup = f?.lineups.find((l) => l.team.id === f.teams.home.id);
  const awayLineup = f?.lineups.find((l) => l.team.id === f.teams.away.id);
  const stat = (teamId: number) => f?.statistics.find((s) => s.team.id === teamId)?.statistics ?? [];

  return (
    <article className="mx-auto flex max-w-5xl flex-col gap-6">
      {f && kickoff ? (
        <MatchHeader
          headingLevel={1}
          league={{ name: f.league.name, logoUrl: f.league.logo, href: href.league(f.league.id, f.league.name) }}
          home={{
            name: f.teams.home.name,
            logoUrl: f.teams.home.logo,
            href: href.team(f.teams.home.id, f.teams.home.name),
          }}
          away={{
            name: f.teams.away.name,
            logoUrl: f.teams.away.logo,
            href: href.team(f.teams.away.id, f.teams.away.name),
          }}
          renderLink={RouterLink}
          time={formatTime(kickoff)}
          date={formatDate(kickoff)}
          score={f.goals.home === null ? null : f.goals}
          live={isLive(f.fixture.status.short)}
          finishedLabel={finishedStatusLabel(f.fixture.status.short)}
          elapsed={f.fixture.status.elapsed}
          venue={f.fixture.venue}
          homeAction={
            <FollowButton
              name={f.teams.home.name}
              followed={favorites.set.teams.includes(f.teams.home.id)}
              onFollowedChange={(on) => favorites.setFollowed("team", f.teams.home.id, on)}
            />
          }
          awayAction={
            <FollowButton
              name={f.teams.away.name}
              followed={favorites.set.teams.includes(f.teams.away.id)}
              onFollowedChange={(on) => favorites.setFollowed("team", f.teams.away.id, on)}
            />
          }
        />
      ) : (
        <MatchHeaderSkeleton />
      )}
      {favorites.error ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
          {favorites.error}
        </p>
      ) : null}
      {f?.meta.stale ? (
        <p role="status" className="rounded-md border border-border bg-muted p-3 text-sm">
          Não conseguimos atualizar este jogo agora; mostrando os dados de{" "}
          {f.meta.ageSeconds !== null ? `${Math.round(f.meta.ageSeconds / 60)} min atrás` : "antes"}.
        </p>
      ) : null}
      <Tabs defaultValue="visao-geral">
        <TabsList>
          <TabsTrigger value="visao-geral">{OVERVIEW_TAB}</TabsTrigger>
        </TabsList>
        <TabsContent value="visao-geral" className="mt-4 grid grid-cols-1 gap-6 lg:grid-cols-2">
          <section aria-labelledby="sec-estatisticas" className="flex min-w-0 flex-col gap-3">
            <h2 id="sec-estatisticas" className="font-display text-lg font-bold">
              Estatísticas
            </h2>
            {f ? (
              <StatComparison
                home={{ name: f.teams.home.name, statistics: stat(f.teams.home.id) }}
                away={{ name: f.teams.away.name, statistics: stat(f.teams.away.id) }}
                emptyText="As estatísticas aparecem quando o jogo começar."
              />
            ) : (
              <StatComparisonSkeleton />
            )}
          </section>
          <section aria-labelledby="sec-lances" className="flex min-w-0 flex-col gap-3">
            <h2 id="sec-lances" className="font-display text-lg font-bold">
              Lance a lance
            </h2>
            {f ? <EventTimeline events={f.events} homeTeamId={f.teams.home.id} /> : <EventTimelineSkeleton />}
          </section>
          <section aria-labelledby="sec-escalacoes" className="flex min-w-0 flex-col gap-3 lg:col-span-2">
            <h2 id="sec-escalacoes" className="font-display text-lg font-bold">
              Escalações
            </h2>
            {f ? (
              <LineupPitch
                home={homeLineup ? toLineup(homeLineup) : null}
                away={awayLineup ? toLineup(awayLineup) : null}
              />
            ) : (
              <LineupPitchSkeleton />
            )}
          </section>
          <section aria-labelledby="sec-odds" className="flex min-w-0 flex-col gap-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="sec-odds" className="font-display text-lg font-bold">
                {f?.odds_closing ? "Odds de fechamento por casa" : "Melhores odds por casa"}
              </h2>
              {f ? (
                <Link
                  to={marketHref(href.analysis(f.fixture.id), market)}
                  state={{ fixtureId: f.fixture.id } satisfies AnalysisState}
                  className="text-sm font-semibold text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                >
                  Ver análise de odds
                </Link>
              ) : null}
            </div>
            <MarketChoice current={market} base={href.match(data.id)} hash="#sec-odds" />
            {f && !isFinished(f.fixture.status.short) ? <MatchPriceAlert fixture={f} market={market} /> : null}
            {!oneXTwo ? (
              f ? (
                <MatchMarketOdds
                  id={data.id}
                  market={market}
                  home={f.teams.home.name}
                  away={f.teams.away.name}
                  houses={houses.data ? houseBrands(houses.data.results) : undefined}
                  closing={!!f.odds_closing}
                  loadedAt={data.now}
                />
              ) : (
                <OddsByHouseSkeleton columns={outcomeCount(market)} />
              )
            ) : null}
            {!oneXTwo ? null : f && houses.data ? (
              <OddsByHouse
                home={f.teams.home.name}
                away={f.teams.away.name}
                odds={f.odds}
                houses={houseBrands(houses.data.results)}
                previous={previous}
                ages={ages}
              />
            ) : (
              <OddsByHouseSkeleton />
            )}
            {oneXTwo && f?.odds_closing ? (
              <>
                <ClosingNote />
                <ClosingLine
                  home={f.teams.home.name}
                  away={f.teams.away.name}
                  rows={closingLineRows(f.odds, f.teams.home.name, f.teams.away.name)}
                />
              </>
            ) : null}
            {oneXTwo ? <ResponsibleNote /> : null}
            {!oneXTwo ? null : f ? <MatchFairOdds fixture={f} /> : <FairOddsSkeleton />}
            {oneXTwo && f && history.data ? (
              <PriceChart
                className="mt-2"
                outcomes={[f.teams.home.name, "Empate", f.teams.away.name]}
                series={priceSeries(history.data.history, houses.data?.results ?? [])}
                until={fetchedHere ? siteNow().toISOString() : data.now}
              />
            ) : null}
          </section>
          <section aria-labelledby="sec-tabela" className="flex min-w-0 flex-col gap-3">
            <h2 id="sec-tabela" className="font-display text-lg font-bold">
              Classificação
            </h2>
            {f && standings.data ? (
              <StandingsTable
                rows={standings.data.standings}
                highlightTeamIds={[f.teams.home.id, f.teams.away.id]}
                teamHref={(team) => href.team(team.id, team.name)}
                caption={`Classificação — ${f.league.name} ${f.league.season}`}
                emptyText="Esta competição não tem tabela de pontos corridos."
              />
            ) : (
              <StandingsTableSkeleton />
            )}
          </section>
        </TabsContent>
      </Tabs>
    </article>
  );
}

const FALLBACK_LINE = "#64748b";

function houseBrands(
  houses: readonly { house: string; color: string; textColor: string; link: string; logo: string }[],
): HouseBrand[] {
  return houses.map((h) => ({ house: h.house, color: h.color, textColor: h.textColor, link: h.link, logoUrl: h.logo }));
}

/** Each outcome's series: every house's recorded prices over time, in the house's colour. */
function priceSeries(
  history: readonly { house: string; home: number; draw: number; away: number; recordedAt: string }[],
  houses: readonly { house: string; color: string }[],
): [PriceSeries[], PriceSeries[], PriceSeries[]] {
  const colors = new Map(houses.map((h) => [h.house, h.color]));
  const order = [...new Set(history.map((r) => r.house))];
  const pick = (k: "home" | "draw" | "away"): PriceSeries[] =>
    order.map((house) => ({
      house,
      color: colors.get(house) ?? FALLBACK_LINE,
      points: history.filter((r) => r.house === house).map((r) => ({ at: r.recordedAt, odd: r[k] })),
    }));
  return [pick("home"), pick("draw"), pick("away")];
}

/** The houses' consensus without margin (Shin's method) beside the best prices, computed as the browser would. */
function MatchFairOdds({ fixture: f }: { fixture: GetFixtureByIdData }) {
  const home = f.teams.home.name;
  const away = f.teams.away.name;
  const market = useMemo(() => fairMarket(bestOddsByHouse(f.odds, home, away), "shin"), [f.odds, home, away]);
  const best = useMemo(
    () => bestOdds(f.odds, home, away).map((b) => (b ? { odd: b.odd, house: b.bet } : null)),
    [f.odds, home, away],
  );
  return (
    <FairOdds
      home={home}
      away={away}
      market={market}
      methodLabel={DEVIG_METHOD_LABELS.shin}
      best={best}
      headingLevel={3}
      className="mt-2"
    />
  );
}

function toLineup(l: GetFixtureByIdData["lineups"][number]) {
  return {
    name: l.team.name,
    formation: l.formation,
    coach: l.coach.name,
    startXI: l.startXI.map((p) => p.player),
    substitutes: l.substitutes.map((p) => p.player),
  };
}
