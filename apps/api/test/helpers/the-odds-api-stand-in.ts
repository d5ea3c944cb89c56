/**
 * A local stand-in for The Odds API v4 (a real HTTP server on 127.0.0.1), answering in the documented format:
 * - `GET /v4/sports/{sport}/events`: the sport's games without prices (free);
 * - `GET /v4/sports/{sport}/odds?regions&markets`: every game with its bookmakers' featured markets (`h2h`,
 *   `totals`); an additional market (`btts`, `draw_no_bet`) is refused there (HTTP 422 INVALID_MARKET), as the
 *   documentation says only the per-event call serves them;
 * - `GET /v4/sports/{sport}/events/{id}/odds?regions&markets`: one game with any of its markets; an unknown game
 *   is a 404 EVENT_NOT_FOUND.
 * Credits: an odds call costs regions × markets asked (an empty list nothing), an event call regions × markets
 * returned; every answer carries `x-requests-remaining`, `x-requests-used` and `x-requests-last`.
 */

import type { RecordedRequest, ReplayServer, Reply } from "../fixtures/api-football/replay-server.ts";
import { startReplayServer } from "../fixtures/api-football/replay-server.ts";

/** One bookmaker's books in a game: h2h [home, draw, away], totals by line [over, under], btts [yes, no], dnb. */
export interface StandInBook {
  h2h?: readonly [number, number, number];
  totals?: Record<string, readonly [number, number]>;
  btts?: readonly [number, number];
  dnb?: readonly [number, number];
  /** The bookmaker's `last_update` (default: the stand-in's clock at the answer). */
  update?: string;
}

export interface StandInGame {
  id: string;
  sport: string;
  title: string;
  home: string;
  away: string;
  commence: string;
  /** Bookmaker key → its books. */
  books: Record<string, StandInBook>;
}

/** The Odds API's key for the Brasileirão Série A. */
export const BRAZIL_SERIE_A = "soccer_brazil_campeonato";

/** A Série A game as the stand-in serves it. */
export function serieAGame(
  id: string,
  commence: string,
  home: string,
  away: string,
  books: StandInGame["books"],
): StandInGame {
  return { id, sport: BRAZIL_SERIE_A, title: "Brazil Série A", home, away, commence, books };
}

export const FEATURED_MARKETS: readonly string[] = ["h2h", "spreads", "totals"];

export interface TheOddsApiStandIn {
  baseUrl: string;
  requests: RecordedRequest[];
  /** The games served, changed at will between calls. */
  games: StandInGame[];
  credits: { remaining: number; used: number };
  oddsCalls(sport: string): RecordedRequest[];
  eventCalls(eventId?: string): RecordedRequest[];
  /** The next answers, in order, before the routes (an error, a delay). */
  server: ReplayServer;
  close(): Promise<void>;
}

/** The markets of a bookmaker's books, as The Odds API names them and lists their outcomes. */
function marketsOf(game: StandInGame, book: StandInBook, asked: readonly string[], update: string): unknown[] {
  const out: Array<{ key: string; last_update: string; outcomes: unknown[] }> = [];
  const market = (key: string, outcomes: unknown[]) => out.push({ key, last_update: update, outcomes });
  if (asked.includes("h2h") && book.h2h)
    market("h2h", [
      { name: game.home, price: book.h2h[0] },
      { name: "Draw", price: book.h2h[1] },
      { name: game.away, price: book.h2h[2] },
    ]);
  if (asked.includes("totals") && book.totals)
    market(
      "totals",
      Object.entries(book.totals).flatMap(([line, [over, under]]) => [
        { name: "Over", price: over, point: Number(line) },
        { name: "Under", price: under, point: Number(line) },
      ]),
    );
  if (asked.includes("btts") && book.btts)
    market("btts", [
      { name: "Yes", price: book.btts[0] },
      { name: "No", price: book.btts[1] },
    ]);
  if (asked.includes("draw_no_bet") && book.dnb)
    market("draw_no_bet", [
      { name: game.home, price: book.dnb[0] },
      { name: game.away, price: book.dnb[1] },
    ]);
  return out;
}

