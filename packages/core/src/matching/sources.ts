/** Odds sources' event shapes, read into `SourceEvent`. */
import { z } from "zod";
import type { SourceEvent } from "./match.ts";

/** The fields of a The Odds API v4 event (`/v4/sports/{sport}/odds` or `/events`) the matcher needs. */
export const oddsApiEventSchema = z.object({
  id: z.string(),
  sport_key: z.string(),
  commence_time: z.string(),
  home_team: z.string(),
  away_team: z.string(),
});

export type OddsApiEvent = z.infer<typeof oddsApiEventSchema>;

/** A The Odds API event as the matcher takes it; the sport key is the competition hint. */
export function fromOddsApiEvent(event: OddsApiEvent): SourceEvent {
  return {
    id: event.id,
    home: event.home_team,
    away: event.away_team,
    kickoff: event.commence_time,
    competition: event.sport_key,
  };
}
