import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { businessDate } from "@placar/core/dates";

const HealthSchema = z
  .object({
    status: z.literal("ok"),
    version: z.string(),
    database: z.enum(["pglite", "postgres"]),
    provider: z.enum(["demo", "api-football"]),
    businessDate: z.string().describe("Dia corrente em America/Sao_Paulo"),
    now: z.string().describe("Relógio do servidor (ISO-8601)"),
    ingest: z.object({
      lastSuccessAt: z.string().nullable(),
      lastError: z.string().nullable(),
      lastDurationMs: z.number().nullable(),
      nextRunAt: z.string().nullable(),
      leader: z.boolean().describe("Esta instância detém o lock de ingestão"),
    }),
    live: z.enum(["memory", "redis"]).describe("Barramento de eventos ao vivo"),
  })
  .meta({ id: "Health" });

const health: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/health",
    {
      schema: {
        tags: ["system"],
        operationId: "getHealth",
        summary: "Estado do servidor",
        response: { 200: HealthSchema },
      },
    },
    async () => {
      const now = app.ctx.clock.now();
      return {
        status: "ok" as const,
        version: app.ctx.config.version,
        database: app.ctx.database.kind,
        provider: app.ctx.config.dataProvider,
        businessDate: businessDate(now),
        now: now.toISOString(),
        ingest: app.ctx.football.status,
        live: app.ctx.live.kind,
      };
    },
  );
};

export default health;
