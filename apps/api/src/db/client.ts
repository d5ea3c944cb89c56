import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { DatabaseKind } from "../config.ts";
import * as schema from "./schema.ts";
import { inProcessLeadership, type Leadership } from "../live/leader.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  kind: DatabaseKind;
  db: Db;
  /** The ingestion lock (one per database handle): a PostgreSQL advisory lock, or the process itself on the embedded database. */
  leadership(): Leadership;
  close(): Promise<void>;
}

/** Advisory-lock key of the ingester ("placar-ingest"). */
const INGEST_LOCK_KEY = 0x706c6163;

const here = path.dirname(fileURLToPath(import.meta.url));

/** The migrations folder, found from the source tree (src/db) or the bundle (dist). */
export function migrationsFolder(): string {
  for (const candidate of [path.resolve(here, "../../drizzle"), path.resolve(here, "../drizzle")]) {
    if (existsSync(path.join(candidate, "meta/_journal.json"))) return candidate;
  }
  throw new Error("Pasta de migrações do banco não encontrada (apps/api/drizzle)");
}

/**
 * How long a PostgreSQL query or a connection may take before it fails (and the request answers 503): a stalled
 * database must not hold requests for the length of the stall. The server also cancels the statement itself.
 */
export const DEFAULT_DB_TIMEOUTS = { queryMs: 4000, connectMs: 3000 };

/** Opens the configured database and applies every pending migration. */
export async function openDatabase(opts: {
  kind: DatabaseKind;
  url: string;
  /** PostgreSQL only: per-query and connection timeouts (DEFAULT_DB_TIMEOUTS). */
  timeouts?: { queryMs: number; connectMs: number };
  /** PGlite only: a data folder to start from (`dumpDataDir`'s tar), e.g. an already migrated one. */
  pgliteDataDir?: Blob;
}): Promise<Database> {
  const folder = migrationsFolder();
  if (opts.kind === "postgres") {
    const pg = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    // Migrations run on a pool of their own, without the timeouts (an index build may take longer than a request).
    const migrations = new pg.default.Pool({ connectionString: opts.url, max: 1 });
    try {
      await migrate(drizzle(migrations, { schema }), { migrationsFolder: folder });
    } finally {
      await migrations.end();
    }
    const t = opts.timeouts ?? DEFAULT_DB_TIMEOUTS;
    const pool = new pg.default.Pool({
      connectionString: opts.url,
      max: 10,
      // Waiting for a free connection or for a new one to open.
      connectionTimeoutMillis: t.connectMs,
      // The client gives up on an answer (a stalled network) and the pool drops that connection...
      query_timeout: t.queryMs,
      // ...and the server cancels the statement (a stalled database frees what it holds).
      statement_timeout: t.queryMs,
      keepAlive: true,
    });
    // An idle connection dropped by the server (restart, failover) must not crash the process: the pool
    // discards it and opens a new one on the next query.
    pool.on("error", (err) => console.warn(`[placar] conexão ociosa do PostgreSQL perdida: ${err.message}`));
    const db = drizzle(pool, { schema });
    const leadership = advisoryLeadership(pool);
    return {
      kind: "postgres",
      db: db as unknown as Db,
      leadership: () => leadership,
      async close() {
        // The lock's connection is checked out for as long as it is held: give it back, or end() waits forever.
        await leadership.release();
        await pool.end();
      },
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  // "memory://" keeps everything in RAM (tests); anything else is a folder on disk.
  if (!opts.url.startsWith("memory://")) mkdirSync(opts.url, { recursive: true });
  const client = new PGlite(opts.url, opts.pgliteDataDir ? { loadDataDir: opts.pgliteDataDir } : {});
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: folder });
  return { kind: "pglite", db: db as unknown as Db, leadership: inProcessLeadership, close: () => client.close() };
}

/**
 * A session-level advisory lock held on one dedicated connection: if that connection dies, PostgreSQL frees
 * the lock and another instance takes over at its next try.
 */
function advisoryLeadership(pool: import("pg").Pool): Leadership {
  let conn: import("pg").PoolClient | null = null;
  return {
    held: () => conn !== null,
    async tryAcquire() {
      if (conn) return true;
      const c = await pool.connect();
      try {
        const res = await c.query<{ ok: boolean }>("select pg_try_advisory_lock($1) as ok", [INGEST_LOCK_KEY]);
        if (res.rows[0]?.ok) {
          conn = c;
          c.on("error", () => {
            conn = null;
          });
          return true;
        }
      } catch {
        // fall through: not the leader this time
      }
      c.release();
      return false;
    },
    async release() {
      const c = conn;
      conn = null;
      if (!c) return;
      await c.query("select pg_advisory_unlock($1)", [INGEST_LOCK_KEY]).catch(() => undefined);
      c.release();
    },
  };
}
