/**
 * Every page of the site in one table: its path pattern (React Router syntax) and what crawlers are told of it,
 * plus the link builders. The site's router, its links and page-cache policy, the API's sitemap and robots.txt, the
 * recovery e-mail and the search hits all read this file, so a page's address is written once.
 * `apps/site/src/routes.test.ts` fails when the router and this table disagree.
 */

import { slugify } from "./slug.ts";

export type ChangeFreq = "always" | "hourly" | "daily" | "weekly" | "monthly" | "yearly";

export interface PageDef {
  /** Absolute path pattern, `:id` for a parameter. Paths match case-insensitively (React Router). */
  readonly path: string;
  /** In the sitemap with these hints; absent: not listed (needs navigation state, or has a list of its own). */
  readonly sitemap?: { readonly changefreq: ChangeFreq; readonly priority: string };
  /** Private or personal: robots.txt disallows it. */
  readonly private?: true;
  /** Other spellings crawlers may meet (robots.txt paths are case-sensitive; the router is not). */
  readonly aliases?: readonly string[];
}

export const PAGES = {
  home: { path: "/", sitemap: { changefreq: "always", priority: "1.0" } },
  live: { path: "/odds-ao-vivo", sitemap: { changefreq: "always", priority: "0.9" } },
  guide: { path: "/guia-apostas", sitemap: { changefreq: "weekly", priority: "0.6" } },
  community: { path: "/comunidade", sitemap: { changefreq: "monthly", priority: "0.4" } },
  privacy: { path: "/privacidade", sitemap: { changefreq: "yearly", priority: "0.2" } },
  responsible: { path: "/jogo-responsavel", sitemap: { changefreq: "yearly", priority: "0.3" } },
  articles: { path: "/estatisticas", sitemap: { changefreq: "hourly", priority: "0.8" } },
  /** Listed in the sitemap one by one (each article), not as a pattern. */
  article: { path: "/estatisticas/:id" },
  /** Listed in the sitemap one by one (the day's matches). */
  match: { path: "/estatisticasJogo/:id" },
  /** A club's page (`/times/flamengo-127`): listed in the sitemap one by one (the clubs with games in the window). */
  team: { path: "/times/:slug" },
  /** A competition's page (`/ligas/brasileirao-serie-a-71`): listed one by one, like the clubs. */
  league: { path: "/ligas/:slug" },
  /** Needs a chosen match (`?jogo=`): not in the sitemap. */
  analysis: { path: "/analise" },
  login: { path: "/login", private: true },
  /** Also written /Profile (docs/product.md#routes); one case-insensitive route answers both. */
  profile: { path: "/profile", private: true, aliases: ["/Profile"] },
  resetPassword: { path: "/reset-password-confirm", private: true },
  /** The signed-in user's notifications (fired alerts) and alert settings. */
  notifications: { path: "/notificacoes", private: true },
  /** The alert e-mails' one-click unsubscribe page (its link carries a signed token). */
  unsubscribe: { path: "/cancelar-alertas", private: true },
  manageNews: { path: "/gerenciar-noticias", private: true },
  manageUsers: { path: "/gerenciar-usuarios", private: true },
  manageOddsMatches: { path: "/gerenciar-pareamentos", private: true },
  manageHouses: { path: "/gerenciar-casas", private: true },
} as const satisfies Record<string, PageDef>;

export type PageId = keyof typeof PAGES;

export type TabSlug = "ao-vivo" | "finalizado" | "proximo";

/**
 * The days the home shows through `?dia=`, around today: a year each way. Further away the address is sent to the
 * home of today (each valid day is a page the server renders and keeps, so the window bounds how many there are).
 */
export const HOME_DAY_WINDOW = { pastDays: 366, futureDays: 366 } as const;

