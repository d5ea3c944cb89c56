import { describe, expect, it } from "vitest";
import { buildAliasIndex } from "./alias-index.ts";
import { DEFAULT_TEAM_ALIASES } from "./aliases.ts";
import type { FixtureLeague } from "./competitions.ts";
import { matchEvents, type EventMatch, type MatchFixture, type SourceEvent } from "./match.ts";

const aliases = buildAliasIndex(DEFAULT_TEAM_ALIASES);
const LA_LIGA = { id: 140, name: "La Liga", country: "Spain" };
const SERIE_A_BR = { id: 71, name: "Brasileirão Série A", country: "Brasil" };
const UCL = { id: 2, name: "UEFA Champions League", country: "World" };

const at = (iso: string, minutes = 0) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();
const KICKOFF = "2026-11-28T20:00:00Z";

function fixture(
  id: number,
  home: string,
  away: string,
  kickoff = KICKOFF,
  league: FixtureLeague = SERIE_A_BR,
): MatchFixture {
  return { id, home: { id: id * 10, name: home }, away: { id: id * 10 + 1, name: away }, kickoff, league };
}
function event(home: string, away: string, kickoff = KICKOFF, competition: string | null = null): SourceEvent {
  return { home, away, kickoff, competition };
}
function one(e: SourceEvent, fixtures: readonly MatchFixture[]): EventMatch {
  const [result] = matchEvents([e], fixtures, aliases);
  if (!result) throw new Error("no result");
  return result;
}

