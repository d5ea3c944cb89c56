import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { BETTING_HOUSES } from "../data/houses.ts";
import { houseLogoSvg } from "../data/svg.ts";
import { leagues, teams } from "../db/schema.ts";
import { leagueLogoSvg, teamCrestSvg } from "../providers/demo/crests.ts";
import { eq } from "drizzle-orm";
import { errorResponses } from "../schemas/common.ts";
import { HttpError } from "../plugins/errors.ts";

const SVG_CACHE = "public, max-age=86400, stale-while-revalidate=604800";

const images: FastifyPluginAsyncZod = async (app) => {
  // Crests are generated from the name and id, so each is rendered once per process.
  const crests = new Map<string, string>();
  const crest = async (kind: "teams" | "leagues", id: number): Promise<string | null> => {
    const key = `${kind}:${id}`;
    const hit = crests.get(key);
    if (hit) return hit;
    const table = kind === "teams" ? teams : leagues;
    const rows = await app.ctx.database.db.select({ name: table.name }).from(table).where(eq(table.id, id));
    const name = rows[0]?.name;
    if (!name) return null;
    const svg = kind === "teams" ? teamCrestSvg({ id, name }) : leagueLogoSvg({ id, name });
    crests.set(key, svg);
    return svg;
  };

  for (const kind of ["teams", "leagues"] as const) {
    app.get(
      `/api/images/${kind}/:id.svg`,
      {
        schema: {
          tags: ["images"],
          operationId: kind === "teams" ? "getTeamCrest" : "getLeagueLogo",
          summary: kind === "teams" ? "Escudo de um time (SVG gerado)" : "Logotipo de uma competição (SVG gerado)",
          params: z.object({ id: z.coerce.number().int().positive() }),
          response: { 200: z.string().describe("image/svg+xml"), ...errorResponses(400, 404) },
        },
      },
      async (req, reply) => {
        const svg = await crest(kind, req.params.id);
        if (!svg) throw new HttpError(404, "not_found", "Imagem não encontrada.");
        return reply.type("image/svg+xml").header("cache-control", SVG_CACHE).send(svg);
      },
    );
  }

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
