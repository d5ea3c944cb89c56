import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isInGroup, STATUS_CODES } from "@placar/core/status";
import { fixtures, odds } from "../src/db/schema.ts";
import { DATABASE_KINDS } from "./helpers/databases.ts";
import { PINNED_DATE, startTestApp, type TestApp } from "./helpers/app.ts";
import { signUp, signUpAdmin, tempDataDir, TEST_JWT_SECRET } from "./helpers/accounts.ts";
import { demoQuoteCounts } from "./helpers/demo-quotes.ts";

const HOUSES = ["Bateu Bet", "HanzBet", "MC Games", "BetPontoBet", "MGM Bet", "Geral Bet", "Lotogreen"];
/** The demo league no house prices. */
const UNPRICED_LEAGUE = 50;

/** How many houses the demo quotes for each game at the pinned instant. */
const QUOTED = demoQuoteCounts();
const housesPricing = (fixtureId: number) => QUOTED.get(fixtureId) ?? Number.NaN;

describe.each(DATABASE_KINDS)("football routes on $kind", ({ kind, skip }) => {
  let t: TestApp;
  beforeAll(async () => {
    if (!skip) t = await startTestApp(kind, { env: { JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: tempDataDir() } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.skipIf(skip)("gamesByDate returns the day in the API's Game shape, page 1 of size 10000 by default", async () => {
    const res = await t.app.inject({ url: `/api/soccerdata_app/gamesByDate/?date=${PINNED_DATE}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBeGreaterThan(20);
    expect(body.results).toHaveLength(body.count);
    expect(body.total_pages).toBe(1);
    const game = body.results[0];
    for (const key of [
      "id",
      "date",
      "hour",
      "minute",
      "home_team",
      "away_team",
      "afb_team_home_id",
      "afb_team_away_id",
      "afb_fixture_id",
      "link",
      "league",
      "odds",
      "home_image_url",
      "away_image_url",
      "image",
    ]) {
      expect(game).toHaveProperty(key);
    }
    expect(game.date).toBe(PINNED_DATE);
    expect(Object.keys(game.league).sort()).toEqual(["id", "image_url", "name"]);
    // Seven houses, three options each, options named after the teams or 'Empate'.
    expect(new Set(game.odds.map((o: { bet: string }) => o.bet))).toEqual(new Set(HOUSES));
    expect(new Set(game.odds.map((o: { option: string }) => o.option))).toEqual(
      new Set([game.home_team, "Empate", game.away_team]),
    );
    // Kick-offs are in Brazilian time and ordered.
    const minutes = body.results.map((g: { hour: number; minute: number }) => g.hour * 60 + g.minute);
    expect([...minutes].sort((a, b) => a - b)).toEqual(minutes);
  });

  it.skipIf(skip)("gamesByDate pages with page and page_size", async () => {
    const all = (await t.app.inject({ url: `/api/soccerdata_app/gamesByDate/?date=${PINNED_DATE}` })).json();
    const res = await t.app.inject({ url: `/api/soccerdata_app/gamesByDate/?date=${PINNED_DATE}&page=2&page_size=5` });
    const body = res.json();
    expect(body.count).toBe(all.count);
    expect(body.total_pages).toBe(Math.ceil(all.count / 5));
    expect(body.results.map((g: { id: number }) => g.id)).toEqual(
      all.results.slice(5, 10).map((g: { id: number }) => g.id),
    );
  });

  it.skipIf(skip)(
    "gamesByDate without a date serves today in São Paulo, and the path works without its trailing slash",
    async () => {
      const res = await t.app.inject({ url: "/api/soccerdata_app/gamesByDate?page_size=1" });
      expect(res.statusCode).toBe(200);
      expect(res.json().results[0].date).toBe(PINNED_DATE);
    },
  );

  it.skipIf(skip)("fixtures groups the day by league name with status, goals, teams and odds", async () => {
    const res = await t.app.inject({ url: `/api/apifootball_app/fixtures/?date=${PINNED_DATE}` });
    expect(res.statusCode).toBe(200);
    const body = res.json<
      Record<
        string,
        Array<{
          fixture: { id: number; date: string; status: { short: string } };
          league: { id: number; name: string };
          goals: { home: number | null };
          odds: unknown[];
          teams: { home: { name: string } };
        }>
      >
    >();
    const leagues = Object.keys(body);
    expect(leagues.length).toBeGreaterThan(3);
    const all = Object.values(body).flat();
    for (const [name, list] of Object.entries(body)) for (const f of list) expect(f.league.name).toBe(name);
    for (const f of all) expect(STATUS_CODES).toContain(f.fixture.status.short);
    expect(all.some((f) => f.fixture.status.short === "NS")).toBe(true);
    expect(all.some((f) => isInGroup(f.fixture.status.short, "finished"))).toBe(true);
    // Three prices per house pricing the game.
    expect(all.filter((f) => f.odds.length !== 3 * housesPricing(f.fixture.id))).toEqual([]);
    expect(all.some((f) => f.league.id === UNPRICED_LEAGUE)).toBe(true);
    const started = all.filter((f) => !["NS", "POSTP", "CANCL", "TBA"].includes(f.fixture.status.short));
    expect(started.every((f) => f.goals.home !== null)).toBe(true);
  });

  it.skipIf(skip)("fixtures with live=true keeps only the live group", async () => {
    const all = Object.values(
      (await t.app.inject({ url: `/api/apifootball_app/fixtures/?date=${PINNED_DATE}` })).json(),
    ).flat() as Array<{ fixture: { status: { short: string } } }>;
    const live = Object.values(
      (await t.app.inject({ url: `/api/apifootball_app/fixtures/?date=${PINNED_DATE}&live=true` })).json(),
    ).flat() as Array<{ fixture: { status: { short: string } } }>;
    expect(live.length).toBe(all.filter((f) => isInGroup(f.fixture.status.short, "live")).length);
    expect(live.every((f) => isInGroup(f.fixture.status.short, "live"))).toBe(true);
  });

  it.skipIf(skip)("ingesting the same day again duplicates nothing", async () => {
    const count = async () => ({
      fixtures: (await t.db.db.select().from(fixtures)).length,
      odds: (await t.db.db.select().from(odds)).length,
    });
    await t.app.ctx.football.ingestDay(PINNED_DATE);
    const before = await count();
    await t.app.ctx.football.ingestDay(PINNED_DATE);
    await t.app.ctx.football.ingestDay(PINNED_DATE);
    expect(await count()).toEqual(before);
    const stored = await t.db.db.select().from(fixtures);
    expect(before.odds).toBe(stored.reduce((n, f) => n + housesPricing(f.afbFixtureId), 0));
  });

  it.skipIf(skip)("bad input answers 400 with the error shape, never 500", async () => {
    for (const url of [
      "/api/soccerdata_app/gamesByDate/?date=2026-13-45",
      "/api/soccerdata_app/gamesByDate/?date=ontem",
      "/api/soccerdata_app/gamesByDate/?page=0",
      "/api/soccerdata_app/gamesByDate/?page_size=abc",
      "/api/soccerdata_app/gamesByDate/?page_size=10001",
      "/api/apifootball_app/fixtures/?live=talvez",
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      const body = res.json();
      expect(body.code).toBe("invalid_request");
      expect(typeof body.detail).toBe("string");
      expect(Object.keys(body.fields ?? {}).length, url).toBeGreaterThan(0);
    }
  });

  it.skipIf(skip)("unknown API paths answer 404 with the error shape", async () => {
    const res = await t.app.inject({ url: "/api/nada-aqui" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: "Recurso não encontrado.", code: "not_found" });
  });

  it.skipIf(skip)("health tells anyone only what a load balancer and the site need", async () => {
    await t.app.ctx.football.ingestDay(PINNED_DATE);
    const regular = await signUp(t.app);
    const views = [
      {},
      { authorization: `Bearer ${regular.token}` },
      // A bad or expired token is not an error here: a probe must never fail on a stale header.
      { authorization: "Bearer not-a-token" },
    ];
    for (const headers of views) {
      const res = await t.app.inject({ url: "/api/health", headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.headers.vary).toMatch(/authorization/i);
      const body = res.json();
      expect(body).toEqual({
        status: "ok",
        database: kind,
        businessDate: PINNED_DATE,
        now: expect.any(String),
        ingest: { lastSuccessAt: expect.any(String) },
      });
      // No version, provider, failure messages, budget or leadership.
      expect(res.body).not.toMatch(/version|provider|leader|budget|lastFailure|lastError|nextRun|memory|heapUsed/);
    }
  });

  it.skipIf(skip)("health gives an admin the full report: version, provider, ingest state and leadership", async () => {
    const admin = await signUpAdmin(t.app);
    const res = await t.app.inject({ url: "/api/health", headers: { authorization: `Bearer ${admin.token}` } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: "ok",
      database: kind,
      provider: "demo",
      businessDate: PINNED_DATE,
      live: "memory",
    });
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(body.ingest).toMatchObject({
      lastSuccessAt: expect.any(String),
      lastError: null,
      leader: expect.any(Boolean),
    });
    expect(body.ingest.days).toHaveLength(2);
    expect(body.providers).toEqual([expect.objectContaining({ name: "demo", failing: false, budget: null })]);
    // This instance's memory (what `pnpm bench` divides by the open live streams).
    expect(body.memory.rss).toBeGreaterThan(body.memory.heapUsed);
    expect(body.memory.heapUsed).toBeGreaterThan(1024 * 1024);
    expect(body.memory.external).toBeGreaterThan(0);
  });
});
