import { bestOdds } from "@placar/core/odds";
import { addDays, businessDate, dayLabel, formatTime, isIsoDate, shortDayLabel } from "@placar/core/dates";
import { compareLeagues } from "@placar/core/leagues";
import { countByGroup, isInGroup, rowIcon, type StatusGroup } from "@placar/core/status";
import type { GetFixturesByDateData, GetHousesData } from "@placar/api-client/queries";
import { href, type TabSlug } from "../route-map.ts";

export const TAB_SLUGS: Record<StatusGroup, TabSlug> = { live: "ao-vivo", finished: "finalizado", upcoming: "proximo" };
const GROUP_OF_SLUG = Object.fromEntries(Object.entries(TAB_SLUGS).map(([g, s]) => [s, g])) as Record<TabSlug, StatusGroup>;

export interface HomeParams {
  date: string;
  /** The tab asked for in the address; null lets the page pick one from the data. */
  tab: StatusGroup | null;
  isToday: boolean;
}

/** Reads `?dia=YYYY-MM-DD&aba=ao-vivo|finalizado|proximo`; anything invalid falls back to today / automatic. */
export function parseHomeParams(search: URLSearchParams, now: Date): HomeParams {
  const today = businessDate(now);
  const dia = search.get("dia");
  const date = dia && isIsoDate(dia) ? dia : today;
  const aba = search.get("aba") as TabSlug | null;
  return { date, tab: aba && aba in GROUP_OF_SLUG ? GROUP_OF_SLUG[aba] : null, isToday: date === today };
}

type DayFixture = GetFixturesByDateData[string][number];
type BestOddView = { label: string; odd: number; house: string; href: string | undefined };

/** Today with live games opens on 'Ao Vivo'; otherwise on 'Próximo', or 'Finalizado' when nothing is left. */
export function defaultTab(counts: Record<StatusGroup, number>): StatusGroup {
  if (counts.live > 0) return "live";
  if (counts.upcoming > 0) return "upcoming";
  if (counts.finished > 0) return "finished";
  return "upcoming";
}

type House = GetHousesData["results"][number];

export function buildPanel(data: GetFixturesByDateData | undefined, params: HomeParams, now: Date, houses: readonly House[] = []) {
  const links = new Map(houses.map((h) => [h.house, h.link]));
  const all = Object.values(data ?? {}).flat();
  const counts = countByGroup(all.map((f) => f.fixture.status.short));
  const tab = params.tab ?? defaultTab(counts);
  const leagues = Object.entries(data ?? {})
    .map(([name, fixtures]) => {
      const rows = fixtures.filter((f) => isInGroup(f.fixture.status.short, tab)).map((f) => toRow(f, links));
      return { id: fixtures[0]?.league.id ?? name, name, imageUrl: fixtures[0]?.league.logo ?? null, rows };
    })
    .filter((l) => l.rows.length > 0)
    .sort((a, b) => compareLeagues({ id: a.id, name: a.name }, { id: b.id, name: b.name }));
  return {
    tab,
    counts,
    leagues,
    dateLabel: dayLabel(params.date, now),
    shortDateLabel: shortDayLabel(params.date, now),
    prevHref: href.home({ dia: addDays(params.date, -1), aba: TAB_SLUGS[tab] }),
    nextHref: href.home({ dia: addDays(params.date, 1), aba: TAB_SLUGS[tab] }),
  };
}

function toRow(f: DayFixture, links: ReadonlyMap<string, string>) {
  const status = f.fixture.status.short;
  const started = !isInGroup(status, "upcoming") && f.goals.home !== null;
  const triple = bestOdds(f.odds, f.teams.home.name, f.teams.away.name);
  return {
    id: String(f.fixture.id),
    icon: rowIcon(status),
    home: { name: f.teams.home.name, logoUrl: f.teams.home.logo },
    away: { name: f.teams.away.name, logoUrl: f.teams.away.logo },
    time: formatTime(new Date(f.fixture.date)),
    score: started ? { home: f.goals.home, away: f.goals.away } : null,
    odds: triple.map((b) => (b ? { label: b.option, odd: b.odd, house: b.bet, href: links.get(b.bet) } : null)) as [BestOddView | null, BestOddView | null, BestOddView | null],
    href: href.match(f.fixture.id),
  };
}
