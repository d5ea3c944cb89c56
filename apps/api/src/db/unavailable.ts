/**
 * Whether an error means the database cannot be reached or did not answer in time (as opposed to a bad query):
 * the request is then answered 503 with Retry-After instead of 500 (plugins/errors.ts). Drizzle wraps the driver's
 * error, so the chain of causes is followed.
 */

/** PostgreSQL SQLSTATEs of a database that is going away, starting, overloaded or cancelled our statement. */
const SQLSTATES = new Set([
  "57014", // query_canceled (statement_timeout)
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now (starting up)
  "53300", // too_many_connections
  "08000", // connection_exception
  "08001",
  "08003",
  "08004",
  "08006",
]);

/** Socket errors of a connection that failed or broke. */
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/** What node-postgres and its pool say when a connection ended, timed out or cannot be used. */
const MESSAGES = [
  "Query read timeout",
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error and is not queryable",
  "Client was closed and is not queryable",
  "Cannot use a pool after calling end on the pool",
];

export function isDatabaseUnavailable(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; depth < 6 && e instanceof Error; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && (SQLSTATES.has(code) || SOCKET_CODES.has(code))) return true;
    if (MESSAGES.some((m) => e instanceof Error && e.message.includes(m))) return true;
    if (e instanceof AggregateError && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    e = e.cause;
  }
  return false;
}
