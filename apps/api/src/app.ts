import Fastify, { type FastifyInstance } from "fastify";
import compress from "@fastify/compress";
import swagger from "@fastify/swagger";
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Clock } from "./clock.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { registerErrorHandling } from "./plugins/errors.ts";
import { registerSite } from "./plugins/site.ts";
import type { FootballProvider } from "./providers/types.ts";
import football from "./routes/football.ts";
import health from "./routes/health.ts";
import { FootballService } from "./services/football.ts";

export interface AppContext {
  config: Config;
  clock: Clock;
  database: Database;
  football: FootballService;
}

declare module "fastify" {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export interface BuildOptions {
  config: Config;
  clock: Clock;
  database: Database;
  provider: FootballProvider;
  /** Serve the built site (off for API-only tests and the OpenAPI emitter). */
  serveSite?: boolean;
  logger?: boolean;
}

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger === false ? false : { level: opts.config.logLevel },
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  const footballService = new FootballService(opts.database.db, opts.provider, opts.clock, app.log);
  app.decorate("ctx", { config: opts.config, clock: opts.clock, database: opts.database, football: footballService });

  await app.register(compress, { global: true, threshold: 1024, encodings: ["br", "gzip"] });
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Placar API",
        description: "API do Placar: jogos, odds das casas de apostas, estatísticas, notícias e contas.",
        version: opts.config.version,
      },
      tags: [
        { name: "system", description: "Estado do servidor" },
        { name: "football", description: "Jogos, odds e estatísticas" },
      ],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  await app.register(health);
  await app.register(football);
  await registerSite(app, opts.serveSite === false ? null : opts.config.siteDist);
  return app;
}
