import { randomBytes } from "node:crypto";
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { onlyDigits } from "@placar/core/cpf";
import {
  ADMIN_FORM_INVALID,
  REGISTER_CPF,
  REGISTER_EMAIL,
  REGISTER_PASSWORD_LONG,
  REGISTER_PASSWORD_SHORT,
  REGISTER_PHONE,
} from "@placar/core/messages";
import { isValidPhone } from "@placar/core/phone";
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  validateAdminUser,
  type AdminUserField,
} from "@placar/core/register";
import type { Clock } from "../clock.ts";
import type { Db } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { HttpError } from "../http-error.ts";
import type { PlanInputValue, UserOrdering, USER_SORT_COLUMNS } from "../schemas/accounts.ts";
import { isUniqueViolation, normalizeEmail, type AccountService, type UserRow } from "./accounts.ts";
import { hashPassword } from "./passwords.ts";

export const USER_NOT_FOUND = "Usuário não encontrado.";
export const EMAIL_IMMUTABLE = "O e-mail não pode ser alterado.";
export const CPF_IMMUTABLE = "O CPF não pode ser alterado.";
export const SELF_DELETE = "Você não pode excluir a própria conta.";
export const SELF_LOCKOUT = "Você não pode desativar a própria conta nem remover o seu acesso de administrador.";
export const FIRST_ADMIN_EMAIL = "admin@placar.local";
/** docs/product.md#timings-and-limits: a plan expires 30 days after the purchase unless told otherwise. */
export const PLAN_DAYS = 30;

const FIELD_MESSAGES: Record<AdminUserField, string> = {
  name: "Informe o nome.",
  cpf: REGISTER_CPF,
  email: REGISTER_EMAIL,
  phone: REGISTER_PHONE,
};

/** The API's view of a user: never the password hash or the token version. */
export function publicUser(u: UserRow) {
  return {
    id: u.id,
    email: u.email,
    username: u.email,
    name: u.name,
    phone: u.phone,
    cpf: u.cpf,
    birthdate: u.birthdate,
    active: u.active,
    admin: u.admin,
    roles: u.roles,
    plan:
      u.planProductId === null && u.planCreatedAt === null && !u.planActive
        ? null
        : {
            product_id: u.planProductId,
            active: u.planActive,
            createdAt: u.planCreatedAt?.toISOString() ?? null,
            expires: u.planExpires?.toISOString() ?? null,
          },
    created_at: u.createdAt.toISOString(),
    updated_at: u.updatedAt.toISOString(),
  };
}

function planColumns(plan: PlanInputValue | undefined, now: Date): Partial<typeof users.$inferInsert> {
  if (plan === undefined) return {};
  if (plan === null) return { planProductId: null, planActive: false, planCreatedAt: null, planExpires: null };
  const createdAt = plan.createdAt ? new Date(plan.createdAt) : now;
  const expires = plan.expires ? new Date(plan.expires) : new Date(createdAt.getTime() + PLAN_DAYS * 86_400_000);
  return { planProductId: plan.product_id, planActive: plan.active, planCreatedAt: createdAt, planExpires: expires };
}

function formError(invalid: AdminUserField[]): HttpError {
  return new HttpError(
    400,
    "validation_error",
    ADMIN_FORM_INVALID,
    Object.fromEntries(invalid.map((f) => [f, [FIELD_MESSAGES[f]]])),
  );
}

