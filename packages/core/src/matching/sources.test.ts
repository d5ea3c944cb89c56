import { describe, expect, it } from "vitest";
import { fromOddsApiEvent, oddsApiEventSchema } from "./sources.ts";

describe("fromOddsApiEvent", () => {
  it("reads The Odds API v4 event into the matcher's shape", () => {
    const raw = {
      id: "e912304de2b2ce35b473ce2ecd3d1502",
      sport_key: "soccer_spain_la_liga",
      sport_title: "La Liga - Spain",
      commence_time: "2026-11-28T20:00:00Z",
      home_team: "Atletico Madrid",
      away_team: "Real Betis",
      bookmakers: [],
    };
    expect(fromOddsApiEvent(oddsApiEventSchema.parse(raw))).toEqual({
      id: "e912304de2b2ce35b473ce2ecd3d1502",
      home: "Atletico Madrid",
      away: "Real Betis",
      kickoff: "2026-11-28T20:00:00Z",
      competition: "soccer_spain_la_liga",
    });
  });

  it("refuses an event without teams", () => {
    expect(
      oddsApiEventSchema.safeParse({ id: "x", sport_key: "soccer_epl", commence_time: "2026-11-28T20:00:00Z" }).success,
    ).toBe(false);
  });
});
