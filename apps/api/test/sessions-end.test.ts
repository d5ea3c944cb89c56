import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_INVALID } from "../src/services/accounts.ts";
import { call, signUp, STRONG, TEST_JWT_SECRET } from "./helpers/accounts.ts";
import { startTestApp, type TestApp } from "./helpers/app.ts";
import { DATABASE_KINDS } from "./helpers/databases.ts";

const me = (t: TestApp, token: string) => call(t.app, "GET", "/api/auth/me/export/", undefined, { token });
const verify = (t: TestApp, token: string) => call(t.app, "POST", "/api/auth/login/verifyToken/", { token });
const login = async (t: TestApp, email: string) =>
  (await call(t.app, "POST", "/api/auth/login/", { username: email, password: STRONG })).json().access as string;

describe.each(DATABASE_KINDS)("sessions end on the server on $kind", ({ kind, skip }) => {
  let t: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(kind, { env: { JWT_SECRET: TEST_JWT_SECRET } });
    // A second instance over the same data: a revocation made on one is seen by the other (shared counter store
    // with REDIS_URL; here both instances read the same database for the token version).
    other = await startTestApp(kind, { env: { JWT_SECRET: TEST_JWT_SECRET }, database: t.db });
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  it.skipIf(skip)("'Sair' revokes the token it was sent with, and only that one", async () => {
    const u = await signUp(t.app);
    const laptop = await login(t, u.email);
    expect(decodeJwt(laptop).jti).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await me(t, laptop)).statusCode).toBe(200);
    const out = await call(t.app, "POST", "/api/auth/logout/", undefined, { token: u.token });
    expect(out.statusCode).toBe(204);
    // The copied token no longer works, for anything…
    const after = await me(t, u.token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ detail: SESSION_INVALID, code: "invalid_token" });
    expect((await verify(t, u.token)).statusCode).toBe(401);
    expect((await call(t.app, "POST", "/api/auth/logout/", undefined, { token: u.token })).statusCode).toBe(401);
    // …while the session on the other device goes on.
    expect((await me(t, laptop)).statusCode).toBe(200);
  });

  it.skipIf(skip)("'Sair de todos os dispositivos' ends every session of the user, on every instance", async () => {
    const u = await signUp(t.app);
    const phone = await login(t, u.email);
    const stranger = await signUp(t.app);
    expect((await call(t.app, "POST", "/api/auth/logout-all/", undefined, { token: u.token })).statusCode).toBe(204);
    for (const token of [u.token, phone]) {
      expect((await me(t, token)).statusCode).toBe(401);
      expect((await me(other, token)).statusCode).toBe(401);
    }
    // Other people's sessions are untouched, and signing in again works.
    expect((await me(t, stranger.token)).statusCode).toBe(200);
    expect((await me(t, await login(t, u.email))).statusCode).toBe(200);
  });

  it.skipIf(skip)("without a valid token both answer 401 in the error shape", async () => {
    for (const url of ["/api/auth/logout/", "/api/auth/logout-all/"]) {
      const res = await call(t.app, "POST", url);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: "unauthenticated" });
    }
  });
});