/** Link builders: components, e-mails and the API link through these, never through string literals. */
export const href = {
  /** The day's games: a day (`?dia=`), a tab (`?aba=`) and one league (`?liga=`, its id) are all in the address. */
  home: (q?: { dia?: string; aba?: TabSlug; liga?: string }) => withQuery(PAGES.home.path, q),
  /** The live games, or one league's (`?liga=`, the filter of docs/product.md#live-odds). */
  live: (q?: { liga?: string }) => withQuery(PAGES.live.path, q),
  guide: () => PAGES.guide.path,
  community: () => PAGES.community.path,
  privacy: () => PAGES.privacy.path,
  responsible: () => PAGES.responsible.path,
  articles: () => PAGES.articles.path,
  article: (id: number | string, slug?: string) =>
    withQuery(fill(PAGES.article.path, { id }), slug ? { slug } : undefined),
  match: (fixtureId: number | string, slug?: string) =>
    withQuery(fill(PAGES.match.path, { id: fixtureId }), slug ? { slug } : undefined),
  /** A club's page: its name as a slug, then its provider id (the id decides; an old name redirects). */
  team: (id: number | string, name?: string | null) => fill(PAGES.team.path, { slug: idSlug(id, name) }),
  /** A competition's page, addressed as a club's is. */
  league: (id: number | string, name?: string | null) => fill(PAGES.league.path, { slug: idSlug(id, name) }),
  /** The odds analysis of one match (`?jogo=` makes it shareable), or the page to choose one. */
  analysis: (fixtureId?: number | string) =>
    withQuery(PAGES.analysis.path, fixtureId !== undefined ? { jogo: String(fixtureId) } : undefined),
  login: () => PAGES.login.path,
  profile: () => PAGES.profile.path,
  /** The e-mailed recovery link's page (the server builds the real link, with `email` and `token`). */
  resetPassword: (q?: { email?: string; token?: string }) => withQuery(PAGES.resetPassword.path, q),
  notifications: () => PAGES.notifications.path,
  /** The alert e-mails' unsubscribe page (the server builds the real link, with its signed `token`). */
  unsubscribe: (token?: string) => withQuery(PAGES.unsubscribe.path, token ? { token } : undefined),
  manageNews: () => PAGES.manageNews.path,
  manageUsers: () => PAGES.manageUsers.path,
  /** The odds source's review queue (admins). */
  manageOddsMatches: () => PAGES.manageOddsMatches.path,
  /** The betting houses (admins). */
  manageHouses: () => PAGES.manageHouses.path,
} as const satisfies Record<PageId, (...args: never[]) => string>;

// Each page's pattern as a regular expression, compiled once: the server asks for the page of every request it
// answers from its page cache, and React Router's matchRoutes flattened and ranked the whole route tree on every call
// (a third of the server's CPU while `/` was under load).
const MATCHERS = (Object.entries(PAGES) as [PageId, PageDef][]).map(([id, page]) => {
  const names: string[] = [];
  const source = page.path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:(\w+)/g, (_, name: string) => {
    names.push(name);
    return "([^/]+)";
  });
  // As React Router matches: case-insensitive, an optional trailing slash.
  return { id, names, re: new RegExp(`^${source === "/" ? "" : source}/?$`, "i") };
});

/** The page at `pathname` and its parameters (decoded), or null for an address of no page (the not-found page). */
export function matchPage(pathname: string): { id: PageId; params: Record<string, string> } | null {
  for (const { id, names, re } of MATCHERS) {
    const m = re.exec(pathname);
    if (!m) continue;
    const params: Record<string, string> = {};
    names.forEach((name, i) => (params[name] = safeDecode(m[i + 1] ?? "")));
    return { id, params };
  }
  return null;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The paths robots.txt disallows: every private page, with its other spellings. */
export function privatePaths(): string[] {
  return (Object.values(PAGES) as PageDef[]).flatMap((p) => (p.private ? [p.path, ...(p.aliases ?? [])] : []));
}

/** The pages listed in the sitemap as they are (the articles and matches are listed one by one). */
export function sitemapPages(): { path: string; changefreq: ChangeFreq; priority: string }[] {
  return (Object.values(PAGES) as PageDef[]).flatMap((p) => (p.sitemap ? [{ path: p.path, ...p.sitemap }] : []));
}

/** "Flamengo", 127 → "flamengo-127"; without a name, just the id. */
function idSlug(id: number | string, name?: string | null): string {
  const words = slugify([name], "");
  return words === "" ? String(id) : `${words}-${id}`;
}

function fill(pattern: string, params: Record<string, number | string>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

function withQuery(path: string, q?: Record<string, string | undefined>): string {
  if (!q) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v) params.set(k, v);
  const s = params.toString();
  return s ? `${path}?${s}` : path;
}