/** LIKE pattern matching `text` anywhere, with the wildcard characters taken literally. */
function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, "\\$&")}%`;
}

/** The admin's user manager (docs/product.md#user-manager); callers have already checked that the actor is an admin. */
export class UserAdminService {
  constructor(private readonly deps: { db: () => Db; clock: Clock; accounts: AccountService }) {}

  private get db(): Db {
    return this.deps.db();
  }

  async list(q: { search?: string | undefined; page: number; page_size: number; ordering?: UserOrdering }) {
    const text = q.search?.trim() ?? "";
    let where: SQL | undefined;
    if (text) {
      const digits = onlyDigits(text);
      where = or(
        ilike(users.name, contains(text)),
        ilike(users.email, contains(text)),
        ilike(users.cpf, contains(text)),
        ...(digits.length >= 3 ? [ilike(users.cpf, contains(digits))] : []),
      );
    }
    const [total] = await this.db.select({ n: count() }).from(users).where(where);
    const rows = await this.db
      .select()
      .from(users)
      .where(where)
      .orderBy(...orderOf(q.ordering ?? "email"))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size);
    const n = Number(total?.n ?? 0);
    return { results: rows.map(publicUser), count: n, total_pages: Math.ceil(n / q.page_size) };
  }

  async create(input: {
    name: string;
    cpf: string;
    email: string;
    phone: string;
    password?: string | undefined;
    roles: string[];
    admin: boolean;
    active: boolean;
    plan?: PlanInputValue | undefined;
  }): Promise<UserRow> {
    const invalid = validateAdminUser(input);
    if (invalid.length > 0) throw formError(invalid);
    const email = normalizeEmail(input.email);
    // docs/product.md#user-manager: the initial password is the e-mail when the admin leaves it empty.
    const password = input.password ? input.password : email;
    if (input.password) {
      const length = [...input.password].length;
      if (length < MIN_PASSWORD_LENGTH)
        throw new HttpError(400, "validation_error", REGISTER_PASSWORD_SHORT, { password: [REGISTER_PASSWORD_SHORT] });
      if (length > MAX_PASSWORD_LENGTH)
        throw new HttpError(400, "validation_error", REGISTER_PASSWORD_LONG, { password: [REGISTER_PASSWORD_LONG] });
    }
    const now = this.deps.clock.now();
    return this.deps.accounts.insertUser({
      email,
      name: input.name.trim(),
      cpf: onlyDigits(input.cpf),
      phone: onlyDigits(input.phone),
      roles: uniqueRoles(input.roles),
      admin: input.admin,
      active: input.active,
      ...planColumns(input.plan, now),
      passwordHash: await hashPassword(password),
      createdAt: now,
      updatedAt: now,
    });
  }

  async update(
    actor: UserRow,
    id: number,
    input: {
      id?: number | undefined;
      email?: string | undefined;
      username?: string | undefined;
      cpf?: string | undefined;
      name: string;
      phone: string;
      roles?: string[] | undefined;
      admin?: boolean | undefined;
      active?: boolean | undefined;
      plan?: PlanInputValue | undefined;
    },
  ): Promise<UserRow> {
    if (input.id !== undefined && input.id !== id) {
      throw new HttpError(400, "validation_error", "O id do corpo não confere com o do endereço.", {
        id: ["Diferente do id do endereço"],
      });
    }
    const current = await this.deps.accounts.findById(id);
    if (!current) throw new HttpError(404, "not_found", USER_NOT_FOUND);
    for (const field of ["email", "username"] as const) {
      const value = input[field];
      if (value !== undefined && normalizeEmail(value) !== current.email) {
        throw new HttpError(400, "immutable_field", EMAIL_IMMUTABLE, { [field]: [EMAIL_IMMUTABLE] });
      }
    }
    if (input.cpf !== undefined && onlyDigits(input.cpf) !== (current.cpf ?? "")) {
      throw new HttpError(400, "immutable_field", CPF_IMMUTABLE, { cpf: [CPF_IMMUTABLE] });
    }
    // docs/product.md#user-manager (Editar usuário): e-mail and CPF are read-only, so only the name and the phone are
    // checked.
    const invalid: AdminUserField[] = [];
    if (input.name.trim() === "") invalid.push("name");
    if (!isValidPhone(input.phone)) invalid.push("phone");
    if (invalid.length > 0) throw formError(invalid);
    const active = input.active ?? current.active;
    const admin = input.admin ?? current.admin;
    if (actor.id === id && (!active || !admin)) throw new HttpError(409, "self_lockout", SELF_LOCKOUT);

    const now = this.deps.clock.now();
    const deactivated = current.active && !active;
    const [row] = await this.db
      .update(users)
      .set({
        name: input.name.trim(),
        phone: onlyDigits(input.phone),
        roles: input.roles ? uniqueRoles(input.roles) : current.roles,
        admin,
        active,
        ...planColumns(input.plan, now),
        // Deactivation ends every session of the account at once.
        ...(deactivated ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
        updatedAt: now,
      })
      .where(eq(users.id, id))
      .returning();
    if (!row) throw new HttpError(404, "not_found", USER_NOT_FOUND);
    return row;
  }

  /** Deletes an account (its sessions die with it: no row, no valid token); reset links go by cascade. */
  async remove(actor: UserRow, id: number): Promise<void> {
    if (actor.id === id) throw new HttpError(409, "self_delete", SELF_DELETE);
    const deleted = await this.db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
    if (deleted.length === 0) throw new HttpError(404, "not_found", USER_NOT_FOUND);
  }
}

function uniqueRoles(roles: string[]): string[] {
  return [...new Set(roles.map((r) => r.trim()).filter(Boolean))];
}

/**
 * First start (docs/product.md, accounts): with no admin at all, creates admin@placar.local with a random password and
 * prints it once. Returns the password when an account was created or repaired, else null.
 */
export async function ensureFirstAdmin(db: Db, log: FastifyBaseLogger, clock: Clock): Promise<string | null> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.admin, true), eq(users.active, true)))
    .limit(1);
  if (existing) return null;
  const password = randomBytes(12).toString("base64url");
  const passwordHash = await hashPassword(password);
  const now = clock.now();
  try {
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, FIRST_ADMIN_EMAIL)).limit(1);
    if (taken) {
      await db
        .update(users)
        .set({ admin: true, active: true, passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
        .where(eq(users.id, taken.id));
    } else {
      await db.insert(users).values({
        email: FIRST_ADMIN_EMAIL,
        name: "Administrador",
        admin: true,
        roles: ["admin"],
        passwordHash,
        createdAt: now,
        updatedAt: now,
      });
    }
  } catch (err) {
    // Another instance starting at the same moment created it first: that one prints the password.
    if (isUniqueViolation(err)) return null;
    throw err;
  }
  log.warn(
    { email: FIRST_ADMIN_EMAIL },
    `Nenhum administrador encontrado: criado ${FIRST_ADMIN_EMAIL} com a senha ${password} — entre e troque-a agora (ela não será mostrada de novo).`,
  );
  return password;
}

/** ORDER BY for an ordering parameter; the e-mail (unique) breaks ties so that pages never overlap. */
function orderOf(ordering: UserOrdering): SQL[] {
  const descending = ordering.startsWith("-");
  const column = users[ordering.replace(/^-/, "") as (typeof USER_SORT_COLUMNS)[number]];
  const primary = descending ? desc(column) : asc(column);
  return column === users.email ? [primary] : [primary, asc(users.email)];
}
