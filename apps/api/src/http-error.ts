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

/** Text with a NUL byte (PostgreSQL refuses it in text): refused with 400 wherever it arrives. */
export const NUL_REFUSED = "O texto enviado contém um caractere inválido.";

/**
 * The 400 for a multipart part whose name, file name or value holds a NUL byte: thrown while the form is read, so
 * nothing of it (an uploaded image included) is stored.
 */
export function refuseNulPart(part: { fieldname: string; filename?: string; value?: unknown }): void {
  const value = typeof part.value === "string" ? part.value : "";
  if ((part.fieldname + (part.filename ?? "") + value).includes("\u0000")) {
    const name = part.fieldname.replaceAll("\u0000", "") || "_";
    throw new HttpError(400, "invalid_request", NUL_REFUSED, { [name]: [NUL_REFUSED] });
  }
}
