import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { isIsoDate } from "@placar/core/dates";
import { errorResponses, IsoDate, QueryFlag, queryInt } from "../schemas/common.ts";
import { FixturesByLeagueSchema, GamesPageSchema, GameSchema } from "../schemas/football.ts";
import { HttpError } from "../plugins/errors.ts";
import { sendSnapshot } from "../services/snapshot.ts";

/** Day lists change at most once per ingest; browsers and CDNs may reuse them briefly. */
const DAY_MAX_AGE_SECONDS = 15;
const DEFAULT_GAMES_PAGE_SIZE = 10_000;

const RealDate = IsoDate.refine(isIsoDate, "Data inexistente");

const GameWithBlogsSchema = GameSchema.extend({
  blogs: z.array(z.object({ id: z.number().int() })).describe("Artigos ligados ao jogo (o primeiro é usado)"),
}).meta({ id: "GameWithBlogs" });

const football: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/soccerdata_app/games/",
    {
      schema: {
        tags: ["football"],
        operationId: "getGames",
        summary: "Jogos de hoje em diante (lista de ligas e destaques), paginados",
        querystring: z.object({ page: queryInt(1, 1, 1_000_000), page_size: queryInt(100, 1, 10_000) }),
        response: { 200: GamesPageSchema, ...errorResponses(400) },
      },
    },
    async (req, reply) => {
      const { page, page_size } = req.query;
      const all = await app.ctx.football.upcomingGames();
      const start = (page - 1) * page_size;
      reply.header("cache-control", `public, max-age=${DAY_MAX_AGE_SECONDS}`);
      return { results: all.slice(start, start + page_size), count: all.length, total_pages: Math.ceil(all.length / page_size) };
    },
  );

  app.get(
    "/api/soccerdata_app/gameByAFBFixtureId/:fixtureId/",
    {
      schema: {
        tags: ["football"],
        operationId: "getGameByFixtureId",
        summary: "Um jogo pelo id de fixture do provedor, com os artigos ligados a ele",
        params: z.object({ fixtureId: z.coerce.number().int("Informe um id numérico").positive() }),
        response: { 200: GameWithBlogsSchema, ...errorResponses(400, 404) },
      },
    },
    async (req) => {
      const game = await app.ctx.football.gameByFixtureId(req.params.fixtureId);
      if (!game) throw new HttpError(404, "not_found", "Jogo não encontrado.");
      // Articles arrive with the news work; until then no game has one.
      return { ...game, blogs: [] };
    },
  );

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
