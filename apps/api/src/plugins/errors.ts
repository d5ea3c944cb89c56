import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";

/** Portuguese text for the client errors Fastify itself raises before a handler runs. */
const FRAMEWORK_MESSAGES: Record<number, string> = {
  400: "Requisição inválida.",
  401: "Autenticação necessária.",
  403: "Acesso negado.",
  404: "Recurso não encontrado.",
  405: "Método não permitido.",
  406: "Formato de resposta não suportado.",
  413: "O conteúdo enviado é grande demais.",
  415: "Tipo de conteúdo não suportado.",
  429: "Muitas requisições. Tente novamente em instantes.",
};

const CODES: Record<number, string> = {
  400: "invalid_request",
  401: "unauthenticated",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  406: "not_acceptable",
  409: "conflict",
  413: "payload_too_large",
  415: "unsupported_media_type",
  429: "rate_limited",
};

/** Thrown by handlers to answer with the error shape; `detail` must be Portuguese and ready to show. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly detail: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(detail);
  }
}

/** One error shape on every route: `{ detail, code, fields? }` (DESIGN.md "HTTP contract"). */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).send({ detail: err.detail, code: err.code, ...(err.fields ? { fields: err.fields } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string[]> = {};
      for (const issue of err.validation) {
        const name = issue.instancePath.replace(/^\//, "").replace(/\//g, ".") || (issue.params as { issue?: { path?: unknown[] } }).issue?.path?.join(".") || "_";
        (fields[name] ??= []).push(issue.message ?? "Valor inválido");
      }
      const first = Object.entries(fields)[0];
      const detail = first ? `Parâmetro inválido: ${first[0]} — ${first[1][0]}` : "Requisição inválida.";
      return reply.code(400).send({ detail, code: "invalid_request", fields });
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err, issues: err.cause.issues }, "response did not match its schema");
      return reply.code(500).send({ detail: "Erro interno do servidor.", code: "internal_error" });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = CODES[status] ?? "client_error";
      return reply.code(status).send({ detail: FRAMEWORK_MESSAGES[status] ?? "Requisição inválida.", code });
    }
    req.log.error({ err }, "unhandled error");
    return reply.code(500).send({ detail: "Erro interno do servidor.", code: "internal_error" });
  });
}

export function notFoundBody() {
  return { detail: FRAMEWORK_MESSAGES[404]!, code: "not_found" };
}
