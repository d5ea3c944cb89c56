/** Operator settings (DAILY_MODAL, COMMUNITY_GROUP_URL) that reach the browser inside the first HTML. */
export interface SiteFeatures {
  dailyModal: boolean;
  communityGroupUrl: string | null;
}

export const DEFAULT_FEATURES: SiteFeatures = { dailyModal: true, communityGroupUrl: null };

/** The settings the server sent with this page (browser only; the defaults elsewhere). */
export function siteFeatures(): SiteFeatures {
  if (typeof window === "undefined") return DEFAULT_FEATURES;
  return window.__PLACAR__?.features ?? DEFAULT_FEATURES;
}
