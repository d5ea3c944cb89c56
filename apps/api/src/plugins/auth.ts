import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import {
  RATE_LIMITED,
  SESSION_INVALID,
  TooManyAttemptsError,
  type AccountService,
  type UserRow,
} from "../services/accounts.ts";
import { HttpError } from "../http-error.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, set by `app.authenticate` / `app.requireAdmin`; null on public routes. */
    user: UserRow | null;
  }
  interface FastifyInstance {
    /** preHandler: a valid `Authorization: Bearer` token of an active user whose token version still matches → `req.user`; else 401. */
    authenticate(req: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** preHandler: `authenticate`, then 403 unless the user is an admin. */
    requireAdmin(req: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

export const AUTH_REQUIRED = "Autenticação necessária. Entre na sua conta.";
export const ADMIN_REQUIRED = "Acesso restrito a administradores.";

/** The bearer token of a request, or null. */
export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  const m = typeof header === "string" ? /^Bearer[ \t]+([A-Za-z0-9._~+/-]+=*)[ \t]*$/i.exec(header) : null;
  return m ? m[1]! : null;
}

/** Sessions on the server: decorates `req.user`, `app.authenticate` and `app.requireAdmin` on the root instance. */
export function registerAuth(app: FastifyInstance, accounts: () => AccountService): void {
  app.decorateRequest("user", null);

  const authenticate = async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const token = bearerToken(req);
    if (!token) {
      reply.header("www-authenticate", 'Bearer realm="placar"');
      throw new HttpError(401, "unauthenticated", AUTH_REQUIRED);
    }
    const user = await accounts().userForToken(token);
    if (!user) {
      reply.header("www-authenticate", 'Bearer realm="placar", error="invalid_token"');
      throw new HttpError(401, "invalid_token", SESSION_INVALID);
    }
    req.user = user;
  };
  app.decorate("authenticate", authenticate);
  app.decorate("requireAdmin", async (req: FastifyRequest, reply: FastifyReply) => {
    await authenticate(req, reply);
    if (!req.user?.admin) throw new HttpError(403, "forbidden", ADMIN_REQUIRED);
  });

  // Our own counters (failures per account, requests per e-mail) answer 429 like the plugin does: with Retry-After.
  app.addHook("onError", async (_req, reply, err) => {
    if (err instanceof TooManyAttemptsError) reply.header("retry-after", String(err.retryAfterSeconds));
  });
}

/**
 * Per-IP limits (@fastify/rate-limit, opted into per route with `config.rateLimit`). The key is `req.ip`, which
 * honours X-Forwarded-For only from TRUSTED_PROXIES (Fastify's trustProxy), so a forged header changes nothing.
 * With Redis the counters are shared by every instance.
 */
export async function registerRateLimits(app: FastifyInstance, redis: Redis | null, prefix: string): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${prefix}rl:` } : {}),
    errorResponseBuilder: (_req, context) => new HttpError(context.statusCode, "rate_limited", RATE_LIMITED),
  });
}
