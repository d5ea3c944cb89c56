import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { RequestBudget } from "../src/providers/api-football/budget.ts";
import type { ApiFootballClientOptions } from "../src/providers/api-football/client.ts";
import { ApiFootballClient, parseRetryAfter } from "../src/providers/api-football/client.ts";
import type { ApiFootballErrorKind } from "../src/providers/api-football/errors.ts";
import {
  ApiFootballError,
  classifyProviderErrors,
  normaliseProviderErrors,
} from "../src/providers/api-football/errors.ts";
import type { ReplayServer } from "./fixtures/api-football/replay-server.ts";
import { envelope, sample, startReplayServer } from "./fixtures/api-football/replay-server.ts";

let server: ReplayServer;

beforeAll(async () => {
  server = await startReplayServer();
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  server.requests.length = 0;
  // A test that failed before its script ran out must not hand its leftover answers to the next one.
  server.clearScript();
  server.fallback = () => ({ status: 404, body: { message: "no route" } });
});

const sleeps: number[] = [];

function client(options: Partial<ApiFootballClientOptions> = {}): ApiFootballClient {
  sleeps.length = 0;
  return new ApiFootballClient({
    key: "test-key",
    baseUrl: server.baseUrl,
    // Far above a local answer even on a loaded host: the tests of timeouts set their own.
    timeoutMs: 5_000,
    backoffBaseMs: 20,
    backoffMaxMs: 80,
    random: () => 0.5,
    sleep: (ms) => {
      sleeps.push(ms);
      return new Promise((resolve) => setTimeout(resolve, ms));
    },
    ...options,
  });
}

async function failure(promise: Promise<unknown>): Promise<ApiFootballError> {
  try {
    await promise;
  } catch (err) {
    expect(err).toBeInstanceOf(ApiFootballError);
    return err as ApiFootballError;
  }
  throw new Error("expected the call to fail");
}

const ids = sample("fixtures-ids-brasileirao-2022-r10");

/** A 429 that asks for one second and says the minute's quota is spent, then the fixtures. */
function scriptTooManyForOneSecond(): void {
  server.script(
    {
      status: 429,
      headers: { "retry-after": "1", "X-RateLimit-Remaining": "0" },
      body: { message: "Too many requests" },
    },
    { body: ids },
  );
}

