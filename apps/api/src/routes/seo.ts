import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { addDays } from "@placar/core/dates";
import { href, privatePaths, sitemapPages } from "@placar/core/routes";
import { xml } from "../data/svg.ts";

/** Public pages with content of their own, from the route table (not /analise: it needs navigation state). */
const STATIC_PAGES = sitemapPages();

/** A sitemap holds at most 50 000 addresses; the newest articles and today's matches come first. */
const MAX_URLS = 50_000;

/** Private or personal screens (admin, profile, sign-in and the e-mailed reset link) and the API. */
const DISALLOW = [...privatePaths(), "/api/"];
/** Images stay crawlable under the API prefix (crests, logos, banners). */
const ALLOW = ["/", "/api/images/", "/media/"];

const CACHE = "public, max-age=300";

function url(loc: string, extra: Record<string, string | undefined>): string {
  const tags = Object.entries(extra)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `<${k}>${xml(v!)}</${k}>`)
    .join("");
  return `<url><loc>${xml(loc)}</loc>${tags}</url>`;
}

/**
 * `/sitemap.xml` and `/robots.txt`, with absolute addresses from PUBLIC_URL. Registered before the site's
 * catch-all, and as exact paths they win over it.
 */
const seo: FastifyPluginAsyncZod = async (app) => {
  const origin = app.ctx.config.publicUrl;

  app.get("/sitemap.xml", { schema: { hide: true } }, async (_req, reply) => {
    const today = app.ctx.football.today();
    const entries = STATIC_PAGES.map((p) =>
      url(`${origin}${p.path}`, { changefreq: p.changefreq, priority: p.priority }),
    );
    for (const a of await app.ctx.articles.all()) {
      entries.push(
        url(`${origin}${href.article(a.id, a.slug)}`, {
          lastmod: a.updated_at,
          changefreq: "daily",
          priority: "0.7",
        }),
      );
    }
    // A day the provider could not deliver still gets a sitemap, just without matches.
    const games = await app.ctx.football.gamesByDate(today).catch(() => []);
    for (const g of games)
      entries.push(url(`${origin}${href.match(g.afb_fixture_id)}`, { changefreq: "hourly", priority: "0.6" }));
    // The clubs and competitions playing today and tomorrow: the pages fans land on from a search engine.
    const tomorrow = await app.ctx.football.gamesByDate(addDays(today, 1)).catch(() => []);
    const clubs = new Map<number, string>();
    const competitions = new Map<number, string>();
    for (const g of [...games, ...tomorrow]) {
      clubs.set(g.afb_team_home_id, g.home_team);
      clubs.set(g.afb_team_away_id, g.away_team);
      competitions.set(g.league.id, g.league.name);
    }
    for (const [id, name] of competitions)
      entries.push(url(`${origin}${href.league(id, name)}`, { changefreq: "daily", priority: "0.7" }));
    for (const [id, name] of clubs)
      entries.push(url(`${origin}${href.team(id, name)}`, { changefreq: "daily", priority: "0.6" }));
    const body =
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
      `${entries.slice(0, MAX_URLS).join("\n")}\n</urlset>\n`;
    return reply.type("application/xml; charset=utf-8").header("cache-control", CACHE).send(body);
  });

  const robots =
    `User-agent: *\n` +
    ALLOW.map((p) => `Allow: ${p}\n`).join("") +
    DISALLOW.map((p) => `Disallow: ${p}\n`).join("") +
    `\nSitemap: ${origin}/sitemap.xml\n`;
  app.get("/robots.txt", { schema: { hide: true } }, async (_req, reply) =>
    reply.type("text/plain; charset=utf-8").header("cache-control", CACHE).send(robots),
  );
};

export default seo;
