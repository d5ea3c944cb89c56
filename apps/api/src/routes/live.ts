import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { LiveEvent } from "../live/bus.ts";
import { errorResponses } from "../schemas/common.ts";

const HEARTBEAT_MS = 15_000;

function frame(e: LiveEvent): string {
  const { origin: _origin, ...payload } = e;
  return `id: ${e.id}\nevent: ${e.type}\ndata: ${JSON.stringify(payload)}\n\n`;
}

const live: FastifyPluginAsyncZod = async (app) => {
  // Open streams, ended when the server closes (graceful shutdown must not wait on idle clients).
  const open = new Set<() => void>();
  app.addHook("preClose", async () => {
    for (const end of open) end();
  });

  app.get(
    "/api/live/stream",
    {
      compress: false,
      schema: {
        tags: ["football"],
        operationId: "getLiveStream",
        summary: "Mudanças de placar, status e odds ao vivo (Server-Sent Events)",
        description:
          "text/event-stream. Eventos `score`, `status` e `odds` com `id`; reconecte com o cabeçalho Last-Event-ID (ou ?lastEventId=) para receber o que perdeu. Comentários `: ping` a cada 15 s.",
        querystring: z.object({ lastEventId: z.string().max(64).optional() }),
        response: { 200: z.string().describe("Fluxo text/event-stream"), ...errorResponses(400) },
      },
    },
    async (req, reply) => {
      const lastId = (req.headers["last-event-id"] as string | undefined) ?? req.query.lastEventId;
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-cache, no-transform",
        connection: "keep-alive",
        "x-accel-buffering": "no",
      });
      res.write("retry: 5000\n\n");

      // Subscribe first, then replay: nothing published in between is lost; duplicates are dropped by id.
      const sent = new Set<string>();
      const queue: LiveEvent[] = [];
      let replaying = true;
      const send = (e: LiveEvent) => {
        if (sent.has(e.id)) return;
        sent.add(e.id);
        if (sent.size > 5000) sent.clear();
        res.write(frame(e));
      };
      const unsubscribe = app.ctx.live.subscribe((e) => (replaying ? queue.push(e) : send(e)));
      if (lastId) for (const e of await app.ctx.live.since(lastId)) send(e);
      replaying = false;
      for (const e of queue) send(e);

      const heartbeat = setInterval(() => res.write(": ping\n\n"), HEARTBEAT_MS);
      const close = () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(end);
      };
      const end = () => {
        close();
        res.end();
      };
      open.add(end);
      req.raw.on("close", close);
    },
  );
};

export default live;
