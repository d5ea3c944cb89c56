import { bestOdds } from "@placar/core/odds";
import {
  addDays,
  businessDate,
  dayLabel,
  gamesHeading,
  formatDayMonth,
  formatTime,
  isIsoDate,
  shortDayLabel,
  compareIsoInstants,
} from "@placar/core/dates";
import { compareLeagues } from "@placar/core/leagues";
import { followedFirst, followsGame, NO_FAVORITES, type FavoriteSet } from "@placar/core/favorites";
import { isInGroup, liveStatusLabel, rowIcon, type StatusGroup } from "@placar/core/status";
import type { GetGamesData, ListArticlesData } from "@placar/api-client/queries";
import type { BestOddView, DayPanel, House } from "./day-panel.ts";

export type { DayPanel };
import { href, type TabSlug } from "@placar/core/routes";

export const TAB_SLUGS: Record<StatusGroup, TabSlug> = { live: "ao-vivo", finished: "finalizado", upcoming: "proximo" };
const GROUP_OF_SLUG = Object.fromEntries(Object.entries(TAB_SLUGS).map(([g, s]) => [s, g])) as Record<
  TabSlug,
  StatusGroup
>;

export interface HomeParams {
  date: string;
  /** The tab asked for in the address; null lets the page pick one from the data. */
  tab: StatusGroup | null;
  /** The league filter (`?liga=`, a competition's id); null is 'Todas'. */
  league: number | null;
  isToday: boolean;
  /**
   * The market asked for (`?mercado=`, core's marketSlug of a market other than 1X2); null is 1X2, the default. The
   * home's loader reads it (apps/site/src/pages/home.tsx): core's market list stays out of the islands' script.
   */
  market: string | null;
}

/** `url` with `mercado=` added for a market other than 1X2 (`market` null: `url` itself). */
export function withMarket(url: string, market: string | null | undefined): string {
  if (!market) return url;
  return `${url}${url.includes("?") ? "&" : "?"}mercado=${market}`;
}

/**
 * Reads `?dia=YYYY-MM-DD&aba=ao-vivo|finalizado|proximo&liga={id}`; anything invalid falls back to today, the automatic
 * tab and 'Todas' (the server redirects such an address first: apps/site/src/page-policy.ts).
 */
export function parseHomeParams(search: URLSearchParams, now: Date): Omit<HomeParams, "market"> {
  const today = businessDate(now);
  const dia = search.get("dia");
  const date = dia && isIsoDate(dia) ? dia : today;
  const aba = search.get("aba") as TabSlug | null;
  const liga = search.get("liga");
  return {
    date,
    tab: aba && Object.hasOwn(GROUP_OF_SLUG, aba) ? GROUP_OF_SLUG[aba] : null,
    league: liga && /^[1-9]\d{0,9}$/.test(liga) ? Number(liga) : null,
    isToday: date === today,
  };
}

/**
 * The addresses of the home's state (docs/product.md#league-strip-and-league-list): a league's link keeps the day and
 * the tab asked for; the active league's link, and 'Todas', go back to every league. A tab's link keeps the day and
 * drops the league (a new tab starts again from 'Todas'). Both keep the market (`?mercado=`).
 */
export function homeLinks(
  params: Pick<HomeParams, "date" | "tab" | "league" | "isToday"> & { market?: string | null },
) {
  const dia = params.isToday ? undefined : params.date;
  const aba = params.tab ? TAB_SLUGS[params.tab] : undefined;
  return {
    league: (id: number | string | null) =>
      withMarket(
        href.home({ dia, aba, liga: id === null || id === params.league ? undefined : String(id) }),
        params.market,
      ),
    tab: (tab: StatusGroup) => withMarket(href.home({ dia, aba: TAB_SLUGS[tab] }), params.market),
  };
}

/** The panel's leagues for the league chosen in the strip or the list (null: 'Todas'). */
export function leaguesFor(panel: DayPanel, league: number | string | null): DayPanel["leagues"] {
  return league === null ? panel.leagues : panel.leagues.filter((l) => l.id === league);
}

/**
 * The panel's leagues with the followed first (docs/product.md#favourites): followed leagues and leagues with a
 * followed team's game come first, and in each league the followed teams' games. With `onlyFollowed` ('Meus jogos'),
 * only those: every game of a followed league, and a followed team's games in any league.
 */
export function withFavorites(
  leagues: DayPanel["leagues"],
  set: FavoriteSet,
  onlyFollowed: boolean,
): DayPanel["leagues"] {
  const marked = leagues.map((l) => {
    const leagueFollowed = typeof l.id === "number" && set.leagues.includes(l.id);
    const followedRow = (r: (typeof l.rows)[number]) =>
      r.teamIds ? followsGame(set, { leagueId: l.id, homeId: r.teamIds[0], awayId: r.teamIds[1] }) : false;
    const rows = onlyFollowed && !leagueFollowed ? l.rows.filter(followedRow) : followedFirst(l.rows, followedRow);
    return { league: rows === l.rows ? l : { ...l, rows }, followed: leagueFollowed || rows.some(followedRow) };
  });
  const kept = onlyFollowed ? marked.filter((m) => m.followed && m.league.rows.length > 0) : marked;
  return followedFirst(kept, (m) => m.followed).map((m) => m.league);
}

