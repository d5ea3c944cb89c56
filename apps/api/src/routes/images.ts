import path from "node:path";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { houseLogoSvg } from "../data/svg.ts";
import { errorResponses, idParam } from "../schemas/common.ts";
import { HttpError } from "../http-error.ts";
import { HOUSE_NOT_FOUND } from "@placar/core/messages-houses";
import { ClubImageService, type ImageOrigin, type ServedImage } from "../services/club-images.ts";

const SVG_CACHE = "public, max-age=86400, stale-while-revalidate=604800";
/** A provider image never changes under its URL; a new logo comes with a new URL and is fetched again. */
const PROVIDER_IMAGE_CACHE = "public, max-age=2592000, stale-while-revalidate=604800";
/** The fallback stands in only until the provider's image can be fetched again. */
const FALLBACK_CACHE = "public, max-age=600";
/** Images are requested by the dozen per page: not logged one by one; failures still are. */
const HOT_LOG_LEVEL = "warn";

/** The cached bytes, or 304 when the browser's copy is the same. */
function sendImage(req: FastifyRequest, reply: FastifyReply, image: ServedImage, cacheControl: string) {
  reply.header("etag", image.etag).header("cache-control", cacheControl);
  if (req.headers["if-none-match"] === image.etag) return reply.code(304).send();
  return reply.type(image.contentType).send(image.body);
}

/** How long a PNG may be kept, by where it came from. */
const PNG_CACHE: Record<ImageOrigin, string> = {
  provider: PROVIDER_IMAGE_CACHE,
  crest: SVG_CACHE,
  fallback: FALLBACK_CACHE,
};

const images: FastifyPluginAsyncZod = async (app) => {
  const clubImages = new ClubImageService({
    db: () => app.ctx.database.db,
    dir: path.join(app.ctx.config.dataDir, "images"),
    log: app.log,
  });

  for (const kind of ["teams", "leagues"] as const) {
    const params = z.object({ id: idParam() });
    app.get(
      `/api/images/${kind}/:id.svg`,
      {
        logLevel: HOT_LOG_LEVEL,
        schema: {
          tags: ["images"],
          operationId: kind === "teams" ? "getTeamCrest" : "getLeagueLogo",
          summary: kind === "teams" ? "Escudo de um time (SVG gerado)" : "Logotipo de uma competição (SVG gerado)",
          params,
          response: { 200: z.string().describe("image/svg+xml"), ...errorResponses(400, 404) },
        },
      },
      async (req, reply) => {
        const svg = await clubImages.crestSvg(kind, req.params.id);
        if (!svg) throw new HttpError(404, "not_found", "Imagem não encontrada.");
        return reply.type("image/svg+xml").header("cache-control", SVG_CACHE).send(svg);
      },
    );

    app.get(
      `/api/images/${kind}/:id.png`,
      {
        logLevel: HOT_LOG_LEVEL,
        schema: {
          tags: ["images"],
          operationId: kind === "teams" ? "getTeamImage" : "getLeagueImage",
          summary:
            kind === "teams"
              ? "Escudo de um time como o provedor o publica (guardado no servidor)"
              : "Logotipo de uma competição como o provedor o publica (guardado no servidor)",
          description:
            "Buscada uma vez no endereço do provedor e servida daqui com cache longo e ETag (304 com If-None-Match). " +
            "Sem imagem do provedor, o escudo gerado em PNG; enquanto a do provedor não puder ser buscada, o mesmo " +
            "escudo com cache curto.",
          params,
          response: {
            200: z.string().describe("a imagem do provedor (image/png…) ou o escudo gerado (image/png)"),
            ...errorResponses(400, 404),
          },
        },
      },
      async (req, reply) => {
        const found = await clubImages.image(kind, req.params.id);
        if (!found) throw new HttpError(404, "not_found", "Imagem não encontrada.");
        return sendImage(req, reply, found.image, PNG_CACHE[found.origin]);
      },
    );
  }

  app.get(
    "/api/images/houses/:slug.svg",
    {
      logLevel: HOT_LOG_LEVEL,
      schema: {
        tags: ["images"],
        operationId: "getHouseLogo",
        summary: "Logotipo de uma casa de apostas (SVG)",
        params: z.object({ slug: z.string().max(60) }),
        querystring: z.object({
          v: z.string().max(20).optional().describe("Versão (muda quando a casa é editada); ignorada pelo servidor"),
        }),
        response: { 200: z.string().describe("image/svg+xml"), ...errorResponses(400, 404) },
      },
    },
    async (req, reply) => {
      // Drawn from the house as it is now (name and colours are the admin's), inactive houses included: the
      // admin screen shows them too.
      const house = (await app.ctx.houses.lookup()).bySlug(req.params.slug);
      if (!house) throw new HttpError(404, "not_found", HOUSE_NOT_FOUND);
      const svg = houseLogoSvg({ house: house.name, color: house.color, textColor: house.textColor });
      return reply.type("image/svg+xml").header("cache-control", SVG_CACHE).send(svg);
    },
  );
};

export default images;