describe("ApiFootballClient over HTTP", () => {
  it("sends the key header and the query, returns the envelope and reads the quota headers", async () => {
    server.script({
      body: ids,
      headers: {
        "x-ratelimit-requests-limit": "100",
        "x-ratelimit-requests-remaining": "97",
        "X-RateLimit-Limit": "10",
        "X-RateLimit-Remaining": "5",
      },
    });
    const c = client();
    const env = await c.get("/fixtures", { ids: "838086-838087", skipped: undefined });
    expect(env.get).toBe("fixtures");
    expect(env.results).toBe(2);
    expect(env.paging).toEqual({ current: 1, total: 1 });
    expect(env.response).toHaveLength(2);
    expect(server.requests).toHaveLength(1);
    const req = server.requests[0];
    expect(req?.path).toBe("/fixtures");
    expect(req?.headers["x-apisports-key"]).toBe("test-key");
    expect(req?.query.get("ids")).toBe("838086-838087");
    expect(req?.query.has("skipped")).toBe(false);
    // The provider counts 3 used today (another process shares the key): that, not our 1, is what is spent.
    expect(c.budget()).toMatchObject({
      dayLimit: 100,
      dayLimitSource: "provider",
      dayUsed: 3,
      dayRemaining: 97,
      minuteLimit: 10,
      minuteLimitSource: "provider",
      minuteRemaining: 5,
    });
  });

  it("sends the date and the São Paulo timezone as query parameters", async () => {
    server.script({ body: envelope("fixtures", []) });
    const env = await client().get("/fixtures", { date: "2024-03-30", timezone: "America/Sao_Paulo" });
    expect(env.response).toEqual([]);
    expect(server.requests[0]?.query.get("timezone")).toBe("America/Sao_Paulo");
    expect(server.requests[0]?.query.get("date")).toBe("2024-03-30");
  });

  it("treats a 200 with errors {requests} as a quota failure, not as no games, and stops asking", async () => {
    server.script({
      body: {
        get: "fixtures",
        parameters: { date: "2024-03-30" },
        errors: {
          requests:
            "You have reached the request limit for the day, Go to https://dashboard.api-football.com to upgrade your plan.",
        },
        results: 0,
        paging: { current: 1, total: 1 },
        response: [],
      },
    });
    const c = client();
    const err = await failure(c.get("/fixtures", { date: "2024-03-30" }));
    expect(err.kind).toBe("quota");
    expect(err.status).toBe(200);
    expect(err.providerErrors.requests).toMatch(/request limit for the day/);
    expect(err.retryable).toBe(true);
    expect(err.retryAfterMs).toBeGreaterThan(0);
    expect(server.requests).toHaveLength(1);
    expect(c.budget().dayRemaining).toBe(0);
    // The next call is refused here, before the provider is asked again.
    const again = await failure(c.get("/fixtures", { date: "2024-03-30" }));
    expect(again.kind).toBe("budget");
    expect(server.requests).toHaveLength(1);
  });

  it.each<[string, unknown, ApiFootballErrorKind]>([
    [
      "token (object)",
      {
        token:
          "Error/Missing application key. Go to https://www.api-football.com/documentation-v3 to learn how to get your API application key.",
      },
      "token",
    ],
    ["token (array of objects)", [{ token: "Error/Missing application key." }], "token"],
    ["plan (array of strings)", ["Free plans do not have access to this season, try from 2021 to 2023."], "plan"],
    ["plan (object)", { plan: "Free plans do not have access to this season, try from 2021 to 2023." }, "plan"],
    ["rate limit", { rateLimit: "Too many requests. Your rate limit is 10 requests per minute." }, "rate-limit"],
    ["quota (array)", ["You have reached the request limit for the day"], "quota"],
    ["bad parameter", { date: "The Date field must contain a valid date (YYYY-MM-DD)." }, "other"],
  ])("a 200 with errors %s is a typed failure", async (_label, errors, kind) => {
    server.script({
      body: { get: "fixtures", parameters: [], errors, results: 0, paging: { current: 1, total: 1 }, response: [] },
    });
    const err = await failure(client().get("/fixtures", { date: "2024-03-30" }));
    expect(err.kind).toBe(kind);
    expect(Object.keys(err.providerErrors).length).toBeGreaterThan(0);
    expect(server.requests).toHaveLength(1);
  });

  it("retries a 429 after its Retry-After, then succeeds", async () => {
    scriptTooManyForOneSecond();
    const c = client({ maxRetryAfterMs: 5_000 });
    const started = performance.now();
    const env = await c.get("/fixtures", { ids: "838086-838087" });
    expect(env.response).toHaveLength(2);
    expect(server.requests).toHaveLength(2);
    // The Retry-After, then at most a top-up of the few milliseconds a timer can fire early by (client.ts).
    expect(sleeps[0]).toBe(1000);
    expect(sleeps.slice(1).every((ms) => ms > 0 && ms <= 20)).toBe(true);
    expect(performance.now() - started).toBeGreaterThanOrEqual(990);
  });

  it("tops up a Retry-After whose timer fired early instead of refusing the retry from its own budget", async () => {
    scriptTooManyForOneSecond();
    // Node starts a timer from the event loop's cached time: it can fire a few milliseconds before the clock reads
    // the time it was set for. The Retry-After's sleep here does, by 5 ms (on a clock the test moves, so a loaded
    // host's late timers cannot hide it).
    let clock = Date.now();
    const c = client({
      maxRetryAfterMs: 5_000,
      now: () => clock,
      sleep: (ms) => {
        sleeps.push(ms);
        clock += sleeps.length === 1 ? ms - 5 : ms;
        return Promise.resolve();
      },
    });
    const env = await c.get("/fixtures", { ids: "838086-838087" });
    expect(env.response).toHaveLength(2);
    expect(server.requests).toHaveLength(2);
    expect(sleeps[0]).toBe(1000);
    expect(sleeps.length).toBeGreaterThan(1);
    expect(sleeps.slice(1).every((ms) => ms > 0 && ms <= 20)).toBe(true);
  });

  it("does not wait out a Retry-After longer than allowed: fails with it instead", async () => {
    server.script({ status: 429, headers: { "retry-after": "120" }, body: {} });
    const err = await failure(client({ maxRetryAfterMs: 1_000 }).get("/fixtures"));
    expect(err.kind).toBe("rate-limit");
    expect(err.retryAfterMs).toBe(120_000);
    expect(server.requests).toHaveLength(1);
  });

  it("retries a 500 with backoff, then succeeds", async () => {
    server.script({ status: 500, body: "Internal Server Error" }, { body: ids });
    const env = await client().get("/fixtures", { ids: "838086-838087" });
    expect(env.response).toHaveLength(2);
    expect(server.requests).toHaveLength(2);
    // Equal jitter on a 20 ms first step: between 10 and 20 ms.
    expect(sleeps).toHaveLength(1);
    expect(sleeps[0]).toBeGreaterThanOrEqual(10);
    expect(sleeps[0]).toBeLessThanOrEqual(20);
  });

  it("gives up on 5xx after the bounded attempts, backing off exponentially", async () => {
    server.fallback = () => ({ status: 503, body: "unavailable" });
    const err = await failure(client({ maxAttempts: 3 }).get("/fixtures"));
    expect(err.kind).toBe("http");
    expect(err.status).toBe(503);
    expect(server.requests).toHaveLength(3);
    expect(sleeps).toEqual([15, 30]);
  });

  it("retries an answer slower than the timeout, then fails with a timeout", async () => {
    server.fallback = () => ({ delayMs: 1_000, body: ids });
    const started = performance.now();
    const err = await failure(client({ timeoutMs: 150, maxAttempts: 2 }).get("/fixtures", { ids: "838086-838087" }));
    expect(err.kind).toBe("timeout");
    expect(server.requests).toHaveLength(2);
    expect(performance.now() - started).toBeLessThan(900);
  });

  it("recovers when only the first answer is too slow", async () => {
    server.script({ delayMs: 1_000, body: ids }, { body: ids });
    const env = await client({ timeoutMs: 150 }).get("/fixtures");
    expect(env.response).toHaveLength(2);
    expect(server.requests).toHaveLength(2);
  });

  it("fails on broken JSON without retrying", async () => {
    server.script({ body: '{"get":"fixtures","errors":[],"response":[{"fixture":' });
    const err = await failure(client().get("/fixtures"));
    expect(err.kind).toBe("invalid-response");
    expect(err.retryable).toBe(false);
    expect(server.requests).toHaveLength(1);
  });

  it("fails on JSON that is not the v3 envelope", async () => {
    server.script({ body: { message: "hello" } });
    const err = await failure(client().get("/fixtures"));
    expect(err.kind).toBe("invalid-response");
  });

  it("reports a refused key (401) as a token failure", async () => {
    server.script({ status: 401, body: {} });
    const err = await failure(client().get("/fixtures"));
    expect(err.kind).toBe("token");
    expect(server.requests).toHaveLength(1);
  });

  it("reports a closed port as a network failure", async () => {
    const closed = await startReplayServer();
    const url = closed.baseUrl;
    await closed.close();
    const err = await failure(client({ baseUrl: url, maxAttempts: 2 }).get("/fixtures"));
    expect(err.kind).toBe("network");
  });

  it("refuses locally, before the server is hit, once the daily budget is spent", async () => {
    server.fallback = () => ({ body: envelope("fixtures", []) });
    const c = client({ dailyBudget: 2 });
    await c.get("/fixtures");
    await c.get("/fixtures");
    expect(c.budget()).toMatchObject({ dayLimit: 2, dayUsed: 2, dayRemaining: 0 });
    const err = await failure(c.get("/fixtures"));
    expect(err.kind).toBe("budget");
    expect(err.message).toMatch(/Orçamento diário/);
    expect(err.retryAfterMs).toBeGreaterThan(0);
    expect(server.requests).toHaveLength(2);
  });

  it("refuses locally once the per-minute budget is spent, saying when it frees up", async () => {
    server.fallback = () => ({ body: envelope("fixtures", []) });
    let now = Date.parse("2024-03-30T15:00:00Z");
    const c = client({ perMinute: 2, now: () => now });
    await c.get("/fixtures");
    now += 10_000;
    await c.get("/fixtures");
    const err = await failure(c.get("/fixtures"));
    expect(err.kind).toBe("budget");
    expect(err.retryAfterMs).toBe(50_000);
    expect(server.requests).toHaveLength(2);
    now += 50_000;
    expect(c.budget().minuteRemaining).toBe(1);
    await c.get("/fixtures");
    expect(server.requests).toHaveLength(3);
  });

  it("pays for every retry from the budget", async () => {
    server.script({ status: 500, body: "" }, { status: 500, body: "" });
    const c = client({ dailyBudget: 2, maxAttempts: 3 });
    const err = await failure(c.get("/fixtures"));
    expect(err.kind).toBe("budget");
    expect(server.requests).toHaveLength(2);
  });
});

