/**
 * Whether a scheduled match is played to the end: decided from the match's key alone, so the league calendar
 * (which books a replay for every league match that is not, see `league-rounds.ts`) and the simulation of the
 * match itself (`simulation.ts`) agree without either importing the other.
 */

import { unit } from "./random.ts";

const POSTPONED_RATE = 1 / 80;
const CANCELLED_RATE = 1 / 600;
const SUSPENDED_RATE = 1 / 400;

export interface MatchFate {
  /** Decided before the day: the match will not be played today. */
  called: "POSTP" | "CANCL" | null;
  /** Play starts but stops for good (the minute is drawn with the rest of the match). */
  suspended: boolean;
}

const PLAYED: MatchFate = { called: null, suspended: false };

/** A match's fate; a replay (a league match booked again after a call-off) is always played to the end. */
export function matchFate(key: number, replay: boolean): MatchFate {
  if (replay) return PLAYED;
  const roll = unit(key, 0xfa7e);
  if (roll < POSTPONED_RATE) return { called: "POSTP", suspended: false };
  if (roll < POSTPONED_RATE + CANCELLED_RATE) return { called: "CANCL", suspended: false };
  return unit(key, 0x5059) < SUSPENDED_RATE ? { called: null, suspended: true } : PLAYED;
}

/** Whether the match counts in a table once played: neither called off nor suspended. */
export function isCompleted(fate: MatchFate): boolean {
  return fate.called === null && !fate.suspended;
}
