import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isInGroup } from "@placar/core/status";
import { eq } from "drizzle-orm";
import { teams } from "../src/db/schema.ts";
import { DATABASE_KINDS } from "./helpers/databases.ts";
import { PINNED_DATE, startTestApp, type TestApp } from "./helpers/app.ts";

const SEEDED_HOUSES = ["Bateu Bet", "HanzBet", "MC Games", "BetPontoBet", "MGM Bet", "Geral Bet", "Lotogreen"];

describe.each(DATABASE_KINDS)("games, game by fixture, houses and logos on $kind", ({ kind, skip }) => {
  let t: TestApp;
  beforeAll(async () => {
    if (!skip) t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it.skipIf(skip)("games lists today's games onward, page 1 of 100 by default", async () => {
    const res = await t.app.inject({ url: "/api/soccerdata_app/games/" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.results.length).toBe(Math.min(100, body.count));
    expect(body.total_pages).toBe(Math.ceil(body.count / 100));
    expect(body.results[0].date).toBe(PINNED_DATE);
    // Live or still to start: the games already over are not "coming" (the slider and the league list).
    const statuses = new Set(body.results.map((g: { status: string }) => g.status));
    for (const status of statuses)
      expect(isInGroup(status as string, "live") || isInGroup(status as string, "upcoming"), String(status)).toBe(true);
    expect(statuses.has("NS")).toBe(true);
    // An addition: the score and the minute, so the slider can show a live game as it stands
    // (docs/product.md#featured-matches-slider).
    type G = { status: string; goals: { home: number | null; away: number | null }; elapsed: number | null };
    for (const g of body.results as G[]) {
      if (isInGroup(g.status, "upcoming")) expect(g.goals, g.status).toEqual({ home: null, away: null });
      if (["1H", "2H"].includes(g.status)) {
        expect(g.goals.home, g.status).toEqual(expect.any(Number));
        expect(g.elapsed, g.status).toEqual(expect.any(Number));
      }
    }
    const kickoffs = body.results.map((g: { kickoff: string }) => Date.parse(g.kickoff));
    expect([...kickoffs].sort((a, b) => a - b)).toEqual(kickoffs);
    const page2 = (await t.app.inject({ url: "/api/soccerdata_app/games/?page=2&page_size=10" })).json();
    expect(page2.results.map((g: { id: number }) => g.id)).toEqual(
      body.results.slice(10, 20).map((g: { id: number }) => g.id),
    );
  });

  it.skipIf(skip)(
    "gameByAFBFixtureId answers the game with an empty blogs list, 404 when unknown, 400 when not an id",
    async () => {
      const game = (
        await t.app.inject({ url: `/api/soccerdata_app/gamesByDate/?date=${PINNED_DATE}&page_size=1` })
      ).json().results[0];
      const res = await t.app.inject({ url: `/api/soccerdata_app/gameByAFBFixtureId/${game.afb_fixture_id}/` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ...game, blogs: [] });
      const missing = await t.app.inject({ url: "/api/soccerdata_app/gameByAFBFixtureId/999999999/" });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: "not_found", detail: "Jogo não encontrado." });
      const bad = await t.app.inject({ url: "/api/soccerdata_app/gameByAFBFixtureId/abc/" });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe("invalid_request");
    },
  );

  it.skipIf(skip)("houses lists the seven seeded houses by ranking, each with its logo as SVG", async () => {
    const body = (await t.app.inject({ url: "/api/houses/" })).json();
    expect(body.count).toBe(7);
    expect(new Set(body.results.map((h: { house: string }) => h.house))).toEqual(new Set(SEEDED_HOUSES));
    expect(body.results.map((h: { ranking: number }) => h.ranking)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (const h of body.results) {
      expect(h.link).toMatch(/^https:\/\//);
      expect(h.promos.length).toBeGreaterThan(0);
      const logo = await t.app.inject({ url: h.logo });
      expect(logo.statusCode, h.logo).toBe(200);
      expect(logo.headers["content-type"]).toMatch(/image\/svg\+xml/);
      expect(logo.body).toContain(`<title>${h.house}</title>`);
    }
    expect((await t.app.inject({ url: "/api/images/houses/nenhuma.svg" })).statusCode).toBe(404);
  });
});

describe.each(DATABASE_KINDS)("team and league images on $kind", ({ kind, skip }) => {
  let t: TestApp;
  beforeAll(async () => {
    if (!skip) t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it.skipIf(skip)(
    "every game points at its generated crest as a 96 px PNG (cached, with an ETag), drawn as the SVG twin is, and unknown ids answer 404",
    async () => {
      const games = (await t.app.inject({ url: `/api/soccerdata_app/gamesByDate/?date=${PINNED_DATE}` }))
        .json()
        .results.slice(0, 5);
      for (const g of games) {
        for (const url of [g.home_image_url, g.away_image_url, g.league.image_url]) {
          expect(url).toMatch(/^\/api\/images\/(teams|leagues)\/\d+\.png$/);
          const res = await t.app.inject({ url });
          expect(res.statusCode, url).toBe(200);
          expect(res.headers["content-type"]).toBe("image/png");
          const png = res.rawPayload;
          expect(png.subarray(1, 4).toString()).toBe("PNG");
          // IHDR: width and height, big-endian, at bytes 16 and 20.
          expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([96, 96]);
          expect(res.headers["cache-control"]).toBe("public, max-age=86400, stale-while-revalidate=604800");
          const again = await t.app.inject({ url, headers: { "if-none-match": String(res.headers.etag) } });
          expect(again.statusCode).toBe(304);
          // The SVG twin names the club or competition (its <title>).
          const svg = await t.app.inject({ url: url.replace(/\.png$/, ".svg") });
          expect(svg.headers["content-type"]).toMatch(/image\/svg\+xml/);
          expect(svg.body).toMatch(/^<svg[^>]*>/);
        }
        // Asked again, a crest comes from memory: the database is not read per image (a row renamed behind the
        // server's back does not reach it; a process keeps its crests, as it keeps their SVG).
        const home = await t.app.inject({ url: g.home_image_url });
        await t.app.ctx.database.db
          .update(teams)
          .set({ name: "Renomeado Sem Consulta" })
          .where(eq(teams.id, g.afb_team_home_id));
        const again = await t.app.inject({ url: g.home_image_url });
        expect(again.rawPayload.equals(home.rawPayload)).toBe(true);
        await t.app.ctx.database.db.update(teams).set({ name: g.home_team }).where(eq(teams.id, g.afb_team_home_id));
        const homeSvg = g.home_image_url.replace(/\.png$/, ".svg");
        expect((await t.app.inject({ url: homeSvg })).body).toContain(g.home_team.replace(/&/g, "&amp;"));
      }
      for (const ext of ["svg", "png"]) {
        expect((await t.app.inject({ url: `/api/images/teams/987654321.${ext}` })).statusCode).toBe(404);
        expect((await t.app.inject({ url: `/api/images/teams/abc.${ext}` })).statusCode).toBe(400);
      }
    },
  );
});
