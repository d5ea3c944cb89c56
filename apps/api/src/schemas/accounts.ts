import { idParam } from "./common.ts";
import { z } from "zod";

/** Bounds on free text so no request can store or hash megabytes (the forms' own limits are far below these). */
const Text = (max: number) => z.string().max(max, `Use no máximo ${max} caracteres`);
/** Passwords are bounded by the core rules (8..128) in the handlers; this only caps the work of a hostile body. */
const Password = z.string().max(1024, "Use no máximo 1024 caracteres");

export const PlanSchema = z
  .object({
    product_id: z.string().nullable(),
    active: z.boolean(),
    createdAt: z.string().nullable().describe("Compra do plano (ISO-8601)"),
    expires: z.string().nullable().describe("Validade (ISO-8601); por padrão 30 dias após a compra"),
  })
  .meta({ id: "Plan" });

/** A user as the API shows it (never the password hash). `username` is always the e-mail. */
export const UserSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    username: z.string().describe("Igual ao e-mail"),
    name: z.string(),
    phone: z.string().describe("Só dígitos"),
    cpf: z.string().nullable().describe("Só dígitos (nulo só no administrador inicial)"),
    birthdate: z.string().nullable().describe("AAAA-MM-DD"),
    active: z.boolean(),
    admin: z.boolean(),
    roles: z.array(z.string()),
    plan: PlanSchema.nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "User" });

export const DetailSchema = z.object({ detail: z.string() }).meta({ id: "Detail" });

export const RegisterBodySchema = z
  .object({
    name: Text(150),
    cpf: Text(14),
    email: Text(254),
    password: Password,
    password2: Password,
    phone: Text(16),
    birthdate: Text(10).describe("AAAA-MM-DD"),
    username: Text(254).optional().describe("Ignorado: o nome de usuário é sempre o e-mail"),
  })
  .meta({ id: "RegisterBody" });

export const RegisteredSchema = z
  .object({ id: z.number().int(), email: z.string(), name: z.string() })
  .meta({ id: "Registered" });

export const LoginBodySchema = z
  .object({ username: Text(254).describe("O e-mail"), password: Password })
  .meta({ id: "LoginBody" });

export const SessionUserSchema = z
  .object({ id: z.number().int(), name: z.string(), email: z.string(), admin: z.boolean() })
  .meta({ id: "SessionUser" });

export const LoginResultSchema = z
  .object({ access: z.string().describe("JWT (Bearer), válido por 12 h"), user: SessionUserSchema })
  .meta({ id: "LoginResult" });

export const VerifyTokenBodySchema = z.object({ token: z.string().max(4096) }).meta({ id: "VerifyTokenBody" });
export const VerifyTokenResultSchema = z.object({ valid: z.literal(true) }).meta({ id: "VerifyTokenResult" });

export const ResetRequestBodySchema = z.object({ email: Text(254) }).meta({ id: "ResetPasswordBody" });

export const ResetConfirmBodySchema = z
  .object({ new_password: Password, new_password2: Password, email: Text(254), token: Text(200) })
  .meta({ id: "ResetPasswordConfirmBody" });

export const ChangePasswordBodySchema = z
  .object({ old_password: Password, new_password: Password, confirm_new_password: Password })
  .meta({ id: "ChangePasswordBody" });

export const DeleteAccountBodySchema = z
  .object({ password: Password.describe("A senha atual, para confirmar a exclusão") })
  .meta({ id: "DeleteAccountBody" });

