import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "@placar/core/dates";
import { href } from "@placar/core/routes";
import { articleSlug } from "@placar/core/slug";
import type { Game } from "../src/schemas/football.ts";
import { seedDemoArticles } from "../src/services/articles-seed.ts";
import { tempDataDir } from "./helpers/accounts.ts";
import { startSiteApp } from "./helpers/site.ts";
import { PINNED_DATE, startTestApp, type TestApp } from "./helpers/app.ts";
import { DATABASE_KINDS, type TestDatabase } from "./helpers/databases.ts";

const ORIGIN = "https://placar.exemplo.com.br";

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));
}

/**
 * robots.txt as crawlers read it (RFC 9309): the longest matching rule wins, Allow wins a tie, and a path no
 * rule matches is allowed.
 */
function allowedBy(robots: string, url: string): boolean {
  const rules = robots
    .split("\n")
    .map((l) => /^(Allow|Disallow):\s*(\S*)/i.exec(l.trim()))
    .filter((m): m is RegExpExecArray => m !== null && m[2] !== "")
    .map((m) => ({ allow: m[1]!.toLowerCase() === "allow", path: m[2]! }));
  let best: { allow: boolean; path: string } | null = null;
  for (const r of rules) {
    if (!url.startsWith(r.path)) continue;
    if (!best || r.path.length > best.path.length || (r.path.length === best.path.length && r.allow)) best = r;
  }
  return best?.allow ?? true;
}

