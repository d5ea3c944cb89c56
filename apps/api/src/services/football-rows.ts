/**
 * A stored fixture as the API shows it: the Game (lists, slider, search, articles) and the `fixtures/?date=`
 * answer grouped by league (docs/product.md#api-contract). Pure mapping, no I/O.
 */

import { formatTime } from "@placar/core/dates";
import { href } from "@placar/core/routes";
import { isInGroup } from "@placar/core/status";
import type { DayFixture, Game } from "../schemas/football.ts";
import { oddsList, type StoredFixture, type VisibleHouses } from "./football-store.ts";

export function groupByLeague(
  day: readonly StoredFixture[],
  liveOnly: boolean,
  houses: VisibleHouses | undefined,
): Record<string, DayFixture[]> {
  const out: Record<string, DayFixture[]> = {};
  for (const f of day) {
    if (liveOnly && !isInGroup(f.status, "live")) continue;
    (out[f.league.name] ??= []).push(toDayFixture(f, houses));
  }
  return out;
}

export function matchPath(f: Pick<StoredFixture, "afbFixtureId">): string {
  return href.match(f.afbFixtureId);
}

/** What a game card needs of a fixture: a stored day fixture has it, and so has the articles' join. */
export interface GameFieldsSource {
  id: number;
  afbFixtureId: number;
  date: string;
  kickoff: Date;
  status: string;
  league: { id: number; name: string; logo: string | null };
  home: { id: number; name: string; logo: string | null };
  away: { id: number; name: string; logo: string | null };
}

/** The API's Game without its prices: the match itself (also an article's `game`). */
export function gameFields(f: GameFieldsSource): Omit<Game, "odds" | "goals" | "elapsed"> {
  const [hour, minute] = formatTime(f.kickoff).split(":").map(Number) as [number, number];
  return {
    id: f.id,
    date: f.date,
    hour,
    minute,
    kickoff: f.kickoff.toISOString(),
    status: f.status,
    home_team: f.home.name,
    away_team: f.away.name,
    afb_team_home_id: f.home.id,
    afb_team_away_id: f.away.id,
    afb_fixture_id: f.afbFixtureId,
    link: matchPath(f),
    league: { id: f.league.id, name: f.league.name, image_url: f.league.logo },
    home_image_url: f.home.logo,
    away_image_url: f.away.logo,
    image: null,
  };
}

export function toGame(f: StoredFixture, houses: VisibleHouses | undefined): Game {
  const game: Game = { ...gameFields(f), odds: oddsList(f, houses), goals: f.goals, elapsed: f.elapsed };
  if (f.closing) game.odds_closing = true;
  return game;
}

export function toDayFixture(f: StoredFixture, houses: VisibleHouses | undefined): DayFixture {
  return {
    fixture: { id: f.afbFixtureId, date: f.kickoff.toISOString(), status: { short: f.status, elapsed: f.elapsed } },
    teams: { home: f.home, away: f.away },
    goals: f.goals,
    league: { id: f.league.id, logo: f.league.logo, name: f.league.name, season: f.league.season },
    odds: oddsList(f, houses),
    link: matchPath(f),
    ...(f.closing ? { odds_closing: true } : {}),
  };
}
