/**
 * The markets beyond 1X2 on the match and analysis pages (issue 44, docs/product.md#match-page): the market choice as
 * plain links, and one market's prices from the markets endpoint, with its loading, empty and error states. 1X2 is
 * not drawn here: the pages keep their own 1X2 components and data.
 */
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { Link } from "react-router-dom";
import { getFixtureMarketsOptions } from "@placar/api-client/queries";
import { marketId, marketLabel, outcomeCount, outcomeLabels, type Market } from "@placar/core/markets";
import { Skeleton } from "@placar/ui/primitives/skeleton";
import { ClosingNote } from "@placar/ui/product/closing-line";
import { ClosingLine } from "@placar/ui/product/closing-line-table";
import { FairOdds, FairOddsSkeleton } from "@placar/ui/product/fair-odds";
import { MarketSelector, type MarketLinkProps } from "@placar/ui/product/market-selector";
import { OddsByBetType, OddsByHouse, OddsByHouseSkeleton, type HouseBrand } from "@placar/ui/product/odds-by-house";
import { PriceChart, type PriceSeries } from "@placar/ui/product/price-chart";
import { useApi } from "../lib/api-context.tsx";
import { siteNow } from "../lib/clock.ts";
import { REFRESH_MS } from "../lib/refresh.ts";
import type { RouteDeps } from "../route-types.ts";
import {
  boardAges,
  boardBest,
  boardClosingRows,
  boardFair,
  boardOdds,
  boardPrevious,
  findBoard,
  marketHref,
  type MarketBoard,
} from "./market-board.ts";
import { ResponsibleNote } from "./responsible-note.tsx";
import { BestPayoutNote, BestPricesList } from "./best-prices.tsx";

/** How the markets endpoint's consensus is made: each complete book without its own margin, then averaged. */
const FAIR_METHOD = "método proporcional (a margem de cada casa dividida na proporção de cada probabilidade)";

/** A house without a brand colour draws its line in slate (as in the 1X2 chart). */
const FALLBACK_LINE = "#64748b";

/**
 * Each outcome's series for the price chart: every shown house's recorded moves (the board's `history`), in the
 * house's brand colour, in the board's house order (as the 1X2 chart draws the odds history).
 */
function boardSeries(board: MarketBoard, count: number, houses: readonly HouseBrand[]): PriceSeries[][] {
  const colors = new Map(houses.map((h) => [h.house, h.color]));
  return Array.from({ length: count }, (_, o) =>
    board.houses.map((h) => ({
      house: h.house,
      color: colors.get(h.house) ?? FALLBACK_LINE,
      points: (h.history ?? []).flatMap((p) => {
        const odd = p.prices[o];
        return odd === undefined ? [] : [{ at: p.at, odd }];
      }),
    })),
  );
}

export const NO_MARKET_ODDS = "Sem odds para este mercado";
export const MARKET_LOAD_FAILED = "Não foi possível carregar as odds deste mercado agora. Tente de novo em instantes.";

/**
 * A game's markets; with `history` (a market other than 1X2), that market's price history too, for its chart (every
 * market's would be 200–330 KB for a live or finished game, at every refetch).
 */
export function marketsQuery(api: RouteDeps["api"], id: number, history: Market | null = null) {
  return getFixtureMarketsOptions(api, {
    params: { path: { id }, query: history === null ? {} : { history: marketId(history) } },
  });
}

/** A market's link through the router: the same address, fetched by the browser without reloading the page. */
function MarketLink({ href, children, ...props }: MarketLinkProps) {
  return (
    <Link to={href} preventScrollReset {...props}>
      {children}
    </Link>
  );
}

/**
 * The market choice: a link per market to `base` with `?mercado=` (1X2 is `base` itself), the current one marked.
 * `hash` keeps a reader who navigates without JavaScript at the odds rather than back at the page's top.
 */
export function MarketChoice({
  current,
  base,
  hash = "",
  className,
}: {
  current: Market;
  base: string;
  hash?: string;
  className?: string;
}) {
  return (
    <MarketSelector
      current={current}
      hrefFor={(m) => marketHref(base, m) + hash}
      linkAs={MarketLink}
      label="Mercados de apostas"
      className={className}
    />
  );
}

/**
 * Reads the markets endpoint for a market other than 1X2 (the query is off for 1X2, whose prices come with the match),
 * with the market's price history when `charted`.
 */
function useMarketBoard(id: number, market: Market, charted: boolean) {
  const api = useApi();
  const query = useQuery({
    ...marketsQuery(api, id, charted ? market : null),
    enabled: market.key !== "1x2" && id > 0,
    refetchInterval: REFRESH_MS,
  });
  const board = useMemo(() => findBoard(query.data, market), [query.data, market]);
  return { query, board };
}

function EmptyMarket({ market }: { market: Market }) {
  return (
    <div
      data-slot="market-empty"
      className="flex min-h-24 flex-col items-center justify-center gap-1 rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground"
    >
      <p className="font-semibold text-foreground">{NO_MARKET_ODDS}</p>
      <p>Nenhuma casa cota {marketLabel(market)} neste jogo agora.</p>
    </div>
  );
}

function MarketError() {
  return (
    <p role="alert" data-slot="market-error" className="rounded-md border border-border bg-card p-4 text-sm">
      {MARKET_LOAD_FAILED}
    </p>
  );
}