describe("RequestBudget", () => {
  it("starts a new day at midnight in São Paulo, not in UTC", () => {
    const b = new RequestBudget({ dayLimit: 1, perMinute: 10 });
    const lateEvening = Date.parse("2024-03-31T02:59:00Z"); // 23:59 in São Paulo
    b.take("/fixtures", lateEvening);
    expect(() => b.take("/fixtures", lateEvening + 30_000)).toThrow(ApiFootballError);
    expect(b.snapshot(Date.parse("2024-03-31T03:00:30Z"))).toMatchObject({ dayUsed: 0, dayRemaining: 1 });
    // 00:00 UTC was three hours earlier and did not reset it.
    const b2 = new RequestBudget({ dayLimit: 1, perMinute: 10 });
    b2.take("/fixtures", Date.parse("2024-03-30T23:59:00Z"));
    expect(b2.snapshot(Date.parse("2024-03-31T00:01:00Z")).dayRemaining).toBe(0);
  });

  it("lets the provider's remaining quota lower ours until its own reset at 00:00 UTC", () => {
    const b = new RequestBudget({ dayLimit: 100, perMinute: 10 });
    const at = Date.parse("2024-03-30T20:00:00Z");
    b.observe(new Headers({ "x-ratelimit-requests-limit": "100", "x-ratelimit-requests-remaining": "4" }), at);
    expect(b.snapshot(at)).toMatchObject({ dayUsed: 96, dayRemaining: 4 });
    b.take("/odds", at + 1_000);
    expect(b.snapshot(at + 2_000).dayRemaining).toBe(3);
    expect(b.snapshot(Date.parse("2024-03-31T00:00:01Z")).dayRemaining).toBe(99);
  });
});

