import { normalizeIP } from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { MAX_PASSWORD_LENGTH, validateResetPassword } from "@placar/core/register";
import { SESSION_INVALID, tooManyAttempts } from "../services/accounts.ts";
import { createCounterStore, identifierKey, type CounterStore, type LimitRule } from "../services/limits.ts";
import { HttpError } from "../http-error.ts";
import { bearerToken } from "../plugins/auth.ts";
import {
  ChangePasswordBodySchema,
  ChangePasswordResultSchema,
  DeleteAccountBodySchema,
  DetailSchema,
  LoginBodySchema,
  LoginResultSchema,
  PersonalDataExportSchema,
  RegisterBodySchema,
  RegisteredSchema,
  ResetConfirmBodySchema,
  ResetRequestBodySchema,
  VerifyTokenBodySchema,
  VerifyTokenResultSchema,
} from "../schemas/accounts.ts";
import { errorResponses } from "../schemas/common.ts";
import { ACCOUNT_DELETED } from "../services/personal-data.ts";

/**
 * Abuse limits of the account routes, answered with 429 and Retry-After. Per IP, every request counts. Per account
 * or e-mail, only attempts that reach a secret count (a password the rules refuse before any check is a typo, not
 * a guess), counted before the check so that parallel guesses cannot slip under the limit, and cleared by a
 * success. Login failures per account and recovery requests per e-mail are counted in AccountService.
 */
export const LIMITS = {
  /** Per IP. */
  login: { max: 10, windowMs: 60_000 },
  /**
   * Accounts created per address. Only successes count: a form the rules refuse (400) or a taken e-mail or CPF (409)
   * costs no more than a page view, and a person who mistypes must never be locked out. Brazilian mobile carriers put
   * thousands of people behind one address, so the limit stops a script, not a carrier.
   */
  register: { max: 50, windowMs: 60 * 60_000 },
  recovery: { max: 5, windowMs: 60 * 60_000 },
  resetConfirm: { max: 10, windowMs: 15 * 60_000 },
  changePassword: { max: 10, windowMs: 15 * 60_000 },
  /** Links tried for one e-mail. The link is 256 random bits, so this bounds the hashing work aimed at one account. */
  resetConfirmPerEmail: { max: 5, windowMs: 60 * 60_000 },
  /** Current passwords tried for one signed-in account (a stolen session must not become a password oracle). */
  changePasswordPerAccount: { max: 5, windowMs: 15 * 60_000 },
} as const satisfies Record<string, LimitRule>;

type IpLimit = "login" | "recovery" | "resetConfirm" | "changePassword";

const BEARER = [{ bearerAuth: [] }];

/** Whether a new password passes the rules checked before any secret (so that the attempt counts as a guess). */
function reachesSecret(password: string, repeat: string): boolean {
  return validateResetPassword(password, repeat) === null && [...password].length <= MAX_PASSWORD_LENGTH;
}

/** Counts one attempt on `key` and refuses it with 429 beyond the rule's maximum. */
async function count(counters: CounterStore, key: string, rule: LimitRule): Promise<void> {
  const hit = await counters.hit(key, rule.windowMs);
  if (hit.count > rule.max) throw tooManyAttempts(hit.ttlMs);
}

