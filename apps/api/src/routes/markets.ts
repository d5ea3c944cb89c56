import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { isIsoDate } from "@placar/core/dates";
import { marketFromSlug, marketId, MARKETS, parseMarketId } from "@placar/core/markets";
import { HttpError } from "../http-error.ts";
import { errorResponses, IsoDate, idParam } from "../schemas/common.ts";
import { DayMarketSchema, FixtureMarketsSchema } from "../schemas/markets.ts";

const RealDate = IsoDate.refine(isIsoDate, "Data inexistente");

/** A market by its id ("btts", "totals:2.5") or by the site's `?mercado=` value ("ambas-marcam", "gols-2-5"). */
const MarketParam = z
  .string()
  .max(40)
  .transform((v, ctx) => {
    const m = parseMarketId(v) ?? marketFromSlug(v);
    if (m === null) {
      ctx.addIssue({ code: "custom", message: "Mercado desconhecido" });
      return z.NEVER;
    }
    return m;
  })
  .describe(`Mercado: id (${MARKETS.map(marketId).join(", ")}) ou o valor de \`?mercado=\` do site`);

const markets: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/apifootball_app/fixtureById/:id/markets/",
    {
      schema: {
        tags: ["football"],
        operationId: "getFixtureMarkets",
        summary: "Todos os mercados de um jogo: preços por casa, melhor preço de cada resultado, retorno e odds justas",
        description:
          "Além da especificação (o 1X2 continua em `fixtureById`): 1X2, Ambas marcam, Mais/Menos de N gols, Dupla " +
          "chance e Empate anula, cada um com as casas que o cotam, setas de movimento, a hora de confirmação e o " +
          "histórico de preços de cada casa (o gráfico de evolução das odds).",
        params: z.object({ id: idParam() }),
        querystring: z.object({
          history: MarketParam.optional().describe(
            "O mercado (além do 1X2) cujas casas trazem `history`, o gráfico da página do jogo; sem ele, nenhum: o " +
              "histórico de todos os mercados de um jogo ao vivo passa de 200 KB",
          ),
        }),
        response: { 200: FixtureMarketsSchema, ...errorResponses(400, 404) },
      },
    },
    async (req, reply) => {
      const history = req.query.history;
      const answer = await app.ctx.markets.fixture(req.params.id, history ? marketId(history) : null);
      if (!answer) throw new HttpError(404, "not_found", "Jogo não encontrado.");
      reply.header("cache-control", "public, max-age=15");
      return answer;
    },
  );

  app.get(
    "/api/soccerdata_app/gamesByDate/markets/",
    {
      logLevel: "warn",
      schema: {
        tags: ["football"],
        operationId: "getGamesByDateMarket",
        summary: "Um mercado nos jogos de um dia: o melhor preço de cada resultado e sua casa, por jogo",
        querystring: z.object({
          date: RealDate.optional().describe("Dia AAAA-MM-DD; padrão: hoje em Brasília"),
          market: MarketParam,
        }),
        response: { 200: DayMarketSchema, ...errorResponses(400) },
      },
    },
    async (req, reply) => {
      const { date = app.ctx.football.today(), market } = req.query;
      reply.header("cache-control", "public, max-age=15");
      return app.ctx.markets.day(date, market);
    },
  );
};

export default markets;
