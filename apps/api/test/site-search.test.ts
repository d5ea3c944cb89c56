import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "@placar/core/dates";
import { SEARCH_EMPTY, SEARCH_TOO_LONG } from "@placar/core/messages";
import { href } from "@placar/core/routes";
import { matchTier, searchTokens } from "@placar/core/search";
import { isFinished, isLive } from "@placar/core/status";
import { seedDemoArticles } from "../src/services/articles-seed.ts";
import { freshIp } from "./helpers/accounts.ts";
import { PINNED_DATE, startTestApp, type TestApp } from "./helpers/app.ts";
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
    "finds teams without accents or case, the exact name first, links to the team's page and names its game",
    async () => {
      for (const [q, name] of [
        ["sao paulo", "São Paulo"],
        ["GREMIO", "Grêmio"],
        ["Atletico Mineiro", "Atlético Mineiro"],
      ] as const) {
        const { teams } = await search(q);
        expect(teams[0]?.name, q).toBe(name);
        expect(teams[0]!.path).toBe(href.team(teams[0]!.id, name));
        expect(teams[0]!.path).toMatch(/^\/times\/[a-z0-9-]+-\d+$/);
        expect(teams[0]!.detail).toMatch(/^((Próximo|Último) jogo: .* x .*, \d\d\/\d\d|Ao vivo: .* x .*)$/);
        expect(teams[0]!.detail).toContain(name);
      }
    },
  );

  it.skipIf(skip)("finds leagues by a prefix without accents, and links to the league's page", async () => {
    const { leagues } = await search("brasileirao");
    expect(leagues.map((l) => l.name).slice(0, 2)).toEqual(["Brasileirão Série A", "Brasileirão Série B"]);
    expect(leagues[0]!.path).toBe(href.league(leagues[0]!.id, "Brasileirão Série A"));
    expect(leagues[0]!.detail).toMatch(/^Brasil · /);
  });

  it.skipIf(skip)("calls a game being played 'Ao vivo', never 'Último jogo', in every group", async () => {
    const day = await t.app.ctx.football.day(PINNED_DATE);
    const live = day.filter((f) => isLive(f.status) && !isFinished(f.status));
    expect(live.length).toBeGreaterThan(0);
    for (const f of live.slice(0, 5)) {
      const r = await search(f.home.name, "&limit=20");
      const team = r.teams.find((x) => x.name === f.home.name)!;
      expect(team.detail, f.home.name).toBe(`Ao vivo: ${f.home.name} x ${f.away.name}`);
      const league = (await search(f.league.name, "&limit=20")).leagues.find((x) => x.id === f.league.id)!;
      expect(league.detail).toMatch(/ · Ao vivo: .* x .*$/);
      const game = r.games.find((g) => g.id === f.afbFixtureId)!;
      expect(game.detail).toBe(`${f.league.name} · Ao vivo`);
    }
  });

  it.skipIf(skip)("lists today's games first, those being played before the rest of the day", async () => {
    // The day a game is played, from its hit's detail: today's read "Ao vivo" or today's date.
    const today = PINNED_DATE.split("-").reverse().join("/");
    // Typos come last whatever their day ("palmeiras" finds Internacional de Palmira's games after Palmeiras').
    const rank = (q: string, g: Hit) =>
      (matchTier(searchTokens(`${g.name} ${g.detail.split(" · ")[0]}`), searchTokens(q)) === 4 ? 3 : 0) +
      (g.detail.endsWith(" · Ao vivo") ? 0 : g.detail.includes(today) ? 1 : 2);
    let seen = 0;
    for (const q of ["flamengo", "palmeiras", "sao paulo", "bundesliga", "brasileirao serie b", "premier league"]) {
      const { games } = await search(q, "&limit=20");
      const ranks = games.map((g) => rank(q, g));
      expect(ranks, `${q}: ${games.map((g) => g.detail).join(" | ")}`).toEqual([...ranks].sort((a, b) => a - b));
      if (ranks.includes(1) && ranks.includes(2)) seen++;
    }
    // At least one of them mixed today's games with other days'.
    expect(seen).toBeGreaterThan(0);

    // A team playing away today and at home another day: its name starts the other game's name, yet today's comes
    // first.
    let checked = 0;
    for (const f of (await t.app.ctx.football.day(PINNED_DATE)).filter((g) => !isFinished(g.status))) {
      const { games } = await search(f.away.name, "&limit=20");
      const home = games.find((g) => g.name.startsWith(`${f.away.name} x `) && !g.detail.includes(today));
      if (!home || checked >= 5) continue;
      checked++;
      expect(games[0]!.id, f.away.name).toBe(f.afbFixtureId);
    }
    expect(checked).toBeGreaterThan(0);
  });

  it.skipIf(skip)("folds markup and punctuation away: a fragment with no word left finds nothing", async () => {
    const none = { teams: [], leagues: [], games: [], articles: [] };
    for (const q of ["<b>x</b>", "' OR 1=1 --", "<script></script>", "&amp; &lt;", "x", "-- '", "sao paulo; drop"]) {
      expect(await search(q), q).toEqual(none);
    }
    // The words inside the markup still count, as if typed alone.
    expect((await search("<b>gremio</b>")).teams[0]?.name).toBe("Grêmio");
    const wanted = (await t.app.ctx.football.day(PINNED_DATE))[0]!;
    expect((await search(`${wanted.home.name} x ${wanted.away.name}`)).games[0]?.id).toBe(wanted.afbFixtureId);
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

    // A club with several games in the days loaded (Flamengo plays once in them: a weekly Série A round).
    const team = (await search("corinthians", "&limit=20")).games;
    expect(team.length).toBeGreaterThan(1);
    for (const g of team) expect(g.name).toContain("Corinthians");

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