const auth: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.ctx;
  const { counters, close } = createCounterStore({
    redisUrl: config.redisUrl,
    prefix: `${config.redisKeyPrefix}limits:`,
    log: app.log,
    name: "acesso",
    timeoutMs: config.redisTimeoutMs,
  });
  app.addHook("onClose", close);

  /**
   * onRequest, before the body is even read. The key is `req.ip`, which honours X-Forwarded-For only from
   * TRUSTED_PROXIES, so a forged header changes nothing; IPv6 clients count by their /64.
   */
  const registerKey = (req: FastifyRequest) => `ip:register-made:${normalizeIP(req.ip)}`;
  const perIp = (name: IpLimit) => async (req: FastifyRequest) =>
    count(counters, `ip:${name}:${normalizeIP(req.ip)}`, LIMITS[name]);

  app.post(
    "/api/auth/register/",
    {
      onRequest: async (req) => {
        const made = await counters.peek(registerKey(req));
        if (made.count >= LIMITS.register.max) throw tooManyAttempts(made.ttlMs);
      },
      schema: {
        tags: ["auth"],
        operationId: "register",
        summary: "Cria uma conta (depois o site faz o login)",
        body: RegisterBodySchema,
        response: { 201: RegisteredSchema, ...errorResponses(400, 409, 415, 429) },
      },
    },
    async (req, reply) => {
      const user = await app.ctx.accounts.register(req.body);
      await counters.hit(registerKey(req), LIMITS.register.windowMs);
      return reply.code(201).send({ id: user.id, email: user.email, name: user.name });
    },
  );

  app.post(
    "/api/auth/login/",
    {
      onRequest: perIp("login"),
      schema: {
        tags: ["auth"],
        operationId: "login",
        summary: "Entra com e-mail e senha; devolve o token de acesso",
        body: LoginBodySchema,
        response: { 200: LoginResultSchema, ...errorResponses(400, 401, 403, 415, 429) },
      },
    },
    async (req) => {
      const { access, user } = await app.ctx.accounts.login(req.body.username, req.body.password, normalizeIP(req.ip));
      return { access, user: { id: user.id, name: user.name, email: user.email, admin: user.admin } };
    },
  );

  app.post(
    "/api/auth/login/verifyToken/",
    {
      schema: {
        tags: ["auth"],
        operationId: "verifyToken",
        summary: "Confere se um token de acesso ainda vale",
        body: VerifyTokenBodySchema,
        response: { 200: VerifyTokenResultSchema, ...errorResponses(400, 401, 415) },
      },
    },
    async (req) => {
      if (!(await app.ctx.accounts.userForToken(req.body.token)))
        throw new HttpError(401, "invalid_token", SESSION_INVALID);
      return { valid: true as const };
    },
  );

  app.post(
    "/api/auth/reset_password/",
    {
      onRequest: perIp("recovery"),
      schema: {
        tags: ["auth"],
        operationId: "requestPasswordReset",
        summary: "Envia o link de recuperação de senha (a resposta é a mesma para qualquer e-mail)",
        body: ResetRequestBodySchema,
        response: { 200: DetailSchema, ...errorResponses(400, 415, 429) },
      },
    },
    async (req, reply) => {
      // The link is written and mailed once this answer has gone out (same timing for known and unknown e-mails).
      const answered = new Promise<void>((resolve) => {
        reply.raw.once("finish", resolve);
        reply.raw.once("close", resolve);
      });
      return { detail: await app.ctx.accounts.requestReset(req.body.email, answered) };
    },
  );

  app.post(
    "/api/auth/reset_password/confirm/",
    {
      onRequest: perIp("resetConfirm"),
      schema: {
        tags: ["auth"],
        operationId: "confirmPasswordReset",
        summary: "Define a nova senha com o link recebido por e-mail",
        body: ResetConfirmBodySchema,
        response: { 200: DetailSchema, ...errorResponses(400, 415, 429) },
      },
    },
    async (req) => {
      const key = identifierKey("reset-confirm", req.body.email);
      if (reachesSecret(req.body.new_password, req.body.new_password2))
        await count(counters, key, LIMITS.resetConfirmPerEmail);
      const detail = await app.ctx.accounts.confirmReset(req.body);
      await counters.reset(key);
      return { detail };
    },
  );

  app.put(
    "/api/auth/change_password/",
    {
      onRequest: [perIp("changePassword"), app.authenticate],
      schema: {
        tags: ["auth"],
        operationId: "changePassword",
        summary: "Troca a senha de quem está logado; as outras sessões são encerradas",
        security: BEARER,
        body: ChangePasswordBodySchema,
        response: { 200: ChangePasswordResultSchema, ...errorResponses(400, 401, 415, 429) },
      },
    },
    async (req) => {
      const user = req.user!;
      const key = `change-password:${user.id}`;
      if (reachesSecret(req.body.new_password, req.body.confirm_new_password))
        await count(counters, key, LIMITS.changePasswordPerAccount);
      const result = await app.ctx.accounts.changePassword(user, req.body);
      await counters.reset(key);
      return result;
    },
  );

  app.get(
    "/api/auth/me/export/",
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ["auth"],
        operationId: "exportMyData",
        summary: "Todos os dados pessoais guardados sobre quem está logado, em JSON (LGPD, art. 18)",
        security: BEARER,
        response: { 200: PersonalDataExportSchema, ...errorResponses(401) },
      },
    },
    async (req, reply) => {
      const data = await app.ctx.personalData.export(req.user!);
      reply.header(
        "content-disposition",
        `attachment; filename="placar-meus-dados-${data.exportedAt.slice(0, 10)}.json"`,
      );
      return data;
    },
  );

  app.post(
    "/api/auth/logout/",
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ["auth"],
        operationId: "logout",
        summary: "Sair: o token enviado deixa de valer em todas as instâncias, até expirar",
        security: BEARER,
        response: { 204: z.null().describe("Sessão encerrada"), ...errorResponses(401) },
      },
    },
    async (req, reply) => {
      await app.ctx.accounts.logout(bearerToken(req)!);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/api/auth/logout-all/",
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ["auth"],
        operationId: "logoutEverywhere",
        summary: "Sair de todos os dispositivos: todos os tokens de quem está logado deixam de valer",
        security: BEARER,
        response: { 204: z.null().describe("Todas as sessões encerradas"), ...errorResponses(401) },
      },
    },
    async (req, reply) => {
      await app.ctx.accounts.logoutEverywhere(req.user!.id);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    "/api/auth/me/",
    {
      onRequest: [perIp("changePassword"), app.authenticate],
      schema: {
        tags: ["auth"],
        operationId: "deleteMyAccount",
        summary:
          "Exclui a conta de quem está logado, com a senha; as sessões acabam e o e-mail e o CPF ficam livres (LGPD)",
        security: BEARER,
        body: DeleteAccountBodySchema,
        response: { 200: DetailSchema, ...errorResponses(400, 401, 409, 415, 429) },
      },
    },
    async (req) => {
      const user = req.user!;
      // The same bound as the password change: a stolen session must not become a password oracle.
      const key = `change-password:${user.id}`;
      await count(counters, key, LIMITS.changePasswordPerAccount);
      await app.ctx.personalData.deleteOwnAccount(user, req.body.password);
      await counters.reset(key);
      return { detail: ACCOUNT_DELETED };
    },
  );
};

export default auth;