describe.each(DATABASE_KINDS)("sitemap.xml and robots.txt on $kind", ({ kind, skip }) => {
  let t: TestApp;
  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(kind, { env: { PUBLIC_URL: `${ORIGIN}/`, DATA_DIR: tempDataDir() } });
    const ctx = t.app.ctx;
    await seedDemoArticles({
      db: t.db.db,
      clock: ctx.clock,
      football: ctx.football,
      matches: ctx.matches,
      articles: ctx.articles,
      log: t.app.log,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.skipIf(skip)(
    "lists the home, the public pages, every article with its slug and today's matches, as absolute addresses",
    async () => {
      const res = await t.app.inject({ url: "/sitemap.xml" });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("application/xml; charset=utf-8");
      expect(
        res.body.startsWith(
          '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ),
      ).toBe(true);
      expect(res.body.trimEnd().endsWith("</urlset>")).toBe(true);
      // Every ampersand is an entity: the document stays well-formed XML.
      expect(res.body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
      const urls = locs(res.body);
      expect(new Set(urls).size).toBe(urls.length);
      for (const u of urls) expect(u.startsWith(`${ORIGIN}/`), u).toBe(true);

      const pages = [
        "/",
        "/odds-ao-vivo",
        "/guia-apostas",
        "/comunidade",
        "/estatisticas",
        "/jogo-responsavel",
        "/privacidade",
      ];
      for (const page of pages) expect(urls).toContain(`${ORIGIN}${page}`);
      expect(urls.filter((u) => /gerenciar|profile|login|reset-password|\/api\//i.test(u))).toEqual([]);

      const list = (await t.app.inject({ url: "/api/avodds_app/blog/?page_size=10000" })).json<{
        results: Array<{
          id: number;
          date: string;
          league: string;
          title: string;
          game: { home_team: string; away_team: string };
        }>;
      }>();
      expect(list.results.length).toBeGreaterThanOrEqual(6);
      for (const a of list.results) {
        const slug = articleSlug({
          date: a.date,
          league: a.league,
          title: a.title,
          home: a.game.home_team,
          away: a.game.away_team,
        });
        expect(slug).toMatch(/^futebol-[a-z0-9-]+$/);
        expect(urls).toContain(`${ORIGIN}/estatisticas/${a.id}?slug=${slug}`);
      }

      const games = (await t.app.inject({ url: `/api/soccerdata_app/gamesByDate/?date=${PINNED_DATE}` })).json()
        .results as Game[];
      expect(games.length).toBeGreaterThan(10);
      const matchUrls = urls.filter((u) => u.includes("/estatisticasJogo/"));
      expect(matchUrls.sort()).toEqual(games.map((g) => `${ORIGIN}/estatisticasJogo/${g.afb_fixture_id}`).sort());
      // The clubs and competitions playing today and tomorrow, each once, at their pages.
      const tomorrow = (
        await t.app.inject({ url: `/api/soccerdata_app/gamesByDate/?date=${addDays(PINNED_DATE, 1)}` })
      ).json().results as Game[];
      const both = [...games, ...tomorrow];
      const clubs = new Map(
        both.flatMap((g) => [[g.afb_team_home_id, g.home_team] as const, [g.afb_team_away_id, g.away_team] as const]),
      );
      const competitions = new Map(both.map((g) => [g.league.id, g.league.name] as const));
      const teamUrls = urls.filter((u) => u.includes("/times/"));
      expect(teamUrls.sort()).toEqual([...clubs].map(([id, name]) => `${ORIGIN}${href.team(id, name)}`).sort());
      expect(urls.filter((u) => u.includes("/ligas/")).sort()).toEqual(
        [...competitions].map(([id, name]) => `${ORIGIN}${href.league(id, name)}`).sort(),
      );
      expect(urls).toHaveLength(pages.length + list.results.length + games.length + clubs.size + competitions.size);
    },
  );

  it.skipIf(skip)("follows the articles: a deleted one leaves the sitemap at once", async () => {
    const [first] = (await t.app.inject({ url: "/api/avodds_app/blog/?page_size=1" })).json().results as Array<{
      id: number;
    }>;
    const article = `${ORIGIN}/estatisticas/${first!.id}?`;
    expect(locs((await t.app.inject({ url: "/sitemap.xml" })).body).some((u) => u.startsWith(article))).toBe(true);
    expect(await t.app.ctx.articles.remove(first!.id)).toBe(true);
    expect(locs((await t.app.inject({ url: "/sitemap.xml" })).body).some((u) => u.startsWith(article))).toBe(false);
  });

  it.skipIf(skip)(
    "robots.txt lets crawlers read the public pages and images, keeps them out of private screens and the API, and names the sitemap",
    async () => {
      const res = await t.app.inject({ url: "/robots.txt" });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
      const robots = res.body;
      expect(robots).toMatch(/^User-agent: \*$/m);
      expect(robots).toMatch(new RegExp(`^Sitemap: ${ORIGIN.replace(/\./g, "\\.")}/sitemap\\.xml$`, "m"));
      for (const open of [
        "/",
        "/?dia=2026-11-22&aba=proximo",
        "/odds-ao-vivo",
        "/guia-apostas",
        "/comunidade",
        "/estatisticas",
        "/estatisticas/3?slug=futebol-x",
        "/estatisticasJogo/1035037",
        "/analise",
        "/api/images/teams/1.svg",
        "/api/images/matches/1.svg",
        "/media/abc.png",
        "/sitemap.xml",
      ]) {
        expect(allowedBy(robots, open), open).toBe(true);
      }
      for (const closed of [
        "/gerenciar-noticias",
        "/gerenciar-usuarios",
        "/gerenciar-pareamentos",
        "/profile",
        "/Profile",
        "/login",
        "/reset-password-confirm?email=a%40b.com&token=x",
        "/notificacoes",
        "/cancelar-alertas?token=x",
        "/api/users",
        "/api/avodds_app/blog/",
        "/api/live/stream",
      ]) {
        expect(allowedBy(robots, closed), closed).toBe(false);
      }
    },
  );
});

describe("the site's server rendering does not shadow the SEO files", () => {
  let app: FastifyInstance;
  let database: TestDatabase;

  beforeAll(async () => {
    // A stand-in for the built site: its server entry renders every path it is given.
    const site = await startSiteApp(
      "export async function render({ url }) { return { status: 200, html: `<html>SSR ${url}</html>` }; }\n" +
        "export function pagePolicy(url) { return { cache: true, key: url, url, tags: [] }; }\n",
      { PUBLIC_URL: ORIGIN },
    );
    expect(site.app.ctx.config.siteDist).toBe(site.dist);
    app = site.app;
    database = site.database;
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it("serves /sitemap.xml, /robots.txt, uploads and banners from the API, and everything else from the site", async () => {
    const page = await app.inject({ url: "/estatisticas" });
    expect(page.body).toBe("<html>SSR /estatisticas</html>");
    const sitemap = await app.inject({ url: "/sitemap.xml" });
    expect(sitemap.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(sitemap.body).toContain(`<loc>${ORIGIN}/</loc>`);
    const robots = await app.inject({ url: "/robots.txt" });
    expect(robots.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(robots.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    for (const url of [
      "/media/AAAAAAAAAAAAAAAAAAAAAAAA.png",
      "/api/images/matches/123.svg",
      "/api/images/matches/123.png",
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ detail: "Imagem não encontrada.", code: "not_found" });
    }
  });
});
