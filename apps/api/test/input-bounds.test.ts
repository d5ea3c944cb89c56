import { request } from "node:http";
import { SignJWT } from "jose";
import { passwordResetTokens } from "../src/db/schema.ts";
import { NUL_REFUSED } from "../src/plugins/errors.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, registration, signUp, signUpAdmin, tempDataDir, TEST_JWT_SECRET } from "./helpers/accounts.ts";
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

describe.each(DATABASE_KINDS)("hostile text and framework answers on $kind", ({ kind, skip }) => {
  let t: TestApp;
  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(kind, { env: { JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: tempDataDir() } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.skipIf(skip)("a NUL byte in any text field or search answers 400 in Portuguese, never 500", async () => {
    const admin = await signUpAdmin(t.app);
    const nul = "a\u0000b";
    const cases = [
      call(t.app, "POST", "/api/auth/login/", { username: `x${nul}@exemplo.com`, password: "Senha-forte-123" }),
      call(t.app, "POST", "/api/auth/login/", { username: "x@exemplo.com", password: nul }),
      call(t.app, "POST", "/api/auth/register/", registration({ name: `Maria ${nul}` })),
      call(t.app, "POST", "/api/auth/reset_password/", { email: `a${nul}@exemplo.com` }),
      call(t.app, "POST", "/api/auth/reset_password/confirm/", {
        email: `a${nul}@b.com`,
        token: "x".repeat(43),
        new_password: "Nova-senha-456",
        new_password2: "Nova-senha-456",
      }),
      call(t.app, "GET", `/api/users?search=${encodeURIComponent(nul)}`, undefined, { token: admin.token }),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ detail: NUL_REFUSED, code: "invalid_request" });
    }
  });

  it.skipIf(skip)("validation messages a person may see are Portuguese", async () => {
    for (const url of [
      "/api/soccerdata_app/games/?page=0",
      "/api/soccerdata_app/games/?page=abc",
      "/api/apifootball_app/standings/?league=1",
    ]) {
      const res = await call(t.app, "GET", url);
      expect(res.statusCode, url).toBe(400);
      const text = JSON.stringify(res.json());
      expect(text, url).not.toMatch(/expected|Invalid input|Too small|Too big|received/i);
    }
    expect((await call(t.app, "GET", "/api/soccerdata_app/games/?page=0")).json().detail).toContain(
      "O valor mínimo é 1.",
    );
    expect((await call(t.app, "GET", "/api/soccerdata_app/games/?page=abc")).json().detail).toContain("Informe");
  });

  it.skipIf(skip)("headers too large get the error shape in Portuguese (431), not Node's bare answer", async () => {
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    const port = (t.app.server.address() as { port: number }).port;
    const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        { host: "127.0.0.1", port, path: "/api/houses/", headers: { "x-grande": "a".repeat(20_000) } },
        (r) => {
          let body = "";
          r.on("data", (c) => (body += c)).on("end", () => resolve({ status: r.statusCode!, body }));
        },
      );
      req.on("error", reject);
      req.end();
    });
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual({
      detail: "Os cabeçalhos da requisição são grandes demais.",
      code: "headers_too_large",
    });
  });

  it.skipIf(skip)("a request with a body of another type gets 415 in the error shape", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login/",
      headers: { "content-type": "text/xml" },
      payload: "<login/>",
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ detail: "Tipo de conteúdo não suportado.", code: "unsupported_media_type" });
  });

  it.skipIf(skip)(
    "recovery writes the link and sends the mail only after the answer, for a known e-mail as for an unknown one",
    async () => {
      const user = await signUp(t.app);
      const rows = async () => (await t.db.db.select({ id: passwordResetTokens.id }).from(passwordResetTokens)).length;
      const before = await rows();
      let answer!: () => void;
      const answered = new Promise<void>((r) => (answer = r));
      // The answer is ready while nothing about the account has been written yet.
      expect(await t.app.ctx.accounts.requestReset(user.email, answered)).toBe(
        await t.app.ctx.accounts.requestReset("ninguem@exemplo.com", answered),
      );
      await new Promise((r) => setTimeout(r, 100));
      expect(await rows()).toBe(before);
      answer();
      await t.app.ctx.mailer.flush();
      expect(await rows()).toBe(before + 1);
    },
  );
});
