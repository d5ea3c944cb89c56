import type { FastifyRouteSchemaDef } from "fastify/types/schema.js";
import { validatorCompiler, type FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ODDS_FEED_MAX_BYTES, oddsFeedDocument } from "@placar/core/odds-feed";
import { HttpError } from "../http-error.ts";
import { errorResponses } from "../schemas/common.ts";
import { PushLimited, SIGNATURE_HEADER, TIMESTAMP_HEADER } from "../services/house-feed.ts";

const NOT_JSON = "Envie o documento do feed como application/json.";

const ParamsSchema = z.object({
  houseSlug: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,59}$/, "Identificador de casa inválido.")
    .describe("O identificador da casa no Placar (ex.: bateu-bet)"),
});

const HeadersSchema = z.object({
  [TIMESTAMP_HEADER]: z.string().optional().describe("Instante do envio, em segundos Unix (janela de 5 minutos)"),
  [SIGNATURE_HEADER]: z
    .string()
    .optional()
    .describe('HMAC-SHA256(segredo, timestamp + "." + corpo) em hexadecimal, com ou sem o prefixo "sha256="'),
});

const AcceptedSchema = z
  .object({
    accepted: z.literal(true),
    stored: z.boolean().describe("false quando um documento mais novo (generatedAt) já estava guardado"),
    events: z.number().int(),
    generatedAt: z.string(),
  })
  .meta({ id: "OddsFeedPushAccepted" });

// The body is read raw (the signature covers its bytes) and checked in the service; the schema documents it.
const rawBodyValidator = ((route: FastifyRouteSchemaDef<z.ZodType>) =>
  route.httpPart === "body" ? (data: unknown) => ({ value: data }) : validatorCompiler(route)) as never;

/** A house's pushed prices (docs/odds-feed.md), authenticated by the house's HMAC signature, not by a login. */
const oddsFeed: FastifyPluginAsyncZod = async (app) => {
  // In this plugin only: JSON bodies arrive as their bytes.
  app.addContentTypeParser(
    ["application/json", "application/feed+json"],
    { parseAs: "buffer", bodyLimit: ODDS_FEED_MAX_BYTES },
    (_req, body, done) => done(null, body),
  );

  app.post(
    "/api/odds-feed/:houseSlug/",
    {
      bodyLimit: ODDS_FEED_MAX_BYTES,
      validatorCompiler: rawBodyValidator,
      schema: {
        tags: ["odds-feed"],
        operationId: "pushOddsFeed",
        summary: "Recebe o feed de odds de uma casa (assinado com HMAC-SHA256)",
        description:
          "Documento no formato de docs/odds-feed.md (até 1 MiB). Cabeçalhos x-placar-timestamp e " +
          "x-placar-signature obrigatórios; cada assinatura vale uma vez. 401: assinatura inválida ou fora da " +
          "janela; 409: envio repetido; 413: documento grande demais; 429: mais de 30 envios assinados por minuto " +
          "da casa, ou mais de 30 envios recusados por minuto do mesmo endereço. Aceito, o preço entra no site " +
          "em segundos.",
        security: [],
        params: ParamsSchema,
        headers: HeadersSchema,
        body: oddsFeedDocument,
        response: { 202: AcceptedSchema, ...errorResponses(400, 401, 409, 413, 415, 429) },
      },
    },
    async (req, reply) => {
      // Only JSON reaches the handler as bytes; a body of another type could not be signed as sent.
      if (!Buffer.isBuffer(req.body)) throw new HttpError(415, "unsupported_media_type", NOT_JSON);
      const raw = req.body;
      reply.header("cache-control", "no-store");
      let result;
      try {
        result = await app.ctx.houseFeed.acceptFrom(
          req.ip,
          req.params.houseSlug,
          { timestamp: req.headers[TIMESTAMP_HEADER], signature: req.headers[SIGNATURE_HEADER] },
          raw,
          app.ctx.clock.now(),
        );
      } catch (err) {
        if (err instanceof PushLimited) reply.header("retry-after", String(Math.max(1, err.retryAfterSeconds)));
        throw err;
      }
      const { dates, ...answer } = result;
      // The instance leading the ingest merges these days at once (docs/odds-feed.md#delays).
      if (answer.stored)
        await app.ctx.live
          .signalPrices(dates)
          .catch((err: unknown) => req.log.warn({ err }, "odds feed: price signal not sent; merged at the next poll"));
      return reply.code(202).send({ accepted: true as const, ...answer });
    },
  );
};

export default oddsFeed;
