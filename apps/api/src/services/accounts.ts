import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { onlyDigits } from "@placar/core/cpf";
import { businessDate } from "@placar/core/dates";
import { isValidEmail } from "@placar/core/email";
import { href } from "@placar/core/routes";
import {
  CHANGE_PASSWORD_SUCCESS,
  ACCOUNT_INACTIVE,
  LOGIN_FAILED,
  REGISTER_EMAIL,
  REGISTER_PASSWORD_LONG,
  RESET_PASSWORD_SUCCESS,
} from "@placar/core/messages";
import {
  MAX_PASSWORD_LENGTH,
  validateRegister,
  validateResetPassword,
  type RegisterInput,
} from "@placar/core/register";
import type { Clock } from "../clock.ts";
import type { Db } from "../db/client.ts";
import { passwordResetTokens, users } from "../db/schema.ts";
import { HttpError } from "../http-error.ts";
import { identifierKey, type CounterStore } from "./limits.ts";
import type { Mailer } from "./mail.ts";
import { DUMMY_HASH, hashPassword, needsRehash, verifyPassword } from "./passwords.ts";
import type { TokenService } from "./tokens.ts";

export type UserRow = typeof users.$inferSelect;

export const RATE_LIMITED = "Muitas tentativas. Tente novamente em instantes.";
export const RESET_REQUESTED = "Se o e-mail estiver cadastrado, enviaremos um link de recuperação.";
export const RESET_LINK_INVALID = "Link de recuperação inválido ou expirado.";
export const EMAIL_TAKEN = "Este e-mail já está cadastrado.";
export const CPF_TAKEN = "Este CPF já está cadastrado.";
export const WRONG_PASSWORD = "Senha atual incorreta.";
export const SESSION_INVALID = "Sessão inválida ou expirada. Entre novamente.";

/** Login failures per account and address before that address is refused for the account for the rest of the window. */
export const LOGIN_FAILURES_MAX = 5;
export const LOGIN_FAILURES_WINDOW_MS = 15 * 60_000;
/**
 * Failures of one account from all addresses together past which only addresses that have not yet failed for it may
 * try (one guess each): guessing from many addresses slows down to one guess per address, while the owner's right
 * password from an address of theirs that has not failed is still accepted.
 */
export const LOGIN_ACCOUNT_FAILURES_SOFT_MAX = 20;
/**
 * The cap per account over a day (docs/decisions/0011-login-guessing-cap.md): past this many failures in
 * LOGIN_ACCOUNT_DAY_MS, from all addresses together, the account takes one password check per growing interval
 * (LOGIN_SLOW_FIRST_MS, doubling per further failure, at most LOGIN_SLOW_MAX_MS) from any address that has not
 * signed in to it before. Addresses that signed in to it in the last LOGIN_KNOWN_ADDRESS_MS are not slowed: the
 * owner on their usual devices is never held back, and on a new one waits at most LOGIN_SLOW_MAX_MS.
 */
export const LOGIN_ACCOUNT_DAY_CAP = 30;
export const LOGIN_ACCOUNT_DAY_MS = 24 * 60 * 60_000;
export const LOGIN_SLOW_FIRST_MS = 1000;
export const LOGIN_SLOW_MAX_MS = 15 * 60_000;
export const LOGIN_KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60_000;

/** The interval between checks once an account has `failures` failures in the day (past the cap). */
export function loginSlowMs(failures: number): number {
  const over = Math.max(0, failures - LOGIN_ACCOUNT_DAY_CAP - 1);
  return Math.min(LOGIN_SLOW_MAX_MS, LOGIN_SLOW_FIRST_MS * 2 ** Math.min(over, 30));
}

export const RESET_PER_EMAIL_MAX = 3;
export const RESET_PER_EMAIL_WINDOW_MS = 60 * 60_000;
export const RESET_TOKEN_TTL_MS = 30 * 60_000;

/** The counter-store key that marks a token id as signed out. */
function revokedKey(tokenId: string): string {
  return identifierKey("token-revoked", tokenId);
}

export function normalizeEmail(s: string): string {
  return s.trim().toLowerCase();
}

export function sha256(s: string): string {
  return createHash("sha256").update(s).digest("hex");
}

/** 429 from our own counters; the auth plugin's onError hook turns `retryAfterSeconds` into the Retry-After header. */
export class TooManyAttemptsError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, "rate_limited", RATE_LIMITED);
  }
}

export function tooManyAttempts(ttlMs: number): TooManyAttemptsError {
  return new TooManyAttemptsError(Math.max(1, Math.ceil(ttlMs / 1000)));
}

