/**
 * The analysis page's navigation state (docs/product.md#odds-analysis): what another page hands over so the analysis
 * shows at once, read defensively because it can come from any page, or from an older version of this one. Pure.
 */

import type { GetGamesByDateData } from "@placar/api-client/queries";

type Game = GetGamesByDateData["results"][number];

/** One match as the analysis shows it, whichever call (or previous page) it came from. */
export interface AnalysisMatch {
  /** With `id`, the header links the league and the teams to their pages (absent in an older page's state). */
  league: { id?: number; name: string; logoUrl: string | null };
  home: { id?: number; name: string; logoUrl: string | null };
  away: { id?: number; name: string; logoUrl: string | null };
  /** Kick-off, ISO-8601. */
  kickoff: string;
  /** The status code (NS, 1H, FT, …; docs/product.md#fixture-status-groups). */
  status: string;
  elapsed?: number | null;
  score: { home: number | null; away: number | null } | null;
  venue?: { name: string; city?: string | null } | null;
  odds: { bet: string; option: string; odd: number; previous?: number }[];
  /** Finished, its odds the closing line (the last price of each house before kick-off). */
  closing?: boolean;
}

/**
 * What a page passes to /analise as navigation state: the fixture, and the match as that page already has it
 * so the analysis shows at once while fresh odds load. A Game object of the API (from the games lists) works too.
 */
export interface AnalysisState {
  fixtureId: number;
  match?: AnalysisMatch;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null;
}

/** A provider fixture id: a positive safe integer. */
export function isFixtureId(v: unknown): v is number {
  return typeof v === "number" && Number.isSafeInteger(v) && v > 0;
}

function isAnalysisMatch(v: unknown): v is AnalysisMatch {
  if (!isObject(v) || !Array.isArray(v["odds"]) || typeof v["kickoff"] !== "string" || typeof v["status"] !== "string")
    return false;
  return [v["league"], v["home"], v["away"]].every((p) => isObject(p) && typeof p["name"] === "string");
}

function isGame(v: unknown): v is Game {
  return (
    isObject(v) &&
    isFixtureId(v["afb_fixture_id"]) &&
    typeof v["home_team"] === "string" &&
    typeof v["away_team"] === "string" &&
    typeof v["kickoff"] === "string" &&
    isObject(v["league"]) &&
    Array.isArray(v["odds"])
  );
}

/** Reads navigation state defensively: it can come from any page, or from an older version of this one. */
export function parseAnalysisState(state: unknown): AnalysisState | null {
  if (isGame(state)) return { fixtureId: state.afb_fixture_id, match: fromGame(state) };
  if (!isObject(state)) return null;
  if (isGame(state["game"])) return { fixtureId: state["game"].afb_fixture_id, match: fromGame(state["game"]) };
  if (!isFixtureId(state["fixtureId"])) return null;
  return { fixtureId: state["fixtureId"], ...(isAnalysisMatch(state["match"]) ? { match: state["match"] } : {}) };
}

export function fromGame(g: Game): AnalysisMatch {
  return {
    league: { id: g.league.id, name: g.league.name, logoUrl: g.league.image_url },
    home: { id: g.afb_team_home_id, name: g.home_team, logoUrl: g.home_image_url },
    away: { id: g.afb_team_away_id, name: g.away_team, logoUrl: g.away_image_url },
    kickoff: g.kickoff,
    status: g.status,
    score: null,
    odds: g.odds,
    ...(g.odds_closing ? { closing: true } : {}),
  };
}
