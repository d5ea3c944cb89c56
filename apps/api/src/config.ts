import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { parseTheOddsApiSettings, type TheOddsApiSettings } from "./odds-sources/settings.ts";

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
  UPLOADS_DIR: z.string().default(""),
  DATABASE_URL: z
    .string()
    .refine((v) => v === "" || /^postgres(ql)?:\/\//.test(v) || v.startsWith("pglite:"), {
      message: "DATABASE_URL deve ser postgres://… (ou vazio para o PGlite embutido)",
    })
    .default(""),
  /** Empty: http://localhost:{PORT} (a warning at start in production, where links must name the public address). */
  PUBLIC_URL: z.union([z.literal(""), z.url()]).default(""),
  PLACAR_NOW: z
    .string()
    .refine((v) => v === "" || !Number.isNaN(Date.parse(v)), { message: "PLACAR_NOW deve ser um instante ISO-8601" })
    .default(""),
  DATA_PROVIDER: z.enum(["demo", "api-football"]).default("demo"),
  DEMO_SEED: z.coerce.number().int().default(2025),
  INGEST_INTERVAL_SECONDS: z.coerce.number().int().min(5).default(60),
  /** How old the next seven days' lists may get before the schedule pulls them again (0: only when visited). */
  AHEAD_REFRESH_MINUTES: z.coerce.number().int().min(0).max(1440).default(30),
  /** The anonymous visitors' once-a-day welcome modal ("on" by default; "off" for kiosks, embeds and journeys of other screens). */
  DAILY_MODAL: z.enum(["on", "off"]).default("on"),
  /** The free messaging group the site's banner invites visitors to (empty: no banner). */
  COMMUNITY_GROUP_URL: z.union([z.url({ protocol: /^https?$/ }), z.literal("")]).default(""),
  ODDS_HISTORY_DAYS: z.coerce.number().int().min(1).max(3650).default(14),
  /** Seconds between two polls of a house's feed URL (docs/odds-feed.md). */
  HOUSE_FEED_POLL_SECONDS: z.coerce.number().int().min(15).max(86_400).default(60),
  /** "true": a house's feed URL may point to loopback, private or link-local addresses (tests, a private network). */
  ODDS_FEED_ALLOW_PRIVATE: z
    .enum(["true", "false"], { message: "ODDS_FEED_ALLOW_PRIVATE deve ser true ou false" })
    .default("false"),
  /** A source's quote confirmed longer ago than this is not shown (before kick-off). */
  ODDS_MAX_AGE_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  /** The same while the match is being played, when prices move by the minute. */
  ODDS_MAX_AGE_LIVE_MINUTES: z.coerce.number().int().min(1).max(60).default(3),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SITE_DIST: z.string().default(""),
  APIFOOTBALL_KEY: z.string().trim().default(""),
  APIFOOTBALL_BASE_URL: z
    .url({ protocol: /^https?$/, message: "APIFOOTBALL_BASE_URL deve ser uma URL http(s)" })
    .default("https://v3.football.api-sports.io"),
  /** Unset (or empty): follow the plan the provider announces in its headers; set: an upper bound on top of it. */
  APIFOOTBALL_DAILY_BUDGET: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z.coerce.number().int().min(1).optional(),
  ),
  APIFOOTBALL_PER_MINUTE: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z.coerce.number().int().min(1).optional(),
  ),
  APIFOOTBALL_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  APIFOOTBALL_BOOKMAKERS: z.string().default(""),
  JWT_SECRET: z
    .string()
    .refine((v) => v === "" || v.length >= 32, { message: "JWT_SECRET deve ter pelo menos 32 caracteres (256 bits)" })
    .default(""),
  SMTP_URL: z
    .string()
    .refine((v) => v === "" || /^smtps?:\/\//.test(v), { message: "SMTP_URL deve ser smtp://… ou smtps://…" })
    .default(""),
  MAIL_FROM: z.string().default("Placar <nao-responda@placar.local>"),
  REDIS_URL: z
    .string()
    .refine((v) => v === "" || /^rediss?:\/\//.test(v), { message: "REDIS_URL deve ser redis://… ou rediss://…" })
    .default(""),
  REDIS_KEY_PREFIX: z.string().default("placar:"),
  /** How long a limit counter waits for Redis before this instance counts on its own (a healthy one answers in ms). */
  REDIS_TIMEOUT_MS: z.coerce.number().int().min(10).max(60_000).default(300),
  /** Memory for server-rendered pages kept to serve everybody (all encodings counted). */
  PAGE_CACHE_MB: z.coerce.number().min(1).max(65_536).default(64),
  /** How long a kept page is served without a new render (then served stale while one render replaces it). */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  TRUSTED_PROXIES: z
    .string()
    .refine((v) => v.split(",").every((p) => p.trim() === "" || /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(p.trim())), {
      message: "TRUSTED_PROXIES deve ser uma lista de IPs ou CIDRs separados por vírgula",
    })
    .default(""),
});

