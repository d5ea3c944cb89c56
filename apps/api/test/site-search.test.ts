import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "@placar/core/dates";
import { SEARCH_EMPTY, SEARCH_TOO_LONG } from "@placar/core/messages";
import { matchTier, searchTokens } from "@placar/core/search";
import { seedDemoArticles } from "../src/services/articles-seed.ts";
import { freshIp } from "./helpers/accounts.ts";
import { PINNED_DATE, PINNED_NOW, startTestApp, type TestApp } from "./helpers/app.ts";
import { DATABASE_KINDS } from "./helpers/databases.ts";

interface Hit {
  id: number;
  name: string;
  path: string;
  detail: string;
  logo: string | null;
}
interface Results {
  teams: Hit[];
  leagues: Hit[];
  games: Hit[];
  articles: { id: number; title: string; path: string; detail: string }[];
}

/** Issue 15 point 1: the header's search box finds teams, leagues, games and articles as people type them. */
describe.each(DATABASE_KINDS)("site search on $kind", ({ kind, skip }) => {
  let t: TestApp;
  const get = (q: string, extra = "") =>
    t.app.inject({ url: `/api/search/?q=${encodeURIComponent(q)}${extra}`, remoteAddress: freshIp() });
  const search = async (q: string, extra = ""): Promise<Results> => {
    const res = await get(q, extra);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Results>();
  };

  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(kind);
    // The days the board would have loaded: last few days and the next week.
    for (let i = -3; i <= 7; i++) await t.app.ctx.football.day(addDays(PINNED_DATE, i));
    await seedDemoArticles({
      db: t.db.db,
      clock: t.app.ctx.clock,
      football: t.app.ctx.football,
      matches: t.app.ctx.matches,
      articles: t.app.ctx.articles,
      log: t.app.log,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.skipIf(skip)(
    "finds teams without accents or case, the exact name first, and links to the team's next game",
    async () => {
      for (const [q, name] of [
        ["sao paulo", "São Paulo"],
        ["GREMIO", "Grêmio"],
        ["Atletico Mineiro", "Atlético Mineiro"],
      ] as const) {
        const { teams } = await search(q);
        expect(teams[0]?.name, q).toBe(name);
        expect(teams[0]!.path).toMatch(/^\/estatisticasJogo\/\d+$/);
        expect(teams[0]!.detail).toMatch(/^(Próximo|Último) jogo: .* x .*, \d\d\/\d\d$/);
        expect(teams[0]!.detail).toContain(name);
        // The game linked is one the team plays.
        const fixtureId = Number(teams[0]!.path.split("/").pop());
        const game = await t.app.ctx.football.gameByFixtureId(fixtureId);
        expect([game?.home_team, game?.away_team]).toContain(name);
        expect(Date.parse(game!.kickoff)).toBeGreaterThanOrEqual(Date.parse(PINNED_NOW) - 3 * 3_600_000);
      }
    },
  );

  it.skipIf(skip)("finds leagues by a prefix without accents", async () => {
    const { leagues } = await search("brasileirao");
    expect(leagues.map((l) => l.name).slice(0, 2)).toEqual(["Brasileirão Série A", "Brasileirão Série B"]);
    expect(leagues[0]!.path).toMatch(/^\/estatisticasJogo\/\d+$/);
    expect(leagues[0]!.detail).toMatch(/^Brasil · /);
  });

  it.skipIf(skip)("tolerates a typo, but ranks exact and prefix hits first", async () => {
    const typo = await search("gremo");
    expect(typo.teams.map((x) => x.name)).toContain("Grêmio");
    expect(typo.games.some((g) => g.name.includes("Grêmio"))).toBe(true);
    expect((await search("palmeras")).teams[0]?.name).toBe("Palmeiras");

    // Every group comes in tier order: whole name, prefix, word starts, inside a word, typos.
    for (const q of ["inter", "sao", "gremio", "atletico", "flamengo"]) {
      const r = await search(q, "&limit=20");
      const words = searchTokens(q);
      for (const names of [r.teams.map((x) => x.name), r.leagues.map((x) => x.name)]) {
        const tiers = names.map((n) => matchTier(n, words)!);
        expect(
          tiers.every((x) => x !== null),
          `${q}: ${names.join(", ")}`,
        ).toBe(true);
        expect(
          [...tiers].sort((a, b) => a - b),
          `${q}: ${names.join(", ")}`,
        ).toEqual(tiers);
      }
    }
  });

  it.skipIf(skip)("finds games by both teams, nearest to now first, and articles by their title", async () => {
    const day = await t.app.ctx.football.day(addDays(PINNED_DATE, 1));
    const wanted = day[0]!;
    const r = await search(`${wanted.home.name} ${wanted.away.name}`.toUpperCase());
    expect(r.games[0]).toMatchObject({
      id: wanted.afbFixtureId,
      name: `${wanted.home.name} x ${wanted.away.name}`,
      path: `/estatisticasJogo/${wanted.afbFixtureId}`,
    });

    const team = (await search("flamengo", "&limit=20")).games;
    expect(team.length).toBeGreaterThan(1);
    for (const g of team) expect(g.name).toContain("Flamengo");

    const [article] = await t.app.ctx.articles.all();
    const { articles } = await search(article!.title.split(":")[0]!.normalize("NFD").replace(/\p{M}/gu, ""));
    expect(articles.map((a) => a.id)).toContain(article!.id);
    const hit = articles.find((a) => a.id === article!.id)!;
    expect(hit.path).toBe(`/estatisticas/${article!.id}?slug=${encodeURIComponent(article!.slug)}`);
  });

  it.skipIf(skip)("caps each group at the limit, and finds nothing for words nobody has", async () => {
    const r = await search("a", "&limit=2");
    for (const group of [r.teams, r.leagues, r.games, r.articles]) expect(group.length).toBeLessThanOrEqual(2);
    expect(await search("zzzqqq")).toEqual({ teams: [], leagues: [], games: [], articles: [] });
    expect(await search("%_")).toEqual({ teams: [], leagues: [], games: [], articles: [] });
  });

  it.skipIf(skip)("says in Portuguese what is wrong with an empty or over-long query", async () => {
    for (const q of ["", "   "]) {
      const res = await get(q);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: "invalid_request",
        detail: expect.stringContaining(SEARCH_EMPTY),
        fields: { q: [SEARCH_EMPTY] },
      });
    }
    const missing = await t.app.inject({ url: "/api/search/", remoteAddress: freshIp() });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toContain(SEARCH_EMPTY);
    const long = await get("x".repeat(81));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      detail: expect.stringContaining(SEARCH_TOO_LONG),
      fields: { q: [SEARCH_TOO_LONG] },
    });
    expect((await get("x".repeat(80))).statusCode).toBe(200);
  });
});
