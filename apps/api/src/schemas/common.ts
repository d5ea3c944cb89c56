import { z } from "zod";

/** The one error shape of every route (docs/product.md#api-errors). */
export const ErrorSchema = z
  .object({
    detail: z.string().describe("Mensagem em português, pronta para exibir"),
    code: z.string().describe("Código estável do erro"),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: "Error" });

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 503;

/** Declares the error shape for the given statuses in a route's `response` map. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof ErrorSchema> {
  return Object.fromEntries(statuses.map((s) => [s, ErrorSchema])) as Record<S, typeof ErrorSchema>;
}

export const IsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use o formato AAAA-MM-DD")
  .describe("Data no formato AAAA-MM-DD (dia de Brasília)");

/** The largest value of a PostgreSQL `integer` column: every id we store fits in it. */
export const MAX_ID = 2_147_483_647;

/** A path or query id (arrives as text): a positive integer that fits the database's integer columns. */
export function idParam(message = "Informe um id numérico") {
  return z.coerce.number().int(message).positive(message).max(MAX_ID, "Id fora do intervalo permitido");
}

/** Query-string integer with a default and bounds (query values arrive as text). */
export function queryInt(def: number, min: number, max: number) {
  return z.coerce.number().int("Informe um número inteiro").min(min).max(max).default(def);
}

/** Query-string boolean flag ("true"/"false"/"1"/"0"). */
export const QueryFlag = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");
