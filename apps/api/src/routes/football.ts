import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { addDays, daysBetween, isIsoDate } from "@placar/core/dates";
import { GAME_SEARCH_WINDOW, SITE_SEARCH_MAX_LENGTH } from "@placar/core/search";
import { SEARCH_TOO_LONG } from "@placar/core/messages";
import { errorResponses, IsoDate, QueryFlag, queryInt, idParam } from "../schemas/common.ts";
import { FixturesByLeagueSchema, GamesPageSchema, GameSchema } from "../schemas/football.ts";
import { HttpError } from "../http-error.ts";
import { freshnessHeaders, sendSnapshot } from "../services/snapshot.ts";

/** Day lists change at most once per ingest; browsers and CDNs may reuse them briefly. */
const DAY_MAX_AGE_SECONDS = 15;
const DEFAULT_GAMES_PAGE_SIZE = 10_000;
/** Hot public reads are not logged one by one (thousands a second); their failures still are. */
const HOT_LOG_LEVEL = "warn";
/** The day lists keep the original JSON; how current they are travels in headers (docs/product.md#api-contract). */
const DAY_FRESHNESS_DOC =
  "Cabeçalhos de atualidade: `X-Data-Updated-At` (instante ISO-8601 da última atualização bem-sucedida do provedor), " +
  "`X-Data-Age` (idade em segundos) e `X-Data-Stale` (`true` quando a última atualização falhou e os dados servidos são os últimos bons).";

const {
  pastDays: SEARCH_PAST_DAYS,
  futureDays: SEARCH_FUTURE_DAYS,
  maxSpanDays: SEARCH_MAX_SPAN_DAYS,
} = GAME_SEARCH_WINDOW;

const RealDate = IsoDate.refine(isIsoDate, "Data inexistente");

const GameWithBlogsSchema = GameSchema.extend({
  blogs: z.array(z.object({ id: z.number().int() })).describe("Artigos ligados ao jogo (o primeiro é usado)"),
}).meta({ id: "GameWithBlogs" });

const football: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/soccerdata_app/games/",
    {
      logLevel: HOT_LOG_LEVEL,
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
      return {
        results: all.slice(start, start + page_size),
        count: all.length,
        total_pages: Math.ceil(all.length / page_size),
      };
    },
  );

  app.get(
    "/api/soccerdata_app/games/search/",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["football"],
        operationId: "searchGames",
        summary:
          "Busca jogos pelo nome dos times ou da liga, passados e futuros (administradores: o jogo de uma notícia)",
        description:
          "Maiúsculas e acentos não contam ('gremio' acha 'Grêmio'); todas as palavras precisam aparecer. Janela padrão: " +
          `de ${SEARCH_PAST_DAYS} dias atrás até ${SEARCH_FUTURE_DAYS} dias à frente; os mais próximos de agora primeiro.`,
        security: [{ bearerAuth: [] }],
        querystring: z
          .object({
            q: z
              .string()
              .trim()
              .min(2, "Digite ao menos 2 letras para buscar")
              .max(SITE_SEARCH_MAX_LENGTH, SEARCH_TOO_LONG),
            from: RealDate.optional().describe("Primeiro dia, AAAA-MM-DD"),
            to: RealDate.optional().describe("Último dia, AAAA-MM-DD"),
            limit: queryInt(30, 1, 100),
          })
          .refine((v) => !v.from || !v.to || v.from <= v.to, {
            message: "O primeiro dia vem depois do último",
            path: ["from"],
          }),
        response: { 200: GamesPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (req, reply) => {
      const today = app.ctx.football.today();
      const { q, from = addDays(today, -SEARCH_PAST_DAYS), to = addDays(today, SEARCH_FUTURE_DAYS), limit } = req.query;
      if (daysBetween(from, to) > SEARCH_MAX_SPAN_DAYS) {
        throw new HttpError(400, "validation_error", `A janela de busca vai até ${SEARCH_MAX_SPAN_DAYS} dias.`, {
          from: [`Até ${SEARCH_MAX_SPAN_DAYS} dias`],
        });
      }
      const results = await app.ctx.football.searchGames(q, { from, to, limit });
      reply.header("cache-control", "private, no-store");
      return { results, count: results.length, total_pages: 1 };
    },
  );

  app.get(
    "/api/soccerdata_app/gameByAFBFixtureId/:fixtureId/",
    {
      schema: {
        tags: ["football"],
        operationId: "getGameByFixtureId",
        summary: "Um jogo pelo id de fixture do provedor, com os artigos ligados a ele",
        params: z.object({ fixtureId: idParam() }),
        response: { 200: GameWithBlogsSchema, ...errorResponses(400, 404) },
      },
    },
    async (req) => {
      const game = await app.ctx.football.gameByFixtureId(req.params.fixtureId);
      if (!game) throw new HttpError(404, "not_found", "Jogo não encontrado.");
      return { ...game, blogs: await app.ctx.articles.blogsForFixture(req.params.fixtureId) };
    },
  );

  app.get(
    "/api/soccerdata_app/gamesByDate/",
    {
      logLevel: HOT_LOG_LEVEL,
      schema: {
        tags: ["football"],
        operationId: "getGamesByDate",
        summary: "Jogos de um dia (dia de Brasília), paginados",
        description: DAY_FRESHNESS_DOC,
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
        const snap = await app.ctx.football.gamesSnapshot(date);
        return sendSnapshot(req, reply, snap, DAY_MAX_AGE_SECONDS, app.ctx.football.freshness(date));
      }
      const all = await app.ctx.football.gamesByDate(date);
      reply.headers(freshnessHeaders(app.ctx.football.freshness(date)));
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
      logLevel: HOT_LOG_LEVEL,
      schema: {
        tags: ["football"],
        operationId: "getFixturesByDate",
        summary: "Jogos de um dia agrupados por liga (opcionalmente só os ao vivo)",
        description: DAY_FRESHNESS_DOC,
        querystring: z.object({
          date: RealDate.optional().describe("Dia AAAA-MM-DD; padrão: hoje em Brasília"),
          live: QueryFlag.optional().describe("true: só jogos ao vivo"),
        }),
        response: { 200: FixturesByLeagueSchema, ...errorResponses(400) },
      },
    },
    async (req, reply) => {
      const { date = app.ctx.football.today(), live = false } = req.query;
      const snap = await app.ctx.football.fixturesSnapshot(date, live);
      return sendSnapshot(req, reply, snap, DAY_MAX_AGE_SECONDS, app.ctx.football.freshness(date));
    },
  );
};

export default football;
