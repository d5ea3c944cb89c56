import { bestOdds } from "@placar/core/odds";
import { formatTime } from "@placar/core/dates";
import { compareLeagues } from "@placar/core/leagues";
import { countByGroup, isInGroup, rowIcon, type StatusGroup } from "@placar/core/status";
import { marketFromSlug, marketLabel, outcomeLabels, type Market } from "@placar/core/markets";
import { unwrap, type ApiClient } from "@placar/api-client/client";
import type { GetFixturesByDateData, GetGamesByDateMarketData, GetHousesData } from "@placar/api-client/queries";
import { href } from "@placar/core/routes";

/**
 * The day panel's rows from the day's fixtures: on the server for the first HTML, and in the browser on each refresh
 * of the day panel's island, which loads this module then (it is not part of the home's first script). With a market
 * other than 1X2 (`?mercado=`), the rows' prices are that market's best per outcome, from the markets endpoint.
 */
type DayFixture = GetFixturesByDateData[string][number];
export type BestOddView = { label: string; odd: number; house: string; href: string | undefined };

/** One market over the day's games, as `GET /api/soccerdata_app/gamesByDate/markets/` answers it. */
export type DayMarket = GetGamesByDateMarketData;

/** The market other than 1X2 the panel shows, and its day's best prices (null when they could not be fetched). */
export interface PanelMarket {
  market: Market;
  name: string;
  day: DayMarket | null;
}

/** The day's best prices of the market `slug` names (`?mercado=`): the island's refresh, once the market is chosen. */
export async function fetchDayMarket(api: ApiClient, date: string, slug: string, signal: AbortSignal) {
  return api
    .GET("/api/soccerdata_app/gamesByDate/markets/", { params: { query: { date, market: slug } }, signal })
    .then(unwrap);
}

/** The market a slug names, with its name and its day's answer, for `dayPanel`; null for 1X2 or an unknown slug. */
export function panelMarket(slug: string | null, day: DayMarket | null): PanelMarket | null {
  const market = slug ? marketFromSlug(slug) : null;
  if (!market || market.key === "1x2") return null;
  return { market, name: marketLabel(market), day };
}

/**
 * The headings over the odds' columns for a market (the 1X2's Casa / X / Fora otherwise): short, since a column is
 * 80 px wide; each button's own name says the whole outcome.
 */
export function marketColumns(market: Market): string[] {
  switch (market.key) {
    case "1x2":
      return ["Casa", "X", "Fora"];
    case "btts":
      return ["Sim", "Não"];
    case "totals":
      return outcomeLabels(market, "", "");
    case "double_chance":
      return ["1X", "12", "X2"];
    case "dnb":
      return ["Casa", "Fora"];
  }
}

/** Today with live games opens on 'Ao Vivo'; otherwise on 'Próximo', or 'Finalizado' when nothing is left. */
export function defaultTab(counts: Record<StatusGroup, number>): StatusGroup {
  if (counts.live > 0) return "live";
  if (counts.upcoming > 0) return "upcoming";
  if (counts.finished > 0) return "finished";
  return "upcoming";
}

export type House = GetHousesData["results"][number];

/** The day panel's content for one tab: counts over the whole day and the tab's leagues in the site's order. */
export function dayPanel(
  data: GetFixturesByDateData | undefined,
  tabParam: StatusGroup | null,
  houses: readonly House[] = [],
  market: PanelMarket | null = null,
) {
  const links = new Map(houses.map((h) => [h.house, h.link]));
  const best = new Map((market?.day?.games ?? []).map((g) => [g.afb_fixture_id, g]));
  const priced = market ? { ...market, best } : null;
  const all = Object.values(data ?? {}).flat();
  const counts = countByGroup(all.map((f) => f.fixture.status.short));
  const tab = tabParam ?? defaultTab(counts);
  const leagues = Object.entries(data ?? {})
    .map(([name, fixtures]) => {
      const rows = fixtures.filter((f) => isInGroup(f.fixture.status.short, tab)).map((f) => toRow(f, links, priced));
      const league = fixtures[0]?.league;
      return {
        id: league?.id ?? name,
        name,
        imageUrl: league?.logo ?? null,
        // The section's title links to the league's page (issue 40); a row's team names stay text: a row is one link.
        ...(league ? { href: href.league(league.id, name) } : {}),
        rows,
      };
    })
    .filter((l) => l.rows.length > 0)
    .sort((a, b) => compareLeagues({ id: a.id, name: a.name }, { id: b.id, name: b.name }));
  return {
    tab,
    counts,
    leagues,
    // The columns' headings of a market other than 1X2 (the panel's Casa / X / Fora otherwise).
    ...(market ? { columns: marketColumns(market.market) } : {}),
  };
}

export type DayPanel = ReturnType<typeof dayPanel>;

type DayMarketGame = DayMarket["games"][number];

/**
 * The market's best price of each outcome for one game, labelled as the site names the outcomes; null where no house
 * quotes it (or the game is not in the answer), with the outcomes' names for those slots.
 */
function marketOdds(
  f: DayFixture,
  links: ReadonlyMap<string, string>,
  market: PanelMarket & { best: ReadonlyMap<number, DayMarketGame> },
) {
  const game = market.best.get(f.fixture.id);
  const outcomes = outcomeLabels(market.market, f.teams.home.name, f.teams.away.name);
  const odds = outcomes.map((label, i) => {
    const b = game?.best[i];
    return b && Number.isFinite(b.price) && b.price > 1
      ? { label, odd: b.price, house: b.house, href: links.get(b.house) }
      : null;
  });
  return {
    odds: odds as
      [BestOddView | null, BestOddView | null] | [BestOddView | null, BestOddView | null, BestOddView | null],
    outcomes,
    marketName: market.name,
  };
}

function toRow(
  f: DayFixture,
  links: ReadonlyMap<string, string>,
  market: (PanelMarket & { best: ReadonlyMap<number, DayMarketGame> }) | null,
) {
  const status = f.fixture.status.short;
  const started = !isInGroup(status, "upcoming") && f.goals.home !== null;
  const triple = market ? [] : bestOdds(f.odds, f.teams.home.name, f.teams.away.name);
  return {
    id: String(f.fixture.id),
    /** Home and away team ids, for the favourites; left out of the first HTML (see `withoutTeamIds`). */
    teamIds: [f.teams.home.id, f.teams.away.id] as [number, number] | undefined,
    icon: rowIcon(status),
    home: { name: f.teams.home.name, logoUrl: f.teams.home.logo },
    away: { name: f.teams.away.name, logoUrl: f.teams.away.logo },
    time: formatTime(new Date(f.fixture.date)),
    score: started ? { home: f.goals.home, away: f.goals.away } : null,
    ...(market
      ? marketOdds(f, links, market)
      : {
          odds: triple.map((b) =>
            b ? { label: b.option, odd: b.odd, house: b.bet, href: links.get(b.bet), previous: b.previous } : null,
          ) as [BestOddView | null, BestOddView | null] | [BestOddView | null, BestOddView | null, BestOddView | null],
        }),
    href: href.match(f.fixture.id),
    // The closing line is the 1X2's alone (the other markets keep the provider's last prices).
    ...(f.odds_closing && !market ? { closing: true } : {}),
  };
}
