import { createHash } from "node:crypto";
import type { Redis } from "ioredis";

export interface Count {
  count: number;
  /** Milliseconds until the window ends (0 when nothing is counted). */
  ttlMs: number;
}

/**
 * Fixed-window counters for the limits @fastify/rate-limit cannot express (failures per account, requests per
 * e-mail). They live where the plugin's counters live: in this process, or in Redis when REDIS_URL is set, so
 * every instance sees the same numbers.
 */
export interface CounterStore {
  /** Counts one more event; the window starts with the first event. */
  hit(key: string, windowMs: number): Promise<Count>;
  reset(key: string): Promise<void>;
}

export class MemoryCounterStore implements CounterStore {
  private readonly entries = new Map<string, { count: number; endsAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, windowMs: number): Promise<Count> {
    const now = this.now();
    if (this.entries.size > 10_000) this.sweep(now);
    let entry = this.entries.get(key);
    if (!entry || entry.endsAt <= now) {
      entry = { count: 0, endsAt: now + windowMs };
      this.entries.set(key, entry);
    }
    entry.count += 1;
    return { count: entry.count, ttlMs: entry.endsAt - now };
  }

  async reset(key: string): Promise<void> {
    this.entries.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.entries) if (entry.endsAt <= now) this.entries.delete(key);
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

export class RedisCounterStore implements CounterStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async hit(key: string, windowMs: number): Promise<Count> {
    const [count, ttl] = (await this.redis.eval(HIT, 1, this.prefix + key, String(windowMs))) as [number, number];
    return { count: Number(count), ttlMs: Number(ttl) };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}

/** A counter key for a person-supplied identifier: hashed, so no e-mail address sits in Redis in clear text. */
export function identifierKey(kind: string, identifier: string): string {
  return `${kind}:${createHash("sha256").update(identifier.trim().toLowerCase()).digest("hex").slice(0, 32)}`;
}
