import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { BETTING_HOUSES } from "../data/houses.ts";
import { houseLogoSvg } from "../data/svg.ts";
import { errorResponses } from "../schemas/common.ts";
import { HttpError } from "../plugins/errors.ts";

const SVG_CACHE = "public, max-age=86400, stale-while-revalidate=604800";

const images: FastifyPluginAsyncZod = async (app) => {
  const houseLogos = new Map(BETTING_HOUSES.map((h) => [h.slug, houseLogoSvg(h)]));

  app.get(
    "/api/images/houses/:slug.svg",
    {
      schema: {
        tags: ["images"],
        operationId: "getHouseLogo",
        summary: "Logotipo de uma casa de apostas (SVG)",
        params: z.object({ slug: z.string().max(40) }),
        response: { 200: z.string().describe("image/svg+xml"), ...errorResponses(400, 404) },
      },
    },
    async (req, reply) => {
      const svg = houseLogos.get(req.params.slug);
      if (!svg) throw new HttpError(404, "not_found", "Casa de apostas não encontrada.");
      return reply.type("image/svg+xml").header("cache-control", SVG_CACHE).send(svg);
    },
  );
};

export default images;
