import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/db/schema.ts";
import { ACCOUNT_DELETED, DELETE_WRONG_PASSWORD, LAST_ADMIN } from "../src/services/personal-data.ts";
import { DATABASE_KINDS } from "./helpers/databases.ts";
import { startTestApp, type TestApp } from "./helpers/app.ts";
import { call, signUp, signUpAdmin, STRONG } from "./helpers/accounts.ts";

describe.each(DATABASE_KINDS)("LGPD self-service on $kind", ({ kind, skip }) => {
  let t: TestApp;
  beforeAll(async () => {
    if (!skip) t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it.skipIf(skip)("exports the signed-in user's own data as a JSON download, without the password hash", async () => {
    const u = await signUp(t.app);
    const other = await signUp(t.app);
    const res = await call(t.app, "GET", "/api/auth/me/export/", undefined, { token: u.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="placar-meus-dados-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers["cache-control"]).toBe("no-store");
    const data = res.json();
    expect(data.account).toMatchObject({
      id: u.id,
      email: u.email,
      name: u.body.name,
      phone: "11987654321",
      birthdate: "1990-05-10",
      admin: false,
    });
    expect(data.account.cpf).toBe(u.body.cpf.replace(/\D/g, ""));
    expect(res.body).not.toContain("argon2");
    expect(res.body).not.toContain(other.email);
    expect((await call(t.app, "GET", "/api/auth/me/export/")).statusCode).toBe(401);
  });

  it.skipIf(skip)(
    "deletes the account with the password: sessions end, the e-mail and CPF can register again",
    async () => {
      const u = await signUp(t.app);
      const wrong = await call(t.app, "DELETE", "/api/auth/me/", { password: "nao-e-a-senha" }, { token: u.token });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({
        detail: DELETE_WRONG_PASSWORD,
        fields: { password: [DELETE_WRONG_PASSWORD] },
      });
      expect((await t.db.db.select().from(users).where(eq(users.id, u.id))).length).toBe(1);

      const ok = await call(t.app, "DELETE", "/api/auth/me/", { password: STRONG }, { token: u.token });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ detail: ACCOUNT_DELETED });
      expect((await t.db.db.select().from(users).where(eq(users.id, u.id))).length).toBe(0);
      expect((await call(t.app, "POST", "/api/auth/login/verifyToken/", { token: u.token })).statusCode).toBe(401);
      expect((await call(t.app, "GET", "/api/auth/me/export/", undefined, { token: u.token })).statusCode).toBe(401);
      // The same e-mail and CPF are free again.
      const again = await call(t.app, "POST", "/api/auth/register/", u.body);
      expect(again.statusCode, again.body).toBe(201);
    },
  );

  it.skipIf(skip)("guesses of the password are bounded per account", async () => {
    const u = await signUp(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push(
        (await call(t.app, "DELETE", "/api/auth/me/", { password: `chute-${i}-errado` }, { token: u.token }))
          .statusCode,
      );
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it.skipIf(skip)("the last active admin cannot delete their account; with another admin they can", async () => {
    // A fresh database has no admin until one is made: make exactly one here, then a second.
    await t.db.db.update(users).set({ admin: false }).where(eq(users.admin, true));
    const first = await signUpAdmin(t.app);
    const refused = await call(t.app, "DELETE", "/api/auth/me/", { password: STRONG }, { token: first.token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ detail: LAST_ADMIN, code: "last_admin" });
    await signUpAdmin(t.app);
    const ok = await call(t.app, "DELETE", "/api/auth/me/", { password: STRONG }, { token: first.token });
    expect(ok.statusCode).toBe(200);
  });
});
