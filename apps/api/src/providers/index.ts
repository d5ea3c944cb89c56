import type { Clock } from "../clock.ts";
import type { Config } from "../config.ts";
import { ConfigError } from "../config.ts";
import { ApiFootballProvider } from "./api-football/api-football-provider.ts";
import { DemoProvider } from "./demo/demo-provider.ts";
import type { FootballProvider } from "./types.ts";

/** The configured provider; `clock` (PLACAR_NOW) also drives API-Football's budget days. */
export function createProvider(config: Config, clock?: Clock): FootballProvider {
  if (config.dataProvider === "demo") return new DemoProvider({ seed: config.demoSeed });
  const a = config.apiFootball;
  // loadConfig already refuses this; the check stays for configs built by hand.
  if (a.key === "") throw new ConfigError("APIFOOTBALL_KEY é obrigatória quando DATA_PROVIDER=api-football.");
  return new ApiFootballProvider({
    key: a.key,
    baseUrl: a.baseUrl,
    dailyBudget: a.dailyBudget,
    perMinute: a.perMinute,
    timeoutMs: a.timeoutMs,
    bookmakers: a.bookmakers,
    ...(clock ? { now: () => clock.now().getTime() } : {}),
  });
}
