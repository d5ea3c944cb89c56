/**
 * Emits the OpenAPI 3.1 document from the server's route schemas, without listening or touching a real
 * database, into packages/api-client/openapi.json. `--check` exits 1 when the committed file differs.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "../src/app.ts";
import { createClock } from "../src/clock.ts";
import { loadConfig } from "../src/config.ts";
import type { Database } from "../src/db/client.ts";
import { inProcessLeadership } from "../src/live/leader.ts";
import type { FootballProvider } from "../src/providers/types.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const target = path.resolve(here, "../../../packages/api-client/openapi.json");

export async function emitOpenApi(): Promise<string> {
  const config = { ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }), version: "contract" };
  const database = {
    kind: "pglite",
    db: null as never,
    leadership: inProcessLeadership,
    close: async () => {},
  } satisfies Database;
  const provider: FootballProvider = {
    name: "demo",
    fixturesByDate: async () => [],
    fixtureDetails: async () => [],
    standings: async () => [],
    teamSeason: async () => [],
    leagueSeason: async () => [],
  };
  const app = await buildApp({ config, clock: createClock(null), database, provider, serveSite: false, logger: false });
  await app.ready();
  const doc = app.swagger();
  await app.close();
  return `${JSON.stringify(doc, null, 2)}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const text = await emitOpenApi();
  if (process.argv.includes("--check")) {
    const current = readFileSync(target, "utf8");
    if (current !== text) {
      console.error("packages/api-client/openapi.json está desatualizado: rode `pnpm contract`.");
      process.exit(1);
    }
  } else {
    writeFileSync(target, text);
    console.log(`OpenAPI escrito em ${path.relative(process.cwd(), target)}`);
  }
}
