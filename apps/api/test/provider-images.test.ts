import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiFootballProvider } from "../src/providers/api-football/api-football-provider.ts";
import type { RecordedRequest, ReplayServer, Reply } from "./fixtures/api-football/replay-server.ts";
import { imageReply, pngImage, sample, startReplayServer } from "./fixtures/api-football/replay-server.ts";
import { DATABASE_KINDS } from "./helpers/databases.ts";
import { manualClock, startTestApp, type TestApp } from "./helpers/app.ts";

type Json = Record<string, any>;
const DAY = "2024-03-30";

/** The Bundesliga sample, with every logo on the replay server's own media path (as API-Football's media host). */
function dayWithLogos(base: string): Json {
  const s = sample("fixtures-league78-2023-ns-pst");
  for (const item of s.response as Json[]) {
    item.league.logo = `${base}/football/leagues/${item.league.id}.png`;
    for (const side of ["home", "away"]) item.teams[side].logo = `${base}/football/teams/${item.teams[side].id}.png`;
  }
  return s;
}

/** The Premier League table, logos on the replay server too: clubs that never played on an ingested day. */
function tableWithLogos(base: string): Json {
  const s = sample("standings-league39-2022");
  for (const group of (s.response[0] as Json).league.standings as Json[][]) {
    for (const row of group) row.team.logo = `${base}/football/teams/${row.team.id}.png`;
  }
  return s;
}

/** Eintracht Frankfurt's logo is broken upstream, Union Berlin's is not an image, the rest are slow PNGs. */
const BROKEN = 169;
const NOT_AN_IMAGE = 182;

describe.each(DATABASE_KINDS)("the provider's team and league images on $kind", ({ kind, skip }) => {
  let server: ReplayServer;
  let t: TestApp;
  const dataDir = mkdtempSync(path.join(tmpdir(), "placar-images-"));
  const clock = manualClock("2024-03-30T12:00:00.000Z");
  const env = { DATA_DIR: dataDir, DATA_PROVIDER: "api-football", APIFOOTBALL_KEY: "k" };
  const provider = () =>
    new ApiFootballProvider({ key: "k", baseUrl: server.baseUrl, timeoutMs: 2_000, now: () => clock.now().getTime() });
  const media = (p: string) => server.requests.filter((r) => r.path === p).length;

  beforeAll(async () => {
    if (skip) return;
    server = await startReplayServer((req: RecordedRequest): Reply => {
      if (req.path === "/fixtures") return { body: dayWithLogos(server.baseUrl) };
      if (req.path === "/standings") return { body: tableWithLogos(server.baseUrl) };
      const m = /^\/football\/(teams|leagues)\/(\d+)\.png$/.exec(req.path);
      if (!m) return { status: 404, body: {} };
      const id = Number(m[2]);
      if (id === BROKEN) return { status: 500, body: {} };
      if (id === NOT_AN_IMAGE) return { headers: { "content-type": "text/html" }, body: "<html>oops</html>" };
      return { ...imageReply(id), delayMs: 150 };
    });
    t = await startTestApp(kind, { provider: provider(), clock, env });
    await t.app.ctx.football.ingestDay(DAY);
  });
  afterAll(async () => {
    await t?.close();
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.skipIf(skip)("day lists point at our own image paths, never at the provider's host", async () => {
    const games = (await t.app.inject({ url: `/api/soccerdata_app/gamesByDate/?date=${DAY}` })).json().results;
    const bayern = games.find((g: Json) => g.afb_team_home_id === 157);
    expect(bayern).toMatchObject({
      home_image_url: "/api/images/teams/157.png",
      league: { image_url: "/api/images/leagues/78.png" },
    });
    const body = (await t.app.inject({ url: `/api/apifootball_app/fixtures/?date=${DAY}` })).body;
    expect(body).not.toContain(server.baseUrl);
    expect(body).toContain('"logo":"/api/images/teams/157.png"');
  });

  it.skipIf(skip)(
    "fetches an image once for many concurrent visitors, then serves it with a long cache and an ETag",
    async () => {
      const url = "/api/images/teams/157.png";
      const answers = await Promise.all(Array.from({ length: 8 }, () => t.app.inject({ url })));
      for (const res of answers) {
        expect(res.statusCode).toBe(200);
        expect(res.headers["content-type"]).toBe("image/png");
        expect(res.rawPayload.equals(pngImage(157))).toBe(true);
        expect(res.headers["cache-control"]).toMatch(/max-age=(\d{7,})/);
        expect(res.headers.etag).toMatch(/^".+"$/);
      }
      expect(media("/football/teams/157.png")).toBe(1);
      expect(readFileSync(path.join(dataDir, "images/teams/157.bin")).equals(pngImage(157))).toBe(true);

      const again = await t.app.inject({ url });
      expect(again.rawPayload.equals(pngImage(157))).toBe(true);
      const revalidated = await t.app.inject({ url, headers: { "if-none-match": answers[0]!.headers.etag as string } });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe("");
      const league = await t.app.inject({ url: "/api/images/leagues/78.png" });
      expect(league.rawPayload.equals(pngImage(78))).toBe(true);
      expect(media("/football/teams/157.png")).toBe(1);
    },
  );

  it.skipIf(skip)("keeps the images across a restart: served from DATA_DIR without asking the provider", async () => {
    const before = server.requests.length;
    const restarted = await startTestApp(kind, { provider: provider(), clock, env, database: t.db });
    try {
      const res = await restarted.app.inject({ url: "/api/images/teams/157.png" });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(pngImage(157))).toBe(true);
      expect(server.requests.length).toBe(before);
    } finally {
      await restarted.close();
    }
  });

  it.skipIf(skip)(
    "serves the generic crest, briefly cached, while the provider's image cannot be had, and does not hammer the provider",
    async () => {
      for (const id of [BROKEN, NOT_AN_IMAGE]) {
        const url = `/api/images/teams/${id}.png`;
        const first = await t.app.inject({ url });
        expect(first.statusCode).toBe(200);
        // Our generated crest, as PNG (the same drawing the .svg address answers).
        expect(first.headers["content-type"]).toBe("image/png");
        expect(first.rawPayload.subarray(1, 4).toString()).toBe("PNG");
        expect(first.headers["cache-control"]).toBe("public, max-age=600");
        await t.app.inject({ url });
        expect(media(`/football/teams/${id}.png`)).toBe(1);
        expect(existsSync(path.join(dataDir, `images/teams/${id}.bin`))).toBe(false);
      }
    },
  );

  it.skipIf(skip)(
    "serves the crests of a league table's clubs the same way, though they never played on an ingested day",
    async () => {
      const rows = (await t.app.inject({ url: "/api/apifootball_app/standings/?league=39&season=2022" })).json()
        .standings;
      expect(rows).toHaveLength(20);
      const arsenal = rows.find((r: Json) => r.team.name === "Arsenal");
      expect(arsenal.team.logo).toBe(`/api/images/teams/${arsenal.team.id}.png`);
      const res = await t.app.inject({ url: arsenal.team.logo });
      expect(res.headers["content-type"]).toBe("image/png");
      expect(res.rawPayload.equals(pngImage(arsenal.team.id))).toBe(true);
    },
  );

  it.skipIf(skip)("answers 404 for a team it does not know", async () => {
    expect((await t.app.inject({ url: "/api/images/teams/999999.png" })).statusCode).toBe(404);
  });
});
