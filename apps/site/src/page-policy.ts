import type { PagePolicy } from "@placar/core/site-contract";
import { matchPage, type PageId } from "@placar/core/routes";
import { NOT_FOUND } from "./route-types.ts";

export type { PagePolicy };

/** Query parameters that change a page's HTML, per page (everything else, e.g. utm_*, is not part of the key). */
const PARAMS: Partial<Record<PageId, readonly string[]>> = {
  home: ["dia", "aba"],
  analysis: ["jogo"],
};

/** The cache policy of the page at `url` (path and query) on the business day `today` (YYYY-MM-DD). */
/**
 * How the server may cache a page's HTML. Every public page's HTML is the same for every visitor (the session
 * lives in the browser), so the server keeps one copy per `key` and serves it to everybody.
 */
export function pagePolicy(url: string, today: string): PagePolicy {
  const parsed = new URL(url, "http://placar.invalid");
  // The route table's own matcher: the router's ids are the table's keys (apps/site/src/routes.test.ts checks both
  // agree), and it costs a few regular expressions instead of ranking the route tree on every request.
  const page = matchPage(parsed.pathname);
  const id: PageId | typeof NOT_FOUND = page?.id ?? NOT_FOUND;

  // The recovery link carries the e-mail and a one-time token: never kept, never shared.
  // The same for the alert e-mails' unsubscribe link, whose signed token names the account.
  if (id === "resetPassword" || id === "unsubscribe") return { cache: false, key: "", url, tags: [] };

  const kept = new URLSearchParams();
  for (const name of (id !== NOT_FOUND && PARAMS[id]) || []) {
    const value = parsed.searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  const renderUrl = query ? `${parsed.pathname}?${query}` : parsed.pathname;

  let tags: string[];
  switch (id) {
    case "home":
    case "live":
    case "analysis":
      tags = ["board"];
      break;
    case "match":
      tags = [`fixture:${page?.params.id ?? ""}`];
      break;
    case "articles":
      tags = ["articles"];
      break;
    case "article":
      // An article shows its game's prices too.
      tags = ["articles", "board"];
      break;
    default:
      tags = [];
  }
  return { cache: true, key: `${today} ${renderUrl}`, url: renderUrl, tags };
}