/** What a market's panels wait with: the table's and the fair odds' shapes, and a word for screen readers. */
function MarketLoading({ market, withFair = true }: { market: Market; withFair?: boolean }) {
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      <span role="status" className="sr-only">
        Carregando as odds de {marketLabel(market)}…
      </span>
      <OddsByHouseSkeleton rows={5} columns={outcomeCount(market)} />
      {withFair ? <FairOddsSkeleton /> : null}
    </div>
  );
}

/**
 * The match page's odds of one market other than 1X2: every house's prices with arrows and payouts, the best of
 * each outcome with its house ('Melhor combinação'), the closing line of a finished game, the fair odds and the
 * chart of each house's price moves ('Evolução das odds', from the board's `history`).
 */
export function MatchMarketOdds({
  id,
  market,
  home,
  away,
  houses,
  closing,
  loadedAt,
}: {
  id: number;
  market: Market;
  home: string;
  away: string;
  houses: readonly HouseBrand[] | undefined;
  /** The game is over: its prices are the last before kick-off. */
  closing: boolean;
  /** The loader's clock (ISO): the first render's freshness labels must match the server's HTML. */
  loadedAt: string;
}) {
  // The match page charts the market: its price history comes with it.
  const { query, board } = useMarketBoard(id, market, true);
  const fetchedHere = query.isFetchedAfterMount;
  const ages = useMemo(
    () => (board ? boardAges(board, fetchedHere ? siteNow() : new Date(loadedAt)) : undefined),
    [board, fetchedHere, loadedAt],
  );
  const series = useMemo(
    () => (board && houses ? boardSeries(board, outcomeCount(market), houses) : undefined),
    [board, market, houses],
  );
  if (query.isPending || !houses) return <MarketLoading market={market} />;
  if (query.isError && !query.data) return <MarketError />;
  if (!board || board.houses.length === 0) return <EmptyMarket market={market} />;
  return (
    <>
      <OddsByHouse
        market={market}
        home={home}
        away={away}
        odds={boardOdds(board, market, home, away)}
        houses={houses}
        previous={boardPrevious(board)}
        ages={ages}
      />
      {closing ? (
        <>
          <ClosingNote />
          <ClosingLine market={market} home={home} away={away} rows={boardClosingRows(board, market)} />
        </>
      ) : null}
      <ResponsibleNote />
      <MarketFairOdds board={board} market={market} home={home} away={away} headingLevel={3} className="mt-2" />
      {series ? (
        <PriceChart
          // Another market opens on its first outcome, not on the tab the last one was left at.
          key={marketId(market)}
          className="mt-2"
          outcomes={outcomeLabels(market, home, away)}
          series={series}
          marketName={marketLabel(market)}
          // The first render uses the loader's clock (the server's HTML must match), as the 1X2 chart does.
          until={fetchedHere ? siteNow().toISOString() : loadedAt}
        />
      ) : null}
    </>
  );
}

function MarketFairOdds({
  board,
  market,
  home,
  away,
  headingLevel,
  className,
}: {
  board: MarketBoard;
  market: Market;
  home: string;
  away: string;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  return (
    <FairOdds
      kind={market}
      home={home}
      away={away}
      market={boardFair(board, market)}
      methodLabel={FAIR_METHOD}
      best={boardBest(board, market)}
      headingLevel={headingLevel}
      className={className}
    />
  );
}

/**
 * The analysis page's view of one market other than 1X2, in the 1X2's order: the best price of each outcome with its
 * house and the best combination's payout, the fair odds, then each house's card (and a finished game's closing line).
 */
export function AnalysisMarketOdds({
  id,
  market,
  home,
  away,
  houses,
  closing,
}: {
  id: number;
  market: Market;
  home: string;
  away: string;
  houses: readonly HouseBrand[];
  closing: boolean;
}) {
  const { query, board } = useMarketBoard(id, market, false);
  const labels = outcomeLabels(market, home, away);
  const best = board ? boardBest(board, market) : null;
  const state = query.isPending ? (
    <MarketLoading market={market} withFair={false} />
  ) : query.isError && !query.data ? (
    <MarketError />
  ) : !board || board.houses.length === 0 ? (
    <EmptyMarket market={market} />
  ) : null;
  return (
    <>
      <section aria-labelledby="sec-melhores" className="flex flex-col gap-3">
        <h2 id="sec-melhores" className="font-display text-lg font-bold">
          Melhor odd de cada resultado: {marketLabel(market)}
        </h2>
        {closing ? <ClosingNote /> : null}
        {state ??
          (best ? (
            <BestPricesList
              slot="analysis-market-best"
              best={best}
              labels={labels}
              houses={houses}
              marketName={marketLabel(market)}
            />
          ) : null)}
        <BestPayoutNote payout={board?.best_payout ?? null} />
      </section>

      {board && board.houses.length > 0 ? (
        <MarketFairOdds board={board} market={market} home={home} away={away} />
      ) : null}

      <section aria-labelledby="sec-por-casa" className="flex flex-col gap-3">
        <h2 id="sec-por-casa" className="font-display text-lg font-bold">
          Odds por casa de apostas
        </h2>
        {query.isPending ? (
          <div aria-hidden="true" className="grid gap-3 sm:grid-cols-2">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-32 w-full" />
            ))}
          </div>
        ) : board && board.houses.length > 0 ? (
          <>
            <OddsByBetType market={market} odds={boardOdds(board, market, home, away)} houses={houses} />
            {closing ? (
              <ClosingLine market={market} home={home} away={away} rows={boardClosingRows(board, market)} />
            ) : null}
            <ResponsibleNote />
          </>
        ) : query.isError && !query.data ? null : (
          <p className="text-sm text-muted-foreground">{NO_MARKET_ODDS}.</p>
        )}
      </section>
    </>
  );
}
