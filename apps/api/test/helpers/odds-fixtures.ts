/**
 * Provider fixtures for the real-prices tests: a stub provider serving fixed days of games whose clubs are the
 * replayed sources' (the demo's are other clubs), and a reader of a game's prices as the public API shows them.
 */

import { expect } from "vitest";
import type { FootballProvider, ProviderFixture, ProviderMarketOdds, ProviderOdds } from "../../src/providers/types.ts";
import type { TestApp } from "./app.ts";

export const SERIE_A = { id: 71, name: "Serie A", country: "Brazil", logo: null, season: 2026 };

/** A house's 1X2 prices as the provider gives them. */
export const o = (house: string, home: number, draw: number, away: number): ProviderOdds => ({
  house,
  home,
  draw,
  away,
});

/** A not-started Série A game. */
export function fixture(
  id: number,
  kickoff: string,
  home: [number, string],
  away: [number, string],
  odds: ProviderOdds[],
): ProviderFixture {
  return {
    id,
    kickoff,
    status: "NS",
    elapsed: null,
    league: SERIE_A,
    home: { id: home[0], name: home[1], logo: null },
    away: { id: away[0], name: away[1], logo: null },
    goals: { home: null, away: null },
    venue: null,
    odds,
  };
}

/** A house's book in a market beyond 1X2 as the provider gives it (prices in core's `outcomeLabels` order). */
export const m = (house: string, market: string, prices: number[]): ProviderMarketOdds => ({ house, market, prices });

/**
 * São Paulo x Grêmio (Série A, 16 May 2026, kick-off 21:30 UTC, not started) with the 1X2 of Bateu Bet and Lotogreen
 * and these books in the other markets: the markets tests' game.
 */
export function saoPauloGremio(id: number, markets: ProviderMarketOdds[]): ProviderFixture {
  return {
    ...fixture(
      id,
      "2026-05-16T21:30:00.000Z",
      [126, "São Paulo"],
      [130, "Grêmio"],
      [o("Bateu Bet", 1.95, 3.0, 4.0), o("Lotogreen", 2.0, 3.1, 3.9)],
    ),
    markets,
  };
}

/** The games of each business date; every call answers a copy. */
export class StubProvider implements FootballProvider {
  readonly name = "demo" as const;
  constructor(readonly days: Record<string, ProviderFixture[]>) {}
  async fixturesByDate(date: string): Promise<ProviderFixture[]> {
    return structuredClone(this.days[date] ?? []);
  }
  async fixtureDetails() {
    return [];
  }
  async standings() {
    return [];
  }
  /** The club's games among the stub's days. */
  async teamSeason(teamId: number, season: number): Promise<ProviderFixture[]> {
    return this.season((f) => f.league.season === season && (f.home.id === teamId || f.away.id === teamId));
  }
  async leagueSeason(leagueId: number, season: number): Promise<ProviderFixture[]> {
    return this.season((f) => f.league.season === season && f.league.id === leagueId);
  }
  private season(keep: (f: ProviderFixture) => boolean): ProviderFixture[] {
    return structuredClone(
      Object.values(this.days)
        .flat()
        .filter(keep)
        .sort((a, b) => a.kickoff.localeCompare(b.kickoff)),
    );
  }
}

interface OddEntry {
  bet: string;
  option: string;
  odd: number;
}

/** A game's prices per house ([home, draw, away]) as `gamesByDate` shows them. */
export async function gameOdds(t: TestApp, date: string, fixtureId: number): Promise<Map<string, number[]>> {
  const res = await t.app.inject({ url: `/api/soccerdata_app/gamesByDate/?date=${date}` });
  expect(res.statusCode).toBe(200);
  const games = res.json().results as Array<{ afb_fixture_id: number; odds: OddEntry[] }>;
  const game = games.find((g) => g.afb_fixture_id === fixtureId);
  if (!game) throw new Error(`no game ${fixtureId} on ${date}`);
  const byHouse = new Map<string, number[]>();
  for (const e of game.odds) byHouse.set(e.bet, [...(byHouse.get(e.bet) ?? []), e.odd]);
  return byHouse;
}

/** 1X2 decimal prices: home, draw, away. */
export type Prices1x2 = readonly [number, number, number];

/**
 * An event as The Odds API v4 lists it (`GET /v4/sports/{sport}/odds`, h2h market, the draw named `Draw`): each
 * bookmaker key with its prices, all confirmed at `update`.
 */
export function oddsApiEvent(e: {
  id: string;
  sport: string;
  title: string;
  home: string;
  away: string;
  commence: string;
  update: string;
  books: Record<string, Prices1x2>;
}) {
  return {
    id: e.id,
    sport_key: e.sport,
    sport_title: e.title,
    commence_time: e.commence,
    home_team: e.home,
    away_team: e.away,
    bookmakers: Object.entries(e.books).map(([key, [home, draw, away]]) => ({
      key,
      title: key,
      last_update: e.update,
      markets: [
        {
          key: "h2h",
          last_update: e.update,
          outcomes: [
            { name: e.home, price: home },
            { name: "Draw", price: draw },
            { name: e.away, price: away },
          ],
        },
      ],
    })),
  };
}
