import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isLive, isNotStarted } from "@placar/core/status";
import { CLOCK_NOT_PINNED } from "../src/routes/demo-clock.ts";
import { call, signUp, signUpAdmin } from "./helpers/accounts.ts";
import { PINNED_DATE, PINNED_NOW, startTestApp, type TestApp } from "./helpers/app.ts";

type Game = { afb_fixture_id: number; status: string; kickoff: string };

async function games(t: TestApp): Promise<Game[]> {
  const res = await t.app.inject({ url: `/api/soccerdata_app/gamesByDate/?date=${PINNED_DATE}` });
  expect(res.statusCode).toBe(200);
  return res.json<{ results: Game[] }>().results;
}

describe("demo clock (POST /api/admin/clock/)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite");
  });
  afterAll(async () => {
    await t.close();
  });

  it("moves a pinned clock forward for admins only, and the day is ingested at the new instant", async () => {
    const before = await games(t);
    const next = before
      .filter((g) => isNotStarted(g.status) && Date.parse(g.kickoff) > Date.parse(PINNED_NOW))
      .sort((a, b) => Date.parse(a.kickoff) - Date.parse(b.kickoff))[0];
    expect(next, "a game still to kick off on the pinned day").toBeDefined();
    const seconds = Math.ceil((Date.parse(next!.kickoff) - Date.parse(PINNED_NOW)) / 1000) + 10 * 60;

    expect((await call(t.app, "POST", "/api/admin/clock/", { advance_seconds: seconds })).statusCode).toBe(401);
    const user = await signUp(t.app);
    expect(
      (await call(t.app, "POST", "/api/admin/clock/", { advance_seconds: seconds }, { token: user.token })).statusCode,
    ).toBe(403);
    const admin = await signUpAdmin(t.app);
    const bad = await call(t.app, "POST", "/api/admin/clock/", { advance_seconds: 0 }, { token: admin.token });
    expect(bad.statusCode).toBe(400);

    const res = await call(t.app, "POST", "/api/admin/clock/", { advance_seconds: seconds }, { token: admin.token });
    expect(res.statusCode).toBe(200);
    const now = Date.parse(res.json<{ now: string }>().now);
    expect(now - Date.parse(PINNED_NOW)).toBeGreaterThanOrEqual(seconds * 1000);
    // Real time goes on too, but not by minutes within a test.
    expect(now - Date.parse(PINNED_NOW)).toBeLessThan(seconds * 1000 + 60_000);
    const health = (await t.app.inject({ url: "/api/health" })).json<{ now: string }>();
    expect(Date.parse(health.now)).toBeGreaterThanOrEqual(now);
    // Already in the day's list, without waiting for the schedule: the game kicked off ten minutes ago.
    const after = (await games(t)).find((g) => g.afb_fixture_id === next!.afb_fixture_id);
    expect(isLive(after!.status), `status ${after!.status}`).toBe(true);
  });
});

describe("demo clock with a pull of the day already running", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite");
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers after a pull at the new instant, not the one that began before the move", async () => {
    const next = (await games(t))
      .filter((g) => isNotStarted(g.status) && Date.parse(g.kickoff) > Date.parse(PINNED_NOW))
      .sort((a, b) => Date.parse(a.kickoff) - Date.parse(b.kickoff))[0];
    expect(next, "a game still to kick off on the pinned day").toBeDefined();
    const seconds = Math.ceil((Date.parse(next!.kickoff) - Date.parse(PINNED_NOW)) / 1000) + 10 * 60;
    const admin = await signUpAdmin(t.app);
    // The schedule's pull, at the instant before the move, still running when the clock moves.
    const running = t.app.ctx.football.ingestDay(PINNED_DATE);
    const res = await call(t.app, "POST", "/api/admin/clock/", { advance_seconds: seconds }, { token: admin.token });
    expect(res.statusCode).toBe(200);
    await running;
    const after = (await games(t)).find((g) => g.afb_fixture_id === next!.afb_fixture_id);
    expect(isLive(after!.status), `status ${after!.status}`).toBe(true);
  });
});

describe("demo clock on the real clock", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite", { env: { PLACAR_NOW: "" } });
  });
  afterAll(async () => {
    await t.close();
  });

  it("is refused with 409 and a Portuguese reason: nothing moves the real clock", async () => {
    const admin = await signUpAdmin(t.app);
    const before = Date.now();
    const res = await call(t.app, "POST", "/api/admin/clock/", { advance_seconds: 3600 }, { token: admin.token });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "clock_not_pinned", detail: CLOCK_NOT_PINNED });
    const health = (await t.app.inject({ url: "/api/health" })).json<{ now: string }>();
    expect(Date.parse(health.now) - before).toBeLessThan(60_000);
  });
});
