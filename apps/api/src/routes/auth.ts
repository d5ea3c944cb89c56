import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { SESSION_INVALID } from "../services/accounts.ts";
import { HttpError } from "../plugins/errors.ts";
import {
  ChangePasswordBodySchema,
  ChangePasswordResultSchema,
  DetailSchema,
  LoginBodySchema,
  LoginResultSchema,
  RegisterBodySchema,
  RegisteredSchema,
  ResetConfirmBodySchema,
  ResetRequestBodySchema,
  VerifyTokenBodySchema,
  VerifyTokenResultSchema,
} from "../schemas/accounts.ts";
import { errorResponses } from "../schemas/common.ts";

/** Per-IP limits (spec's abuse limits; the per-account and per-e-mail ones live in AccountService). */
export const LIMITS = {
  login: { max: 10, timeWindow: 60_000 },
  register: { max: 5, timeWindow: 60 * 60_000 },
  recovery: { max: 5, timeWindow: 60 * 60_000 },
} as const;

const BEARER = [{ bearerAuth: [] }];

const auth: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/auth/register/",
    {
      config: { rateLimit: LIMITS.register },
      schema: {
        tags: ["auth"],
        operationId: "register",
        summary: "Cria uma conta (depois o site faz o login)",
        body: RegisterBodySchema,
        response: { 201: RegisteredSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (req, reply) => {
      const user = await app.ctx.accounts.register(req.body);
      return reply.code(201).send({ id: user.id, email: user.email, name: user.name });
    },
  );

  app.post(
    "/api/auth/login/",
    {
      config: { rateLimit: LIMITS.login },
      schema: {
        tags: ["auth"],
        operationId: "login",
        summary: "Entra com e-mail e senha; devolve o token de acesso",
        body: LoginBodySchema,
        response: { 200: LoginResultSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (req) => {
      const { access, user } = await app.ctx.accounts.login(req.body.username, req.body.password);
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
        response: { 200: VerifyTokenResultSchema, ...errorResponses(400, 401) },
      },
    },
    async (req) => {
      if (!(await app.ctx.accounts.userForToken(req.body.token))) throw new HttpError(401, "invalid_token", SESSION_INVALID);
      return { valid: true as const };
    },
  );

  app.post(
    "/api/auth/reset_password/",
    {
      config: { rateLimit: LIMITS.recovery },
      schema: {
        tags: ["auth"],
        operationId: "requestPasswordReset",
        summary: "Envia o link de recuperação de senha (a resposta é a mesma para qualquer e-mail)",
        body: ResetRequestBodySchema,
        response: { 200: DetailSchema, ...errorResponses(400, 429) },
      },
    },
    async (req) => ({ detail: await app.ctx.accounts.requestReset(req.body.email) }),
  );

  app.post(
    "/api/auth/reset_password/confirm/",
    {
      schema: {
        tags: ["auth"],
        operationId: "confirmPasswordReset",
        summary: "Define a nova senha com o link recebido por e-mail",
        body: ResetConfirmBodySchema,
        response: { 200: DetailSchema, ...errorResponses(400) },
      },
    },
    async (req) => ({ detail: await app.ctx.accounts.confirmReset(req.body) }),
  );

  app.put(
    "/api/auth/change_password/",
    {
      preHandler: app.authenticate,
      schema: {
        tags: ["auth"],
        operationId: "changePassword",
        summary: "Troca a senha de quem está logado; as outras sessões são encerradas",
        security: BEARER,
        body: ChangePasswordBodySchema,
        response: { 200: ChangePasswordResultSchema, ...errorResponses(400, 401) },
      },
    },
    async (req) => app.ctx.accounts.changePassword(req.user!, req.body),
  );
};

export default auth;