function charCount(s: string): number {
  return [...s].length;
}

/** The PostgreSQL unique-violation error, however the driver wrapped it (drizzle puts the driver's in `cause`). */
export function isUniqueViolation(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 4;
    e = e.cause as typeof e, i++
  ) {
    if (e.code === "23505") return true;
  }
  return false;
}

/** Sign-up, sign-in, sessions and passwords: every rule enforced here, whatever the browser checked. */
export class AccountService {
  constructor(
    private readonly deps: {
      db: () => Db;
      clock: Clock;
      tokens: TokenService;
      counters: CounterStore;
      mailer: Mailer;
      publicUrl: string;
      log: FastifyBaseLogger;
    },
  ) {}

  private get db(): Db {
    return this.deps.db();
  }

  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(eq(users.email, normalizeEmail(email)))
      .limit(1);
    return row;
  }

  async findById(id: number): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  /** 409 when the e-mail or the CPF already belongs to someone. */
  async assertAvailable(email: string, cpf: string | null): Promise<void> {
    if (await this.findByEmail(email)) throw new HttpError(409, "email_taken", EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
    if (cpf) {
      const [row] = await this.db.select({ id: users.id }).from(users).where(eq(users.cpf, cpf)).limit(1);
      if (row) throw new HttpError(409, "cpf_taken", CPF_TAKEN, { cpf: [CPF_TAKEN] });
    }
  }

  /** Inserts a user; a unique violation from a concurrent insert becomes the same 409 as the pre-check. */
  async insertUser(values: typeof users.$inferInsert): Promise<UserRow> {
    await this.assertAvailable(values.email, values.cpf ?? null);
    try {
      const [row] = await this.db.insert(users).values(values).returning();
      return row!;
    } catch (err) {
      if (isUniqueViolation(err)) await this.assertAvailable(values.email, values.cpf ?? null);
      throw err;
    }
  }

  /** docs/product.md#register: the rules in order, then uniqueness; nothing is written unless everything passes. */
  async register(input: RegisterInput): Promise<UserRow> {
    const now = this.deps.clock.now();
    const result = validateRegister(input, businessDate(now));
    if (!result.ok) throw new HttpError(400, "validation_error", result.message, { [result.field]: [result.message] });
    const email = normalizeEmail(input.email);
    return this.insertUser({
      email,
      name: input.name.trim(),
      phone: onlyDigits(input.phone),
      cpf: onlyDigits(input.cpf),
      birthdate: input.birthdate.trim(),
      passwordHash: await hashPassword(input.password),
      createdAt: now,
      updatedAt: now,
    });
  }

  /**
   * Unknown account, wrong password and inactive account give one answer, after one argon2 verification each
   * (a dummy hash stands in for a missing account), so neither the text nor the time tells them apart.
   *
   * Guessing is limited without handing anyone a way to lock the owner out:
   * - per account and address, at most LOGIN_FAILURES_MAX checks in the window (then 429 for that address only);
   * - per account, past LOGIN_ACCOUNT_FAILURES_SOFT_MAX failures from all addresses, an address that already failed
   *   for it is refused, and a new address gets one check;
   * - per account over a day, past LOGIN_ACCOUNT_DAY_CAP failures, one check per growing interval (1 s, 2 s, 4 s…
   *   up to 15 min) from addresses that never signed in to it; those that did are not slowed;
   * - the counts are taken before the password is checked (parallel guesses cannot slip under them) and given back
   *   when the attempt was not a guess that failed: the right password, or an error of ours (a database outage is
   *   not a wrong password).
   */
  async login(username: string, password: string, address = "unknown"): Promise<{ access: string; user: UserRow }> {
    const email = normalizeEmail(username);
    const accountKey = identifierKey("login-fail", email);
    const pairKey = identifierKey("login-fail-from", `${email}\n${address}`);
    const counters = this.deps.counters;
    const pair = await counters.hit(pairKey, LOGIN_FAILURES_WINDOW_MS);
    if (pair.count > LOGIN_FAILURES_MAX) throw tooManyAttempts(pair.ttlMs);
    const account = await counters.hit(accountKey, LOGIN_FAILURES_WINDOW_MS);
    if (account.count > LOGIN_ACCOUNT_FAILURES_SOFT_MAX && pair.count > 1) {
      await counters.release(accountKey);
      throw tooManyAttempts(Math.min(account.ttlMs, pair.ttlMs));
    }
    const dayKey = identifierKey("login-fail-day", email);
    const knownKey = identifierKey("login-ok-from", `${email}\n${address}`);
    const day = await counters.hit(dayKey, LOGIN_ACCOUNT_DAY_MS);
    if (day.count > LOGIN_ACCOUNT_DAY_CAP && (await counters.peek(knownKey)).count === 0) {
      // One check per interval for the whole account: the first attempt opens the interval, the others wait it out.
      const slot = await counters.hit(identifierKey("login-slow", email), loginSlowMs(day.count));
      if (slot.count > 1) {
        await Promise.all([counters.release(accountKey), counters.release(dayKey), counters.release(pairKey)]);
        throw tooManyAttempts(slot.ttlMs);
      }
    }

    let user: UserRow | undefined;
    let matches: boolean;
    try {
      user = email ? await this.findByEmail(email) : undefined;
      matches = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, password);
    } catch (err) {
      await Promise.all([counters.release(pairKey), counters.release(accountKey), counters.release(dayKey)]).catch(
        () => undefined,
      );
      throw err;
    }
    if (!user || !matches) throw new HttpError(401, "invalid_credentials", LOGIN_FAILED);
    await Promise.all([
      counters.reset(pairKey),
      counters.release(accountKey),
      counters.release(dayKey),
      // This address now knows the account: the day's cap does not slow it.
      counters.hit(knownKey, LOGIN_KNOWN_ADDRESS_MS),
    ]);
    // Said only to whoever knows the password: a deactivated account is no secret to its owner, and "wrong password"
    // would send them after a reset that cannot help.
    if (!user.active) throw new HttpError(403, "account_inactive", ACCOUNT_INACTIVE);
    if (needsRehash(user.passwordHash)) {
      // Parameters were raised since this hash was made: upgrade it now that we hold the password.
      const passwordHash = await hashPassword(password);
      await this.db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    }
    return { access: await this.deps.tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion }), user };
  }

  /** The user a token stands for, or null: bad or expired token, deleted or inactive user, or a token version that was bumped. */
  async userForToken(token: string): Promise<UserRow | null> {
    const claims = await this.deps.tokens.verify(token);
    if (!claims) return null;
    if (claims.tokenId && (await this.deps.counters.peek(revokedKey(claims.tokenId))).count > 0) return null;
    const user = await this.findById(claims.userId);
    if (!user || !user.active || user.tokenVersion !== claims.tokenVersion) return null;
    return user;
  }
  /**
   * 'Sair': this token stops working at once, on every instance (the revoked ids live in the counter store, Redis
   * with REDIS_URL), for the rest of its life. A token that is already invalid is left alone.
   */
  async logout(token: string): Promise<void> {
    const claims = await this.deps.tokens.verify(token);
    if (!claims?.tokenId) return;
    const remainingMs = claims.expiresAt * 1000 - this.deps.clock.now().getTime();
    if (remainingMs > 0) await this.deps.counters.hit(revokedKey(claims.tokenId), remainingMs + 60_000);
  }

  /** 'Sair de todos os dispositivos': every token of the user stops working (the token version moves on). */
  async logoutEverywhere(userId: number): Promise<void> {
    await this.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: this.deps.clock.now() })
      .where(eq(users.id, userId));
  }

  /**
   * Always the same answer, in the same time: known and unknown e-mails both cost one counter and one lookup before
   * the answer. For an active account, a new single-use link (30 min) replacing any older one is written and e-mailed
   * only after `answered` resolves (the route passes the moment its answer has been sent), so neither the database
   * work nor the mail server shows in the answer's timing.
   */
  async requestReset(rawEmail: string, answered: Promise<unknown> = Promise.resolve()): Promise<string> {
    const email = normalizeEmail(rawEmail);
    if (!isValidEmail(email)) throw new HttpError(400, "validation_error", REGISTER_EMAIL, { email: [REGISTER_EMAIL] });
    const perEmail = await this.deps.counters.hit(identifierKey("reset-email", email), RESET_PER_EMAIL_WINDOW_MS);
    if (perEmail.count > RESET_PER_EMAIL_MAX) throw tooManyAttempts(perEmail.ttlMs);

    const user = await this.findByEmail(email);
    if (!user || !user.active) return RESET_REQUESTED;
    this.deps.mailer.later(async () => {
      await answered;
      const token = randomBytes(32).toString("base64url");
      const now = this.deps.clock.now();
      await this.db.transaction(async (tx) => {
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
        await tx.insert(passwordResetTokens).values({
          userId: user.id,
          tokenHash: sha256(token),
          expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
          createdAt: now,
        });
      });
      const link = `${this.deps.publicUrl}${href.resetPassword({ email: user.email, token })}`;
      if (this.deps.mailer.mode === "outbox")
        this.deps.log.info({ to: user.email, link }, "link de recuperação de senha (sem SMTP_URL)");
      return resetMail(user, link);
    });
    return RESET_REQUESTED;
  }

  /**
   * docs/product.md#password-reset: the page's rules, then the link (consumed only when the new password is stored).
   */
  async confirmReset(input: {
    new_password: string;
    new_password2: string;
    email: string;
    token: string;
  }): Promise<string> {
    assertNewPassword(input.new_password, input.new_password2, "new_password", "new_password2");
    const email = normalizeEmail(input.email);
    const tokenHash = sha256(input.token.trim());
    const passwordHash = await hashPassword(input.new_password);
    const now = this.deps.clock.now();
    const userId = await this.db.transaction(async (tx) => {
      const owner = tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), eq(users.active, true)));
      const [used] = await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
            sql`${passwordResetTokens.userId} in ${owner}`,
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      if (!used) throw new HttpError(400, "invalid_reset_token", RESET_LINK_INVALID);
      await this.setPassword(tx, used.userId, passwordHash, now);
      return used.userId;
    });
    // The owner proved control of the mailbox: clear the lockout a guesser may have caused.
    await this.deps.counters.reset(identifierKey("login-fail", email));
    this.deps.log.info({ userId }, "senha redefinida pelo link de recuperação");
    return RESET_PASSWORD_SUCCESS;
  }

  /** Changes the signed-in user's password; every other session ends, this one gets a fresh token. */
  async changePassword(
    user: UserRow,
    input: { old_password: string; new_password: string; confirm_new_password: string },
  ): Promise<{ detail: string; access: string }> {
    assertNewPassword(input.new_password, input.confirm_new_password, "new_password", "confirm_new_password");
    if (!(await verifyPassword(user.passwordHash, input.old_password))) {
      throw new HttpError(400, "wrong_password", WRONG_PASSWORD, { old_password: [WRONG_PASSWORD] });
    }
    const passwordHash = await hashPassword(input.new_password);
    const now = this.deps.clock.now();
    const tokenVersion = await this.db.transaction((tx) => this.setPassword(tx, user.id, passwordHash, now));
    return { detail: CHANGE_PASSWORD_SUCCESS, access: await this.deps.tokens.sign({ userId: user.id, tokenVersion }) };
  }

  /** Stores a new hash, ends every session (token version) and kills every pending recovery link. */
  async setPassword(tx: Pick<Db, "update">, userId: number, passwordHash: string, now: Date): Promise<number> {
    const [row] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
      .where(eq(users.id, userId))
      .returning({ tokenVersion: users.tokenVersion });
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    return row!.tokenVersion;
  }
}