/**
 * "8:Bateu Bet,6:HanzBet" → provider bookmaker id → house name. Empty means no odds at all: a price is
 * never shown under a house that did not offer it.
 */
function parseBookmakers(raw: string): Map<number, string> | string {
  const map = new Map<number, string>();
  for (const entry of raw
    .split(",")
    .map((e) => e.trim())
    .filter((e) => e !== "")) {
    const m = /^(\d+)\s*:\s*(.+)$/.exec(entry);
    if (m === null)
      return `APIFOOTBALL_BOOKMAKERS: "${entry}" não está no formato id:Casa (ex.: "8:Bateu Bet,6:HanzBet")`;
    const id = Number(m[1]);
    if (map.has(id)) return `APIFOOTBALL_BOOKMAKERS: a casa de id ${id} aparece mais de uma vez`;
    map.set(id, (m[2] as string).trim());
  }
  return map;
}

export type DatabaseKind = "pglite" | "postgres";

export interface Config {
  env: "development" | "production" | "test";
  host: string;
  port: number;
  dataDir: string;
  /** Where uploaded article images are kept (default DATA_DIR/uploads; a shared volume when several instances run). */
  uploadsDir: string;
  database: { kind: DatabaseKind; url: string };
  publicUrl: string;
  /** True when PUBLIC_URL was not set and `publicUrl` is this machine's address (production warns at start). */
  publicUrlDefaulted: boolean;
  /** The instant the server's clock starts at (it then runs on in real time); null = the real clock. */
  pinnedNow: Date | null;
  dataProvider: "demo" | "api-football";
  demoSeed: number;
  ingestIntervalSeconds: number;
  /** AHEAD_REFRESH_MINUTES in ms: the next days are pulled again once their last pull is this old (0: never). */
  aheadRefreshMs: number;
  /** What the site shows besides its pages, passed to the browser with the first HTML. */
  siteFeatures: { dailyModal: boolean; communityGroupUrl: string | null };
  /** Days of price history kept for movement arrows. */
  oddsHistoryDays: number;
  logLevel: string;
  /** Folder of the built site (client/ and server/), or null when the site is not served. */
  siteDist: string | null;
  version: string;
  /** API-Football v3 settings; `key` is "" unless set (required when dataProvider is "api-football"). */
  apiFootball: {
    key: string;
    baseUrl: string;
    /** Most requests per Brazilian day; null = the plan the provider announces (100 until it has answered). */
    dailyBudget: number | null;
    /** Most requests per minute; null = the provider's plan (10 until it has answered). */
    perMinute: number | null;
    timeoutMs: number;
    /** Provider bookmaker id → house name as docs/product.md#betting-houses spells it; empty = no odds. */
    bookmakers: ReadonlyMap<number, string>;
  };
  /** The Odds API as a source of prices (THEODDSAPI_*); null without THEODDSAPI_KEY (no source: odds as before). */
  theOddsApi: TheOddsApiSettings | null;
  /** At most one request to a house's feed URL per this many seconds (HOUSE_FEED_POLL_SECONDS, default 60). */
  houseFeedPollSeconds: number;
  /**
   * ODDS_FEED_ALLOW_PRIVATE: feed URLs may point to internal addresses (loopback, private, link-local, …). False by
   * default: only public addresses are read, so an admin account cannot make the server read its own network.
   */
  oddsFeedAllowPrivate: boolean;
  /** ODDS_MAX_AGE_MINUTES and ODDS_MAX_AGE_LIVE_MINUTES in ms: older source quotes are not shown. */
  oddsMaxAgeMs: { upcoming: number; live: number };
  /** JWT signing secret; null = generated once and kept in DATA_DIR/jwt-secret. */
  jwtSecret: string | null;
  /** SMTP server for outgoing mail; null = `.eml` files in DATA_DIR/outbox. */
  smtpUrl: string | null;
  mailFrom: string;
  /** Redis for rate-limit counters shared by every instance; null = in-process counters. */
  redisUrl: string | null;
  redisKeyPrefix: string;
  /** How long a limit counter waits for Redis before counting in this process (SharedStoreGuard). */
  redisTimeoutMs: number;
  /** Server-rendered pages kept in memory (services/page-cache.ts). */
  pageCache: { maxBytes: number; freshSeconds: number };
  /** Addresses/CIDRs of the reverse proxies whose X-Forwarded-For is believed; empty = none (the socket's address). */
  trustedProxies: string[];
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
  if (e.DATA_PROVIDER === "api-football" && e.APIFOOTBALL_KEY === "") {
    throw new ConfigError(
      "Configuração inválida:\nAPIFOOTBALL_KEY: obrigatória quando DATA_PROVIDER=api-football (a chave da API-Football, enviada no cabeçalho x-apisports-key). Defina APIFOOTBALL_KEY ou use DATA_PROVIDER=demo.",
    );
  }
  const bookmakers = parseBookmakers(e.APIFOOTBALL_BOOKMAKERS);
  if (typeof bookmakers === "string") throw new ConfigError(`Configuração inválida:\n${bookmakers}`);
  const theOddsApi = parseTheOddsApiSettings(env);
  if (!theOddsApi.ok) throw new ConfigError(`Configuração inválida:\n${theOddsApi.issues.join("\n")}`);
  const root = repoRoot();
  const dataDir = path.resolve(e.DATA_DIR);
  const url = e.DATABASE_URL;
  const database = url.startsWith("postgres")
    ? { kind: "postgres" as const, url }
    : {
        kind: "pglite" as const,
        url: url.startsWith("pglite:") ? url.slice("pglite:".length) : path.join(dataDir, "db"),
      };
  const siteDist = e.SITE_DIST ? path.resolve(e.SITE_DIST) : path.join(root, "apps/site/dist");
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    uploadsDir: e.UPLOADS_DIR ? path.resolve(e.UPLOADS_DIR) : path.join(dataDir, "uploads"),
    database,
    publicUrl: e.PUBLIC_URL ? e.PUBLIC_URL.replace(/\/+$/, "") : `http://localhost:${e.PORT}`,
    publicUrlDefaulted: !e.PUBLIC_URL,
    pinnedNow: e.PLACAR_NOW ? new Date(e.PLACAR_NOW) : null,
    dataProvider: e.DATA_PROVIDER,
    demoSeed: e.DEMO_SEED,
    ingestIntervalSeconds: e.INGEST_INTERVAL_SECONDS,
    aheadRefreshMs: e.AHEAD_REFRESH_MINUTES * 60_000,
    siteFeatures: { dailyModal: e.DAILY_MODAL === "on", communityGroupUrl: e.COMMUNITY_GROUP_URL || null },
    oddsHistoryDays: e.ODDS_HISTORY_DAYS,
    houseFeedPollSeconds: e.HOUSE_FEED_POLL_SECONDS,
    oddsFeedAllowPrivate: e.ODDS_FEED_ALLOW_PRIVATE === "true",
    oddsMaxAgeMs: { upcoming: e.ODDS_MAX_AGE_MINUTES * 60_000, live: e.ODDS_MAX_AGE_LIVE_MINUTES * 60_000 },
    logLevel: e.LOG_LEVEL,
    siteDist: existsSync(path.join(siteDist, "server")) ? siteDist : null,
    version: readVersion(root),
    apiFootball: {
      key: e.APIFOOTBALL_KEY,
      baseUrl: e.APIFOOTBALL_BASE_URL.replace(/\/+$/, ""),
      dailyBudget: e.APIFOOTBALL_DAILY_BUDGET ?? null,
      perMinute: e.APIFOOTBALL_PER_MINUTE ?? null,
      timeoutMs: e.APIFOOTBALL_TIMEOUT_MS,
      bookmakers,
    },
    theOddsApi: theOddsApi.settings,
    jwtSecret: e.JWT_SECRET || null,
    smtpUrl: e.SMTP_URL || null,
    mailFrom: e.MAIL_FROM,
    redisUrl: e.REDIS_URL || null,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    redisTimeoutMs: e.REDIS_TIMEOUT_MS,
    pageCache: { maxBytes: Math.round(e.PAGE_CACHE_MB * 1024 * 1024), freshSeconds: e.PAGE_CACHE_SECONDS },
    trustedProxies: e.TRUSTED_PROXIES.split(",")
      .map((p) => p.trim())
      .filter(Boolean),
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

/** What the server warns about at start: settings that work here but would be wrong in a deployment. */
export function startupWarnings(config: Pick<Config, "env" | "publicUrl" | "publicUrlDefaulted">): string[] {
  const warnings: string[] = [];
  if (config.publicUrlDefaulted && config.env === "production") {
    warnings.push(
      `PUBLIC_URL não definido: links de e-mail e endereços canônicos apontarão para ${config.publicUrl}. Defina PUBLIC_URL com o endereço público do site.`,
    );
  }
  return warnings;
}
