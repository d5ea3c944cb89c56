import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { SEARCH_EMPTY, SEARCH_TOO_LONG } from "@placar/core/messages";
import { SITE_SEARCH_GROUP_LIMIT, SITE_SEARCH_MAX_LENGTH } from "@placar/core/search";
import { errorResponses, queryInt } from "../schemas/common.ts";

const NamedHitSchema = z
  .object({
    id: z.number().int().describe("Id do provedor (time, liga ou fixture do jogo)"),
    name: z.string(),
    path: z.string().describe("Caminho da página no site"),
    detail: z.string().describe("Linha de apoio, pronta para exibir"),
    logo: z.string().nullable().describe("Escudo ou logotipo; null para jogos"),
  })
  .meta({ id: "SearchHit" });

const ArticleHitSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    path: z.string().describe("Caminho da notícia no site"),
    detail: z.string().describe("Liga e dia da notícia"),
  })
  .meta({ id: "SearchArticleHit" });

const SearchResultsSchema = z
  .object({
    teams: z.array(NamedHitSchema).describe("Times; o caminho leva ao próximo jogo do time (ou ao último)"),
    leagues: z.array(NamedHitSchema).describe("Ligas; o caminho leva ao próximo jogo da liga (ou ao último)"),
    games: z
      .array(NamedHitSchema)
      .describe("Jogos de 7 dias atrás a 21 dias à frente, os mais próximos de agora primeiro dentro de cada nível"),
    articles: z.array(ArticleHitSchema),
  })
  .meta({ id: "SearchResults" });

const search: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/search/",
    {
      schema: {
        tags: ["search"],
        operationId: "search",
        summary: "Busca do site: times, ligas, jogos e notícias",
        description:
          "Maiúsculas e acentos não contam ('gremio' acha 'Grêmio', 'brasileirao' acha 'Brasileirão Série A') e todas as palavras " +
          "precisam aparecer; um erro de digitação é tolerado em palavras de 4 letras ou mais (dois a partir de 8). Em cada grupo: " +
          "o nome exato, depois o que começa pela busca, depois palavras que começam pelas digitadas, depois trechos, e por fim os " +
          "achados com erro de digitação.",
        querystring: z.object({
          q: z.string(SEARCH_EMPTY).trim().min(1, SEARCH_EMPTY).max(SITE_SEARCH_MAX_LENGTH, SEARCH_TOO_LONG),
          limit: queryInt(SITE_SEARCH_GROUP_LIMIT, 1, 20).describe("Máximo de itens por grupo"),
        }),
        response: { 200: SearchResultsSchema, ...errorResponses(400) },
      },
    },
    async (req, reply) => {
      reply.header("cache-control", "public, max-age=60");
      return app.ctx.search.search(req.query.q, req.query.limit);
    },
  );
};

export default search;
