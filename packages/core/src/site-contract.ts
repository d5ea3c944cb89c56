/**
 * The contract between the API server and the site's server entry (apps/site/src/entry-server.tsx), declared once:
 * the server imports the built entry and calls `render` and `pagePolicy` (apps/api/src/plugins/site.ts). Types only.
 */

/** Operator settings (DAILY_MODAL, COMMUNITY_GROUP_URL) that reach the browser inside the first HTML. */
export interface SiteFeatures {
  dailyModal: boolean;
  communityGroupUrl: string | null;
}

/** What a page render gets from the server. */
export interface RenderContext {
  /** Path and query of the request. */
  url: string;
  /** The public origin (PUBLIC_URL), for canonical links. */
  origin: string;
  /** index.html as built by Vite, with the placeholders to fill. */
  template: string;
  /** A fetch that reaches the API in-process. */
  fetch: typeof fetch;
  /** The server's clock (ISO), which PLACAR_NOW may pin. */
  now: string;
  /** Operator settings the browser needs (the daily modal, the group banner's link). */
  features?: SiteFeatures;
}

export interface RenderResult {
  status: number;
  html: string;
  redirect?: string;
}

/** How a page may be cached (apps/site/src/page-policy.ts). */
export interface PagePolicy {
  /** False: render for this request only and send `Cache-Control: no-store` (a page whose address carries a secret). */
  cache: boolean;
  /** The cache key: the path and only the query parameters the page reads, sorted, plus the business day. */
  key: string;
  /** The address to render: the same path and parameters as the key (tracking parameters dropped). */
  url: string;
  /**
   * What the page shows, for invalidation: `board` (the day's games and prices: home, live odds, analysis),
   * `fixture:{id}` (one match page), `articles` (the news list and articles).
   */
  tags: string[];
  /**
   * Set when the address carries a value the page cannot show (`?dia=zz1`, a day outside the window, an unknown
   * tab): the server answers with a redirect to this address (the same page without it) and renders nothing.
   */
  redirect?: string;
}

/** What the site's built server entry exports. */
export interface SiteServerEntry {
  render(ctx: RenderContext): Promise<RenderResult>;
  /** How a page may be cached: its key, the address to render, and the data it shows. */
  pagePolicy(url: string, today: string): PagePolicy;
}
