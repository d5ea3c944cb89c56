/**
 * The Odds API's settings, read from an environment object. Pure: no I/O, no throw; `loadConfig` turns the
 * issues into its ConfigError ("Configuração inválida:\n" + one line per issue, `VARIÁVEL: mensagem`).
 */

import { BETTING_HOUSES } from "@placar/core/houses";
import { z } from "zod";

export const THE_ODDS_API_DEFAULT_BASE_URL = "https://api.the-odds-api.com";

/**
 * The competitions the site shows, as The Odds API's sport keys, Brazilian ones first: Série A, Série B,
 * Libertadores, then the European leagues and the Champions League.
 */
export const THE_ODDS_API_DEFAULT_SPORTS: readonly string[] = [
  "soccer_brazil_campeonato",
  "soccer_brazil_serie_b",
  "soccer_conmebol_copa_libertadores",
  "soccer_epl",
  "soccer_spain_la_liga",
  "soccer_italy_serie_a",
  "soccer_germany_bundesliga",
  "soccer_france_ligue_one",
  "soccer_portugal_primeira_liga",
  "soccer_uefa_champs_league",
];

/** The bookmaker regions The Odds API documents; each one requested costs one usage credit per call. */
export const THE_ODDS_API_REGIONS: readonly string[] = ["eu", "uk", "us", "us2", "us_dfs", "us_ex", "au", "fr", "se"];

/** The shortest interval between two calls for a competition: reached while its games are being played. */
export const THE_ODDS_API_DEFAULT_POLL_SECONDS = 60;
/** The free plan's monthly credits. */
export const THE_ODDS_API_DEFAULT_MONTHLY_CREDITS = 500;
const MIN_POLL_SECONDS = 60;
const MAX_POLL_SECONDS = 86_400;

export interface TheOddsApiSettings {
  /** Sent as the `apiKey` query parameter. */
  key: string;
  /** Without a trailing slash. */
  baseUrl: string;
  /** The Odds API bookmaker key → our house name (as @placar/core/houses spells it). Never empty. */
  bookmakers: ReadonlyMap<string, string>;
  /** Sport keys, polled in this order. */
  sports: readonly string[];
  regions: readonly string[];
  /** At most one call per sport per this many seconds (the in-play rate; farther from kick-off, less often). */
  pollSeconds: number;
  /** Credits a calendar month may spend (THEODDSAPI_MONTHLY_CREDITS), spread over it by the plan (core's odds-plan). */
  monthlyCredits: number;
  /**
   * THEODDSAPI_PLAN: "credits" (default) plans each competition's calls by what is at stake within the monthly
   * credits; "interval" calls every competition once per `pollSeconds` (a plan with credits to spare).
   */
  plan: "credits" | "interval";
  /**
   * THEODDSAPI_MARKETS: the markets each odds call asks, "h2h" (default) or "h2h,totals" (Mais/Menos gols too; each
   * market costs its credits per region, so the plan calls half as often on the same monthly credits).
   */
  markets?: readonly string[];
  /**
   * THEODDSAPI_EVENT_MARKETS: the markets only The Odds API's per-event call answers (`btts`, `draw_no_bet`), asked
   * for each of the day's games after its competition's call; absent (the default): no per-event call. Each call
   * costs one credit per region and market returned, and is sent only with credits the 1X2's plan does not need.
   */
  eventMarkets?: readonly string[];
}

/** The markets THEODDSAPI_EVENT_MARKETS may ask: soccer's additional markets that core/markets reads. */
export const THE_ODDS_API_EVENT_MARKETS: readonly string[] = ["btts", "draw_no_bet"];

/** What the environment says: the settings (null = source disabled, no THEODDSAPI_KEY), or what is wrong. */
export type TheOddsApiSettingsResult =
  { ok: true; settings: TheOddsApiSettings | null } | { ok: false; issues: string[] };

export type SettingsEnv = Readonly<Record<string, string | undefined>>;

const KEY_PATTERN = /^[a-z0-9_]+$/;

const baseUrlSchema = z.url({ protocol: /^https?$/ });

function value(env: SettingsEnv, name: string): string {
  return (env[name] ?? "").trim();
}

function list(raw: string): string[] {
  return raw
    .split(",")
    .map((e) => e.trim())
    .filter((e) => e !== "");
}

