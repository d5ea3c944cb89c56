import { randomBytes } from "node:crypto";
import { createServer, type Server, type Socket } from "node:net";
import { connect } from "node:net";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN_FAILED } from "@placar/core/messages";
import { RATE_LIMITED } from "../src/services/accounts.ts";
import {
  createCounterStore,
  MemoryCounterStore,
  RedisCounterStore,
  SHARED_STORE_TIMEOUT_MS,
  SharedStoreGuard,
} from "../src/services/limits.ts";
import { startTestApp, type TestApp } from "./helpers/app.ts";
import { call, freshIp, signUp, STRONG, tempDataDir, TEST_JWT_SECRET } from "./helpers/accounts.ts";
import { REDIS_URL, redisReachable } from "./helpers/redis.ts";

const silentLog = { warn: () => undefined, info: () => undefined } as never;

/** A port on which nothing listens (connections are refused at once). */
async function closedPort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, "127.0.0.1", r));
  const { port } = srv.address() as { port: number };
  await new Promise((r) => srv.close(r));
  return port;
}

/** A server that accepts connections and never answers: a Redis that hangs rather than fails. */
async function blackHole(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const srv = createServer((s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((r) => srv.listen(0, "127.0.0.1", r));
  return {
    url: `redis://127.0.0.1:${(srv.address() as { port: number }).port}`,
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise((r) => srv.close(r));
    },
  };
}

/** A TCP relay to the real Redis that can be cut and restored, as a network failure would. */
async function switchableRelay(
  target: URL,
): Promise<{ url: string; cut(): void; restore(): void; close(): Promise<void> }> {
  let up = true;
  const pairs = new Set<[Socket, Socket]>();
  const srv: Server = createServer((client) => {
    if (!up) return void client.destroy();
    const upstream = connect(Number(target.port || 6379), target.hostname);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const end = () => {
      client.destroy();
      upstream.destroy();
      pairs.delete(pair);
    };
    client.on("error", end).on("close", end).pipe(upstream);
    upstream.on("error", end).on("close", end).pipe(client);
  });
  await new Promise<void>((r) => srv.listen(0, "127.0.0.1", r));
  return {
    url: `redis://127.0.0.1:${(srv.address() as { port: number }).port}`,
    cut() {
      up = false;
      for (const [a, b] of pairs) {
        a.destroy();
        b.destroy();
      }
    },
    restore() {
      up = true;
    },
    close: () => new Promise<void>((r) => srv.close(() => r())),
  };
}

describe("SharedStoreGuard", () => {
  it("uses the local counters while the shared store fails, tells the outage once, and retries after the pause", async () => {
    let now = 1_000_000;
    const changes: string[] = [];
    const guard = new SharedStoreGuard({ now: () => now, retryMs: 5_000, onChange: (state) => changes.push(state) });
    let sharedCalls = 0;
    let failing = true;
    const shared = async () => {
      sharedCalls += 1;
      if (failing) throw new Error("ECONNREFUSED");
      return "shared";
    };
    const local = async () => "local";

    expect(await guard.run(shared, local)).toBe("local");
    expect(guard.degraded).toBe(true);
    // Within the pause the shared store is not even tried: no request waits on a store known to be down.
    now += 4_999;
    expect(await guard.run(shared, local)).toBe("local");
    expect(sharedCalls).toBe(1);
    // After the pause it is tried again; still down, the pause starts over, with no second "down".
    now += 1;
    expect(await guard.run(shared, local)).toBe("local");
    expect(sharedCalls).toBe(2);
    failing = false;
    now += 5_000;
    expect(await guard.run(shared, local)).toBe("shared");
    expect(guard.degraded).toBe(false);
    expect(changes).toEqual(["down", "up"]);
  });

  it("treats a shared store that does not answer in time as down", async () => {
    const guard = new SharedStoreGuard({ timeoutMs: 50 });
    const started = Date.now();
    const result = await guard.run(
      () => new Promise<string>(() => undefined),
      async () => "local",
    );
    expect(result).toBe("local");
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe("MemoryCounterStore", () => {
  it("stays bounded under a flood of keys, dropping expired windows first and then the oldest", async () => {
    let now = 0;
    const store = new MemoryCounterStore(() => now, 100);
    for (let i = 0; i < 50; i++) await store.hit(`old:${i}`, 10);
    now = 20; // the first 50 windows have ended
    for (let i = 0; i < 500; i++) await store.hit(`ip:${i}`, 60_000);
    expect((store as unknown as { entries: Map<string, unknown> }).entries.size).toBeLessThanOrEqual(100);
    // The newest keys are still counted.
    expect((await store.hit("ip:499", 60_000)).count).toBe(2);
  });
});

describe("RedisCounterStore with Redis unreachable", () => {
  it("counts on this process when the connection is refused, without waiting for Redis", async () => {
    const { counters, close } = createCounterStore({
      redisUrl: `redis://127.0.0.1:${await closedPort()}`,
      prefix: "t:",
      log: silentLog,
      name: "teste",
    });
    try {
      const started = Date.now();
      const counts = [];
      for (let i = 0; i < 5; i++) counts.push((await counters.hit("k", 60_000)).count);
      expect(counts).toEqual([1, 2, 3, 4, 5]);
      expect(Date.now() - started).toBeLessThan(SHARED_STORE_TIMEOUT_MS + 500);
      await counters.reset("k");
      expect((await counters.hit("k", 60_000)).count).toBe(1);
    } finally {
      await close();
    }
  });

  it("counts on this process when Redis accepts connections but never answers, within the timeout", async () => {
    const hole = await blackHole();
    const redis = new Redis(hole.url, { maxRetriesPerRequest: 1, connectTimeout: 1_000 });
    redis.on("error", () => undefined);
    const store = new RedisCounterStore(redis, "t:");
    try {
      const started = Date.now();
      expect((await store.hit("k", 60_000)).count).toBe(1);
      expect((await store.hit("k", 60_000)).count).toBe(2);
      expect(Date.now() - started).toBeLessThan(SHARED_STORE_TIMEOUT_MS + 500);
    } finally {
      redis.disconnect();
      await hole.close();
    }
  });

  it("closes promptly even though a stalled Redis never answers QUIT", async () => {
    const hole = await blackHole();
    const { counters, close } = createCounterStore({ redisUrl: hole.url, prefix: "t:", log: silentLog, name: "teste" });
    try {
      expect((await counters.hit("k", 60_000)).count).toBe(1);
      const started = Date.now();
      await close();
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await hole.close();
    }
  });
});

const hasRedis = await redisReachable();
if (!hasRedis)
  console.warn(`[placar] Redis não respondeu em ${REDIS_URL}: o teste de queda e volta do Redis foi PULADO.`);

/** A TCP relay to the real Redis that can stall (hold every byte, as a frozen Redis or a congested link would) and resume. */
async function stallingRelay(
  target: URL,
): Promise<{ url: string; stall(): void; resume(): void; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  let stalled = false;
  const srv: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 6379), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      if (stalled) s.pause();
      s.on("close", () => sockets.delete(s)).on("error", () => undefined);
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((r) => srv.listen(0, "127.0.0.1", r));
  return {
    url: `redis://127.0.0.1:${(srv.address() as { port: number }).port}`,
    stall() {
      stalled = true;
      for (const s of sockets) s.pause();
    },
    resume() {
      stalled = false;
      for (const s of sockets) s.resume();
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((r) => srv.close(() => r()));
    },
  };
}

describe.skipIf(!hasRedis)("RedisCounterStore after a Redis stall", () => {
  it("a count cleared while Redis stalled is cleared in Redis once it answers (a correct login is not refused afterwards)", async () => {
    const relay = await stallingRelay(new URL(REDIS_URL));
    const prefix = `placar-test:${process.pid}:${randomBytes(4).toString("hex")}:`;
    const { counters, close } = createCounterStore({
      redisUrl: relay.url,
      prefix,
      log: silentLog,
      name: "teste",
      retryMs: 200,
    });
    const direct = new Redis(REDIS_URL);
    try {
      // Four failed guesses, counted in Redis.
      for (let i = 1; i <= 4; i++) expect((await counters.hit("k", 60_000)).count).toBe(i);
      relay.stall();
      // The owner's attempt while Redis stalls: counted here, then cleared by the success.
      expect((await counters.hit("k", 60_000)).count).toBe(1);
      await counters.reset("k");
      // Taken back too: an attempt of ours that failed for another reason during the stall.
      await counters.hit("other", 60_000);
      await counters.release("other");
      relay.resume();
      // Redis answers again; the held INCRs run, then the clearing that waited for it.
      await new Promise((r) => setTimeout(r, 300));
      await expect
        .poll(async () => (await counters.hit("fresh", 60_000)).count, { timeout: 5_000, interval: 100 })
        .toBeGreaterThanOrEqual(1);
      await expect.poll(async () => direct.get(`${prefix}k`), { timeout: 5_000 }).toBeNull();
      expect(Number((await direct.get(`${prefix}other`)) ?? 0)).toBe(0);
      // The next attempt starts a new window: nowhere near the limit of 5.
      expect((await counters.hit("k", 60_000)).count).toBe(1);
      expect((counters as RedisCounterStore).pendingOperations).toBe(0);
    } finally {
      await close();
      const keys = await direct.keys(`${prefix}*`);
      if (keys.length) await direct.del(...keys);
      await direct.quit();
      await relay.close();
    }
  }, 20_000);
});

describe.skipIf(!hasRedis)("RedisCounterStore through a Redis outage", () => {
  it("shares counts while Redis answers, counts locally during the outage, and shares again once it is back", async () => {
    const relay = await switchableRelay(new URL(REDIS_URL));
    const prefix = `placar-test:${process.pid}:${randomBytes(4).toString("hex")}:`;
    const { counters, close } = createCounterStore({
      redisUrl: relay.url,
      prefix,
      log: silentLog,
      name: "teste",
      retryMs: 200,
    });
    const direct = new Redis(REDIS_URL);
    try {
      expect((await counters.hit("k", 60_000)).count).toBe(1);
      expect((await counters.hit("k", 60_000)).count).toBe(2);
      expect(await direct.get(`${prefix}k`)).toBe("2");

      relay.cut();
      const started = Date.now();
      expect((await counters.hit("k", 60_000)).count).toBe(1);
      expect((await counters.hit("k", 60_000)).count).toBe(2);
      expect(Date.now() - started).toBeLessThan(SHARED_STORE_TIMEOUT_MS + 500);
      expect(await direct.get(`${prefix}k`)).toBe("2");

      relay.restore();
      // ioredis reconnects in the background; the guard tries Redis again after its pause.
      const inRedis = async () => Number(await direct.get(`${prefix}k`));
      await expect
        .poll(
          async () => {
            await counters.hit("k", 60_000);
            return inRedis();
          },
          { timeout: 10_000, interval: 250 },
        )
        .toBeGreaterThan(2);
      // Shared again: the next count continues Redis's, not the local one.
      const before = await inRedis();
      expect((await counters.hit("k", 60_000)).count).toBe(before + 1);
      expect(await inRedis()).toBe(before + 1);
    } finally {
      await close();
      const keys = await direct.keys(`${prefix}*`);
      if (keys.length) await direct.del(...keys);
      await direct.quit();
      await relay.close();
    }
  }, 20_000);
});

const LIMITED = { detail: RATE_LIMITED, code: "rate_limited" };

describe.each([
  {
    what: "refuses connections",
    start: async () => ({ url: `redis://127.0.0.1:${await closedPort()}`, close: async () => undefined }),
  },
  { what: "never answers", start: blackHole },
])("the account routes when Redis $what", ({ start }) => {
  let t: TestApp;
  let redis: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    redis = await start();
    t = await startTestApp("pglite", {
      env: { JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: tempDataDir(), REDIS_URL: redis.url },
    });
  });
  afterAll(async () => {
    // The stand-in goes first: the account services' own Redis connection (accounts-setup.ts) waits for an
    // answer to QUIT on close, which a black hole never sends.
    await redis?.close();
    await t?.close();
  });

  it("keep answering, never with a 500, and keep enforcing the per-IP limit on this instance", async () => {
    const ip = freshIp();
    const started = Date.now();
    for (let i = 0; i < 10; i++) {
      const res = await call(
        t.app,
        "POST",
        "/api/auth/login/",
        { username: `ninguem${i}@exemplo.com`, password: "Senha-errada-1" },
        { ip },
      );
      expect(res.json(), `attempt ${i + 1}`).toEqual({ detail: LOGIN_FAILED, code: "invalid_credentials" });
    }
    const limited = await call(
      t.app,
      "POST",
      "/api/auth/login/",
      { username: "outro@exemplo.com", password: "Senha-errada-1" },
      { ip },
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(LIMITED);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // A stalled Redis costs at most one timeout per pause, not one per request.
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it("keep the per-account-and-address lock and the change-password limit", async () => {
    const u = await signUp(t.app);
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      expect(
        (await call(t.app, "POST", "/api/auth/login/", { username: u.email, password: "Senha-errada-1" }, { ip }))
          .statusCode,
      ).toBe(401);
    }
    expect(
      (await call(t.app, "POST", "/api/auth/login/", { username: u.email, password: STRONG }, { ip })).statusCode,
    ).toBe(429);

    const change = (old: string) =>
      call(
        t.app,
        "PUT",
        "/api/auth/change_password/",
        { old_password: old, new_password: "Nova-senha-456", confirm_new_password: "Nova-senha-456" },
        { token: u.token },
      );
    for (let i = 0; i < 5; i++) expect((await change(`Errada-${i}-senha`)).statusCode).toBe(400);
    const locked = await change(STRONG);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(LIMITED);
  });
});
