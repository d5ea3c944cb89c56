import { bestOdds } from "@placar/core/odds";
import { formatTime } from "@placar/core/dates";
import { compareLeagues } from "@placar/core/leagues";
import { countByGroup, isInGroup, rowIcon, type StatusGroup } from "@placar/core/status";
import type { GetFixturesByDateData, GetHousesData } from "@placar/api-client/queries";
import { href } from "@placar/core/routes";

/**
 * The day panel's rows from the day's fixtures: on the server for the first HTML, and in the browser on each refresh
 * of the day panel's island, which loads this module then (it is not part of the home's first script).
 */
type DayFixture = GetFixturesByDateData[string][number];
export type BestOddView = { label: string; odd: number; house: string; href: string | undefined };

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
) {
  const links = new Map(houses.map((h) => [h.house, h.link]));
  const all = Object.values(data ?? {}).flat();
  const counts = countByGroup(all.map((f) => f.fixture.status.short));
  const tab = tabParam ?? defaultTab(counts);
  const leagues = Object.entries(data ?? {})
    .map(([name, fixtures]) => {
      const rows = fixtures.filter((f) => isInGroup(f.fixture.status.short, tab)).map((f) => toRow(f, links));
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
  return { tab, counts, leagues };
}

export type DayPanel = ReturnType<typeof dayPanel>;

function toRow(f: DayFixture, links: ReadonlyMap<string, string>) {
  const status = f.fixture.status.short;
  const started = !isInGroup(status, "upcoming") && f.goals.home !== null;
  const triple = bestOdds(f.odds, f.teams.home.name, f.teams.away.name);
  return {
    id: String(f.fixture.id),
    /** Home and away team ids, for the favourites; left out of the first HTML (see `withoutTeamIds`). */
    teamIds: [f.teams.home.id, f.teams.away.id] as [number, number] | undefined,
    icon: rowIcon(status),
    home: { name: f.teams.home.name, logoUrl: f.teams.home.logo },
    away: { name: f.teams.away.name, logoUrl: f.teams.away.logo },
    time: formatTime(new Date(f.fixture.date)),
    score: started ? { home: f.goals.home, away: f.goals.away } : null,
    odds: triple.map((b) =>
      b ? { label: b.option, odd: b.odd, house: b.bet, href: links.get(b.bet), previous: b.previous } : null,
    ) as [BestOddView | null, BestOddView | null, BestOddView | null],
    href: href.match(f.fixture.id),
    ...(f.odds_closing ? { closing: true } : {}),
  };
}
