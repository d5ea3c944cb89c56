/**
 * When the anonymous visitor's extras appear (pages/visitor-extras.tsx). Kept apart from the component so
 * that the browser tests wait on the same figures.
 */

/**
 * The welcome modal opens this long after the page has hydrated (then when the browser is idle), not as the
 * page loads: the visitor first sees what they came for. A dialog that covers the content the moment a page
 * opens is what search engines count as an intrusive interstitial on mobile, and on a slow phone it would
 * also be the largest thing painted during the load and its focus trap part of the load's blocking work.
 */
export const DAILY_MODAL_DELAY_MS = 5_000;

/** The invitation to the messaging group slides in after the visitor has had time to look at the page. */
export const GROUP_BANNER_DELAY_MS = 20_000;
