import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "@placar/core/dates";
import { foldText } from "@placar/core/search";
import type { Game } from "../src/schemas/football.ts";
import { freshIp, signUp, signUpAdmin, tempDataDir, TEST_JWT_SECRET } from "./helpers/accounts.ts";
import { PINNED_DATE, PINNED_NOW, startTestApp, type TestApp } from "./helpers/app.ts";
import { DATABASE_KINDS } from "./helpers/databases.ts";

const SEARCH = "/api/soccerdata_app/games/search/";

/** Issue 13 point 3: the news form finds any game by team name, days back and weeks ahead. */
describe.each(DATABASE_KINDS)("game search on $kind", ({ kind, skip }) => {
  let t: TestApp;
  let admin: string;
  let regular: string;
  const search = (query: string, token: string | null = admin) =>
    t.app.inject({
      url: `${SEARCH}?${query}`,
      remoteAddress: freshIp(),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  /** What the provider has for a day, read straight from it: the site has not visited that day. */
  const providerDay = (date: string) => t.app.ctx.football.provider.fixturesByDate(date, new Date(PINNED_NOW));

  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(kind, { env: { JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: tempDataDir() } });
    admin = (await signUpAdmin(t.app)).token;
    regular = (await signUp(t.app)).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it.skipIf(skip)("is for admins: 401 without a token, 403 for a bettor", async () => {
    expect((await search("q=flamengo", null)).statusCode).toBe(401);
    expect((await search("q=flamengo", regular)).statusCode).toBe(403);
  });

  it.skipIf(skip)("says in Portuguese what is wrong with a query", async () => {
    const short = await search("q=a");
    expect(short.statusCode).toBe(400);
    expect(short.json().detail).toContain("Digite ao menos 2 letras para buscar");
    const backwards = await search(`q=fla&from=${PINNED_DATE}&to=${addDays(PINNED_DATE, -1)}`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().detail).toContain("O primeiro dia vem depois do último");
    const wide = await search(`q=fla&from=2020-01-01&to=${PINNED_DATE}`);
    expect(wide.statusCode).toBe(400);
    expect(wide.json().detail).toBe("A janela de busca vai até 400 dias.");
    expect((await search("q=fla&from=2026-02-30")).json().detail).toContain("Data inexistente");
  });

  it.skipIf(skip)("finds last week's and next week's games by team names typed without accents or case", async () => {
    for (const offset of [-6, 5]) {
      const date = addDays(PINNED_DATE, offset);
      const wanted = (await providerDay(date))[0]!;
      // Both teams' names, shouted and unaccented: every word must be found, and is.
      const q = `${foldText(wanted.home.name)} ${foldText(wanted.away.name)}`.toUpperCase();
      const res = await search(`q=${encodeURIComponent(q)}`);
      expect(res.statusCode, res.body).toBe(200);
      const found = res.json().results as Game[];
      expect(found.map((g) => g.afb_fixture_id)).toContain(wanted.id);
      const hit = found.find((g) => g.afb_fixture_id === wanted.id)!;
      expect(hit).toMatchObject({ date, home_team: wanted.home.name, away_team: wanted.away.name });
      expect(hit.id).toEqual(expect.any(Number));
    }
  });

  it.skipIf(skip)(
    "puts the games nearest to now first, stays inside the window asked for and within the limit",
    async () => {
      // A club of one word (the day's first is "Benfica B"): every game found then holds it whole.
      const wanted = (await providerDay(PINNED_DATE)).find((f) => !/\s/.test(f.home.name))!;
      const team = foldText(wanted.home.name);
      const all = (await search(`q=${encodeURIComponent(team)}&limit=100`)).json().results as Game[];
      expect(all.length).toBeGreaterThan(0);
      const now = Date.parse(PINNED_NOW);
      const distances = all.map((g) => Math.abs(Date.parse(g.kickoff) - now));
      expect([...distances].sort((a, b) => a - b)).toEqual(distances);
      for (const g of all) expect(foldText(`${g.home_team} ${g.away_team} ${g.league.name}`)).toContain(team);

      const today = (await search(`q=${encodeURIComponent(team)}&from=${PINNED_DATE}&to=${PINNED_DATE}`)).json()
        .results as Game[];
      expect(today.map((g) => g.afb_fixture_id)).toContain(wanted.id);
      for (const g of today) expect(g.date).toBe(PINNED_DATE);

      const one = (await search(`q=${encodeURIComponent(team)}&limit=1`)).json().results as Game[];
      expect(one).toEqual(all.slice(0, 1));
    },
  );

  it.skipIf(skip)("treats % and _ as letters, not wildcards", async () => {
    const res = await search(`q=${encodeURIComponent("%_")}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual([]);
  });
});
