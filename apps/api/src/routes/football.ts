import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { isIsoDate } from "@placar/core/dates";
import { errorResponses, IsoDate, QueryFlag, queryInt } from "../schemas/common.ts";
import { FixturesByLeagueSchema, GamesPageSchema } from "../schemas/football.ts";
import { sendSnapshot } from "../services/snapshot.ts";

/** Day lists change at most once per ingest; browsers and CDNs may reuse them briefly. */
const DAY_MAX_AGE_SECONDS = 15;
const DEFAULT_GAMES_PAGE_SIZE = 10_000;

const RealDate = IsoDate.refine(isIsoDate, "Data inexistente");

const football: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/soccerdata_app/gamesByDate/",
    {
      schema: {
        tags: ["football"],
        operationId: "getGamesByDate",
        summary: "Jogos de um dia (dia de Brasília), paginados",
        querystring: z.object({
          date: RealDate.optional().describe("Dia AAAA-MM-DD; padrão: hoje em Brasília"),
          page: queryInt(1, 1, 1_000_000),
          page_size: queryInt(DEFAULT_GAMES_PAGE_SIZE, 1, 10_000),
        }),
        response: { 200: GamesPageSchema, ...errorResponses(400) },
      },
    },
    async (req, reply) => {
      const { date = app.ctx.football.today(), page, page_size } = req.query;
      if (page === 1 && page_size === DEFAULT_GAMES_PAGE_SIZE) {
        return sendSnapshot(req, reply, await app.ctx.football.gamesSnapshot(date), DAY_MAX_AGE_SECONDS);
      }
      const all = await app.ctx.football.gamesByDate(date);
      const start = (page - 1) * page_size;
      return {
        results: all.slice(start, start + page_size),
        count: all.length,
        total_pages: Math.ceil(all.length / page_size),
      };
    },
  );

  app.get(
    "/api/apifootball_app/fixtures/",
    {
      schema: {
        tags: ["football"],
        operationId: "getFixturesByDate",
        summary: "Jogos de um dia agrupados por liga (opcionalmente só os ao vivo)",
        querystring: z.object({
          date: RealDate.optional().describe("Dia AAAA-MM-DD; padrão: hoje em Brasília"),
          live: QueryFlag.optional().describe("true: só jogos ao vivo"),
        }),
        response: { 200: FixturesByLeagueSchema, ...errorResponses(400) },
      },
    },
    async (req, reply) => {
      const { date = app.ctx.football.today(), live = false } = req.query;
      return sendSnapshot(req, reply, await app.ctx.football.fixturesSnapshot(date, live), DAY_MAX_AGE_SECONDS);
    },
  );
};

export default football;
