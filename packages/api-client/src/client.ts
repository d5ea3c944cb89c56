/**
 * The api-client's runtime, written by hand: the typed fetch client (openapi-fetch over the generated `paths`), the
 * session token it sends, and the error every non-2xx answer becomes. schema.ts and queries.ts beside it are
 * generated from openapi.json by scripts/generate.ts; this file is not.
 */
import createClient, { type Client, type Middleware } from "openapi-fetch";
import type { paths } from "./schema.ts";

export type ApiClient = Client<paths>;

/** The error shape every route answers with (docs/product.md#api-errors). */
export interface ApiErrorBody {
  detail: string;
  code: string;
  fields?: Record<string, string[]>;
}

/** A non-2xx answer, carrying the server's Portuguese `detail`, ready to show. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.detail);
    this.name = "ApiError";
  }
}

/** The browser storage key of the signed-in session: { access, user: { name, admin } }. */
export const SESSION_STORAGE_KEY = "user";

/** Reads the stored session's access token, or null (no storage, no session, or a malformed entry). */
export function storedAccessToken(
  storage: Pick<Storage, "getItem"> | undefined = globalThis.localStorage,
): string | null {
  try {
    const raw = storage?.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { access?: unknown };
    return typeof parsed.access === "string" && parsed.access.length > 0 ? parsed.access : null;
  } catch {
    return null;
  }
}

export interface ApiClientOptions {
  /** Origin of the API; "" for same-origin requests from the browser. */
  baseUrl?: string;
  /** A fetch implementation (the server renderer passes one that never leaves the process). */
  fetch?: typeof fetch;
  /** Supplies the bearer token for each request; defaults to the stored session's token. */
  getToken?: () => string | null;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? "",
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const getToken = options.getToken ?? (() => storedAccessToken());
  const auth: Middleware = {
    onRequest({ request }) {
      const token = getToken();
      if (token && !request.headers.has("authorization")) request.headers.set("authorization", `Bearer ${token}`);
      return request;
    },
  };
  client.use(auth);
  return client;
}

type SuccessStatus = 200 | 201 | 202 | 204;
/** The JSON body of an operation's success answer. */
export type SuccessOf<Op> = Op extends { responses: infer R }
  ? {
      [S in keyof R]: S extends SuccessStatus
        ? R[S] extends { content: { "application/json": infer B } }
          ? B
          : undefined
        : never;
    }[keyof R]
  : never;

/** Returns the data of a success answer or throws an ApiError with the server's detail. */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.response.ok) return result.data as T;
  const body = result.error as Partial<ApiErrorBody> | undefined;
  throw new ApiError(result.response.status, {
    detail: typeof body?.detail === "string" ? body.detail : "Erro de comunicação com o servidor.",
    code: typeof body?.code === "string" ? body.code : "http_" + result.response.status,
    ...(body?.fields ? { fields: body.fields } : {}),
  });
}
