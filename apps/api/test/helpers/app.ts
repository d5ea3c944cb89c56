import type { FastifyInstance } from "fastify";
import { buildApp } from "../../src/app.ts";
import { createClock, type Clock } from "../../src/clock.ts";
import { loadConfig } from "../../src/config.ts";
import type { LiveBus } from "../../src/live/bus.ts";
import type { FeedGuardOptions } from "../../src/odds-sources/feed-guard.ts";
import { DemoProvider } from "../../src/providers/demo/demo-provider.ts";
import type { FootballProvider } from "../../src/providers/types.ts";
import { freshDatabase, type TestDatabase } from "./databases.ts";

/** 15:00 in São Paulo on 21/11/2026: some matches finished, some live, many still to come. */
export const PINNED_NOW = "2026-11-21T18:00:00.000Z";
export const PINNED_DATE = "2026-11-21";

export interface TestApp {
  app: FastifyInstance;
  db: TestDatabase;
  close(): Promise<void>;
}

export async function startTestApp(
  kind: "pglite" | "postgres",
  opts: {
    provider?: FootballProvider;
    now?: string;
    env?: Record<string, string>;
    clock?: Clock;
    /** The feed guard's resolver and test-only exceptions (ODDS_FEED_ALLOW_PRIVATE still comes from env). */
    feedGuard?: Pick<FeedGuardOptions, "resolve" | "allow">;
    /** Reuse another app's database (a second instance over the same data); it stays open on close. */
    database?: TestDatabase;
    /** The live bus (a Redis one for several instances); owned by the caller. */
    bus?: LiveBus;
  } = {},
): Promise<TestApp> {
  const db = opts.database ?? (await freshDatabase(kind));
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", PLACAR_NOW: opts.now ?? PINNED_NOW, ...opts.env });
  const app = await buildApp({
    config: { ...config, database: { kind, url: "test" } },
    clock: opts.clock ?? createClock(config.pinnedNow),
    database: db,
    provider: opts.provider ?? new DemoProvider({ seed: 7 }),
    serveSite: false,
    logger: false,
    ...(opts.feedGuard ? { feedGuard: opts.feedGuard } : {}),
    ...(opts.bus ? { bus: opts.bus } : {}),
  });
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      if (!opts.database) await db.dispose();
    },
  };
}

/** A clock that stands still until a test moves it (expiry of tokens and links without waiting). */
export function manualClock(start: string = PINNED_NOW): Clock & { advance(ms: number): void; set(iso: string): void } {
  let t = Date.parse(start);
  return {
    now: () => new Date(t),
    advance(ms: number) {
      t += ms;
    },
    set(iso: string) {
      t = Date.parse(iso);
    },
  };
}
