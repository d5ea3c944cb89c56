import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";
import type { Clock } from "../clock.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { AccountService } from "./accounts.ts";
import { MemoryCounterStore, RedisCounterStore, SharedStoreGuard, type CounterStore } from "./limits.ts";
import { Mailer } from "./mail.ts";
import { loadOrCreateSecret, TokenService } from "./tokens.ts";
import { UserAdminService } from "./users.ts";

export interface AccountParts {
  accounts: AccountService;
  users: UserAdminService;
  mailer: Mailer;
  tokens: TokenService;
  counters: CounterStore;
  /** The Redis connection behind the rate limits, when REDIS_URL is set. */
  redis: Redis | null;
  close(): Promise<void>;
}

/** Wires the account services from the configuration (nothing touches the disk, the database or Redis yet). */
export function createAccountParts(
  opts: { config: Config; clock: Clock; database: Database },
  log: FastifyBaseLogger,
): AccountParts {
  const { config, clock } = opts;
  const db = () => opts.database.db;
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false }) : null;
  redis?.on("error", (err: Error) => log.warn({ err: err.message }, "Redis (limites de tentativas) indisponível"));
  const counters: CounterStore = redis
    ? new RedisCounterStore(redis, `${config.redisKeyPrefix}limits:`, {
        guard: new SharedStoreGuard({ timeoutMs: config.redisTimeoutMs }),
      })
    : new MemoryCounterStore();
  const tokens = new TokenService(() => loadOrCreateSecret(config.jwtSecret, config.dataDir), clock);
  const mailer = new Mailer(
    { smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, "outbox") },
    log,
  );
  const accounts = new AccountService({ db, clock, tokens, counters, mailer, publicUrl: config.publicUrl, log });
  const users = new UserAdminService({ db, clock, accounts });
  return {
    accounts,
    users,
    mailer,
    tokens,
    counters,
    redis,
    async close() {
      await mailer.flush();
      mailer.close();
      if (redis) await redis.quit().catch(() => redis.disconnect());
    },
  };
}