describe("matchEvents", () => {
  it("matches The Odds API's spelling to the fixture's, with the reasons", () => {
    const result = one(event("Atletico Madrid", "Inter Milan", KICKOFF, "soccer_uefa_champs_league"), [
      fixture(1, "Atlético de Madrid", "Inter", KICKOFF, UCL),
    ]);
    expect(result).toEqual({
      status: "matched",
      fixtureId: 1,
      score: 1,
      reasons: ["home:alias", "away:alias", "kickoff:0min", "competition:same"],
    });
  });

  it("matches a kick-off moved by 10 minutes", () => {
    const result = one(event("Flamengo", "Palmeiras", at(KICKOFF, 10)), [fixture(1, "Flamengo", "Palmeiras")]);
    expect(result).toMatchObject({ status: "matched", fixtureId: 1 });
    if (result.status === "matched") expect(result.reasons).toContain("kickoff:-10min");
  });

  it("sends a kick-off hours away to review, and finds nothing further than the review window", () => {
    const fixtures = [fixture(1, "Flamengo", "Palmeiras")];
    expect(one(event("Flamengo", "Palmeiras", at(KICKOFF, 120)), fixtures)).toMatchObject({
      status: "review",
      candidates: [{ fixtureId: 1, reasons: expect.arrayContaining(["kickoff-off"]) }],
    });
    expect(one(event("Flamengo", "Palmeiras", at(KICKOFF, 181)), fixtures)).toEqual({
      status: "unmatched",
      reason: "no-fixture-near-kickoff",
    });
  });

  it("never attaches an event to the same teams' game on another day or a week later", () => {
    const fixtures = [fixture(1, "Flamengo", "Palmeiras"), fixture(2, "Palmeiras", "Flamengo", at(KICKOFF, 7 * 1440))];
    expect(one(event("Flamengo", "Palmeiras", at(KICKOFF, 1440)), fixtures)).toMatchObject({ status: "unmatched" });
    expect(one(event("Flamengo", "Palmeiras", at(KICKOFF, 7 * 1440)), fixtures)).toMatchObject({ status: "review" });
    expect(one(event("Palmeiras", "Flamengo", at(KICKOFF, 7 * 1440)), fixtures)).toMatchObject({
      status: "matched",
      fixtureId: 2,
    });
  });

  it("picks the nearest of two games of the same teams, and reviews when both are as near", () => {
    const far = fixture(2, "Flamengo", "Palmeiras", at(KICKOFF, 170));
    expect(one(event("Flamengo", "Palmeiras"), [fixture(1, "Flamengo", "Palmeiras"), far])).toMatchObject({
      status: "matched",
      fixtureId: 1,
    });
    const twin = fixture(2, "CR Flamengo", "SE Palmeiras", at(KICKOFF, 5));
    expect(one(event("Flamengo", "Palmeiras"), [fixture(1, "Flamengo", "Palmeiras"), twin])).toMatchObject({
      status: "review",
      candidates: [{ fixtureId: 1 }, { fixtureId: 2 }],
    });
  });

  it("never takes a women's or youth game for the senior one", () => {
    const fixtures = [fixture(1, "Corinthians", "Palmeiras")];
    expect(one(event("Corinthians W", "Palmeiras W"), fixtures)).toMatchObject({ status: "unmatched" });
    expect(one(event("Corinthians", "Palmeiras", KICKOFF, "soccer_brazil_feminino_women"), fixtures)).toMatchObject({
      status: "unmatched",
    });
    const women = [fixture(2, "Corinthians Feminino", "Palmeiras Feminino")];
    expect(one(event("Corinthians", "Palmeiras"), women)).toMatchObject({ status: "unmatched" });
    expect(one(event("Corinthians W", "Palmeiras W"), women)).toMatchObject({ status: "matched", fixtureId: 2 });
    const youth = [fixture(3, "Corinthians", "Palmeiras", KICKOFF, { id: 9999, name: "Brasileirão Sub-20" })];
    expect(one(event("Corinthians", "Palmeiras"), youth)).toMatchObject({ status: "unmatched" });
  });

  it("sends swapped home and away to review", () => {
    const result = one(event("Palmeiras", "Flamengo"), [fixture(1, "Flamengo", "Palmeiras")]);
    expect(result).toMatchObject({
      status: "review",
      candidates: [{ fixtureId: 1, reasons: expect.arrayContaining(["swapped"]) }],
    });
  });

  it("does not match on 'Atlético' alone, whichever Atlético plays", () => {
    const fixtures = [
      fixture(1, "Atlético Mineiro", "Flamengo"),
      fixture(2, "Atlético de Madrid", "Sevilla", KICKOFF, LA_LIGA),
      fixture(3, "Atlético Goianiense", "Goiás"),
      fixture(4, "Athletico Paranaense", "Coritiba"),
    ];
    for (const [home, away] of [
      ["Atletico", "Flamengo"],
      ["Atletico", "Sevilla"],
      ["Atletico", "Goias"],
    ]) {
      expect(one(event(home ?? "", away ?? ""), fixtures).status, `${home} v ${away}`).not.toBe("matched");
    }
    expect(one(event("Atletico-MG", "Flamengo"), fixtures)).toMatchObject({ status: "matched", fixtureId: 1 });
    expect(one(event("Atletico-GO", "Goias"), fixtures)).toMatchObject({ status: "matched", fixtureId: 3 });
    expect(one(event("Atletico-PR", "Coritiba"), fixtures)).toMatchObject({ status: "matched", fixtureId: 4 });
    expect(one(event("Atletico Madrid", "Sevilla"), fixtures)).toMatchObject({ status: "matched", fixtureId: 2 });
    expect(one(event("Atletico-MG", "Goias"), fixtures)).toMatchObject({ status: "unmatched" });
  });

  it("holds a sure pair for review when a known sport key names another competition", () => {
    const result = one(event("Flamengo", "Palmeiras", KICKOFF, "soccer_epl"), [fixture(1, "Flamengo", "Palmeiras")]);
    expect(result).toMatchObject({
      status: "review",
      candidates: [{ fixtureId: 1, reasons: expect.arrayContaining(["competition:different"]) }],
    });
  });

  it("matches one team by alias and the other closely, but only reviews a partial name", () => {
    const fixtures = [fixture(1, "Leeds United", "Manchester United", KICKOFF, { id: 39, name: "Premier League" })];
    expect(one(event("Leeds", "Man Utd"), fixtures)).toMatchObject({ status: "matched", fixtureId: 1 });
    const unknown = [fixture(2, "Grêmio", "Esporte Clube São José")];
    expect(one(event("Gremio", "São José"), unknown)).toMatchObject({ status: "matched", fixtureId: 2 });
    expect(one(event("Gremio", "São José RS"), unknown)).toMatchObject({
      status: "review",
      candidates: [{ reasons: expect.arrayContaining(["team-uncertain"]) }],
    });
  });

  it("gives one fixture to the better of two events; the other goes to review", () => {
    const fixtures = [fixture(1, "Flamengo", "Palmeiras")];
    const results = matchEvents(
      [event("Flamengo", "Palmeiras", at(KICKOFF, 10)), event("CR Flamengo", "SE Palmeiras")],
      fixtures,
      aliases,
    );
    expect(results[1]).toMatchObject({ status: "matched", fixtureId: 1 });
    expect(results[0]).toMatchObject({
      status: "review",
      candidates: [{ fixtureId: 1, reasons: expect.arrayContaining(["fixture-claimed"]) }],
    });
  });

  it("says why nothing matched", () => {
    const fixtures = [fixture(1, "Flamengo", "Palmeiras")];
    expect(one(event("Flamengo", "Palmeiras", "not a date"), fixtures)).toEqual({
      status: "unmatched",
      reason: "invalid-event",
    });
    expect(one(event("", "Palmeiras"), fixtures)).toEqual({ status: "unmatched", reason: "invalid-event" });
    // No zone: the machine's local time would decide the game.
    expect(one(event("Flamengo", "Palmeiras", "2026-11-28T20:00:00"), fixtures)).toEqual({
      status: "unmatched",
      reason: "invalid-event",
    });
    expect(one(event("Flamengo", "Palmeiras", "2026-11-28T17:00:00-03:00"), fixtures)).toMatchObject({
      status: "matched",
    });
    expect(one(event("Flamengo", "Santos"), fixtures)).toEqual({ status: "unmatched", reason: "one-team-only" });
    expect(one(event("Bahia", "Santos"), fixtures)).toEqual({ status: "unmatched", reason: "teams-not-found" });
    expect(matchEvents([event("Bahia", "Santos")], [], aliases)).toEqual([
      { status: "unmatched", reason: "no-fixture-near-kickoff" },
    ]);
  });

  it("uses aliases learned for our team ids", () => {
    const learned = [...DEFAULT_TEAM_ALIASES, { teamId: 10, variant: "CRF Rio" }];
    const [result] = matchEvents([event("CRF Rio", "Palmeiras")], [fixture(1, "Flamengo", "Palmeiras")], learned);
    expect(result).toMatchObject({ status: "matched", fixtureId: 1 });
  });

  it("answers in the events' order, accepting plain team names and fixtures without a league", () => {
    const fixtures: MatchFixture[] = [
      { id: "a", home: "Real Madrid", away: "Barcelona", kickoff: KICKOFF },
      { id: "b", home: "Arsenal", away: "Chelsea", kickoff: at(KICKOFF, 60) },
    ];
    const results = matchEvents(
      [event("Arsenal", "Chelsea", at(KICKOFF, 60)), event("Real Madrid", "Barcelona")],
      fixtures,
      DEFAULT_TEAM_ALIASES,
    );
    expect(results.map((r) => (r.status === "matched" ? r.fixtureId : r.status))).toEqual(["b", "a"]);
  });
});
