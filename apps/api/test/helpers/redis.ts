import { Redis } from "ioredis";

/** The Redis the tests that need one use (the machine's, by default). */
export const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/** Whether that Redis answers a PING within about a second; the caller skips its Redis tests, and says so, if not. */
export async function redisReachable(): Promise<boolean> {
  const r = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 1500,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  r.on("error", () => undefined);
  try {
    await r.connect();
    return (await r.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
}
