import { matchRoutes, type RouteObject } from "react-router-dom";
import { createRoutes, type RouteDeps } from "./routes.tsx";

/**
 * How the server may cache a page's HTML. Every public page's HTML is the same for every visitor (the session
 * lives in the browser), so the server keeps one copy per `key` and serves it to everybody.
 */
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
}

/** Query parameters that change a page's HTML, per route id (everything else, e.g. utm_*, is not part of the key). */
const PARAMS: Record<string, readonly string[]> = {
  home: ["dia", "aba"],
  analise: ["jogo"],
};

// Route objects only for matching (their loaders are never called here).
let matchable: RouteObject[] | null = null;
function routes(): RouteObject[] {
  matchable ??= createRoutes({
    queryClient: null,
    api: null,
    now: () => new Date(0),
    awaitData: true,
  } as unknown as RouteDeps);
  return matchable;
}

/** The cache policy of the page at `url` (path and query) on the business day `today` (YYYY-MM-DD). */
export function pagePolicy(url: string, today: string): PagePolicy {
  const parsed = new URL(url, "http://placar.invalid");
  const matches = matchRoutes(routes(), parsed.pathname) ?? [];
  const leaf = matches[matches.length - 1];
  const route = leaf?.route;
  const id = route?.index ? "home" : (route?.path ?? "*");

  // The recovery link carries the e-mail and a one-time token: never kept, never shared.
  // The same for the alert e-mails' unsubscribe link, whose signed token names the account.
  if (id === "reset-password-confirm" || id === "cancelar-alertas") return { cache: false, key: "", url, tags: [] };

  const kept = new URLSearchParams();
  for (const name of PARAMS[id] ?? []) {
    const value = parsed.searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  const renderUrl = query ? `${parsed.pathname}?${query}` : parsed.pathname;

  let tags: string[];
  switch (id) {
    case "home":
    case "odds-ao-vivo":
    case "analise":
      tags = ["board"];
      break;
    case "estatisticasJogo/:id":
      tags = [`fixture:${leaf?.params.id ?? ""}`];
      break;
    case "estatisticas":
      tags = ["articles"];
      break;
    case "estatisticas/:id":
      // An article shows its game's prices too.
      tags = ["articles", "board"];
      break;
    default:
      tags = [];
  }
  return { cache: true, key: `${today} ${renderUrl}`, url: renderUrl, tags };
}
