import { statSync, readFileSync } from "node:fs";
import path from "node:path";
import { hash } from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import { decodeJwt, decodeProtectedHeader, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CHANGE_PASSWORD_SUCCESS,
  ACCOUNT_INACTIVE,
  LOGIN_FAILED,
  REGISTER_BIRTHDATE,
  REGISTER_CPF,
  REGISTER_EMAIL,
  REGISTER_EMPTY,
  REGISTER_PASSWORD_LONG,
  REGISTER_PASSWORD_MISMATCH,
  REGISTER_PASSWORD_SHORT,
  REGISTER_PHONE,
  REGISTER_UNDERAGE,
  RESET_PASSWORD_MISMATCH,
  RESET_PASSWORD_SHORT,
  RESET_PASSWORD_SUCCESS,
} from "@placar/core/messages";
import { passwordResetTokens, users } from "../src/db/schema.ts";
import {
  CPF_TAKEN,
  EMAIL_TAKEN,
  RESET_LINK_INVALID,
  RESET_REQUESTED,
  WRONG_PASSWORD,
} from "../src/services/accounts.ts";
import { ARGON2_PARAMS, DUMMY_HASH, needsRehash, verifyPassword } from "../src/services/passwords.ts";
import { loadOrCreateSecret } from "../src/services/tokens.ts";
import { DATABASE_KINDS, hasPostgres } from "./helpers/databases.ts";
import { manualClock, PINNED_NOW, startTestApp, type TestApp } from "./helpers/app.ts";
import {
  call,
  makeCpf,
  maskedCpf,
  registration,
  resetLinkIn,
  signUp,
  startSmtpReceiver,
  STRONG,
  tempDataDir,
  TEST_JWT_SECRET,
} from "./helpers/accounts.ts";

const PUBLIC_URL = "https://placar.example";

describe("password hashing", () => {
  it("flags a hash for re-hashing unless it is argon2id v19 with today's parameters", () => {
    const { memoryCost: m, timeCost: t, parallelism: p } = ARGON2_PARAMS;
    const tail = "c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g";
    expect(needsRehash(`$argon2id$v=19$m=${m},t=${t},p=${p}$${tail}`)).toBe(false);
    expect(needsRehash(`$argon2id$v=19$m=4096,t=${t},p=${p}$${tail}`)).toBe(true);
    expect(needsRehash(`$argon2id$v=19$m=${m},t=3,p=${p}$${tail}`)).toBe(true);
    expect(needsRehash(`$argon2i$v=19$m=${m},t=${t},p=${p}$${tail}`)).toBe(true);
    expect(needsRehash(`$argon2id$v=16$m=${m},t=${t},p=${p}$${tail}`)).toBe(true);
    expect(needsRehash("$2b$10$abcdefghijklmnopqrstuv")).toBe(true);
  });

  it("generates the JWT secret once, 256 bits, in DATA_DIR/jwt-secret with mode 0600", () => {
    const dir = tempDataDir();
    const first = loadOrCreateSecret(null, dir);
    expect(first.byteLength).toBe(32);
    const file = path.join(dir, "jwt-secret");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(loadOrCreateSecret(null, dir)).equals(Buffer.from(first))).toBe(true);
    expect(readFileSync(file, "utf8").trim()).toBe(Buffer.from(first).toString("base64url"));
    expect(new TextDecoder().decode(loadOrCreateSecret(TEST_JWT_SECRET, dir))).toBe(TEST_JWT_SECRET);
  });
});

