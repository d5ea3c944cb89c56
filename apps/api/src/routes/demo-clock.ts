import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { businessDate } from "@placar/core/dates";
import { HttpError } from "../http-error.ts";
import { errorResponses } from "../schemas/common.ts";

const BEARER = [{ bearerAuth: [] }];

export const CLOCK_NOT_PINNED =
  "O relógio do servidor é o real: só um relógio de demonstração (PLACAR_NOW) pode ser adiantado.";

const ClockSchema = z
  .object({ now: z.string().describe("O instante do servidor depois de adiantado (ISO-8601)") })
  .meta({ id: "DemoClock" });

/**
 * A demonstration's clock (PLACAR_NOW) moved forward by an admin: the next kick-off, goal or price move of the
 * simulated day happens when the presenter (or a browser test) says, not after minutes of waiting. The day is
 * ingested at once at the new instant, so the site shows it without waiting for the schedule. The real clock
 * (no PLACAR_NOW) cannot be moved.
 */
const demoClock: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/admin/clock/",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["system"],
        operationId: "advanceDemoClock",
        summary: "Adianta o relógio de demonstração (PLACAR_NOW) e ingere o dia no novo instante",
        security: BEARER,
        body: z.object({
          advance_seconds: z.number().int().min(1).max(86_400).describe("Quantos segundos adiantar (até um dia)"),
        }),
        response: { 200: ClockSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (req, reply) => {
      reply.header("cache-control", "no-store");
      const { clock, football } = app.ctx;
      if (!clock.advance) throw new HttpError(409, "clock_not_pinned", CLOCK_NOT_PINNED);
      clock.advance(req.body.advance_seconds * 1000);
      const now = clock.now();
      // A pull that began before the move would not show what the new instant brings: another one follows it.
      await football.ingestDay(businessDate(now), now).catch((err: unknown) => {
        app.log.warn({ err }, "demo clock: ingest at the new instant failed");
      });
      return { now: now.toISOString() };
    },
  );
};

export default demoClock;
