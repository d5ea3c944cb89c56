import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ACCOUNT_INACTIVE,
  ADMIN_FORM_INVALID,
  LOGIN_FAILED,
  REGISTER_CPF,
  REGISTER_EMAIL,
  REGISTER_PASSWORD_SHORT,
  REGISTER_PHONE,
} from "@placar/core/messages";
import { users } from "../src/db/schema.ts";
import { CPF_TAKEN, EMAIL_TAKEN } from "../src/services/accounts.ts";
import {
  CPF_IMMUTABLE,
  EMAIL_IMMUTABLE,
  ensureFirstAdmin,
  FIRST_ADMIN_EMAIL,
  SELF_DELETE,
  SELF_LOCKOUT,
  USER_NOT_FOUND,
} from "../src/services/users.ts";
import { DATABASE_KINDS } from "./helpers/databases.ts";
import { PINNED_NOW, startTestApp, type TestApp } from "./helpers/app.ts";
import {
  call,
  makeCpf,
  maskedCpf,
  signUp,
  signUpAdmin,
  STRONG,
  tempDataDir,
  TEST_JWT_SECRET,
} from "./helpers/accounts.ts";

/**
 * A unique search tag made of letters only: the search also matches CPFs by their digits (three or more), so a
 * tag with digits in it (as base-36 timestamps have) would find other tests' users by CPF now and then.
 */
function letterTag(): string {
  return (
    Date.now()
      .toString(36)
      .replace(/[0-9]/g, (d) => "ghijklmnop"[Number(d)]!) + "q"
  );
}

let n = 0;
function newUser(over: Record<string, unknown> = {}) {
  n += 1;
  const tag = `${Date.now().toString(36)}${n}`;
  return {
    name: `Usuário ${tag}`,
    cpf: maskedCpf(makeCpf(7_777 + n * 31_337 + (Date.now() % 9_973))),
    email: `usuario.${tag}@exemplo.com`,
    phone: "(21) 3456-7890",
    password: "",
    roles: ["editor"],
    admin: false,
    active: true,
    ...over,
  };
}

