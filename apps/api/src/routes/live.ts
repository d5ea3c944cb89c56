import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { SseHub } from "../live/sse-hub.ts";
import { errorResponses } from "../schemas/common.ts";

const HEARTBEAT_MS = 15_000;
/** Unsent bytes past which a client is too slow and is dropped (it resumes by Last-Event-ID). */
const MAX_BUFFERED_BYTES = 1024 * 1024;

declare module "fastify" {
  interface FastifyInstance {
    /** This instance's open live streams. */
    sse: SseHub;
  }
}

const live: FastifyPluginAsyncZod = async (app) => {
  // Open streams, fed in batches; ended when the server closes (graceful shutdown must not wait on idle clients).
  const hub = new SseHub(app.ctx.live, { heartbeatMs: HEARTBEAT_MS, maxBufferedBytes: MAX_BUFFERED_BYTES });
  app.decorate("sse", hub);
  app.ctx.streams = hub;
  app.addHook("preClose", async () => hub.stop());

  app.get(
    "/api/live/stream",
    {
      compress: false,
      schema: {
        tags: ["football"],
        operationId: "getLiveStream",
        summary: "Mudanças de placar, status, odds e mercados ao vivo (Server-Sent Events)",
        description:
          "text/event-stream. Eventos `score`, `status`, `odds` e `market` com `id`; reconecte com o cabeçalho Last-Event-ID (ou ?lastEventId=) para receber o que perdeu. Um evento `market` por jogo e mercado além do 1X2 cujos preços mudaram (`data`: `market`, como `btts` ou `totals:2.5`, os times e os novos preços das casas que mudaram, na ordem dos resultados do mercado). Comentários `: ping` a cada 15 s. Com `prices=none`, os eventos `odds` e `market` vêm sem `data` (só `id`, `type`, `date` e `fixtureId`), e o `market` de um jogo que outro evento do mesmo lote já citou é omitido: para quem apenas recarrega o dia que mudou.",
        querystring: z.object({
          lastEventId: z.string().max(64).optional(),
          prices: z
            .enum(["all", "none"])
            .optional()
            .describe("`none`: eventos `odds` e `market` sem os preços (padrão `all`)"),
        }),
        response: { 200: z.string().describe("Fluxo text/event-stream"), ...errorResponses(400) },
      },
    },
    async (req, reply) => {
      const lastId = (req.headers["last-event-id"] as string | undefined) ?? req.query.lastEventId;
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        // Headers other hooks set (security headers) are kept: a hijacked reply skips onSend.
        ...(reply.getHeaders() as Record<string, string>),
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-cache, no-transform",
        connection: "keep-alive",
        "x-accel-buffering": "no",
      });
      res.write("retry: 5000\n\n");
      await hub.add(res, lastId, req.query.prices === "none");
    },
  );
};

export default live;
