import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isFinished } from "@placar/core/status";
import { ApiFootballProvider } from "../src/providers/api-football/api-football-provider.ts";
import { DemoProvider } from "../src/providers/demo/demo-provider.ts";
import type { ProviderFixture } from "../src/providers/types.ts";
import { SCHEDULE_MAX_AGE_MS } from "../src/services/club-pages.ts";
import { DATABASE_KINDS } from "./helpers/databases.ts";
import { manualClock, startTestApp, type TestApp } from "./helpers/app.ts";
import { envelope, sample, startReplayServer, type ReplayServer } from "./fixtures/api-football/replay-server.ts";

const FLAMENGO = 1001;
const SERIE_A = 71;

interface Game {
  afb_fixture_id: number;
  kickoff: string;
  status: string;
  home_team: string;
  away_team: string;
  afb_team_home_id: number;
  afb_team_away_id: number;
  goals: { home: number | null; away: number | null };
  odds: unknown[];
  odds_closing?: true;
  has_page: boolean;
  link: string;
}

/** The demo, counting its season calls and able to fail like an unreachable provider. */
class CountingDemo extends DemoProvider {
  calls: string[] = [];
  down = false;
  override async teamSeason(id: number, season: number, now?: Date): Promise<ProviderFixture[]> {
    this.calls.push(`team:${id}:${season}`);
    if (this.down) throw new Error("provedor fora do ar");
    return super.teamSeason(id, season, now);
  }
  override async leagueSeason(id: number, season: number, now?: Date): Promise<ProviderFixture[]> {
    this.calls.push(`league:${id}:${season}`);
    if (this.down) throw new Error("provedor fora do ar");
    return super.leagueSeason(id, season, now);
  }
}

function outcome(g: Game, teamId: number): string {
  const mine = g.afb_team_home_id === teamId ? g.goals.home! - g.goals.away! : g.goals.away! - g.goals.home!;
  return mine > 0 ? "V" : mine === 0 ? "E" : "D";
}