describe.each(DATABASE_KINDS)("accounts on $kind", ({ kind, skip }) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  const clock = manualClock(PINNED_NOW);
  const userCount = async () => (await t.db.db.select({ id: users.id }).from(users)).length;

  beforeAll(async () => {
    if (skip) return;
    smtp = await startSmtpReceiver();
    t = await startTestApp(kind, {
      clock,
      env: {
        JWT_SECRET: TEST_JWT_SECRET,
        DATA_DIR: tempDataDir(),
        SMTP_URL: smtp.url,
        PUBLIC_URL,
        MAIL_FROM: "Placar <contato@placar.example>",
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  describe("register", () => {
    it.skipIf(skip)(
      "creates the account (201 {id, email, name}) with the e-mail lower-cased and CPF/phone as digits",
      async () => {
        const body = registration({ email: "  Joana.Silva@Exemplo.COM  ", username: "outro-nome" });
        const res = await call(t.app, "POST", "/api/auth/register/", body);
        expect(res.statusCode).toBe(201);
        expect(res.json()).toEqual({ id: expect.any(Number), email: "joana.silva@exemplo.com", name: body.name });
        const [row] = await t.db.db.select().from(users).where(eq(users.id, res.json().id));
        expect(row).toMatchObject({
          email: "joana.silva@exemplo.com",
          cpf: body.cpf.replace(/\D/g, ""),
          phone: "11987654321",
          birthdate: "1990-05-10",
          active: true,
          admin: false,
          tokenVersion: 0,
        });
        expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
        expect(res.body).not.toMatch(/argon2|password/);
      },
    );

    const cases: Array<[string, Partial<Record<string, string>>, string, string]> = [
      ["an empty field (the first in form order)", { cpf: "  ", phone: "" }, "cpf", REGISTER_EMPTY],
      [
        "a password under 8 characters",
        { password: "1234567", password2: "1234567" },
        "password",
        REGISTER_PASSWORD_SHORT,
      ],
      ["different passwords", { password2: "Outra-senha-123" }, "password2", REGISTER_PASSWORD_MISMATCH],
      ["a bad phone", { phone: "(11) 1234", password2: "x" }, "password2", REGISTER_PASSWORD_MISMATCH],
      ["a bad phone (alone)", { phone: "(11) 1234" }, "phone", REGISTER_PHONE],
      ["a bad e-mail", { email: "maria@exemplo" }, "email", REGISTER_EMAIL],
      ["a minor by real age (17 until tomorrow)", { birthdate: "2008-11-22" }, "birthdate", REGISTER_UNDERAGE],
      ["an invalid CPF", { cpf: "123.456.789-00" }, "cpf", REGISTER_CPF],
      ["all-same-digit CPF", { cpf: "111.111.111-11" }, "cpf", REGISTER_CPF],
      [
        "a password over 128 characters",
        { password: "a".repeat(129), password2: "a".repeat(129) },
        "password",
        REGISTER_PASSWORD_LONG,
      ],
      ["a birthdate that does not exist", { birthdate: "1990-02-30" }, "birthdate", REGISTER_BIRTHDATE],
      ["a birthdate in the future", { birthdate: "2030-01-01" }, "birthdate", REGISTER_BIRTHDATE],
      ["a year typed as 0101 (stored as is before)", { birthdate: "0101-05-10" }, "birthdate", REGISTER_BIRTHDATE],
    ];
    it.skipIf(skip).each(cases)(
      "refuses %s with the register rule's message, naming the field, and stores nothing",
      async (_name, over, field, message) => {
        const before = await userCount();
        const res = await call(t.app, "POST", "/api/auth/register/", registration(over));
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ detail: message, code: "validation_error", fields: { [field]: [message] } });
        expect(await userCount()).toBe(before);
      },
    );

    it.skipIf(skip)("judges age on the Brazilian date, not the UTC one", async () => {
      // 01:30 UTC on 22/11 is still 21/11 (22:30) in São Paulo: someone born on 22/11/2008 is 17 there.
      clock.set("2026-11-22T01:30:00.000Z");
      try {
        const res = await call(t.app, "POST", "/api/auth/register/", registration({ birthdate: "2008-11-22" }));
        expect(res.statusCode).toBe(400);
        expect(res.json().detail).toBe(REGISTER_UNDERAGE);
        clock.set("2026-11-22T03:00:00.000Z"); // midnight in São Paulo: the 18th birthday
        const ok = await call(t.app, "POST", "/api/auth/register/", registration({ birthdate: "2008-11-22" }));
        expect(ok.statusCode).toBe(201);
      } finally {
        clock.set(PINNED_NOW);
      }
    });

    it.skipIf(skip)("refuses a taken e-mail (any case) or CPF (masked or not) with 409, storing nothing", async () => {
      const first = registration();
      expect((await call(t.app, "POST", "/api/auth/register/", first)).statusCode).toBe(201);
      const before = await userCount();
      const sameEmail = await call(
        t.app,
        "POST",
        "/api/auth/register/",
        registration({ email: first.email.toUpperCase() }),
      );
      expect(sameEmail.statusCode).toBe(409);
      expect(sameEmail.json()).toMatchObject({ detail: EMAIL_TAKEN, code: "email_taken" });
      const sameCpf = await call(
        t.app,
        "POST",
        "/api/auth/register/",
        registration({ cpf: first.cpf.replace(/\D/g, "") }),
      );
      expect(sameCpf.statusCode).toBe(409);
      expect(sameCpf.json()).toMatchObject({ detail: CPF_TAKEN, code: "cpf_taken" });
      expect(await userCount()).toBe(before);
    });

    it.skipIf(skip)("answers a missing field with 400 in the error shape, never a 500", async () => {
      const { phone: _phone, ...rest } = registration();
      const res = await call(t.app, "POST", "/api/auth/register/", rest);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: "invalid_request", fields: { phone: expect.any(Array) } });
    });
  });

  describe("login and tokens", () => {
    it.skipIf(skip)("signs in by e-mail (any case) and returns {access, user: {id, name, email, admin}}", async () => {
      const u = await signUp(t.app);
      const res = await call(t.app, "POST", "/api/auth/login/", { username: u.email.toUpperCase(), password: STRONG });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.user).toEqual({ id: u.id, name: u.body.name, email: u.email, admin: false });
      expect(decodeProtectedHeader(body.access).alg).toBe("HS256");
      const claims = decodeJwt(body.access);
      expect(claims).toMatchObject({ sub: String(u.id), iss: "placar", aud: "placar-web", tv: 0 });
      expect(claims.exp! - claims.iat!).toBe(12 * 3600);
      expect(claims.iat).toBe(Date.parse(PINNED_NOW) / 1000);
    });

    it.skipIf(skip)(
      "answers an unknown user and a wrong password identically, with the hasher run either way",
      async () => {
        const u = await signUp(t.app);
        const attempt = async (username: string) => {
          const started = performance.now();
          const res = await call(t.app, "POST", "/api/auth/login/", { username, password: "Senha-errada-1" });
          return { res, ms: performance.now() - started };
        };
        const unknown: number[] = [];
        const argon: number[] = [];
        for (let i = 0; i < 5; i++) {
          const w = await attempt(u.email);
          const n = await attempt(`ninguem.${i}.${Date.now()}@exemplo.com`);
          expect(w.res.statusCode).toBe(401);
          expect(n.res.statusCode).toBe(401);
          expect(n.res.json()).toEqual(w.res.json());
          expect(w.res.json()).toEqual({ detail: LOGIN_FAILED, code: "invalid_credentials" });
          expect(Object.keys(n.res.headers).sort()).toEqual(Object.keys(w.res.headers).sort());
          unknown.push(n.ms);
          const started = performance.now();
          await verifyPassword(DUMMY_HASH, "Senha-errada-1");
          argon.push(performance.now() - started);
        }
        // An unknown account costs a full argon2 verification too, not a fast "no such row". Compared by the fastest
        // of five interleaved samples: a busy machine only adds time, so the minimum is the cost itself (a median
        // of four against the known account's failed this on a machine with a load average of 12).
        expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...argon) * 0.5);
      },
    );

    it.skipIf(skip)(
      "refuses an inactive account: its owner (right password) is told why, anyone else reads the usual 401",
      async () => {
        const u = await signUp(t.app);
        await t.db.db.update(users).set({ active: false }).where(eq(users.id, u.id));
        const res = await call(t.app, "POST", "/api/auth/login/", { username: u.email, password: STRONG });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ detail: ACCOUNT_INACTIVE, code: "account_inactive" });
        const guess = await call(t.app, "POST", "/api/auth/login/", { username: u.email, password: "nao-e-a-senha-1" });
        expect(guess.statusCode).toBe(401);
        expect(guess.json()).toEqual({ detail: LOGIN_FAILED, code: "invalid_credentials" });
        expect((await call(t.app, "POST", "/api/auth/login/verifyToken/", { token: u.token })).statusCode).toBe(401);
      },
    );

    it.skipIf(skip)("re-hashes on login a hash made with other parameters", async () => {
      const u = await signUp(t.app);
      const weak = await hash(STRONG, { algorithm: 2 as never, memoryCost: 4096, timeCost: 1, parallelism: 1 });
      await t.db.db.update(users).set({ passwordHash: weak }).where(eq(users.id, u.id));
      expect((await call(t.app, "POST", "/api/auth/login/", { username: u.email, password: STRONG })).statusCode).toBe(
        200,
      );
      const [row] = await t.db.db.select().from(users).where(eq(users.id, u.id));
      expect(row!.passwordHash).not.toBe(weak);
      expect(needsRehash(row!.passwordHash)).toBe(false);
      expect((await call(t.app, "POST", "/api/auth/login/", { username: u.email, password: STRONG })).statusCode).toBe(
        200,
      );
    });

    it.skipIf(skip)(
      "verifyToken: 200 {valid: true} for a live token; 401 for forged, foreign, expired or malformed ones",
      async () => {
        const u = await signUp(t.app);
        const ok = await call(t.app, "POST", "/api/auth/login/verifyToken/", { token: u.token });
        expect(ok.statusCode).toBe(200);
        expect(ok.json()).toEqual({ valid: true });

        const now = Math.floor(Date.parse(PINNED_NOW) / 1000);
        const sign = (secret: string, claims: { iss?: string; aud?: string; tv?: number } = {}) =>
          new SignJWT({ tv: claims.tv ?? 0 })
            .setProtectedHeader({ alg: "HS256" })
            .setSubject(String(u.id))
            .setIssuer(claims.iss ?? "placar")
            .setAudience(claims.aud ?? "placar-web")
            .setIssuedAt(now)
            .setExpirationTime(now + 3600)
            .sign(new TextEncoder().encode(secret));
        const [header, payload] = u.token.split(".");
        const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString("base64url")}.${payload}.`;
        const hs512 = await new SignJWT({ tv: 0 })
          .setProtectedHeader({ alg: "HS512" })
          .setSubject(String(u.id))
          .setIssuer("placar")
          .setAudience("placar-web")
          .setIssuedAt(now)
          .setExpirationTime(now + 3600)
          .sign(new TextEncoder().encode(TEST_JWT_SECRET));
        const bad = [
          "abc",
          unsigned,
          `${header}.${payload}.AAAA`,
          hs512,
          await sign("another-secret-of-at-least-thirty-two-chars!"),
          await sign(TEST_JWT_SECRET, { aud: "outro-site" }),
          await sign(TEST_JWT_SECRET, { iss: "outro" }),
          await sign(TEST_JWT_SECRET, { tv: 1 }),
        ];
        expect(
          await sign(TEST_JWT_SECRET)
            .then((tk) => call(t.app, "POST", "/api/auth/login/verifyToken/", { token: tk }))
            .then((r) => r.statusCode),
        ).toBe(200);
        for (const token of bad) {
          const res = await call(t.app, "POST", "/api/auth/login/verifyToken/", { token });
          expect(res.statusCode, token).toBe(401);
          expect(res.json()).toMatchObject({ code: "invalid_token", detail: expect.any(String) });
        }
      },
    );

    it.skipIf(skip)("a token stops working after 12 hours on the server clock", async () => {
      const u = await signUp(t.app);
      try {
        clock.advance(12 * 3600_000 - 1000);
        expect((await call(t.app, "POST", "/api/auth/login/verifyToken/", { token: u.token })).statusCode).toBe(200);
        clock.advance(2000);
        expect((await call(t.app, "POST", "/api/auth/login/verifyToken/", { token: u.token })).statusCode).toBe(401);
      } finally {
        clock.set(PINNED_NOW);
      }
    });
  });

  describe("change password", () => {
    const put = (token: string | undefined, body: unknown) =>
      call(t.app, "PUT", "/api/auth/change_password/", body, token ? { token } : {});

    it.skipIf(skip)("needs a valid session: 401 in the error shape otherwise", async () => {
      const body = { old_password: STRONG, new_password: "Nova-senha-123", confirm_new_password: "Nova-senha-123" };
      const none = await put(undefined, body);
      expect(none.statusCode).toBe(401);
      expect(none.json()).toMatchObject({ code: "unauthenticated", detail: expect.any(String) });
      expect(none.headers["www-authenticate"]).toMatch(/^Bearer/);
      const garbage = await call(t.app, "PUT", "/api/auth/change_password/", body, {
        headers: { authorization: "Bearer nada.disso.vale" },
      });
      expect(garbage.statusCode).toBe(401);
      expect(garbage.json().code).toBe("invalid_token");
    });

    it.skipIf(skip)(
      "refuses a wrong current password, a short or mismatched new one with 400 and a detail",
      async () => {
        const u = await signUp(t.app);
        const wrong = await put(u.token, {
          old_password: "Errada-123",
          new_password: "Nova-senha-123",
          confirm_new_password: "Nova-senha-123",
        });
        expect(wrong.statusCode).toBe(400);
        expect(wrong.json()).toMatchObject({ detail: WRONG_PASSWORD, code: "wrong_password" });
        const short = await put(u.token, {
          old_password: STRONG,
          new_password: "curta",
          confirm_new_password: "curta",
        });
        expect(short.statusCode).toBe(400);
        expect(short.json().detail).toBe(RESET_PASSWORD_SHORT);
        const mismatch = await put(u.token, {
          old_password: STRONG,
          new_password: "Nova-senha-123",
          confirm_new_password: "Nova-senha-124",
        });
        expect(mismatch.statusCode).toBe(400);
        expect(mismatch.json().detail).toBe(RESET_PASSWORD_MISMATCH);
        // Nothing changed: the old password and the session still work.
        expect((await call(t.app, "POST", "/api/auth/login/verifyToken/", { token: u.token })).statusCode).toBe(200);
      },
    );

    it.skipIf(skip)("succeeds with a fresh token for this session while every other token dies", async () => {
      const u = await signUp(t.app);
      const other = (await call(t.app, "POST", "/api/auth/login/", { username: u.email, password: STRONG })).json()
        .access as string;
      const res = await put(u.token, {
        old_password: STRONG,
        new_password: "Nova-senha-123",
        confirm_new_password: "Nova-senha-123",
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ detail: CHANGE_PASSWORD_SUCCESS, access: expect.any(String) });
      const fresh = res.json().access as string;
      for (const dead of [u.token, other]) {
        expect((await call(t.app, "POST", "/api/auth/login/verifyToken/", { token: dead })).statusCode).toBe(401);
        expect(
          (
            await put(dead, {
              old_password: "Nova-senha-123",
              new_password: "X-senha-1234",
              confirm_new_password: "X-senha-1234",
            })
          ).statusCode,
        ).toBe(401);
      }
      expect((await call(t.app, "POST", "/api/auth/login/verifyToken/", { token: fresh })).statusCode).toBe(200);
      expect((await call(t.app, "POST", "/api/auth/login/", { username: u.email, password: STRONG })).statusCode).toBe(
        401,
      );
      expect(
        (await call(t.app, "POST", "/api/auth/login/", { username: u.email, password: "Nova-senha-123" })).statusCode,
      ).toBe(200);
    });
  });

  describe("password recovery (real SMTP receiver)", () => {
    const request = (email: string) => call(t.app, "POST", "/api/auth/reset_password/", { email });
    const confirm = (body: Record<string, string>) => call(t.app, "POST", "/api/auth/reset_password/confirm/", body);
    async function linkFor(email: string, nth = 1): Promise<URL> {
      await t.app.ctx.mailer.flush();
      const mails = await smtp.waitFor(email, nth);
      return resetLinkIn(mails[nth - 1]!.raw);
    }

    it.skipIf(skip)(
      "answers the same for a known and an unknown e-mail, and mails the link (text and HTML) only to the known one",
      async () => {
        const u = await signUp(t.app);
        const known = await request(u.email.toUpperCase());
        const unknown = await request(`ninguem.${Date.now()}@exemplo.com`);
        expect(known.statusCode).toBe(200);
        expect(unknown.statusCode).toBe(200);
        expect(known.json()).toEqual({ detail: RESET_REQUESTED });
        expect(unknown.json()).toEqual(known.json());
        await t.app.ctx.mailer.flush();
        const [mail] = await smtp.waitFor(u.email);
        expect(mail!.from).toBe("contato@placar.example");
        expect(mail!.raw).toMatch(/Content-Type: text\/plain; charset=utf-8/i);
        expect(mail!.raw).toMatch(/Content-Type: text\/html; charset=utf-8/i);
        const link = resetLinkIn(mail!.raw);
        expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/reset-password-confirm`);
        expect(link.searchParams.get("email")).toBe(u.email);
        expect(link.searchParams.get("token")).toMatch(/^[A-Za-z0-9_-]{43}$/);
        // Only the SHA-256 of the token is stored.
        const rows = await t.db.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, u.id));
        expect(rows).toHaveLength(1);
        expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
        expect(rows[0]!.tokenHash).not.toContain(link.searchParams.get("token"));
        expect(rows[0]!.expiresAt.getTime() - Date.parse(PINNED_NOW)).toBe(30 * 60_000);
      },
    );

    it.skipIf(skip)(
      "sets the new password once: the rules first, then a single-use link; old sessions end",
      async () => {
        const u = await signUp(t.app);
        await request(u.email);
        const link = await linkFor(u.email);
        const token = link.searchParams.get("token")!;
        const email = link.searchParams.get("email")!;
        const short = await confirm({ new_password: "curta", new_password2: "curta", email, token });
        expect(short.statusCode).toBe(400);
        expect(short.json().detail).toBe(RESET_PASSWORD_SHORT);
        const mismatch = await confirm({
          new_password: "Nova-senha-123",
          new_password2: "Nova-senha-321",
          email,
          token,
        });
        expect(mismatch.statusCode).toBe(400);
        expect(mismatch.json().detail).toBe(RESET_PASSWORD_MISMATCH);
        const wrongEmail = await confirm({
          new_password: "Nova-senha-123",
          new_password2: "Nova-senha-123",
          email: "outra@exemplo.com",
          token,
        });
        expect(wrongEmail.statusCode).toBe(400);
        expect(wrongEmail.json()).toEqual({ detail: RESET_LINK_INVALID, code: "invalid_reset_token" });

        const ok = await confirm({ new_password: "Nova-senha-123", new_password2: "Nova-senha-123", email, token });
        expect(ok.statusCode).toBe(200);
        expect(ok.json()).toEqual({ detail: RESET_PASSWORD_SUCCESS });
        const again = await confirm({
          new_password: "Outra-senha-123",
          new_password2: "Outra-senha-123",
          email,
          token,
        });
        expect(again.statusCode).toBe(400);
        expect(again.json().detail).toBe(RESET_LINK_INVALID);

        expect((await call(t.app, "POST", "/api/auth/login/verifyToken/", { token: u.token })).statusCode).toBe(401);
        expect(
          (await call(t.app, "POST", "/api/auth/login/", { username: u.email, password: STRONG })).statusCode,
        ).toBe(401);
        expect(
          (await call(t.app, "POST", "/api/auth/login/", { username: u.email, password: "Nova-senha-123" })).statusCode,
        ).toBe(200);
      },
    );

    it.skipIf(skip)("expires a link after 30 minutes on the server clock", async () => {
      const u = await signUp(t.app);
      await request(u.email);
      const link = await linkFor(u.email);
      const body = {
        new_password: "Nova-senha-123",
        new_password2: "Nova-senha-123",
        email: u.email,
        token: link.searchParams.get("token")!,
      };
      try {
        clock.advance(30 * 60_000 + 1000);
        const res = await confirm(body);
        expect(res.statusCode).toBe(400);
        expect(res.json().detail).toBe(RESET_LINK_INVALID);
      } finally {
        clock.set(PINNED_NOW);
      }
      expect((await call(t.app, "POST", "/api/auth/login/", { username: u.email, password: STRONG })).statusCode).toBe(
        200,
      );
    });

    it.skipIf(skip)("a newer link replaces the older one, and a password change kills pending links", async () => {
      const u = await signUp(t.app);
      await request(u.email);
      const first = await linkFor(u.email, 1);
      await request(u.email);
      const second = await linkFor(u.email, 2);
      const body = (link: URL, pw: string) => ({
        new_password: pw,
        new_password2: pw,
        email: u.email,
        token: link.searchParams.get("token")!,
      });
      expect((await confirm(body(first, "Nova-senha-111"))).json().detail).toBe(RESET_LINK_INVALID);

      const change = await call(
        t.app,
        "PUT",
        "/api/auth/change_password/",
        { old_password: STRONG, new_password: "Troca-senha-1", confirm_new_password: "Troca-senha-1" },
        { token: u.token },
      );
      expect(change.statusCode).toBe(200);
      expect((await confirm(body(second, "Nova-senha-222"))).json().detail).toBe(RESET_LINK_INVALID);
      expect(
        (await call(t.app, "POST", "/api/auth/login/", { username: u.email, password: "Troca-senha-1" })).statusCode,
      ).toBe(200);
    });

    it.skipIf(skip)("sends nothing to an inactive account, and refuses a malformed e-mail with 400", async () => {
      const u = await signUp(t.app);
      await t.db.db.update(users).set({ active: false }).where(eq(users.id, u.id));
      const res = await request(u.email);
      expect(res.json()).toEqual({ detail: RESET_REQUESTED });
      await t.app.ctx.mailer.flush();
      await new Promise((r) => setTimeout(r, 100));
      expect(smtp.inbox.filter((m) => m.to.includes(u.email))).toHaveLength(0);
      const bad = await request("sem-arroba");
      expect(bad.statusCode).toBe(400);
      expect(bad.json().detail).toBe(REGISTER_EMAIL);
    });
  });
});

