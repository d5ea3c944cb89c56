import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../src/app.ts";
import { createClock, type Clock } from "../../src/clock.ts";
import { loadConfig } from "../../src/config.ts";
import { DemoProvider } from "../../src/providers/demo/demo-provider.ts";
import { tempDataDir } from "./accounts.ts";
import { PINNED_NOW } from "./app.ts";
import { freshDatabase, type TestDatabase } from "./databases.ts";

/**
 * The app serving a stand-in for the built site: `entry` is the source of its server entry (`render` and
 * `pagePolicy`, as apps/site/src/entry-server.tsx exports them), on an embedded database.
 */
export async function startSiteApp(
  entry: string,
  env: Record<string, string> = {},
  clock?: Clock,
): Promise<{ app: FastifyInstance; database: TestDatabase; dist: string }> {
  const dist = tempDataDir();
  mkdirSync(path.join(dist, "client"), { recursive: true });
  mkdirSync(path.join(dist, "server"), { recursive: true });
  writeFileSync(path.join(dist, "client/index.html"), "<!doctype html><html><body><!--app-html--></body></html>");
  writeFileSync(path.join(dist, "server/entry-server.js"), entry);
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    PLACAR_NOW: PINNED_NOW,
    SITE_DIST: dist,
    DATA_DIR: tempDataDir(),
    ...env,
  });
  const database = await freshDatabase("pglite");
  const app = await buildApp({
    config: { ...config, database: { kind: "pglite", url: "test" } },
    clock: clock ?? createClock(config.pinnedNow),
    database,
    provider: new DemoProvider({ seed: 7 }),
    logger: false,
  });
  return { app, database, dist };
}
