import { describe, expect, it } from "vitest";
import { fromGame, isFixtureId, parseAnalysisState, type AnalysisMatch } from "./analysis-state.ts";

/** A game as the games lists give it (the fields the state reader looks at, and those fromGame copies). */
const GAME = {
  id: 3,
  date: "2026-11-21",
  hour: 19,
  minute: 0,
  kickoff: "2026-11-21T22:00:00.000Z",
  status: "NS",
  home_team: "Grêmio",
  away_team: "Flamengo",
  afb_team_home_id: 130,
  afb_team_away_id: 127,
  afb_fixture_id: 1234,
  link: "/estatisticasJogo/1234",
  league: { id: 71, name: "Brasileirão Série A", image_url: "/api/images/leagues/71.png" },
  home_image_url: "/api/images/teams/130.png",
  away_image_url: null,
  image: null,
  odds: [{ bet: "Bateu Bet", option: "Grêmio", odd: 2.1 }],
  goals: { home: null, away: null },
  elapsed: null,
} as const;

const MATCH: AnalysisMatch = {
  league: { name: "Brasileirão Série A", logoUrl: null },
  home: { name: "Grêmio", logoUrl: null },
  away: { name: "Flamengo", logoUrl: null },
  kickoff: "2026-11-21T22:00:00.000Z",
  status: "NS",
  score: null,
  odds: [],
};

describe("parseAnalysisState (docs/product.md#odds-analysis)", () => {
  it("takes a game of the lists, alone or under `game`, with the match as the page shows it", () => {
    const expected = {
      fixtureId: 1234,
      match: {
        league: { id: 71, name: "Brasileirão Série A", logoUrl: "/api/images/leagues/71.png" },
        home: { id: 130, name: "Grêmio", logoUrl: "/api/images/teams/130.png" },
        away: { id: 127, name: "Flamengo", logoUrl: null },
        kickoff: "2026-11-21T22:00:00.000Z",
        status: "NS",
        score: null,
        odds: GAME.odds,
      },
    };
    expect(parseAnalysisState(GAME)).toEqual(expected);
    expect(parseAnalysisState({ game: GAME })).toEqual(expected);
    expect(fromGame(GAME as never)).toEqual(expected.match);
  });

  it("takes a fixture id with the match when it has the match's shape, and without it otherwise", () => {
    expect(parseAnalysisState({ fixtureId: 1234, match: MATCH })).toEqual({ fixtureId: 1234, match: MATCH });
    expect(parseAnalysisState({ fixtureId: 1234 })).toEqual({ fixtureId: 1234 });
    // A match from an older page version, missing its odds or a team's name: the page loads it instead.
    expect(parseAnalysisState({ fixtureId: 1234, match: { ...MATCH, odds: undefined } })).toEqual({ fixtureId: 1234 });
    expect(parseAnalysisState({ fixtureId: 1234, match: { ...MATCH, home: { logoUrl: null } } })).toEqual({
      fixtureId: 1234,
    });
  });

  it("ignores anything else: no state, another page's state, ids that are not fixture ids", () => {
    for (const state of [
      undefined,
      null,
      "1234",
      1234,
      [],
      { from: "/" },
      { fixtureId: "1234" },
      { fixtureId: 0 },
      { fixtureId: -5 },
      { fixtureId: 1.5 },
      { fixtureId: Number.MAX_SAFE_INTEGER + 1 },
      { game: { ...GAME, afb_fixture_id: "1234" } },
      { ...GAME, odds: null },
    ]) {
      expect(parseAnalysisState(state), JSON.stringify(state)).toBeNull();
    }
  });

  it("isFixtureId accepts positive safe integers only", () => {
    expect([1, 1234, Number.MAX_SAFE_INTEGER].map(isFixtureId)).toEqual([true, true, true]);
    expect([0, -1, 2.5, NaN, Infinity, "7", null].map(isFixtureId)).toEqual(Array(7).fill(false));
  });
});
