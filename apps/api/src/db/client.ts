import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { DatabaseKind } from "../config.ts";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  kind: DatabaseKind;
  db: Db;
  close(): Promise<void>;
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** The migrations folder, found from the source tree (src/db) or the bundle (dist). */
export function migrationsFolder(): string {
  for (const candidate of [path.resolve(here, "../../drizzle"), path.resolve(here, "../drizzle")]) {
    if (existsSync(path.join(candidate, "meta/_journal.json"))) return candidate;
  }
  throw new Error("Pasta de migrações do banco não encontrada (apps/api/drizzle)");
}

/** Opens the configured database and applies every pending migration. */
export async function openDatabase(opts: { kind: DatabaseKind; url: string }): Promise<Database> {
  const folder = migrationsFolder();
  if (opts.kind === "postgres") {
    const pg = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const pool = new pg.default.Pool({ connectionString: opts.url, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process: the pool
    // discards it and opens a new one on the next query.
    pool.on("error", (err) => console.warn(`[placar] conexão ociosa do PostgreSQL perdida: ${err.message}`));
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder: folder });
    return { kind: "postgres", db: db as unknown as Db, close: () => pool.end() };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  // "memory://" keeps everything in RAM (tests); anything else is a folder on disk.
  if (!opts.url.startsWith("memory://")) mkdirSync(opts.url, { recursive: true });
  const client = new PGlite(opts.url);
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: folder });
  return { kind: "pglite", db: db as unknown as Db, close: () => client.close() };
}
