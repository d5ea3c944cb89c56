import type { SiteFeatures } from "@placar/core/site-contract";

export type { SiteFeatures };

export const DEFAULT_FEATURES: SiteFeatures = { dailyModal: true, communityGroupUrl: null };

/** The settings the server sent with this page (browser only; the defaults elsewhere). */
export function siteFeatures(): SiteFeatures {
  if (typeof window === "undefined") return DEFAULT_FEATURES;
  return window.__PLACAR__?.features ?? DEFAULT_FEATURES;
}