/** The reset page's rules (length first, then match: docs/product.md#password-reset) plus the server's upper bound. */
function assertNewPassword(p1: string, p2: string, field1: string, field2: string): void {
  const message = validateResetPassword(p1, p2);
  if (message) {
    const field = charCount(p1) < 8 ? field1 : field2;
    throw new HttpError(400, "validation_error", message, { [field]: [message] });
  }
  if (charCount(p1) > MAX_PASSWORD_LENGTH)
    throw new HttpError(400, "validation_error", REGISTER_PASSWORD_LONG, { [field1]: [REGISTER_PASSWORD_LONG] });
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

export function resetMail(user: Pick<UserRow, "email" | "name">, link: string) {
  const first = user.name.trim().split(/\s+/)[0] || "olá";
  const text = [
    `Olá, ${first}!`,
    "",
    "Recebemos um pedido para redefinir a senha da sua conta no Placar.",
    "Para criar uma nova senha, abra o link abaixo (válido por 30 minutos e por um único uso):",
    "",
    link,
    "",
    "Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.",
    "",
    "Equipe Placar",
  ].join("\n");
  const html = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Recuperar Senha</title></head>
<body style="font-family: Arial, sans-serif; color: #111;">
<p>Olá, ${escapeHtml(first)}!</p>
<p>Recebemos um pedido para redefinir a senha da sua conta no Placar.</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#16a34a;color:#fff;text-decoration:none;border-radius:6px;">Criar nova senha</a></p>
<p>O link vale por 30 minutos e por um único uso. Se o botão não abrir, copie este endereço no navegador:<br>${escapeHtml(link)}</p>
<p>Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.</p>
<p>Equipe Placar</p>
</body></html>`;
  return { to: user.email, subject: "Placar — recuperação de senha", text, html };
}