/**
 * The panel without the rows' team ids, for the first HTML: the server cannot know what a visitor follows, and the
 * ids of a busy day's rows would add kilobytes to every page (an undefined key is left out of the JSON). The browser
 * gets them with the day's fixtures.
 */
export function withoutTeamIds(panel: DayPanel): DayPanel {
  return {
    ...panel,
    leagues: panel.leagues.map((l) => ({ ...l, rows: l.rows.map((r) => ({ ...r, teamIds: undefined })) })),
  };
}

/** The panel's date labels and day arrows (which keep the tab and the market). */
export function panelNav(date: string, tab: StatusGroup, now: Date, market: string | null = null) {
  return {
    heading: gamesHeading(date, now),
    dateLabel: dayLabel(date, now),
    shortDateLabel: shortDayLabel(date, now),
    prevHref: withMarket(href.home({ dia: addDays(date, -1), aba: TAB_SLUGS[tab] }), market),
    nextHref: withMarket(href.home({ dia: addDays(date, 1), aba: TAB_SLUGS[tab] }), market),
  };
}

type Game = GetGamesData["results"][number];

/** The leagues of the coming games, in the site's league order: the chips of the strip and the left list. */
export function leagueChips(
  games: readonly Game[] | undefined,
): Array<{ id: number; label: string; imageUrl: string | null }> {
  const seen = new Map<number, { id: number; label: string; imageUrl: string | null }>();
  for (const g of games ?? [])
    if (!seen.has(g.league.id))
      seen.set(g.league.id, { id: g.league.id, label: g.league.name, imageUrl: g.league.image_url });
  return [...seen.values()].sort((a, b) => compareLeagues({ id: a.id, name: a.label }, { id: b.id, name: b.label }));
}

/**
 * Slides of the featured-match slider: the coming games of the chosen league (all when null), followed games first
 * (docs/product.md#favourites), then live ones.
 */
export function featuredMatches(
  games: readonly Game[] | undefined,
  league: number | string | null,
  now: Date,
  houses: readonly House[] = [],
  limit = 10,
  favorites: FavoriteSet = NO_FAVORITES,
) {
  const links = new Map(houses.map((h) => [h.house, h.link]));
  const today = businessDate(now);
  const followed = (g: Game) =>
    Number(followsGame(favorites, { leagueId: g.league.id, homeId: g.afb_team_home_id, awayId: g.afb_team_away_id }));
  // AET is in both the live and the finished group (the spec's tabs): a game over after extra time is not "live now".
  const playing = (g: Game) => isInGroup(g.status, "live") && !isInGroup(g.status, "finished");
  return (games ?? [])
    .filter((g) => (league === null || g.league.id === league) && (playing(g) || isInGroup(g.status, "upcoming")))
    .sort(
      (a, b) =>
        followed(b) - followed(a) ||
        Number(playing(b)) - Number(playing(a)) ||
        compareIsoInstants(a.kickoff, b.kickoff),
    )
    .slice(0, limit)
    .map((g) => {
      const triple = bestOdds(g.odds, g.home_team, g.away_team);
      return {
        id: g.afb_fixture_id,
        league: { id: g.league.id, name: g.league.name, logoUrl: g.league.image_url },
        home: { name: g.home_team, logoUrl: g.home_image_url },
        away: { name: g.away_team, logoUrl: g.away_image_url },
        status: rowIcon(g.status),
        // Live: the minute (or the phase) beside the marker, and the score instead of the kick-off time.
        statusLabel: isInGroup(g.status, "live") ? (liveStatusLabel(g.status, g.elapsed) ?? "Ao vivo") : undefined,
        score: isInGroup(g.status, "live") && g.goals.home !== null ? { home: g.goals.home, away: g.goals.away } : null,
        time: formatTime(new Date(g.kickoff)),
        dateLabel: g.date === today ? "Hoje" : formatDayMonth(g.date),
        odds: triple.map((b) =>
          b ? { label: b.option, odd: b.odd, house: b.bet, href: links.get(b.bet), previous: b.previous } : null,
        ) as [BestOddView | null, BestOddView | null, BestOddView | null],
        href: href.match(g.afb_fixture_id),
      };
    });
}

type ArticleSummary = ListArticlesData["results"][number];

/** The latest-news box's items. */
export function newsItems(articles: readonly ArticleSummary[] | undefined) {
  return (articles ?? []).map((a) => ({
    id: a.id,
    title: a.title,
    subtitle: a.subtitle,
    imageUrl: a.image,
    href: href.article(a.id, a.slug),
    publishedAt: a.created_at,
  }));
}
