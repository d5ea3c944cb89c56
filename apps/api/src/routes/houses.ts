import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { BETTING_HOUSES } from "../data/houses.ts";
import { errorResponses } from "../schemas/common.ts";

const HouseSchema = z
  .object({
    id: z.number().int(),
    house: z.string().describe("Nome da casa, como nas odds"),
    slug: z.string(),
    logo: z.string().describe("Caminho do logotipo (SVG)"),
    color: z.string(),
    textColor: z.string(),
    link: z.string().describe("Link de afiliado (abrir com rel=sponsored)"),
    promos: z.array(z.string()),
    description: z.string(),
    ranking: z.number().int(),
    review: z.string(),
    rating: z.number(),
  })
  .meta({ id: "BettingHouse" });

const houses: FastifyPluginAsyncZod = async (app) => {
  const list = [...BETTING_HOUSES]
    .sort((a, b) => a.ranking - b.ranking)
    .map((h) => ({ ...h, promos: [...h.promos], logo: `/api/images/houses/${h.slug}.svg` }));

  app.get(
    "/api/houses/",
    {
      schema: {
        tags: ["houses"],
        operationId: "getHouses",
        summary: "As sete casas de apostas comparadas, por ranking do guia",
        response: { 200: z.object({ results: z.array(HouseSchema), count: z.number().int() }), ...errorResponses(400) },
      },
    },
    async (_req, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return { results: list, count: list.length };
    },
  );
};

export default houses;
