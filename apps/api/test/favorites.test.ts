import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FAVORITE_LEAGUES_LIMIT,
  FAVORITE_TEAM_NOT_FOUND,
  FAVORITE_TEAMS_LIMIT,
  FAVORITES_MAX,
} from "@placar/core/messages";
import { favorites, leagues, teams } from "../src/db/schema.ts";
import { DATABASE_KINDS } from "./helpers/databases.ts";
import { PINNED_DATE, startTestApp, type TestApp } from "./helpers/app.ts";
import { call, signUp, STRONG } from "./helpers/accounts.ts";

describe.each(DATABASE_KINDS)("favourites on $kind", ({ kind, skip }) => {
  let t: TestApp;
  let teamIds: number[];
  let leagueIds: number[];
  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(kind);
    // The demo day fills the teams and leagues a favourite must name.
    const day = await t.app.inject({ url: `/api/soccerdata_app/games/?date=${PINNED_DATE}` });
    expect(day.statusCode).toBe(200);
    // A demo day may name fewer leagues than the limit needs; the rest are plain rows, as a later day would add.
    const have = await t.db.db.select({ id: leagues.id }).from(leagues);
    const extra = Array.from({ length: Math.max(0, FAVORITES_MAX + 2 - have.length) }, (_, i) => ({
      id: 990_000 + i,
      name: `Liga de teste ${i + 1}`,
      season: 2026,
    }));
    if (extra.length > 0) await t.db.db.insert(leagues).values(extra);
    teamIds = (await t.db.db.select({ id: teams.id }).from(teams).orderBy(teams.id)).map((r) => r.id);
    leagueIds = (await t.db.db.select({ id: leagues.id }).from(leagues).orderBy(leagues.id)).map((r) => r.id);
    expect(teamIds.length).toBeGreaterThan(FAVORITES_MAX + 1);
    expect(leagueIds.length).toBeGreaterThan(FAVORITES_MAX + 1);
  });
  afterAll(async () => {
    await t?.close();
  });

  it.skipIf(skip)("requires a signed-in user on every route", async () => {
    const [team] = teamIds;
    expect((await call(t.app, "GET", "/api/me/favorites/")).statusCode).toBe(401);
    expect((await call(t.app, "PUT", `/api/me/favorites/teams/${team}`)).statusCode).toBe(401);
    expect((await call(t.app, "DELETE", `/api/me/favorites/leagues/${team}`)).statusCode).toBe(401);
    expect((await call(t.app, "POST", "/api/me/favorites/merge/", { teams: [team] })).statusCode).toBe(401);
    expect((await call(t.app, "GET", "/api/me/favorites/", undefined, { token: "nao-e-um-token" })).statusCode).toBe(
      401,
    );
  });

  it.skipIf(skip)(
    "follows and unfollows teams and leagues, idempotently, each user seeing only their own",
    async () => {
      const u = await signUp(t.app);
      const other = await signUp(t.app);
      const empty = await call(t.app, "GET", "/api/me/favorites/", undefined, { token: u.token });
      expect(empty.statusCode).toBe(200);
      expect(empty.headers["cache-control"]).toBe("no-store");
      expect(empty.json()).toEqual({ teams: [], leagues: [], max: FAVORITES_MAX });

      const [a, b] = teamIds as [number, number];
      const [l] = leagueIds as [number];
      expect(
        (await call(t.app, "PUT", `/api/me/favorites/teams/${a}`, undefined, { token: u.token })).json(),
      ).toMatchObject({ teams: [a] });
      expect(
        (await call(t.app, "PUT", `/api/me/favorites/teams/${b}`, undefined, { token: u.token })).json(),
      ).toMatchObject({ teams: [a, b] });
      const again = await call(t.app, "PUT", `/api/me/favorites/teams/${a}`, undefined, { token: u.token });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ teams: [a, b] });
      expect(
        (await call(t.app, "PUT", `/api/me/favorites/leagues/${l}`, undefined, { token: u.token })).json(),
      ).toEqual({ teams: [a, b], leagues: [l], max: FAVORITES_MAX });

      expect((await call(t.app, "GET", "/api/me/favorites/", undefined, { token: other.token })).json()).toEqual({
        teams: [],
        leagues: [],
        max: FAVORITES_MAX,
      });

      expect(
        (await call(t.app, "DELETE", `/api/me/favorites/teams/${a}`, undefined, { token: u.token })).json(),
      ).toMatchObject({ teams: [b], leagues: [l] });
      const gone = await call(t.app, "DELETE", `/api/me/favorites/teams/${a}`, undefined, { token: u.token });
      expect(gone.statusCode).toBe(200);
      expect(
        (await call(t.app, "DELETE", `/api/me/favorites/leagues/${l}`, undefined, { token: u.token })).json(),
      ).toEqual({ teams: [b], leagues: [], max: FAVORITES_MAX });
      expect((await call(t.app, "GET", "/api/me/favorites/", undefined, { token: u.token })).json()).toEqual({
        teams: [b],
        leagues: [],
        max: FAVORITES_MAX,
      });
    },
  );

  it.skipIf(skip)("refuses an unknown team with a Portuguese 404 and a bad id with a 400", async () => {
    const u = await signUp(t.app);
    const unknown = await call(t.app, "PUT", "/api/me/favorites/teams/2147483000", undefined, { token: u.token });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ detail: FAVORITE_TEAM_NOT_FOUND, code: "team_not_found" });
    expect((await call(t.app, "PUT", "/api/me/favorites/teams/abc", undefined, { token: u.token })).statusCode).toBe(
      400,
    );
    expect((await call(t.app, "PUT", "/api/me/favorites/teams/0", undefined, { token: u.token })).statusCode).toBe(400);
  });

  it.skipIf(skip)(`stops at ${FAVORITES_MAX} teams and ${FAVORITES_MAX} leagues with a Portuguese 409`, async () => {
    const u = await signUp(t.app);
    const seed = await call(
      t.app,
      "POST",
      "/api/me/favorites/merge/",
      { teams: teamIds.slice(0, FAVORITES_MAX), leagues: leagueIds.slice(0, FAVORITES_MAX) },
      { token: u.token },
    );
    expect(seed.statusCode).toBe(200);
    expect(seed.json().teams).toHaveLength(FAVORITES_MAX);
    const team = await call(t.app, "PUT", `/api/me/favorites/teams/${teamIds[FAVORITES_MAX]}`, undefined, {
      token: u.token,
    });
    expect(team.statusCode).toBe(409);
    expect(team.json()).toMatchObject({ detail: FAVORITE_TEAMS_LIMIT, code: "favorites_limit" });
    const league = await call(t.app, "PUT", `/api/me/favorites/leagues/${leagueIds[FAVORITES_MAX]}`, undefined, {
      token: u.token,
    });
    expect(league.statusCode).toBe(409);
    expect(league.json()).toMatchObject({ detail: FAVORITE_LEAGUES_LIMIT });
    // One already followed is still fine at the limit, and unfollowing makes room.
    expect(
      (await call(t.app, "PUT", `/api/me/favorites/teams/${teamIds[0]}`, undefined, { token: u.token })).statusCode,
    ).toBe(200);
    await call(t.app, "DELETE", `/api/me/favorites/teams/${teamIds[0]}`, undefined, { token: u.token });
    expect(
      (await call(t.app, "PUT", `/api/me/favorites/teams/${teamIds[FAVORITES_MAX]}`, undefined, { token: u.token }))
        .statusCode,
    ).toBe(200);
  });

  it.skipIf(skip)(
    "merges a visitor's browser favourites at sign-in: the union, unknown ids and overflow skipped",
    async () => {
      const u = await signUp(t.app);
      const [a, b, c] = teamIds as [number, number, number];
      await call(t.app, "PUT", `/api/me/favorites/teams/${a}`, undefined, { token: u.token });
      const merged = await call(
        t.app,
        "POST",
        "/api/me/favorites/merge/",
        { teams: [b, a, 2147483000, b], leagues: [leagueIds[1]] },
        { token: u.token },
      );
      expect(merged.statusCode).toBe(200);
      expect(merged.json()).toEqual({ teams: [a, b], leagues: [leagueIds[1]], max: FAVORITES_MAX });

      // Near the limit, only what fits is added and the sign-in does not fail.
      await call(
        t.app,
        "POST",
        "/api/me/favorites/merge/",
        { teams: teamIds.slice(3, FAVORITES_MAX + 1) },
        { token: u.token },
      );
      const full = await call(t.app, "POST", "/api/me/favorites/merge/", { teams: [c] }, { token: u.token });
      expect(full.statusCode).toBe(200);
      expect(full.json().teams).toHaveLength(FAVORITES_MAX);
      expect(full.json().teams).not.toContain(c);

      const tooMany = await call(
        t.app,
        "POST",
        "/api/me/favorites/merge/",
        { teams: Array.from({ length: FAVORITES_MAX * 2 + 1 }, (_, i) => i + 1) },
        { token: u.token },
      );
      expect(tooMany.statusCode).toBe(400);
    },
  );

  it.skipIf(skip)(
    "the LGPD export lists the favourites with their names, and deleting the account deletes them",
    async () => {
      const u = await signUp(t.app);
      const [a] = teamIds as [number];
      const [l] = leagueIds as [number];
      await call(t.app, "PUT", `/api/me/favorites/teams/${a}`, undefined, { token: u.token });
      await call(t.app, "PUT", `/api/me/favorites/leagues/${l}`, undefined, { token: u.token });
      const [team] = await t.db.db.select().from(teams).where(eq(teams.id, a));
      const [league] = await t.db.db.select().from(leagues).where(eq(leagues.id, l));

      const exported = (await call(t.app, "GET", "/api/auth/me/export/", undefined, { token: u.token })).json();
      expect(exported.favorites).toEqual([
        { kind: "team", id: a, name: team!.name, since: expect.any(String) },
        { kind: "league", id: l, name: league!.name, since: expect.any(String) },
      ]);

      expect((await call(t.app, "DELETE", "/api/auth/me/", { password: STRONG }, { token: u.token })).statusCode).toBe(
        200,
      );
      expect(await t.db.db.select().from(favorites).where(eq(favorites.userId, u.id))).toEqual([]);
    },
  );
});