function eventOf(game: StandInGame, asked: readonly string[], now: string) {
  const bookmakers = Object.entries(game.books)
    .map(([key, book]) => {
      const update = book.update ?? now;
      return { key, title: key, last_update: update, markets: marketsOf(game, book, asked, update) };
    })
    .filter((b) => b.markets.length > 0);
  return {
    id: game.id,
    sport_key: game.sport,
    sport_title: game.title,
    commence_time: game.commence,
    home_team: game.home,
    away_team: game.away,
    bookmakers,
  };
}

export async function startTheOddsApiStandIn(options: {
  games: StandInGame[];
  now: () => Date;
  remaining?: number;
  used?: number;
}): Promise<TheOddsApiStandIn> {
  const state = {
    games: options.games,
    credits: { remaining: options.remaining ?? 20_000, used: options.used ?? 0 },
  };
  const charge = (cost: number): Record<string, string> => {
    state.credits.remaining = Math.max(0, state.credits.remaining - cost);
    state.credits.used += cost;
    return {
      "x-requests-remaining": String(state.credits.remaining),
      "x-requests-used": String(state.credits.used),
      "x-requests-last": String(cost),
    };
  };
  const routes = (req: RecordedRequest): Reply => {
    const now = options.now().toISOString().replace(".000Z", "Z");
    const regions = (req.query.get("regions") ?? "").split(",").filter((r) => r !== "").length;
    const asked = (req.query.get("markets") ?? "h2h").split(",").filter((m) => m !== "");
    const listing = /^\/v4\/sports\/([^/]+)\/events$/.exec(req.path);
    if (listing !== null) {
      const body = state.games
        .filter((g) => g.sport === listing[1])
        .map((g) => ({
          id: g.id,
          sport_key: g.sport,
          sport_title: g.title,
          commence_time: g.commence,
          home_team: g.home,
          away_team: g.away,
        }));
      return { headers: charge(0), body };
    }
    const odds = /^\/v4\/sports\/([^/]+)\/odds$/.exec(req.path);
    if (odds !== null) {
      const extra = asked.filter((m) => !FEATURED_MARKETS.includes(m));
      if (extra.length > 0)
        return {
          status: 422,
          headers: charge(0),
          body: { message: `Markets not supported by this endpoint: ${extra.join(",")}`, error_code: "INVALID_MARKET" },
        };
      const body = state.games.filter((g) => g.sport === odds[1]).map((g) => eventOf(g, asked, now));
      return { headers: charge(body.length === 0 ? 0 : regions * asked.length), body };
    }
    const event = /^\/v4\/sports\/([^/]+)\/events\/([^/]+)\/odds$/.exec(req.path);
    if (event !== null) {
      const game = state.games.find((g) => g.sport === event[1] && g.id === event[2]);
      if (game === undefined)
        return { status: 404, headers: charge(0), body: { message: "Event not found", error_code: "EVENT_NOT_FOUND" } };
      const body = eventOf(game, asked, now);
      const returned = new Set(body.bookmakers.flatMap((b) => b.markets.map((m) => (m as { key: string }).key)));
      return { headers: charge(regions * returned.size), body };
    }
    return { status: 404, body: { message: "Not found" } };
  };
  const server = await startReplayServer(routes);
  return {
    baseUrl: server.baseUrl,
    requests: server.requests,
    get games() {
      return state.games;
    },
    set games(games: StandInGame[]) {
      state.games = games;
    },
    credits: state.credits,
    oddsCalls: (sport) => server.requests.filter((r) => r.path === `/v4/sports/${sport}/odds`),
    eventCalls: (eventId) =>
      server.requests.filter((r) =>
        eventId === undefined ? /\/events\/[^/]+\/odds$/.test(r.path) : r.path.endsWith(`/events/${eventId}/odds`),
      ),
    server,
    close: () => server.close(),
  };
}