describe("password recovery without SMTP_URL (outbox)", () => {
  it("writes the message as an .eml file in DATA_DIR/outbox with the link", async () => {
    const dataDir = tempDataDir();
    // Mail has nothing to do with the database: use the faster one available.
    const t = await startTestApp(hasPostgres ? "postgres" : "pglite", {
      env: { JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: dataDir, PUBLIC_URL },
    });
    try {
      expect(t.app.ctx.mailer.mode).toBe("outbox");
      const u = await signUp(t.app, { cpf: maskedCpf(makeCpf(987_654)) });
      expect((await call(t.app, "POST", "/api/auth/reset_password/", { email: u.email })).statusCode).toBe(200);
      await t.app.ctx.mailer.flush();
      const { readdirSync } = await import("node:fs");
      const files = readdirSync(path.join(dataDir, "outbox")).filter((f) => f.endsWith(".eml"));
      expect(files).toHaveLength(1);
      const raw = readFileSync(path.join(dataDir, "outbox", files[0]!), "utf8");
      expect(raw).toMatch(new RegExp(`^To: ${u.email}$`, "m"));
      expect(raw).toMatch(/^Subject: /m);
      const link = resetLinkIn(raw);
      expect(link.searchParams.get("email")).toBe(u.email);
      const ok = await call(t.app, "POST", "/api/auth/reset_password/confirm/", {
        new_password: "Nova-senha-123",
        new_password2: "Nova-senha-123",
        email: u.email,
        token: link.searchParams.get("token")!,
      });
      expect(ok.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
