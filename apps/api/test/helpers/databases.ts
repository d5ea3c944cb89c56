import pg from "pg";
import { openDatabase, type Database } from "../../src/db/client.ts";

const PG_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export const hasPostgres = await postgresReachable();
if (!hasPostgres) {
  console.warn(
    `[placar] PostgreSQL não respondeu em ${PG_ADMIN_URL}: as variantes PostgreSQL dos testes de API foram PULADAS (só PGlite).`,
  );
}

export interface TestDatabase extends Database {
  /** Drops what the test created (the PostgreSQL database); closes the connection. */
  dispose(): Promise<void>;
}

/** The kinds every API suite runs on: PGlite always, PostgreSQL when 127.0.0.1:5432 answers. */
export const DATABASE_KINDS = [
  { kind: "pglite" as const, skip: false },
  { kind: "postgres" as const, skip: !hasPostgres },
];

/** A fresh, empty, migrated database of the given kind, just for one suite. */
export async function freshDatabase(kind: "pglite" | "postgres"): Promise<TestDatabase> {
  if (kind === "pglite") {
    const db = await openDatabase({ kind, url: "memory://" });
    return { ...db, dispose: () => db.close() };
  }
  const pgDb = await freshPostgresUrl();
  const db = await openDatabase({ kind, url: pgDb.url });
  return {
    ...db,
    async dispose() {
      await db.close();
      await pgDb.drop();
    },
  };
}

/** Creates an empty PostgreSQL database for tests that open it more than once (several instances). */
export async function freshPostgresUrl(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `placar_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const a = new pg.Client({ connectionString: PG_ADMIN_URL });
      await a.connect();
      await a.query(`drop database if exists "${name}" with (force)`);
      await a.end();
    },
  };
}
