import { describe, expect, it } from "vitest";
import { competitionHint } from "./competitions.ts";

describe("competitionHint", () => {
  const laLiga = { id: 140, name: "La Liga", country: "Spain" };

  it("knows The Odds API's sport keys by API-Football's league ids", () => {
    expect(competitionHint("soccer_spain_la_liga", laLiga)).toBe("same");
    expect(competitionHint("SOCCER_SPAIN_LA_LIGA ", laLiga)).toBe("same");
    expect(competitionHint("soccer_epl", laLiga)).toBe("different");
    expect(competitionHint("soccer_brazil_campeonato", { id: 71, name: "Brasileirão Série A" })).toBe("same");
  });

  it("does not call a league it has no id for different", () => {
    expect(competitionHint("soccer_epl", { id: 999_999, name: "Liga Zeta" })).toBe("unknown");
    expect(competitionHint("soccer_epl", { name: "Premier League" })).toBe("unknown");
  });

  it("compares free names by their distinctive words, never to 'different'", () => {
    expect(competitionHint("English Premier League", { id: 39, name: "Premier League" })).toBe("same");
    expect(competitionHint("Copa Libertadores da América", { id: 13, name: "CONMEBOL Libertadores" })).toBe("unknown");
    expect(competitionHint("Libertadores CONMEBOL", { id: 13, name: "CONMEBOL Libertadores" })).toBe("same");
    expect(competitionHint("Bundesliga", laLiga)).toBe("unknown");
    expect(competitionHint(null, laLiga)).toBe("unknown");
    expect(competitionHint("soccer_spain_la_liga", null)).toBe("unknown");
  });
});