describe.each(DATABASE_KINDS)("team and league pages on $kind", ({ kind, skip }) => {
  let t: TestApp;
  const provider = new CountingDemo({ seed: 7 });
  const clock = manualClock();
  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(kind, { provider, clock });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.skipIf(skip)("a club's page: next games with prices, results with scores, form and its table line", async () => {
    const res = await t.app.inject({ url: `/api/teams/${FLAMENGO}/` });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.team).toMatchObject({
      id: FLAMENGO,
      name: "Flamengo",
      path: "/times/flamengo-1001",
      country: "Brasil",
    });
    expect(page.competitions.map((c: { id: number }) => c.id)).toContain(SERIE_A);

    const next = page.next as Game[];
    expect(next.length).toBeGreaterThanOrEqual(5);
    expect(next.every((g) => !isFinished(g.status))).toBe(true);
    expect(next.map((g) => g.kickoff)).toEqual(next.map((g) => g.kickoff).sort());
    expect(next.every((g) => g.odds.length > 0)).toBe(true);
    // The next game's day is fetched with the page, so it has a page of its own.
    expect(next[0]!.has_page).toBe(true);
    expect(next[0]!.link).toBe(`/estatisticasJogo/${next[0]!.afb_fixture_id}`);
    expect(next.every((g) => g.afb_team_home_id === FLAMENGO || g.afb_team_away_id === FLAMENGO)).toBe(true);

    const last = page.last as Game[];
    expect(last).toHaveLength(10);
    expect(last.every((g) => isFinished(g.status) && g.goals.home !== null && g.goals.away !== null)).toBe(true);
    expect(last.map((g) => g.kickoff)).toEqual(
      last
        .map((g) => g.kickoff)
        .sort()
        .reverse(),
    );
    // A result the site never held shows the provider's pre-match prices as its closing line.
    expect(last.filter((g) => g.odds.length > 0).every((g) => g.odds_closing === true)).toBe(true);

    expect(page.form).toEqual(
      last
        .slice(0, 5)
        .map((g) => outcome(g, FLAMENGO))
        .reverse(),
    );
    const line = page.standings.find((s: { league: { id: number } }) => s.league.id === SERIE_A);
    expect(line).toMatchObject({ size: 20, league: { path: "/ligas/brasileirao-serie-a-71" } });
    expect(line.rank).toBeGreaterThanOrEqual(1);
    expect(line.played).toBe(line.win + line.draw + line.lose);
  });

  it.skipIf(skip)("a league's page: the table, coming games by kick-off, recent results, its clubs", async () => {
    const page = (await t.app.inject({ url: `/api/leagues/${SERIE_A}/` })).json();
    expect(page.league).toMatchObject({ id: SERIE_A, name: "Brasileirão Série A", season: 2026, country: "Brasil" });
    expect(page.seasons).toEqual([2026, 2025]);
    expect(page.tables).toHaveLength(1);
    expect(page.tables[0].name).toBeNull();
    expect(page.tables[0].rows).toHaveLength(20);
    expect(page.teams).toHaveLength(20);
    expect(page.teams.find((c: { id: number }) => c.id === FLAMENGO).path).toBe("/times/flamengo-1001");
    const next = page.next as Game[];
    expect(next.length).toBeGreaterThan(0);
    expect(next.every((g) => g.status === "NS")).toBe(true);
    expect(page.last.length).toBeGreaterThan(0);
    expect((page.last as Game[]).every((g) => isFinished(g.status))).toBe(true);

    const before = (await t.app.inject({ url: `/api/leagues/${SERIE_A}/?season=2025` })).json();
    expect(before.league.season).toBe(2025);
    expect(before.next).toEqual([]);
    expect(before.last).toHaveLength(20);
    expect(before.tables[0].rows.every((r: { all: { played: number } }) => r.all.played > 0)).toBe(true);
  });

  it.skipIf(skip)("an unknown club or competition is a 404 in Portuguese; a bad id a 400", async () => {
    const team = await t.app.inject({ url: "/api/teams/999999/" });
    expect(team.statusCode).toBe(404);
    expect(team.json()).toMatchObject({ code: "not_found", detail: "Time não encontrado." });
    const league = await t.app.inject({ url: "/api/leagues/999999/" });
    expect(league.statusCode).toBe(404);
    expect(league.json().detail).toBe("Liga não encontrada.");
    expect((await t.app.inject({ url: "/api/teams/abc/" })).statusCode).toBe(400);
    expect((await t.app.inject({ url: "/api/leagues/71/?season=1800" })).statusCode).toBe(400);
  });

  it.skipIf(skip)("a page asked for 1,000 times costs one provider call per freshness window", async () => {
    provider.calls = [];
    clock.advance(SCHEDULE_MAX_AGE_MS + 1);
    for (let batch = 0; batch < 10; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 100 }, () => t.app.inject({ url: `/api/teams/${FLAMENGO}/` })),
      );
      expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    }
    const perKey = new Map<string, number>();
    for (const c of provider.calls) perKey.set(c, (perKey.get(c) ?? 0) + 1);
    expect([...perKey.values()].every((n) => n === 1)).toBe(true);
    expect(perKey.has(`team:${FLAMENGO}:2026`)).toBe(true);

    // Within the window nothing is asked again; past it, once more.
    provider.calls = [];
    clock.advance(SCHEDULE_MAX_AGE_MS - 60_000);
    await t.app.inject({ url: `/api/teams/${FLAMENGO}/` });
    expect(provider.calls).toEqual([]);
    clock.advance(2 * 60_000);
    await t.app.inject({ url: `/api/teams/${FLAMENGO}/` });
    expect(provider.calls.filter((c) => c === `team:${FLAMENGO}:2026`)).toHaveLength(1);
  });

  it.skipIf(skip)("when the provider fails, the stored season is served and labelled stale", async () => {
    const fresh = (await t.app.inject({ url: `/api/teams/${FLAMENGO}/` })).json();
    expect(fresh.meta.stale).toBe(false);
    provider.down = true;
    try {
      clock.advance(SCHEDULE_MAX_AGE_MS + 1);
      const res = await t.app.inject({ url: `/api/teams/${FLAMENGO}/` });
      expect(res.statusCode).toBe(200);
      const page = res.json();
      expect(page.meta.stale).toBe(true);
      expect(page.last.map((g: Game) => g.afb_fixture_id)).toEqual(fresh.last.map((g: Game) => g.afb_fixture_id));
      // A club known only by name (an opponent in Flamengo's list), with the provider down: its page, empty and stale.
      const other = (await t.app.inject({ url: "/api/teams/1002/" })).json();
      expect(other).toMatchObject({ team: { name: "Palmeiras" }, next: [], last: [], meta: { stale: true } });
      // Never seen at all: a 404.
      expect((await t.app.inject({ url: "/api/teams/999998/" })).statusCode).toBe(404);
    } finally {
      provider.down = false;
    }
  });
});

