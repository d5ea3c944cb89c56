/**
 * How long the site keeps what it read before reading it again: one owner for the figures every page uses.
 */

/**
 * docs/product.md#timings-and-limits: pages showing the day's games, scores and prices refetch them every 60 s, the
 * fallback when the live stream (`lib/live.ts`) is down; pages that follow the day move to the next one as often.
 */
export const REFRESH_MS = 60_000;

/** The betting houses (names, order, links) change only when an admin saves them: kept ten minutes. */
export const HOUSES_STALE_MS = 10 * 60_000;
