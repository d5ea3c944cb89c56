import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { HttpError, NUL_REFUSED } from "../http-error.ts";
import { isDatabaseUnavailable } from "../db/unavailable.ts";

/** Portuguese text for the client errors Fastify itself raises before a handler runs. */
const FRAMEWORK_MESSAGES: Record<number, string> = {
  400: "Requisição inválida.",
  401: "Autenticação necessária.",
  403: "Acesso negado.",
  404: "Recurso não encontrado.",
  405: "Método não permitido.",
  406: "Formato de resposta não suportado.",
  413: "O conteúdo enviado é grande demais.",
  414: "O endereço pedido é longo demais.",
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
  414: "uri_too_long",
  415: "unsupported_media_type",
  429: "rate_limited",
};

/** The answer while the database cannot be reached or does not answer in time (a cut, a stall, a restart). */
export const DATABASE_UNAVAILABLE = "O serviço está temporariamente indisponível. Tente novamente em alguns segundos.";
/** Seconds a client is asked to wait before trying again after a 503. */
export const UNAVAILABLE_RETRY_SECONDS = 5;

export { NUL_REFUSED };

/** Whether a parsed body, query or params value holds a NUL character anywhere (PostgreSQL refuses it in text). */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 8 || value === null || typeof value !== "object") return false;
  if (Buffer.isBuffer(value)) return false;
  for (const v of Array.isArray(value) ? value : Object.values(value)) if (holdsNul(v, depth + 1)) return true;
  return false;
}

/**
 * Answers the HTTP parser's own refusals (headers too large, a malformed request line) in the error shape, on the
 * socket, since no route runs for them.
 */
export function clientErrorHandler(
  err: NodeJS.ErrnoException & { code?: string },
  socket: import("node:net").Socket,
): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const [status, detail, code] =
    err.code === "HPE_HEADER_OVERFLOW"
      ? [431, "Os cabeçalhos da requisição são grandes demais.", "headers_too_large"]
      : err.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? [408, "A requisição demorou demais.", "request_timeout"]
        : [400, "Requisição inválida.", "invalid_request"];
  const body = JSON.stringify({ detail, code });
  const reason =
    status === 431 ? "Request Header Fields Too Large" : status === 408 ? "Request Timeout" : "Bad Request";
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** The error shape of a client error Fastify raised itself, by status. */
function frameworkBody(status: number) {
  return { detail: FRAMEWORK_MESSAGES[status] ?? "Requisição inválida.", code: CODES[status] ?? "client_error" };
}

/**
 * Fastify's own refusals before any route runs (FST_ERR_BAD_URL for a malformed escape in the path,
 * FST_ERR_MAX_PARAM_LENGTH for a path parameter past the router's limit), which never reach the error handler:
 * answered in the same shape and words as it answers Fastify's other client errors (its `frameworkErrors` option).
 */
export function frameworkErrors(err: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  const status = err.statusCode !== undefined && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
  void reply.code(status).send(frameworkBody(status));
}

/** One error shape on every route: `{ detail, code, fields? }` (docs/product.md#api-errors). */
export function registerErrorHandling(app: FastifyInstance): void {
  // Text with a NUL byte never reaches a handler (PostgreSQL would refuse it with a 500).
  app.addHook("preValidation", async (req) => {
    if (holdsNul(req.query) || holdsNul(req.params) || holdsNul(req.body)) {
      throw new HttpError(400, "invalid_request", NUL_REFUSED);
    }
  });
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof HttpError) {
      return reply
        .code(err.statusCode)
        .send({ detail: err.detail, code: err.code, ...(err.fields ? { fields: err.fields } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string[]> = {};
      for (const issue of err.validation) {
        const name =
          issue.instancePath.replace(/^\//, "").replace(/\//g, ".") ||
          (issue.params as { issue?: { path?: unknown[] } }).issue?.path?.join(".") ||
          "_";
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
    // The database was cut, stalled or restarting: a short, honest 503 rather than a 500 (nothing was written).
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err: err.message }, "database unavailable");
      return reply
        .code(503)
        .header("retry-after", String(UNAVAILABLE_RETRY_SECONDS))
        .send({ detail: DATABASE_UNAVAILABLE, code: "service_unavailable" });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(frameworkBody(status));
    }
    req.log.error({ err }, "unhandled error");
    return reply.code(500).send({ detail: "Erro interno do servidor.", code: "internal_error" });
  });
}

export function notFoundBody() {
  return { detail: FRAMEWORK_MESSAGES[404]!, code: "not_found" };
}
