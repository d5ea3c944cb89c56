import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, signUp, signUpAdmin, TEST_JWT_SECRET } from "./helpers/accounts.ts";
import { startTestApp, type TestApp } from "./helpers/app.ts";
import { DATABASE_KINDS } from "./helpers/databases.ts";

const HUGE = "2147483648"; // 2^31: one past the database's integer columns
const HUGER = "99999999999999999999";

describe.each(DATABASE_KINDS)("ids past the database's integers, and sessions, on $kind", ({ kind, skip }) => {
  let t: TestApp;
  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(kind, { env: { JWT_SECRET: TEST_JWT_SECRET } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.skipIf(skip)("every id in a path or query answers 400 in Portuguese, never 500", async () => {
    const admin = await signUpAdmin(t.app);
    const urls = (id: string) => [
      `/api/apifootball_app/fixtureById/${id}/`,
      `/api/apifootball_app/oddsHistory/${id}/`,
      `/api/apifootball_app/standings/?league=${id}&season=2026`,
      `/api/soccerdata_app/gameByAFBFixtureId/${id}/`,
      `/api/avodds_app/blog/${id}/`,
      `/api/images/teams/${id}.svg`,
      `/api/images/leagues/${id}.png`,
      `/api/images/matches/${id}.png`,
    ];
    for (const id of [HUGE, HUGER]) {
      for (const url of urls(id)) {
        const res = await call(t.app, "GET", url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json().code, url).toBe("invalid_request");
        expect(res.json().detail, url).toMatch(/Id fora do intervalo|Informe/);
      }
      const put = await call(t.app, "PUT", `/api/users/${id}`, { name: "X" }, { token: admin.token });
      expect(put.statusCode).toBe(400);
      const del = await call(t.app, "DELETE", `/api/users/${id}/`, undefined, { token: admin.token });
      expect(del.statusCode).toBe(400);
    }
  });

  it.skipIf(skip)("PUT /api/users/{id} asks who is calling before it reads the body", async () => {
    const anonymous = await call(t.app, "PUT", "/api/users/1", { email: 12 });
    expect(anonymous.statusCode).toBe(401);
    const user = await signUp(t.app);
    const notAdmin = await call(t.app, "PUT", "/api/users/1", { email: 12 }, { token: user.token });
    expect(notAdmin.statusCode).toBe(403);
  });

  it.skipIf(skip)("a token issued in the future is refused, and one with an id past the integers too", async () => {
    const user = await signUp(t.app);
    const key = new TextEncoder().encode(TEST_JWT_SECRET);
    const now = Math.floor(t.app.ctx.clock.now().getTime() / 1000);
    const forge = (sub: string, iat: number) =>
      new SignJWT({ tv: 0 })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(sub)
        .setIssuer("placar")
        .setAudience("placar-web")
        .setIssuedAt(iat)
        .setExpirationTime(iat + 3600)
        .sign(key);
    // The real one is accepted (the forged ones below differ only in what is being tested).
    expect((await call(t.app, "POST", "/api/auth/login/verifyToken/", { token: user.token })).statusCode).toBe(200);
    const future = await forge(String(user.id), now + 3600);
    expect((await call(t.app, "POST", "/api/auth/login/verifyToken/", { token: future })).statusCode).toBe(401);
    const huge = await forge(HUGE, now);
    expect((await call(t.app, "POST", "/api/auth/login/verifyToken/", { token: huge })).statusCode).toBe(401);
  });
});