export const PersonalDataExportSchema = z
  .object({
    exportedAt: z.string(),
    about: z.string(),
    account: z.object({
      id: z.number().int(),
      name: z.string(),
      email: z.string(),
      cpf: z.string().nullable(),
      phone: z.string(),
      birthdate: z.string().nullable(),
      admin: z.boolean(),
      active: z.boolean(),
      roles: z.array(z.string()),
      plan: z.object({
        productId: z.string().nullable(),
        active: z.boolean(),
        createdAt: z.string().nullable(),
        expires: z.string().nullable(),
      }),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
    passwordRecoveryLinks: z.array(
      z.object({ createdAt: z.string(), expiresAt: z.string(), usedAt: z.string().nullable() }),
    ),
    favorites: z
      .array(
        z.object({
          kind: z.enum(["team", "league"]),
          id: z.number().int(),
          name: z.string().nullable(),
          since: z.string(),
        }),
      )
      .describe("Times e campeonatos seguidos"),
    alerts: z
      .object({
        emails: z.boolean(),
        kickoff: z.boolean(),
        price: z.array(
          z.object({
            game: z.number().int(),
            house: z.string(),
            outcome: z.string(),
            target: z.number(),
            createdAt: z.string(),
            firedAt: z.string().nullable(),
          }),
        ),
      })
      .describe("Preferências e alertas de preço"),
    notifications: z
      .array(
        z.object({
          kind: z.string(),
          title: z.string(),
          body: z.string(),
          link: z.string(),
          createdAt: z.string(),
          readAt: z.string().nullable(),
        }),
      )
      .describe("Notificações deixadas pelos alertas"),
    inYourBrowser: z.string(),
  })
  .meta({ id: "PersonalDataExport" });

export const ChangePasswordResultSchema = z
  .object({ detail: z.string(), access: z.string().describe("Novo token: as outras sessões deixam de valer") })
  .meta({ id: "ChangePasswordResult" });

const Roles = z.array(Text(50)).max(20, "No máximo 20 papéis");

const PlanInput = z
  .object({
    product_id: Text(100).nullable(),
    active: z.boolean(),
    createdAt: z.iso.datetime({ offset: true }).optional().describe("Padrão: agora"),
    expires: z.iso.datetime({ offset: true }).optional().describe("Padrão: 30 dias após createdAt"),
  })
  .nullable();

/** Columns the user manager may sort by; a leading '-' sorts descending. */
export const USER_SORT_COLUMNS = ["name", "email", "cpf", "phone", "admin", "active"] as const;
export const USER_ORDERINGS = [...USER_SORT_COLUMNS, ...USER_SORT_COLUMNS.map((c) => `-${c}` as const)] as const;
export type UserOrdering = (typeof USER_ORDERINGS)[number];

export const UsersQuerySchema = z.object({
  search: Text(100).optional().describe("Parte do nome, e-mail ou CPF"),
  page: z.coerce.number().int("Informe um número inteiro").min(1).max(1_000_000).default(1),
  page_size: z.coerce
    .number()
    .pipe(z.union([z.literal(10), z.literal(25), z.literal(50), z.literal(100)], { error: "Use 10, 25, 50 ou 100" }))
    .default(10),
  ordering: z
    .enum(USER_ORDERINGS, { error: "Ordene por name, email, cpf, phone, admin ou active (com - para decrescente)" })
    .default("email")
    .describe("Coluna da ordenação; '-' na frente para decrescente (padrão: email crescente)"),
});

export const UsersPageSchema = z
  .object({ results: z.array(UserSchema), count: z.number().int(), total_pages: z.number().int() })
  .meta({ id: "UsersPage" });

export const CreateUserBodySchema = z
  .object({
    name: Text(150),
    cpf: Text(14),
    email: Text(254),
    phone: Text(16),
    password: Password.optional().describe("Vazio: a senha inicial é o e-mail"),
    roles: Roles.default([]),
    admin: z.boolean().default(false),
    active: z.boolean().default(true),
    plan: PlanInput.optional(),
  })
  .meta({ id: "CreateUserBody" });

export const UpdateUserBodySchema = z
  .object({
    id: z.number().int().optional(),
    email: Text(254).optional().describe("Não pode mudar"),
    username: Text(254).optional().describe("Não pode mudar (é o e-mail)"),
    cpf: Text(14).optional().describe("Não pode mudar"),
    name: Text(150),
    phone: Text(16),
    roles: Roles.optional(),
    admin: z.boolean().optional(),
    active: z.boolean().optional(),
    plan: PlanInput.optional(),
  })
  .meta({ id: "UpdateUserBody" });

export const UserIdParamsSchema = z.object({ id: idParam() });

export type PlanInputValue = z.infer<typeof PlanInput>;
