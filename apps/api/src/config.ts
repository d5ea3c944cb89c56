import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

const here = path.dirname(fileURLToPath(import.meta.url));

/** Walks up from this module to the repository root (the folder holding pnpm-workspace.yaml). */
function repoRoot(): string {
  let dir = here;
  for (let i = 0; i < 6; i++) {
    if (existsSync(path.join(dir, "pnpm-workspace.yaml"))) return dir;
    dir = path.dirname(dir);
  }
  return process.cwd();
}

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z
    .string()
    .refine((v) => v === "" || /^postgres(ql)?:\/\//.test(v) || v.startsWith("pglite:"), {
      message: "DATABASE_URL deve ser postgres://… (ou vazio para o PGlite embutido)",
    })
    .default(""),
  PUBLIC_URL: z.url().default("http://localhost:3000"),
  PLACAR_NOW: z
    .string()
    .refine((v) => v === "" || !Number.isNaN(Date.parse(v)), { message: "PLACAR_NOW deve ser um instante ISO-8601" })
    .default(""),
  DATA_PROVIDER: z.enum(["demo", "api-football"]).default("demo"),
  DEMO_SEED: z.coerce.number().int().default(2025),
  INGEST_INTERVAL_SECONDS: z.coerce.number().int().min(5).default(60),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SITE_DIST: z.string().default(""),
});

export type DatabaseKind = "pglite" | "postgres";

export interface Config {
  env: "development" | "production" | "test";
  host: string;
  port: number;
  dataDir: string;
  database: { kind: DatabaseKind; url: string };
  publicUrl: string;
  /** The instant the server's clock starts at (it then runs on in real time); null = the real clock. */
  pinnedNow: Date | null;
  dataProvider: "demo" | "api-football";
  demoSeed: number;
  ingestIntervalSeconds: number;
  logLevel: string;
  /** Folder of the built site (client/ and server/), or null when the site is not served. */
  siteDist: string | null;
  version: string;
}

export class ConfigError extends Error {}

/** Reads the environment once; every setting and its default lives here (see README "Configuração"). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Configuração inválida:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const root = repoRoot();
  const dataDir = path.resolve(e.DATA_DIR);
  const url = e.DATABASE_URL;
  const database =
    url.startsWith("postgres")
      ? { kind: "postgres" as const, url }
      : { kind: "pglite" as const, url: url.startsWith("pglite:") ? url.slice("pglite:".length) : path.join(dataDir, "db") };
  const siteDist = e.SITE_DIST ? path.resolve(e.SITE_DIST) : path.join(root, "apps/site/dist");
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    database,
    publicUrl: e.PUBLIC_URL.replace(/\/+$/, ""),
    pinnedNow: e.PLACAR_NOW ? new Date(e.PLACAR_NOW) : null,
    dataProvider: e.DATA_PROVIDER,
    demoSeed: e.DEMO_SEED,
    ingestIntervalSeconds: e.INGEST_INTERVAL_SECONDS,
    logLevel: e.LOG_LEVEL,
    siteDist: existsSync(path.join(siteDist, "server")) ? siteDist : null,
    version: readVersion(root),
  };
}

function readVersion(root: string): string {
  try {
    const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { version?: string };
    return pkg.version ?? "0.0.0";
  } catch {
    return "0.0.0";
  }
}
