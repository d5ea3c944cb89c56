import { readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type Database } from "../../src/db/client.ts";
import { PG_ADMIN_URL, postgresReachable } from "./postgres-admin.ts";

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
    const db = await openDatabase({ kind, url: "memory://", pgliteDataDir: pgliteTemplate() });
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

let pgliteFolder: Blob | undefined;
/** The migrated PGlite folder test/global-setup.ts made for this run, read once per suite file. */
function pgliteTemplate(): Blob {
  pgliteFolder ??= new Blob([readFileSync(inject("pgliteTemplate"))]);
  return pgliteFolder;
}

/**
 * Creates a PostgreSQL database, already migrated (a copy of test/global-setup.ts's template), for tests that open it
 * more than once (several instances).
 */
export async function freshPostgresUrl(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `placar_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const template = inject("postgresTemplate");
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(template ? `create database "${name}" template "${template}"` : `create database "${name}"`);
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
