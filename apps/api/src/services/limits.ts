import { createHash } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";

export interface Count {
  count: number;
  /** Milliseconds until the window ends (0 when nothing is counted). */
  ttlMs: number;
}

/**
 * Fixed-window counters for the abuse limits of the account routes (per IP, per account, per e-mail): in this
 * process, or in Redis when REDIS_URL is set, so that every instance sees the same numbers.
 */
export interface CounterStore {
  /** Counts one more event; the window starts with the first event. */
  hit(key: string, windowMs: number): Promise<Count>;
  /** The count now, without counting (0 when no window is open). */
  peek(key: string): Promise<Count>;
  /** Takes back one event counted by `hit` (an attempt that turned out not to be one, e.g. the database failed). */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

/** A fixed window: at most `max` events per `windowMs` for one key. */
export interface LimitRule {
  max: number;
  windowMs: number;
}

export class MemoryCounterStore implements CounterStore {
  private readonly entries = new Map<string, { count: number; endsAt: number }>();

  /**
   * @param maxEntries a flood from many addresses must not grow the process without bound: past this size the
   *   expired windows go, then the oldest ones (a Map keeps insertion order).
   */
  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 100_000,
  ) {}

  async hit(key: string, windowMs: number): Promise<Count> {
    const now = this.now();
    if (this.entries.size >= this.maxEntries) this.sweep(now);
    let entry = this.entries.get(key);
    if (!entry || entry.endsAt <= now) {
      entry = { count: 0, endsAt: now + windowMs };
      this.entries.set(key, entry);
    }
    entry.count += 1;
    return { count: entry.count, ttlMs: entry.endsAt - now };
  }

  async peek(key: string): Promise<Count> {
    const entry = this.entries.get(key);
    const now = this.now();
    if (!entry || entry.endsAt <= now) return { count: 0, ttlMs: 0 };
    return { count: entry.count, ttlMs: entry.endsAt - now };
  }

  async release(key: string): Promise<void> {
    const entry = this.entries.get(key);
    if (entry && entry.endsAt > this.now() && entry.count > 0) entry.count -= 1;
  }

  async reset(key: string): Promise<void> {
    this.entries.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.entries) if (entry.endsAt <= now) this.entries.delete(key);
    for (const key of this.entries.keys()) {
      if (this.entries.size < this.maxEntries * 0.9) break;
      this.entries.delete(key);
    }
  }
}

// INCR and the expiry in one atomic step, so two instances never both start a window.
const HIT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {current, ttl}
`;

const PEEK = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {current, ttl}
`;

