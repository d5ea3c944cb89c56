import type { PagePolicy } from "@placar/core/site-contract";
import { daysBetween, isIsoDate } from "@placar/core/dates";
import { MARKETS, marketSlug } from "@placar/core/markets";
import { HOME_DAY_WINDOW, matchPage, PAGES, type PageId, type TabSlug } from "@placar/core/routes";
import { NOT_FOUND } from "./route-types.ts";

export type { PagePolicy };

/**
 * One query or path parameter a page reads: its canonical spelling, or null when the value is not one the page can
 * show (the address is then redirected without it, or keyed as the page's not-found form). `today` is the business
 * day the key is made for, so a rule may depend on it (a day window).
 */
type Rule = (value: string, today: string) => string | null;

const TABS: readonly TabSlug[] = ["ao-vivo", "finalizado", "proximo"];
/**
 * `?mercado=` on the home, the match and the analysis pages: a market other than 1X2. 1X2 ("resultado") is the page without the
 * parameter, so that spelling is sent there too: one address, and one key, per view.
 */
const OTHER_MARKETS = MARKETS.filter((m) => m.key !== "1x2").map(marketSlug);

/** `?dia=`: a real calendar day within HOME_DAY_WINDOW of today (the day arrows walk one day at a time). */
const day: Rule = (value, today) => {
  if (!isIsoDate(value)) return null;
  const offset = daysBetween(today, value);
  return offset >= -HOME_DAY_WINDOW.pastDays && offset <= HOME_DAY_WINDOW.futureDays ? value : null;
};
/** A value among a fixed set (`?aba=`; later `?mercado=`). */
const oneOf =
  (allowed: readonly string[]): Rule =>
  (value) =>
    allowed.includes(value) ? value : null;
/** A positive integer id as the API stores it (no sign, no leading zeros, no exponent), at most `max`. */
const positiveId =
  (max: number): Rule =>
  (value) =>
    /^[1-9]\d{0,15}$/.test(value) && Number(value) <= max ? value : null;
const fixtureId = positiveId(Number.MAX_SAFE_INTEGER);
/**
 * A club's or competition's slug: lower-case words and the id last ("flamengo-127"). Any words are kept in the key
 * (an old name redirects to the current one), so the words are bounded in length.
 */
const idSlug: Rule = (value) => (/^(?:[a-z0-9]{1,40}-){0,8}[1-9]\d{0,8}$/.test(value) ? value : null);
/** `?temporada=`: a season near today's year (the league page offers the current one and the one before). */
const season: Rule = (value, today) => {
  if (!/^\d{4}$/.test(value)) return null;
  const year = Number(today.slice(0, 4));
  return Number(value) >= year - 2 && Number(value) <= year + 1 ? value : null;
};
const articleId = positiveId(2_147_483_647);

/**
 * What each page reads from its address, in the order the key writes them. Query parameters not listed here are not
 * part of the key and are not passed to the render (utm_*, fbclid, slug, anything made up); a listed parameter with
 * an invalid value makes the page redirect to the address without it. Path parameters with an invalid value are
 * keyed and rendered as the page's own not-found form (`0`, which every page's loader treats as unknown).
 * A page whose state moves into its address (`?liga=`, a team or league page) adds its rules here, and nothing else
 * changes: the number of keys stays the product of each rule's valid values.
 */
const QUERY: Partial<Record<PageId, Readonly<Record<string, Rule>>>> = {
  home: { dia: day, aba: oneOf(TABS), liga: positiveId(2_147_483_647), mercado: oneOf(OTHER_MARKETS) },
  analysis: { jogo: fixtureId, mercado: oneOf(OTHER_MARKETS) },
  match: { mercado: oneOf(OTHER_MARKETS) },
  live: { liga: positiveId(2_147_483_647) },
  league: { temporada: season },
};
const PATH: Partial<Record<PageId, Readonly<Record<string, Rule>>>> = {
  match: { id: fixtureId },
  article: { id: articleId },
  team: { slug: idSlug },
  league: { slug: idSlug },
};

/** Every address of no page shares one key and one render (the not-found page does not show its address). */
const NOT_FOUND_URL = "/pagina-nao-encontrada";

/**
 * How the server may cache a page's HTML. Every public page's HTML is the same for every visitor (the session
 * lives in the browser), so the server keeps one copy per `key` and serves it to everybody. The key is built only
 * from values the page's rules accept, so the number of distinct keys is bounded by what the site can show, not by
 * what an address can spell (docs/decisions/0010-page-cache-keys-and-outages.md).
 */
export function pagePolicy(url: string, today: string): PagePolicy {
  const parsed = new URL(url, "http://placar.invalid");
  // The route table's own matcher: the router's ids are the table's keys (apps/site/src/routes.test.ts checks both
  // agree), and it costs a few regular expressions instead of ranking the route tree on every request.
  const page = matchPage(parsed.pathname);
  if (!page) return { cache: true, key: `${today} ${NOT_FOUND}`, url: NOT_FOUND_URL, tags: [] };
  const id = page.id;

  // The recovery link carries the e-mail and a one-time token: never kept, never shared.
  // The same for the alert e-mails' unsubscribe link, whose signed token names the account.
  if (id === "resetPassword" || id === "unsubscribe") return { cache: false, key: "", url, tags: [] };

  // The path as the route table writes it (case and trailing slash do not make another key), with each parameter
  // checked.
  const pathRules = PATH[id] ?? {};
  const path = (PAGES[id].path as string).replace(/:(\w+)/g, (_, name: string) => {
    const rule = pathRules[name];
    const raw = page.params[name] ?? "";
    return encodeURIComponent(rule ? (rule(raw, today) ?? "0") : raw);
  });

  const kept = new URLSearchParams();
  let invalid = false;
  for (const [name, rule] of Object.entries(QUERY[id] ?? {})) {
    const raw = parsed.searchParams.get(name);
    if (raw === null) continue;
    const value = rule(raw, today);
    if (value === null) invalid = true;
    else kept.set(name, value);
  }
  const query = kept.toString();
  const renderUrl = query ? `${path}?${query}` : path;
  // An invalid value: sent to the address without it (the page would have ignored it), never rendered.
  if (invalid) return { cache: false, key: "", url: renderUrl, tags: [], redirect: renderUrl };

  let tags: string[];
  switch (id) {
    // A club's and a competition's pages show the board's games and prices, as the home does.
    case "home":
    case "live":
    case "analysis":
    case "team":
    case "league":
      tags = ["board"];
      break;
    case "match":
      tags = [`fixture:${path.slice(path.lastIndexOf("/") + 1)}`];
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
