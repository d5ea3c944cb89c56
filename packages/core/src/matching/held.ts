/**
 * What to do with a price the outlier rule holds (see `sanity.ts`), given what was decided about the same house's
 * price on the same event before. A price far from the other houses is most likely a typo, which a house corrects
 * within minutes; a real move stays. So a held price is shown once the same prices are read again at least
 * `secondReadMs` after they were first read, or once an admin confirms them; an admin may also dismiss them for good.
 * A decision is about exact prices: different prices start over. Pure: no clock, no I/O.
 */

import type { SanityPrices } from "./sanity.ts";

export type HoldStatus = "held" | "released" | "dismissed";

export interface HoldState {
  prices: SanityPrices;
  status: HoldStatus;
  /** When these prices were first read from the source, in ms since the epoch. */
  firstReadAt: number;
}

export type HoldOutcome =
  /** No record of these prices: a new hold starts. */
  | "new"
  /** Still waiting for a second read or an admin. */
  | "held"
  /** Read again late enough: the hold lifts now (the caller records it). */
  | "second-read"
  /** Lifted before (a second read or an admin): shown. */
  | "released"
  /** An admin refused these prices: never shown. */
  | "dismissed";

/** A second read of the same prices this soon after the first does not lift a hold (default: 5 min). */
export const SECOND_READ_MS = 5 * 60_000;

export function samePrices(a: SanityPrices, b: SanityPrices): boolean {
  return a.home === b.home && a.draw === b.draw && a.away === b.away;
}

export function holdOutcome(
  state: HoldState | undefined,
  prices: SanityPrices,
  readAt: number,
  secondReadMs: number = SECOND_READ_MS,
): HoldOutcome {
  if (state === undefined || !samePrices(state.prices, prices)) return "new";
  if (state.status !== "held") return state.status;
  return readAt - state.firstReadAt >= secondReadMs ? "second-read" : "held";
}

/** Whether the outlier rule lets the price through. */
export function holdLifted(outcome: HoldOutcome): boolean {
  return outcome === "second-read" || outcome === "released";
}
