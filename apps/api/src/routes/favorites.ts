import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../schemas/common.ts";
import { FavoriteIdParamsSchema, FavoritesSchema, MergeFavoritesBodySchema } from "../schemas/favorites.ts";

const BEARER = [{ bearerAuth: [] }];

/**
 * The signed-in user's followed teams and leagues (docs/product.md#favourites). Following and unfollowing are
 * idempotent PUT and DELETE on the item, and each answers the whole list, so the browser never has to ask again.
 */
const favorites: FastifyPluginAsyncZod = async (app) => {
  const kinds = [
    { kind: "team", path: "teams", name: "Team", pt: "um time" },
    { kind: "league", path: "leagues", name: "League", pt: "um campeonato" },
  ] as const;

  app.get(
    "/api/me/favorites/",
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ["favorites"],
        operationId: "listMyFavorites",
        summary: "Times e campeonatos que quem está logado segue",
        security: BEARER,
        response: { 200: FavoritesSchema, ...errorResponses(401) },
      },
    },
    async (req, reply) => {
      reply.header("cache-control", "no-store");
      return app.ctx.favorites.list(req.user!.id);
    },
  );

  app.post(
    "/api/me/favorites/merge/",
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ["favorites"],
        operationId: "mergeMyFavorites",
        summary:
          "Junta à conta os favoritos guardados no navegador (ao entrar); ids desconhecidos e o que passar do limite são ignorados",
        security: BEARER,
        body: MergeFavoritesBodySchema,
        response: { 200: FavoritesSchema, ...errorResponses(400, 401, 415) },
      },
    },
    async (req) => app.ctx.favorites.merge(req.user!.id, req.body),
  );

  for (const k of kinds) {
    app.put(
      `/api/me/favorites/${k.path}/:id`,
      {
        onRequest: [app.authenticate],
        schema: {
          tags: ["favorites"],
          operationId: `follow${k.name}`,
          summary: `Passa a seguir ${k.pt}; responde a lista atualizada`,
          security: BEARER,
          params: FavoriteIdParamsSchema,
          response: { 200: FavoritesSchema, ...errorResponses(400, 401, 404, 409) },
        },
      },
      async (req) => app.ctx.favorites.add(req.user!.id, k.kind, req.params.id),
    );

    app.delete(
      `/api/me/favorites/${k.path}/:id`,
      {
        onRequest: [app.authenticate],
        schema: {
          tags: ["favorites"],
          operationId: `unfollow${k.name}`,
          summary: `Deixa de seguir ${k.pt}; responde a lista atualizada`,
          security: BEARER,
          params: FavoriteIdParamsSchema,
          response: { 200: FavoritesSchema, ...errorResponses(400, 401) },
        },
      },
      async (req) => app.ctx.favorites.remove(req.user!.id, k.kind, req.params.id),
    );
  }
};

export default favorites;
