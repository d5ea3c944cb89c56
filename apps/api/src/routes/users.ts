import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { publicUser } from "../services/users.ts";
import {
  CreateUserBodySchema,
  UpdateUserBodySchema,
  UserIdParamsSchema,
  UserSchema,
  UsersPageSchema,
  UsersQuerySchema,
} from "../schemas/accounts.ts";
import { errorResponses } from "../schemas/common.ts";

const BEARER = [{ bearerAuth: [] }];

/**
 * The user manager's calls, with the original paths and trailing slashes (docs/product.md#api-contract); admins only.
 */
const users: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/users",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["users"],
        operationId: "listUsers",
        summary: "Lista usuários (busca por nome, e-mail ou CPF), ordenados por e-mail",
        security: BEARER,
        querystring: UsersQuerySchema,
        response: { 200: UsersPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => app.ctx.users.list(req.query),
  );

  app.post(
    "/api/users/",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["users"],
        operationId: "createUser",
        summary: "Cria um usuário (sem senha, a senha inicial é o e-mail)",
        security: BEARER,
        body: CreateUserBodySchema,
        response: { 201: UserSchema, ...errorResponses(400, 401, 403, 409, 415) },
      },
    },
    async (req, reply) => reply.code(201).send(publicUser(await app.ctx.users.create(req.body))),
  );

  app.put(
    "/api/users/:id",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["users"],
        operationId: "updateUser",
        summary: "Edita um usuário (e-mail e CPF não mudam); desativar encerra as sessões dele",
        security: BEARER,
        params: UserIdParamsSchema,
        body: UpdateUserBodySchema,
        response: { 200: UserSchema, ...errorResponses(400, 401, 403, 404, 409, 415) },
      },
    },
    async (req) => publicUser(await app.ctx.users.update(req.user!, req.params.id, req.body)),
  );

  app.delete(
    "/api/users/:id/",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["users"],
        operationId: "deleteUser",
        summary: "Exclui um usuário (não a própria conta)",
        security: BEARER,
        params: UserIdParamsSchema,
        response: { 204: z.null().describe("Excluído"), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req, reply) => {
      await app.ctx.users.remove(req.user!, req.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default users;
