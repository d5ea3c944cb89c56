/**
 * Every way a call to API-Football can fail. The adapter never turns a failure into an empty answer: the
 * ingest keeps serving what it already holds (marked stale) and decides when to try again from `kind`,
 * `retryable` and `retryAfterMs`.
 */

export type ApiFootballErrorKind =
  /** The provider's daily quota is spent (200 with `errors.requests`). */
  | "quota"
  /** The provider's per-minute limit was hit (200 with `errors.rateLimit`, or a 429 we stopped retrying). */
  | "rate-limit"
  /** The plan does not cover the request (200 with `errors.plan`, e.g. a season outside the free range). */
  | "plan"
  /** Missing, wrong or suspended key (200 with `errors.token` / `errors.access`, or HTTP 401/403). */
  | "token"
  /** Any other `errors` entry (bad parameter, provider bug report, …). */
  | "other"
  /** Our own request budget refused the call before anything was sent. */
  | "budget"
  /** No answer within the timeout, on every attempt. */
  | "timeout"
  /** Connection refused or reset, DNS failure, … on every attempt. */
  | "network"
  /** An HTTP status we do not retry, or a 5xx/429 that outlasted the attempts. */
  | "http"
  /** A 200 whose body is not JSON or not the v3 envelope. */
  | "invalid-response";

export class ApiFootballError extends Error {
  override readonly name = "ApiFootballError";
  readonly kind: ApiFootballErrorKind;
  /** The endpoint that failed, e.g. "/fixtures". */
  readonly endpoint: string;
  /** HTTP status of the last answer, when there was one. */
  readonly status: number | null;
  /** The provider's `errors`, normalised to key → message (array entries keyed by index). */
  readonly providerErrors: Record<string, string>;
  /** How long to wait before the same call can succeed, when known (budget window, Retry-After, quota reset). */
  readonly retryAfterMs: number | null;

  constructor(
    kind: ApiFootballErrorKind,
    message: string,
    details: {
      endpoint: string;
      status?: number | null;
      providerErrors?: Record<string, string>;
      retryAfterMs?: number | null;
      cause?: unknown;
    },
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = kind;
    this.endpoint = details.endpoint;
    this.status = details.status ?? null;
    this.providerErrors = details.providerErrors ?? {};
    this.retryAfterMs = details.retryAfterMs ?? null;
  }

  /** Worth trying again later in the same day (not a bad key, plan or request). */
  get retryable(): boolean {
    return this.kind !== "token" && this.kind !== "plan" && this.kind !== "other" && this.kind !== "invalid-response";
  }
}

export function isApiFootballError(err: unknown): err is ApiFootballError {
  return err instanceof ApiFootballError;
}

/**
 * Normalises the envelope's `errors` (an object such as `{"requests": "…"}`, or an array of strings or
 * objects, or `[]` when all is well) to key → message. Empty means success.
 */
export function normaliseProviderErrors(errors: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  const text = (v: unknown): string => (typeof v === "string" ? v : (JSON.stringify(v) ?? String(v)));
  if (Array.isArray(errors)) {
    errors.forEach((entry, i) => {
      if (entry !== null && typeof entry === "object" && !Array.isArray(entry)) {
        for (const [k, v] of Object.entries(entry)) out[k] = text(v);
      } else if (entry !== null && entry !== undefined && entry !== "") {
        out[String(i)] = text(entry);
      }
    });
  } else if (errors !== null && typeof errors === "object") {
    for (const [k, v] of Object.entries(errors)) {
      if (v !== null && v !== undefined && v !== "") out[k] = text(v);
    }
  } else if (typeof errors === "string" && errors !== "") {
    out["0"] = errors;
  }
  return out;
}

/** Which failure the provider's `errors` describe: by key first, by wording for the array form. */
export function classifyProviderErrors(errors: Record<string, string>): ApiFootballErrorKind {
  const keys = Object.keys(errors).map((k) => k.toLowerCase());
  if (keys.includes("token") || keys.includes("access")) return "token";
  if (keys.includes("requests")) return "quota";
  if (keys.includes("ratelimit")) return "rate-limit";
  if (keys.includes("plan")) return "plan";
  const all = Object.values(errors).join(" ").toLowerCase();
  if (/application key|api key|token|suspended/.test(all)) return "token";
  if (/request limit|limit for the day|daily/.test(all)) return "quota";
  if (/too many requests|per minute|rate ?limit/.test(all)) return "rate-limit";
  if (/\bplans?\b|subscription/.test(all)) return "plan";
  return "other";
}
