/**
 * HTTP client for API-Football v3. One method, `get`, that returns the v3 envelope or throws an
 * ApiFootballError; never an empty answer in place of a failure. Transient failures (timeouts, connection
 * errors, 429, 5xx) are retried a bounded number of times with exponential backoff and jitter, honouring
 * `Retry-After`; every attempt is paid for from the request budget, which refuses before anything is sent.
 */

import { z } from "zod";
import { RequestBudget } from "./budget.ts";
import { ApiFootballError, classifyProviderErrors, normaliseProviderErrors } from "./errors.ts";
import type { ApiFootballBudget } from "./budget.ts";

export const API_FOOTBALL_DEFAULT_BASE_URL = "https://v3.football.api-sports.io";

export interface ApiFootballClientOptions {
  /** Sent as `x-apisports-key`. */
  key: string;
  baseUrl?: string;
  /** Most requests we send per Brazilian day (default null: the plan the provider announces; 100 until it has). */
  dailyBudget?: number | null;
  /** Most requests per minute (default null: the plan the provider announces; 10 until it has). */
  perMinute?: number | null;
  /** Per attempt, headers and body included (default 10 000). */
  timeoutMs?: number;
  /** Attempts per call, the first included (default 3). */
  maxAttempts?: number;
  /** First backoff step (default 500 ms); doubles per attempt, half of it jittered. */
  backoffBaseMs?: number;
  /** Largest backoff step (default 8 000 ms). */
  backoffMaxMs?: number;
  /** A Retry-After longer than this is not waited out inside a call: the call fails with `retryAfterMs` (default 30 000). */
  maxRetryAfterMs?: number;
  /** The clock, in ms since the epoch (default Date.now); the daily budget follows its Brazilian date. */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Uniform in [0, 1) (default Math.random); pinned in tests. */
  random?: () => number;
  fetch?: typeof fetch;
}

/** The v3 envelope, `errors` normalised (always empty here: non-empty ones are thrown). */
export interface ApiFootballEnvelope {
  get: string;
  parameters: unknown;
  errors: Record<string, string>;
  /** The provider's own count; not always the number of items in `response`. */
  results: number | null;
  paging: { current: number; total: number } | null;
  response: unknown[];
}

const envelopeSchema = z.object({
  get: z.string().catch(""),
  parameters: z.unknown().optional(),
  errors: z.unknown().optional(),
  results: z.number().nullish().catch(null),
  paging: z.object({ current: z.number(), total: z.number() }).nullish().catch(null),
  // When `errors` is set the provider sometimes sends `response` as [] or leaves it out.
  response: z.array(z.unknown()).nullish(),
});

export type QueryParams = Record<string, string | number | undefined>;

const defaultSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Seconds or an HTTP date, as ms from `now`; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | null {
  if (value === null || value.trim() === "") return null;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

function isTimeout(err: unknown): boolean {
  return err instanceof Error && (err.name === "TimeoutError" || err.name === "AbortError");
}

export class ApiFootballClient {
  readonly #key: string;
  readonly #baseUrl: string;
  readonly #timeoutMs: number;
  readonly #maxAttempts: number;
  readonly #backoffBaseMs: number;
  readonly #backoffMaxMs: number;
  readonly #maxRetryAfterMs: number;
  readonly #now: () => number;
  readonly #sleep: (ms: number) => Promise<void>;
  readonly #random: () => number;
  readonly #fetch: typeof fetch;
  readonly #budget: RequestBudget;

  constructor(options: ApiFootballClientOptions) {
    if (options.key.trim() === "") throw new RangeError("API-Football needs a key (APIFOOTBALL_KEY)");
    this.#key = options.key;
    this.#baseUrl = (options.baseUrl ?? API_FOOTBALL_DEFAULT_BASE_URL).replace(/\/+$/, "");
    this.#timeoutMs = options.timeoutMs ?? 10_000;
    this.#maxAttempts = Math.max(1, Math.floor(options.maxAttempts ?? 3));
    this.#backoffBaseMs = options.backoffBaseMs ?? 500;
    this.#backoffMaxMs = options.backoffMaxMs ?? 8_000;
    this.#maxRetryAfterMs = options.maxRetryAfterMs ?? 30_000;
    this.#now = options.now ?? Date.now;
    this.#sleep = options.sleep ?? defaultSleep;
    this.#random = options.random ?? Math.random;
    this.#fetch = options.fetch ?? globalThis.fetch;
    this.#budget = new RequestBudget({ dayLimit: options.dailyBudget ?? null, perMinute: options.perMinute ?? null });
  }

  /** What is left of the request budget now. */
  budget(): ApiFootballBudget {
    return this.#budget.snapshot(this.#now());
  }

  /** GET `endpoint` (e.g. "/fixtures") with the query; resolves with the envelope only when `errors` is empty. */
  async get(endpoint: string, params: QueryParams = {}): Promise<ApiFootballEnvelope> {
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries(params)) if (v !== undefined) query.set(k, String(v));
    const qs = query.toString();
    const url = `${this.#baseUrl}${endpoint.startsWith("/") ? endpoint : `/${endpoint}`}${qs ? `?${qs}` : ""}`;

    for (let attempt = 1; ; attempt++) {
      const last = attempt >= this.#maxAttempts;
      this.#budget.take(endpoint, this.#now());

      let response: Response;
      let body: string;
      try {
        response = await this.#fetch(url, {
          method: "GET",
          headers: { "x-apisports-key": this.#key, accept: "application/json" },
          signal: AbortSignal.timeout(this.#timeoutMs),
        });
        body = await response.text();
      } catch (err) {
        const timeout = isTimeout(err);
        if (!last) {
          await this.#sleep(this.#backoff(attempt));
          continue;
        }
        throw new ApiFootballError(
          timeout ? "timeout" : "network",
          timeout
            ? `A API-Football não respondeu em ${this.#timeoutMs} ms (${attempt} tentativas).`
            : `Falha de rede ao chamar a API-Football (${attempt} tentativas): ${err instanceof Error ? err.message : String(err)}`,
          { endpoint, cause: err },
        );
      }

      const at = this.#now();
      const retryAfterMs = parseRetryAfter(response.headers.get("retry-after"), at);
      this.#budget.observe(response.headers, at, response.status === 429 ? retryAfterMs : null);

      if (response.status === 429 || response.status >= 500) {
        const wait = retryAfterMs ?? this.#backoff(attempt);
        if (!last && wait <= this.#maxRetryAfterMs) {
          await this.#sleep(wait);
          // The provider's minute ends `wait` after its answer; a timer may fire a little before the clock says so.
          for (let topUps = 0; topUps < 3; topUps++) {
            const rest = this.#budget.minuteWaitMs(this.#now());
            if (rest <= 0 || rest > this.#maxRetryAfterMs) break;
            await this.#sleep(rest);
          }
          continue;
        }
        throw new ApiFootballError(
          response.status === 429 ? "rate-limit" : "http",
          response.status === 429
            ? "A API-Football recusou por excesso de requisições (HTTP 429)."
            : `A API-Football respondeu HTTP ${response.status} (${attempt} tentativas).`,
          { endpoint, status: response.status, retryAfterMs },
        );
      }
      if (response.status === 401 || response.status === 403) {
        throw new ApiFootballError("token", `A API-Football recusou a chave (HTTP ${response.status}).`, {
          endpoint,
          status: response.status,
        });
      }
      if (!response.ok) {
        throw new ApiFootballError("http", `A API-Football respondeu HTTP ${response.status}.`, {
          endpoint,
          status: response.status,
        });
      }

      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch (err) {
        throw new ApiFootballError("invalid-response", "A API-Football respondeu algo que não é JSON.", {
          endpoint,
          status: response.status,
          cause: err,
        });
      }
      const parsed = envelopeSchema.safeParse(json);
      if (!parsed.success) {
        throw new ApiFootballError("invalid-response", "A resposta da API-Football não tem o envelope v3 esperado.", {
          endpoint,
          status: response.status,
          cause: parsed.error,
        });
      }
      const errors = normaliseProviderErrors(parsed.data.errors);
      if (Object.keys(errors).length > 0) throw this.#providerFailure(endpoint, response.status, errors, at);
      if (parsed.data.response == null) {
        throw new ApiFootballError("invalid-response", "A resposta da API-Football veio sem `response`.", {
          endpoint,
          status: response.status,
        });
      }
      return {
        get: parsed.data.get,
        parameters: parsed.data.parameters,
        errors,
        results: parsed.data.results ?? null,
        paging: parsed.data.paging ?? null,
        response: parsed.data.response,
      };
    }
  }

  /** A 200 with `errors`: quota and rate refusals also close our own budget so that we stop asking. */
  #providerFailure(endpoint: string, status: number, errors: Record<string, string>, at: number): ApiFootballError {
    const kind = classifyProviderErrors(errors);
    const summary = Object.entries(errors)
      .map(([k, v]) => `${k}: ${v}`)
      .join("; ");
    if (kind === "quota") this.#budget.exhaustDay(at);
    if (kind === "rate-limit") this.#budget.exhaustMinute(at);
    const messages: Record<typeof kind, string> = {
      quota: "Cota diária da API-Football esgotada",
      "rate-limit": "Limite por minuto da API-Football atingido",
      plan: "O plano da API-Football não cobre esta consulta",
      token: "Chave da API-Football ausente ou inválida",
      other: "A API-Football recusou a consulta",
      budget: "",
      timeout: "",
      network: "",
      http: "",
      "invalid-response": "",
    };
    return new ApiFootballError(kind, `${messages[kind]}: ${summary}`, {
      endpoint,
      status,
      providerErrors: errors,
      retryAfterMs: kind === "quota" ? this.#budget.dayResetInMs(at) : kind === "rate-limit" ? 60_000 : null,
    });
  }

  /** Exponential with equal jitter: half the step fixed, half random, so that instances spread out. */
  #backoff(attempt: number): number {
    const step = Math.min(this.#backoffMaxMs, this.#backoffBaseMs * 2 ** (attempt - 1));
    return Math.round(step / 2 + this.#random() * (step / 2));
  }
}