describe("the API-Football adapter's season calls (recorded answers)", () => {
  let server: ReplayServer;
  beforeAll(async () => {
    server = await startReplayServer((req) => {
      if (req.path === "/fixtures" && req.query.has("team")) return { body: sample("fixtures-team125-last10") };
      if (req.path === "/fixtures" && req.query.has("league"))
        return { body: sample("fixtures-league71-2022-trimmed") };
      return { status: 404, body: envelope("fixtures", []) };
    });
  });
  afterAll(async () => {
    await server.close();
  });
  const NOW = new Date("2022-07-20T12:00:00Z");
  const provider = (dailyBudget?: number) =>
    new ApiFootballProvider({
      key: "k",
      baseUrl: server.baseUrl,
      timeoutMs: 300,
      ...(dailyBudget ? { dailyBudget } : {}),
    });

  it("asks for the club's season in one request and reads the fixtures in kick-off order", async () => {
    server.requests.length = 0;
    const list = await provider().teamSeason(125, 2022, NOW);
    expect(server.requests).toHaveLength(1);
    expect(Object.fromEntries(server.requests[0]!.query)).toEqual({
      team: "125",
      season: "2022",
      timezone: "America/Sao_Paulo",
    });
    expect(list.length).toBe(4);
    expect(list.map((f) => f.kickoff)).toEqual(list.map((f) => f.kickoff).sort());
    expect(list.every((f) => f.home.id === 125 || f.away.id === 125)).toBe(true);
    expect(list.every((f) => f.status === "FT" && f.goals.home !== null)).toBe(true);
  });

  it("asks for the competition's season in one request", async () => {
    server.requests.length = 0;
    const list = await provider().leagueSeason(71, 2022, NOW);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]!.query.get("league")).toBe("71");
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((f) => f.league.id === 71)).toBe(true);
  });

  it("leaves the last 30% of the day's requests to the fixture polls", async () => {
    const p = provider(10);
    server.requests.length = 0;
    // 10 a day: the pages may spend 7, then they wait for the next day.
    for (let i = 0; i < 7; i++) await p.teamSeason(125, 2022, NOW);
    await expect(p.teamSeason(125, 2022, NOW)).rejects.toMatchObject({ kind: "quota" });
    expect(server.requests).toHaveLength(7);
    expect(p.budget().dayRemaining).toBe(3);
  });
});

describe.each(DATABASE_KINDS)("the team page on the API-Football adapter on $kind", ({ kind, skip }) => {
  let t: TestApp;
  let server: ReplayServer;
  beforeAll(async () => {
    if (skip) return;
    server = await startReplayServer((req) => {
      if (req.path === "/fixtures" && req.query.has("team")) return { body: sample("fixtures-team125-last10") };
      if (req.path === "/standings") return { body: envelope("fixtures", []) };
      if (req.path === "/fixtures") return { body: envelope("fixtures", []) };
      return { status: 404, body: envelope("fixtures", []) };
    });
    const provider = new ApiFootballProvider({ key: "k", baseUrl: server.baseUrl, timeoutMs: 300 });
    t = await startTestApp(kind, { provider, now: "2022-07-20T12:00:00.000Z" });
  });
  afterAll(async () => {
    await t?.close();
    await server?.close();
  });

  it.skipIf(skip)("shows the recorded results, with scores and form, and no page for games never held", async () => {
    const res = await t.app.inject({ url: "/api/teams/125/" });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.team).toMatchObject({ id: 125, name: "America Mineiro", path: "/times/america-mineiro-125" });
    expect(page.team.logo).toBe("/api/images/teams/125.png");
    expect(page.last).toHaveLength(4);
    expect((page.last as Game[]).every((g) => !g.has_page && g.goals.home !== null && g.odds.length === 0)).toBe(true);
    expect(page.form).toHaveLength(4);
    expect(page.next).toEqual([]);
    const teamCalls = server.requests.filter((r) => r.query.has("team"));
    expect(teamCalls.length).toBeGreaterThanOrEqual(1);
    // Asked again within the window: no further call.
    await t.app.inject({ url: "/api/teams/125/" });
    expect(server.requests.filter((r) => r.query.has("team"))).toHaveLength(teamCalls.length);
  });
});