/** "betano:Bateu Bet,pinnacle:MGM Bet" → bookmaker key → house, or the issues found. */
function parseBookmakers(raw: string, houses: readonly string[]): Map<string, string> | string[] {
  const map = new Map<string, string>();
  const issues: string[] = [];
  const byHouse = new Map<string, string>();
  const V = "THEODDSAPI_BOOKMAKERS";
  for (const entry of list(raw)) {
    const m = /^([^:]+):(.+)$/.exec(entry);
    if (m === null) {
      issues.push(`${V}: "${entry}" não está no formato chave:Casa (ex.: "betano:Bateu Bet,pinnacle:MGM Bet")`);
      continue;
    }
    const key = (m[1] as string).trim();
    const house = (m[2] as string).trim();
    if (!KEY_PATTERN.test(key)) {
      issues.push(`${V}: "${key}" não é uma chave de casa da The Odds API (letras minúsculas, dígitos e _)`);
      continue;
    }
    if (!houses.includes(house)) {
      issues.push(`${V}: a casa "${house}" (de "${key}") não existe; as casas são: ${houses.join(", ")}`);
      continue;
    }
    if (map.has(key)) {
      issues.push(`${V}: a chave "${key}" aparece mais de uma vez`);
      continue;
    }
    const other = byHouse.get(house);
    if (other !== undefined) {
      issues.push(`${V}: a casa "${house}" está associada a "${other}" e a "${key}"; associe cada casa a uma só chave`);
      continue;
    }
    map.set(key, house);
    byHouse.set(house, key);
  }
  return issues.length > 0 ? issues : map;
}

/**
 * Reads THEODDSAPI_KEY (absent or empty: the source is disabled), THEODDSAPI_BASE_URL, THEODDSAPI_BOOKMAKERS
 * (`chave:Casa,…`, optional: the houses' source keys map bookmakers too), THEODDSAPI_SPORTS, THEODDSAPI_REGIONS, THEODDSAPI_POLL_SECONDS,
 * THEODDSAPI_MONTHLY_CREDITS, THEODDSAPI_PLAN, THEODDSAPI_MARKETS and THEODDSAPI_EVENT_MARKETS.
 * Every variable is checked even without a key, so that a typo shows before the key is set. `houses` are the
 * valid house names (default: the seven of @placar/core/houses).
 */