describe.each(DATABASE_KINDS)("users admin API on $kind", ({ kind, skip }) => {
  let t: TestApp;
  let admin: { id: number; email: string; token: string };
  const as = (token: string) => ({ token });

  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(kind, { env: { JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: tempDataDir() } });
    admin = await signUpAdmin(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it.skipIf(skip)("every route needs a signed-in admin: 401 without a token, 403 for a regular user", async () => {
    const regular = await signUp(t.app);
    const routes: Array<["GET" | "POST" | "PUT" | "DELETE", string, unknown]> = [
      ["GET", "/api/users", undefined],
      ["POST", "/api/users/", newUser()],
      ["PUT", `/api/users/${regular.id}`, { name: "X", phone: "11987654321" }],
      ["DELETE", `/api/users/${regular.id}/`, undefined],
    ];
    for (const [method, url, body] of routes) {
      const anon = await call(t.app, method, url, body);
      expect(anon.statusCode, `${method} ${url}`).toBe(401);
      expect(anon.json()).toMatchObject({ code: "unauthenticated", detail: expect.any(String) });
      const user = await call(t.app, method, url, body, as(regular.token));
      expect(user.statusCode, `${method} ${url}`).toBe(403);
      expect(user.json()).toEqual({ detail: "Acesso restrito a administradores.", code: "forbidden" });
    }
    expect((await t.db.db.select().from(users).where(eq(users.id, regular.id))).length).toBe(1);
  });

  it.skipIf(skip)(
    "creates a user (201); with no password the initial password is the e-mail; never returns the hash",
    async () => {
      const body = newUser({ email: "  Novo.Usuario@Exemplo.com ", roles: ["editor", "editor", "analista"] });
      const res = await call(t.app, "POST", "/api/users/", body, as(admin.token));
      expect(res.statusCode).toBe(201);
      const u = res.json();
      expect(u).toMatchObject({
        email: "novo.usuario@exemplo.com",
        username: "novo.usuario@exemplo.com",
        name: body.name,
        phone: "2134567890",
        cpf: String(body.cpf).replace(/\D/g, ""),
        active: true,
        admin: false,
        roles: ["editor", "analista"],
        plan: null,
      });
      expect(res.body).not.toMatch(/argon2|password|token_version/i);
      const login = await call(t.app, "POST", "/api/auth/login/", {
        username: "novo.usuario@exemplo.com",
        password: "novo.usuario@exemplo.com",
      });
      expect(login.statusCode).toBe(200);
      expect(login.json().user).toEqual({ id: u.id, name: body.name, email: "novo.usuario@exemplo.com", admin: false });
    },
  );

  it.skipIf(skip)("keeps a given password, and a plan that expires 30 days after purchase by default", async () => {
    const body = newUser({
      password: "Senha-do-admin-1",
      admin: true,
      plan: { product_id: "premium", active: true, createdAt: "2026-11-01T12:00:00.000Z" },
    });
    const res = await call(t.app, "POST", "/api/users/", body, as(admin.token));
    expect(res.statusCode).toBe(201);
    expect(res.json().plan).toEqual({
      product_id: "premium",
      active: true,
      createdAt: "2026-11-01T12:00:00.000Z",
      expires: "2026-12-01T12:00:00.000Z",
    });
    expect(res.json().admin).toBe(true);
    const login = await call(t.app, "POST", "/api/auth/login/", { username: body.email, password: "Senha-do-admin-1" });
    expect(login.json().user.admin).toBe(true);
    const noDate = await call(
      t.app,
      "POST",
      "/api/users/",
      newUser({ plan: { product_id: "basico", active: true } }),
      as(admin.token),
    );
    const plan = noDate.json().plan as { createdAt: string; expires: string };
    expect(Math.abs(Date.parse(plan.createdAt) - Date.parse(PINNED_NOW))).toBeLessThan(60_000); // the server clock
    expect(Date.parse(plan.expires) - Date.parse(plan.createdAt)).toBe(30 * 86_400_000);
  });

  it.skipIf(skip)(
    "refuses an invalid form with 'Por favor, preencha todos os campos!' naming each bad field; a short password; duplicates with 409",
    async () => {
      const before = (await t.db.db.select({ id: users.id }).from(users)).length;
      const bad = await call(
        t.app,
        "POST",
        "/api/users/",
        newUser({ name: " ", cpf: "123.456.789-00", email: "x@y", phone: "(11) 1234-567" }),
        as(admin.token),
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({
        detail: ADMIN_FORM_INVALID,
        code: "validation_error",
        fields: { name: [expect.any(String)], cpf: [REGISTER_CPF], email: [REGISTER_EMAIL], phone: [REGISTER_PHONE] },
      });
      const short = await call(t.app, "POST", "/api/users/", newUser({ password: "curta" }), as(admin.token));
      expect(short.statusCode).toBe(400);
      expect(short.json().detail).toBe(REGISTER_PASSWORD_SHORT);
      const first = newUser();
      expect((await call(t.app, "POST", "/api/users/", first, as(admin.token))).statusCode).toBe(201);
      const mid = (await t.db.db.select({ id: users.id }).from(users)).length;
      expect(mid).toBe(before + 1);
      const dupEmail = await call(
        t.app,
        "POST",
        "/api/users/",
        newUser({ email: String(first.email).toUpperCase() }),
        as(admin.token),
      );
      expect(dupEmail.statusCode).toBe(409);
      expect(dupEmail.json().detail).toBe(EMAIL_TAKEN);
      const dupCpf = await call(
        t.app,
        "POST",
        "/api/users/",
        newUser({ cpf: String(first.cpf).replace(/\D/g, "") }),
        as(admin.token),
      );
      expect(dupCpf.statusCode).toBe(409);
      expect(dupCpf.json().detail).toBe(CPF_TAKEN);
      expect((await t.db.db.select({ id: users.id }).from(users)).length).toBe(mid);
    },
  );

  it.skipIf(skip)(
    "lists with search on name, e-mail or CPF, sorted by e-mail, paged (10 by default; 10/25/50/100 only)",
    async () => {
      const tag = `busca${letterTag()}`;
      const made: Array<{ id: number; email: string; cpf: string }> = [];
      for (let i = 0; i < 12; i++) {
        const res = await call(
          t.app,
          "POST",
          "/api/users/",
          newUser({ name: `Pessoa ${tag} ${i}`, email: `${tag}.${String(i).padStart(2, "0")}@exemplo.com` }),
          as(admin.token),
        );
        // A rare failure once went unexplained: say which creation failed and why, should it recur.
        expect(res.statusCode, `user ${i}: ${res.body}`).toBe(201);
        made.push(res.json());
      }
      const page1 = await call(t.app, "GET", `/api/users?search=${tag}`, undefined, as(admin.token));
      expect(page1.statusCode).toBe(200);
      expect(page1.json(), page1.body).toMatchObject({ count: 12, total_pages: 2 });
      expect(page1.json().results.map((u: { email: string }) => u.email)).toEqual(
        made
          .map((u) => u.email)
          .sort()
          .slice(0, 10),
      );
      expect(page1.body).not.toMatch(/argon2|password/i);
      const page2 = await call(
        t.app,
        "GET",
        `/api/users?search=${tag.toUpperCase()}&page=2&page_size=10`,
        undefined,
        as(admin.token),
      );
      expect(page2.json().results).toHaveLength(2);
      const big = await call(t.app, "GET", `/api/users/?search=${tag}&page_size=25`, undefined, as(admin.token));
      expect(big.json()).toMatchObject({ count: 12, total_pages: 1 });

      const byCpf = await call(
        t.app,
        "GET",
        `/api/users?search=${encodeURIComponent(maskedCpf(made[3]!.cpf))}`,
        undefined,
        as(admin.token),
      );
      expect(byCpf.json().results.map((u: { id: number }) => u.id)).toEqual([made[3]!.id]);
      const byDigits = await call(
        t.app,
        "GET",
        `/api/users?search=${made[3]!.cpf.slice(2, 9)}`,
        undefined,
        as(admin.token),
      );
      expect(byDigits.json().results.map((u: { id: number }) => u.id)).toContain(made[3]!.id);
      const byName = await call(
        t.app,
        "GET",
        `/api/users?search=${encodeURIComponent(`pessoa ${tag} 11`)}`,
        undefined,
        as(admin.token),
      );
      expect(byName.json().count).toBe(1);
      const wildcard = await call(
        t.app,
        "GET",
        `/api/users?search=${encodeURIComponent("%")}`,
        undefined,
        as(admin.token),
      );
      expect(wildcard.json().count).toBe(0);

      const all = await call(t.app, "GET", "/api/users", undefined, as(admin.token));
      expect(all.json().results).toHaveLength(10);
      const emails = all.json().results.map((u: { email: string }) => u.email);
      expect(emails).toEqual([...emails].sort());
      const badSize = await call(t.app, "GET", "/api/users?page_size=20", undefined, as(admin.token));
      expect(badSize.statusCode).toBe(400);
      expect(badSize.json()).toMatchObject({ code: "invalid_request", fields: { page_size: expect.any(Array) } });
    },
  );

  it.skipIf(skip)(
    "sorts server-side by any column of the table (a leading '-' descends), e-mail breaking ties",
    async () => {
      const tag = `ordem${letterTag()}`;
      const names = ["Carla", "Ana", "Bruno"];
      for (const [i, name] of names.entries()) {
        const res = await call(
          t.app,
          "POST",
          "/api/users/",
          newUser({ name: `${name} ${tag}`, email: `${tag}.${i}@exemplo.com`, admin: i === 2 }),
          as(admin.token),
        );
        expect(res.statusCode, res.body).toBe(201);
      }
      const list = async (ordering: string) => {
        const res = await call(
          t.app,
          "GET",
          `/api/users?search=${tag}&ordering=${ordering}`,
          undefined,
          as(admin.token),
        );
        expect(res.statusCode, res.body).toBe(200);
        return res.json().results.map((u: { name: string }) => u.name.split(" ")[0]);
      };
      expect(await list("name")).toEqual(["Ana", "Bruno", "Carla"]);
      expect(await list("-name")).toEqual(["Carla", "Bruno", "Ana"]);
      expect(await list("-email")).toEqual(["Bruno", "Ana", "Carla"]);
      // Two non-admins tie on 'admin': e-mail order decides between them.
      expect(await list("admin")).toEqual(["Carla", "Ana", "Bruno"]);
      expect(await list("-admin")).toEqual(["Bruno", "Carla", "Ana"]);
      const bad = await call(t.app, "GET", "/api/users?ordering=password", undefined, as(admin.token));
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: "invalid_request", fields: { ordering: expect.any(Array) } });
    },
  );

  it.skipIf(skip)(
    "edits name, phone, roles and flags; e-mail and CPF cannot change (400); deactivation ends the user's sessions",
    async () => {
      const u = await signUp(t.app);
      const body = {
        id: u.id,
        email: u.email,
        username: u.email,
        name: "Nome Novo",
        phone: "(31) 9 1234-5678",
        roles: ["vip"],
        admin: false,
        active: true,
      };
      const res = await call(t.app, "PUT", `/api/users/${u.id}`, body, as(admin.token));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: u.id,
        name: "Nome Novo",
        phone: "31912345678",
        roles: ["vip"],
        email: u.email,
      });
      expect((await call(t.app, "POST", "/api/auth/login/verifyToken/", { token: u.token })).statusCode).toBe(200);

      const email = await call(
        t.app,
        "PUT",
        `/api/users/${u.id}`,
        { ...body, email: "outro@exemplo.com" },
        as(admin.token),
      );
      expect(email.statusCode).toBe(400);
      expect(email.json()).toMatchObject({ detail: EMAIL_IMMUTABLE, code: "immutable_field" });
      const cpf = await call(
        t.app,
        "PUT",
        `/api/users/${u.id}`,
        { ...body, cpf: maskedCpf(makeCpf(424_242)) },
        as(admin.token),
      );
      expect(cpf.statusCode).toBe(400);
      expect(cpf.json().detail).toBe(CPF_IMMUTABLE);
      const sameCpf = await call(t.app, "PUT", `/api/users/${u.id}`, { ...body, cpf: u.body.cpf }, as(admin.token));
      expect(sameCpf.statusCode).toBe(200);
      const invalid = await call(
        t.app,
        "PUT",
        `/api/users/${u.id}`,
        { ...body, name: "", phone: "123" },
        as(admin.token),
      );
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toMatchObject({
        detail: ADMIN_FORM_INVALID,
        fields: { name: expect.any(Array), phone: [REGISTER_PHONE] },
      });

      const off = await call(t.app, "PUT", `/api/users/${u.id}`, { ...body, active: false }, as(admin.token));
      expect(off.statusCode).toBe(200);
      expect(off.json().active).toBe(false);
      expect((await call(t.app, "POST", "/api/auth/login/verifyToken/", { token: u.token })).statusCode).toBe(401);
      // The owner, with the right password, is told why; a wrong password still reads as any other.
      const login = await call(t.app, "POST", "/api/auth/login/", { username: u.email, password: STRONG });
      expect(login.statusCode).toBe(403);
      expect(login.json()).toEqual({ detail: ACCOUNT_INACTIVE, code: "account_inactive" });
      const guess = await call(t.app, "POST", "/api/auth/login/", { username: u.email, password: "outra-senha-123" });
      expect(guess.json()).toEqual({ detail: LOGIN_FAILED, code: "invalid_credentials" });

      const missing = await call(t.app, "PUT", "/api/users/999999", body, as(admin.token));
      expect(missing.statusCode).toBe(400); // body id differs from the path
      const missing2 = await call(t.app, "PUT", "/api/users/999999", { ...body, id: 999999 }, as(admin.token));
      expect(missing2.statusCode).toBe(404);
      expect(missing2.json()).toEqual({ detail: USER_NOT_FOUND, code: "not_found" });
    },
  );

  it.skipIf(skip)("an admin cannot deactivate or demote themself (409)", async () => {
    const self = { name: "Admin Teste", phone: "11987654321" };
    const off = await call(t.app, "PUT", `/api/users/${admin.id}`, { ...self, active: false }, as(admin.token));
    expect(off.statusCode).toBe(409);
    expect(off.json().detail).toBe(SELF_LOCKOUT);
    expect(
      (await call(t.app, "PUT", `/api/users/${admin.id}`, { ...self, admin: false }, as(admin.token))).statusCode,
    ).toBe(409);
  });

  it.skipIf(skip)("deletes a user (204), whose token then dies; not yourself (409); 404 when gone", async () => {
    const u = await signUp(t.app);
    const res = await call(t.app, "DELETE", `/api/users/${u.id}/`, undefined, as(admin.token));
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    expect((await call(t.app, "POST", "/api/auth/login/verifyToken/", { token: u.token })).statusCode).toBe(401);
    expect((await call(t.app, "DELETE", `/api/users/${u.id}/`, undefined, as(admin.token))).statusCode).toBe(404);
    const self = await call(t.app, "DELETE", `/api/users/${admin.id}/`, undefined, as(admin.token));
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ detail: SELF_DELETE, code: "self_delete" });
    expect((await call(t.app, "DELETE", "/api/users/abc/", undefined, as(admin.token))).statusCode).toBe(400);
  });

  it.skipIf(skip)("an admin who loses the admin flag loses access at once", async () => {
    const other = await signUpAdmin(t.app);
    expect((await call(t.app, "GET", "/api/users", undefined, as(other.token))).statusCode).toBe(200);
    await call(
      t.app,
      "PUT",
      `/api/users/${other.id}`,
      { name: "Ex Admin", phone: "11987654321", admin: false },
      as(admin.token),
    );
    expect((await call(t.app, "GET", "/api/users", undefined, as(other.token))).statusCode).toBe(403);
  });

  it.skipIf(skip)(
    "first start creates admin@placar.local with a random password once, and only when there is no admin",
    async () => {
      const warnings: string[] = [];
      const log = { warn: (_o: unknown, msg: string) => warnings.push(msg) } as never;
      const clock = { now: () => new Date(PINNED_NOW) };
      // This database already has admins: nothing happens.
      expect(await ensureFirstAdmin(t.db.db, log, clock)).toBeNull();
      await t.db.db.update(users).set({ admin: false }).where(eq(users.admin, true));
      try {
        const password = await ensureFirstAdmin(t.db.db, log, clock);
        expect(password).toMatch(/^[A-Za-z0-9_-]{16}$/);
        expect(warnings).toHaveLength(1);
        expect(warnings[0]).toContain(FIRST_ADMIN_EMAIL);
        expect(warnings[0]).toContain(password!);
        expect(await ensureFirstAdmin(t.db.db, log, clock)).toBeNull();
        const login = await call(t.app, "POST", "/api/auth/login/", {
          username: FIRST_ADMIN_EMAIL,
          password: password!,
        });
        expect(login.statusCode).toBe(200);
        expect(login.json().user).toMatchObject({ email: FIRST_ADMIN_EMAIL, admin: true });
      } finally {
        await t.db.db.update(users).set({ admin: true }).where(eq(users.id, admin.id));
      }
    },
  );
});
