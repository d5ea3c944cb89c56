import { ALERT_TARGET_INVALID, ALERT_TARGET_TOO_LOW, alertTargetNotAbove } from "./messages-alerts.ts";

/** The three outcomes of a 1X2 market, as the odds rows name them. */
export const OUTCOMES = ["home", "draw", "away"] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** Lowest odd an alert may wait for: anything at or below it is no bet at all. */
export const MIN_ALERT_ODD = 1.01;
/** Highest odd an alert may wait for (no house quotes more). */
export const MAX_ALERT_ODD = 1000;

/** An odd typed by a person: "2,10", "2.1" or " 3 " → the number; anything else → null. */
export function parseOdd(input: string): number | null {
  const s = input.trim().replace(",", ".");
  if (!/^\d{1,4}(\.\d{1,3})?$/.test(s)) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

/**
 * Why a price alert's target cannot be accepted, in Portuguese, or null when it can. `current` is the house's
 * price for the outcome now: an alert waits for a rise, so the target must be above it (docs/product.md#alerts).
 */
export function alertTargetError(target: number | null, current: number | null): string | null {
  if (target === null || !Number.isFinite(target) || target > MAX_ALERT_ODD) return ALERT_TARGET_INVALID;
  if (target <= MIN_ALERT_ODD) return ALERT_TARGET_TOO_LOW;
  if (current !== null && target <= current) return alertTargetNotAbove(current);
  return null;
}