describe("RequestBudget's minute wait", () => {
  it("says how long until the provider's minute lets a request go, and 0 once it has", () => {
    const b = new RequestBudget({ dayLimit: 100, perMinute: 10 });
    const at = Date.parse("2024-03-30T20:00:00Z");
    b.observe(new Headers({ "X-RateLimit-Remaining": "0" }), at, 1_000);
    expect(b.minuteWaitMs(at + 997)).toBe(3);
    expect(() => b.take("/fixtures", at + 997)).toThrow(ApiFootballError);
    expect(b.minuteWaitMs(at + 1_000)).toBe(0);
    b.take("/fixtures", at + 1_000);
  });
});

describe("Retry-After and provider errors", () => {
  it("reads Retry-After in seconds or as an HTTP date", () => {
    const now = Date.parse("2024-03-30T15:00:00Z");
    expect(parseRetryAfter("2", now)).toBe(2_000);
    expect(parseRetryAfter("Sat, 30 Mar 2024 15:00:30 GMT", now)).toBe(30_000);
    expect(parseRetryAfter("soon", now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });

  it("normalises both forms of errors and sees [] and {} as success", () => {
    expect(normaliseProviderErrors([])).toEqual({});
    expect(normaliseProviderErrors({})).toEqual({});
    expect(normaliseProviderErrors({ requests: "limit" })).toEqual({ requests: "limit" });
    expect(normaliseProviderErrors(["a", { bug: "b" }])).toEqual({ "0": "a", bug: "b" });
    expect(classifyProviderErrors({ access: "Your account is suspended" })).toBe("token");
  });
});
