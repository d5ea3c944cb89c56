/**
 * The API's error as services and routes raise it. It lives outside `plugins/` so that services depend on nothing of
 * the HTTP framework's wiring; `plugins/errors.ts` turns it into the error shape (`{code, detail, fields}`).
 */

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
