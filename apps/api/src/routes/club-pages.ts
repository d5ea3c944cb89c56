import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { HttpError } from "../http-error.ts";
import { errorResponses, idParam } from "../schemas/common.ts";
import { LeaguePageSchema, TeamPageSchema } from "../schemas/club-pages.ts";

/** The team and league pages' data (docs/product.md#team-page, #league-page). */
const clubPages: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/teams/:id/",
    {
      schema: {
        tags: ["football"],
        operationId: "getTeamPage",
        summary: "Página de um time: próximos jogos com as melhores odds, últimos resultados, forma e tabelas",
        params: z.object({ id: idParam("Informe o id numérico do time") }),
        response: { 200: TeamPageSchema, ...errorResponses(400, 404) },
      },
    },
    async (req, reply) => {
      const page = await app.ctx.clubPages.team(req.params.id);
      if (!page) throw new HttpError(404, "not_found", "Time não encontrado.");
      reply.header("cache-control", "public, max-age=30");
      return page;
    },
  );

  app.get(
    "/api/leagues/:id/",
    {
      schema: {
        tags: ["football"],
        operationId: "getLeaguePage",
        summary: "Página de uma liga: classificação, próximos jogos com as melhores odds e resultados",
        params: z.object({ id: idParam("Informe o id numérico da liga") }),
        querystring: z.object({
          season: z.coerce
            .number()
            .int("Informe o ano da temporada")
            .min(1900, "Temporada fora do intervalo permitido")
            .max(2100, "Temporada fora do intervalo permitido")
            .optional(),
        }),
        response: { 200: LeaguePageSchema, ...errorResponses(400, 404) },
      },
    },
    async (req, reply) => {
      const page = await app.ctx.clubPages.league(req.params.id, req.query.season);
      if (!page) throw new HttpError(404, "not_found", "Liga não encontrada.");
      reply.header("cache-control", "public, max-age=30");
      return page;
    },
  );
};

export default clubPages;