export function parseTheOddsApiSettings(
  env: SettingsEnv,
  houses: readonly string[] = BETTING_HOUSES.map((h) => h.house),
): TheOddsApiSettingsResult {
  const issues: string[] = [];

  const key = value(env, "THEODDSAPI_KEY");
  if (/[\s"']/.test(key)) issues.push("THEODDSAPI_KEY: a chave contém espaços ou aspas; copie só a chave");

  const rawBase = value(env, "THEODDSAPI_BASE_URL");
  const baseUrl = rawBase === "" ? THE_ODDS_API_DEFAULT_BASE_URL : rawBase.replace(/\/+$/, "");
  if (rawBase !== "" && !baseUrlSchema.safeParse(rawBase).success) {
    issues.push(`THEODDSAPI_BASE_URL: deve ser uma URL http(s) (padrão ${THE_ODDS_API_DEFAULT_BASE_URL})`);
  }

  const bookmakers = parseBookmakers(value(env, "THEODDSAPI_BOOKMAKERS"), houses);
  // Optional: the houses' source keys on "Casas" map the bookmakers too, and while neither maps one the source
  // sends no call (TheOddsApiSource.enabled), so no quota is spent for nothing.
  if (Array.isArray(bookmakers)) issues.push(...bookmakers);

  const rawSports = value(env, "THEODDSAPI_SPORTS");
  const sports = rawSports === "" ? [...THE_ODDS_API_DEFAULT_SPORTS] : [...new Set(list(rawSports))];
  const badSports = sports.filter((s) => !KEY_PATTERN.test(s));
  if (badSports.length > 0) {
    const names = badSports.join('", "');
    issues.push(`THEODDSAPI_SPORTS: "${names}" não é chave de competição (ex.: soccer_brazil_campeonato)`);
  } else if (rawSports !== "" && sports.length === 0) {
    issues.push("THEODDSAPI_SPORTS: informe ao menos uma competição (ex.: soccer_brazil_campeonato)");
  }

  const rawRegions = value(env, "THEODDSAPI_REGIONS");
  const regions = rawRegions === "" ? ["eu"] : [...new Set(list(rawRegions))];
  const badRegions = regions.filter((r) => !THE_ODDS_API_REGIONS.includes(r));
  if (badRegions.length > 0) {
    issues.push(
      `THEODDSAPI_REGIONS: região desconhecida "${badRegions.join('", "')}"; as regiões são: ` +
        THE_ODDS_API_REGIONS.join(", "),
    );
  } else if (regions.length === 0) {
    issues.push("THEODDSAPI_REGIONS: informe ao menos uma região (ex.: eu)");
  }

  const rawPoll = value(env, "THEODDSAPI_POLL_SECONDS");
  const pollSeconds = rawPoll === "" ? THE_ODDS_API_DEFAULT_POLL_SECONDS : Number(rawPoll);
  if (!Number.isInteger(pollSeconds) || pollSeconds < MIN_POLL_SECONDS || pollSeconds > MAX_POLL_SECONDS) {
    issues.push(
      `THEODDSAPI_POLL_SECONDS: deve ser um número inteiro de segundos entre ${MIN_POLL_SECONDS} e ` +
        `${MAX_POLL_SECONDS} (padrão ${THE_ODDS_API_DEFAULT_POLL_SECONDS})`,
    );
  }

  const rawCredits = value(env, "THEODDSAPI_MONTHLY_CREDITS");
  const monthlyCredits = rawCredits === "" ? THE_ODDS_API_DEFAULT_MONTHLY_CREDITS : Number(rawCredits);
  if (!Number.isInteger(monthlyCredits) || monthlyCredits < 1 || monthlyCredits > 100_000_000) {
    issues.push(
      `THEODDSAPI_MONTHLY_CREDITS: deve ser um número inteiro de créditos por mês, a partir de 1 ` +
        `(padrão ${THE_ODDS_API_DEFAULT_MONTHLY_CREDITS}, o plano gratuito)`,
    );
  }

  const rawPlan = value(env, "THEODDSAPI_PLAN") || "credits";
  if (rawPlan !== "credits" && rawPlan !== "interval") {
    issues.push('THEODDSAPI_PLAN: "credits" (padrão: consultas planejadas no orçamento do mês) ou "interval"');
  }
  const plan = rawPlan === "interval" ? "interval" : "credits";

  const rawMarkets = value(env, "THEODDSAPI_MARKETS");
  const markets = rawMarkets === "" ? ["h2h"] : [...new Set(["h2h", ...list(rawMarkets)])];
  if (markets.some((m) => m !== "h2h" && m !== "totals"))
    issues.push(
      'THEODDSAPI_MARKETS: "h2h" (padrão) ou "h2h,totals" (Mais/Menos gols, o dobro de créditos por consulta)',
    );

  const eventMarkets = [...new Set(list(value(env, "THEODDSAPI_EVENT_MARKETS")))];
  const badEventMarkets = eventMarkets.filter((m) => !THE_ODDS_API_EVENT_MARKETS.includes(m));
  if (badEventMarkets.length > 0)
    issues.push(
      `THEODDSAPI_EVENT_MARKETS: mercado "${badEventMarkets.join('", "')}" não lido; os mercados da consulta por ` +
        `jogo são: ${THE_ODDS_API_EVENT_MARKETS.join(", ")} (vazio, o padrão: nenhuma consulta por jogo)`,
    );

  if (issues.length > 0) return { ok: false, issues };
  if (key === "") return { ok: true, settings: null };
  return {
    ok: true,
    settings: {
      key,
      baseUrl,
      bookmakers: bookmakers as Map<string, string>,
      sports,
      regions,
      pollSeconds,
      ...(markets.length > 1 ? { markets } : {}),
      ...(eventMarkets.length > 0 ? { eventMarkets } : {}),
      monthlyCredits,
      plan,
    },
  };
}

/**
 * The most usage credits a month of polling can cost: every sport called every interval, each call costing one
 * credit per region (h2h only). An empty answer (a competition out of season) costs nothing, so the real figure
 * is lower; for the warning at start against the plan's monthly quota.
 */
export function maxMonthlyCredits(settings: Pick<TheOddsApiSettings, "sports" | "regions" | "pollSeconds">): number {
  const callsPerSportPerMonth = Math.ceil((30 * 86_400) / settings.pollSeconds);
  return callsPerSportPerMonth * settings.sports.length * settings.regions.length;
}
