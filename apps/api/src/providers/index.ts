import type { Config } from "../config.ts";
import { ConfigError } from "../config.ts";
import { DemoProvider } from "./demo/demo-provider.ts";
import type { FootballProvider } from "./types.ts";

export function createProvider(config: Config): FootballProvider {
  if (config.dataProvider === "demo") return new DemoProvider({ seed: config.demoSeed });
  throw new ConfigError("DATA_PROVIDER=api-football ainda não está disponível nesta versão; use DATA_PROVIDER=demo.");
}