const RELEASE = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
if current > 0 then redis.call('DECR', KEYS[1]) end
return 0
`;

/*
 * When Redis is unreachable or stalls, the limits DEGRADE to this process's own counters; they neither fail
 * closed nor open.
 * - Failing closed (refusing every login, registration and recovery) would make Redis a hard dependency of
 *   signing in: any Redis outage, or an attacker able to disturb it, would lock every user out.
 * - Failing open (skipping the limits) would drop brute-force protection exactly while something is wrong.
 * - Degraded, every instance still enforces every limit on its own counters, so an attacker gets at most
 *   N times the budget across N instances for the length of the outage, while argon2's cost still applies
 *   to each guess. Redis is tried again after a short pause and the shared counters resume on their own.
 * A timeout bounds how long a stalled Redis can hold a request: a healthy one answers in a millisecond or two.
 */
export const SHARED_STORE_TIMEOUT_MS = 300;
export const SHARED_STORE_RETRY_MS = 5_000;

/** Runs an operation on the shared store, or its local stand-in while the shared one is failing. */
export class SharedStoreGuard {
  private downUntil = 0;
  private down = false;

  constructor(
    private readonly opts: {
      timeoutMs?: number;
      retryMs?: number;
      now?: () => number;
      /** Told once per outage, and once when the shared store answers again. */
      onChange?: (state: "down" | "up", err?: unknown) => void;
    } = {},
  ) {}

  /** Whether the last attempt on the shared store failed (and the local counters are in use). */
  get degraded(): boolean {
    return this.down;
  }

  async run<T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    const now = (this.opts.now ?? Date.now)();
    if (this.down && now < this.downUntil) return local();
    try {
      const result = await withTimeout(shared(), this.opts.timeoutMs ?? SHARED_STORE_TIMEOUT_MS);
      if (this.down) {
        this.down = false;
        this.opts.onChange?.("up");
      }
      return result;
    } catch (err) {
      if (!this.down) this.opts.onChange?.("down", err);
      this.down = true;
      this.downUntil = now + (this.opts.retryMs ?? SHARED_STORE_RETRY_MS);
      return local();
    }
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`sem resposta em ${ms} ms`)), ms);
  });
  // The late answer of a timed-out call is dropped, and so is its late failure.
  promise.catch(() => undefined);
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Counters in Redis, shared by every instance, with this process's own counters standing in during an outage. */
export class RedisCounterStore implements CounterStore {
  private readonly fallback: CounterStore;
  private readonly guard: SharedStoreGuard;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    opts: { fallback?: CounterStore; guard?: SharedStoreGuard } = {},
  ) {
    this.fallback = opts.fallback ?? new MemoryCounterStore();
    this.guard = opts.guard ?? new SharedStoreGuard();
  }

  /**
   * Resets and releases that could not reach Redis during an outage, applied as soon as it answers again: a success
   * that cleared a count while Redis stalled must not leave the shared count as it was (a correct login refused for
   * the rest of the window once Redis is back), nor an attempt taken back stay counted.
   */
  private readonly pending = new Map<string, "reset" | number>();

  hit(key: string, windowMs: number): Promise<Count> {
    return this.guard.run(
      async () => {
        await this.flushPending();
        const [count, ttl] = (await this.redis.eval(HIT, 1, this.prefix + key, String(windowMs))) as [number, number];
        return { count: Number(count), ttlMs: Number(ttl) };
      },
      () => this.fallback.hit(key, windowMs),
    );
  }

  peek(key: string): Promise<Count> {
    return this.guard.run(
      async () => {
        await this.flushPending();
        const [count, ttl] = (await this.redis.eval(PEEK, 1, this.prefix + key)) as [number, number];
        return { count: Number(count), ttlMs: Number(ttl) };
      },
      () => this.fallback.peek(key),
    );
  }

  async release(key: string): Promise<void> {
    await this.fallback.release(key);
    await this.guard.run(
      async () => {
        await this.flushPending();
        await this.redis.eval(RELEASE, 1, this.prefix + key);
      },
      async () => {
        const p = this.pending.get(key);
        if (p !== "reset") this.pending.set(key, (p ?? 0) + 1);
      },
    );
  }

  /** Clears both copies: a count made locally during an outage must not outlive the success that cleared it. */
  async reset(key: string): Promise<void> {
    await this.fallback.reset(key);
    await this.guard.run(
      async () => {
        await this.flushPending();
        await this.redis.del(this.prefix + key);
      },
      async () => void this.pending.set(key, "reset"),
    );
  }

  /** How many operations wait for Redis to come back (tests, health). */
  get pendingOperations(): number {
    return this.pending.size;
  }

  private async flushPending(): Promise<void> {
    if (this.pending.size === 0) return;
    const ops = [...this.pending];
    const pipe = this.redis.pipeline();
    for (const [key, op] of ops) {
      if (op === "reset") pipe.del(this.prefix + key);
      else for (let i = 0; i < op; i++) pipe.eval(RELEASE, 1, this.prefix + key);
    }
    // Kept until Redis has taken them (a flush that fails leaves them for the next try).
    await pipe.exec();
    for (const [key, op] of ops) {
      const now = this.pending.get(key);
      if (now === op) this.pending.delete(key);
      else if (typeof now === "number" && typeof op === "number") this.pending.set(key, now - op);
    }
  }
}

/**
 * A counter store for one part of the app: in this process, or in Redis with `redisUrl`. The connection is its
 * own so that it can fail fast: a command waits for at most one reconnection (the guard's timeout cuts it shorter
 * anyway), connecting gives up after a second, and reconnection goes on in the background. Commands sent while
 * the first connection is being made wait for it, so the first requests after start are counted in Redis too.
 */
export function createCounterStore(opts: {
  redisUrl: string | null;
  prefix: string;
  log: FastifyBaseLogger;
  /** What these limits guard, for the log lines. */
  name: string;
  /** Pause before Redis is tried again after a failure (tests shorten it). */
  retryMs?: number;
  /** How long a command may take before this process counts on its own (SHARED_STORE_TIMEOUT_MS). */
  timeoutMs?: number;
}): {
  counters: CounterStore;
  close(): Promise<void>;
} {
  if (!opts.redisUrl) return { counters: new MemoryCounterStore(), close: async () => undefined };
  const redis = new Redis(opts.redisUrl, {
    maxRetriesPerRequest: 1,
    // A command that may already have run before a connection broke is not sent again on the next one (an INCR sent
    // twice would count one attempt twice).
    autoResendUnfulfilledCommands: false,
    connectTimeout: 1_000,
    retryStrategy: (times) => Math.min(times * 200, 5_000),
    lazyConnect: false,
  });
  // ioredis reports each failed reconnection here; the guard below already logs the outage once.
  redis.on("error", () => undefined);
  const guard = new SharedStoreGuard({
    ...(opts.retryMs === undefined ? {} : { retryMs: opts.retryMs }),
    ...(opts.timeoutMs === undefined ? {} : { timeoutMs: opts.timeoutMs }),
    onChange: (state, err) =>
      state === "down"
        ? opts.log.warn(
            { err: err instanceof Error ? err.message : String(err) },
            `Redis indisponível: limites de ${opts.name} contados só nesta instância`,
          )
        : opts.log.info(`Redis de volta: limites de ${opts.name} compartilhados de novo`),
  });
  return {
    counters: new RedisCounterStore(redis, opts.prefix, { guard }),
    async close() {
      // QUIT waits for Redis's answer, which a stalled Redis never sends: shutdown must not hang on it.
      const gaveUp = new Promise<void>((resolve) => setTimeout(resolve, 1_000).unref());
      await Promise.race([redis.quit().catch(() => undefined), gaveUp]);
      redis.disconnect();
    },
  };
}

/** A counter key for a person-supplied identifier: hashed, so no e-mail address sits in Redis in clear text. */
export function identifierKey(kind: string, identifier: string): string {
  return `${kind}:${createHash("sha256").update(identifier.trim().toLowerCase()).digest("hex").slice(0, 32)}`;
}
