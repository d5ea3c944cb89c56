import multipart from "@fastify/multipart";
import type { FastifyRouteSchemaDef } from "fastify/types/schema.js";
import { validatorCompiler, type FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { matchBannerSvg, type BannerMatch } from "../data/article-banner.ts";
import { matchBannerPng } from "../data/banner-png.ts";
import { HttpError } from "../http-error.ts";
import {
  ARTICLE_MESSAGES,
  ArticleFormSchema,
  ArticleIdParamsSchema,
  ArticleSchema,
  ArticlesPageSchema,
} from "../schemas/articles.ts";
import { errorResponses, queryInt, idParam } from "../schemas/common.ts";
import { readArticleForm } from "../services/articles-form.ts";
import { sendSnapshot } from "../services/snapshot.ts";

const BEARER = [{ bearerAuth: [] }];
const BANNER_CACHE = "public, max-age=86400, stale-while-revalidate=604800";
// Uploaded files get a new random name on every upload, so a URL's bytes never change.
const MEDIA_CACHE = "public, max-age=31536000, immutable";

/**
 * The multipart body is read part by part in the handler (readArticleForm), so Fastify must not validate it: the
 * body schema is there to document the form in the OpenAPI document. Params are still validated by zod.
 */
function bodyFromParts(route: FastifyRouteSchemaDef<z.ZodType>) {
  return route.httpPart === "body" ? (data: unknown) => ({ value: data }) : validatorCompiler(route);
}
// The route's inferred schema type is narrower than what a compiler receives; the compiler works for any zod schema.
const formValidator = bodyFromParts as never;

const FORM_DOC =
  "Formulário multipart/form-data. No cliente gerado, envie um FormData como `body` (o openapi-fetch o repassa " +
  "sem serializar e o navegador põe o boundary); os campos deste esquema são os nomes do FormData.";

/**
 * News and analysis, with the original paths and trailing slashes (docs/product.md#api-contract); writes are for admins
 * only.
 */
const articles: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin: only the news form accepts multipart bodies.
  await app.register(multipart, { throwFileSizeLimit: true });

  app.get(
    "/api/avodds_app/blog/",
    {
      schema: {
        tags: ["articles"],
        operationId: "listArticles",
        summary: "Notícias e análises, das mais novas para as mais antigas, paginadas",
        querystring: z.object({ page: queryInt(1, 1, 1_000_000), page_size: queryInt(10, 1, 10_000) }),
        response: { 200: ArticlesPageSchema, ...errorResponses(400) },
      },
    },
    // No max-age: the manager reloads the list right after a save and must see it; the ETag makes that cheap.
    async (req, reply) => sendSnapshot(req, reply, await app.ctx.articles.page(req.query.page, req.query.page_size), 0),
  );

  app.get(
    "/api/avodds_app/blog/:id/",
    {
      schema: {
        tags: ["articles"],
        operationId: "getArticle",
        summary: "Uma notícia com o texto, o jogo e as odds atuais do jogo",
        params: ArticleIdParamsSchema,
        response: { 200: ArticleSchema, ...errorResponses(400, 404) },
      },
    },
    async (req) => {
      const article = await app.ctx.articles.get(req.params.id);
      if (!article) throw new HttpError(404, "not_found", ARTICLE_MESSAGES.notFound);
      return article;
    },
  );

  app.post(
    "/api/avodds_app/blog/",
    {
      onRequest: app.requireAdmin,
      validatorCompiler: formValidator,
      schema: {
        tags: ["articles"],
        operationId: "createArticle",
        summary: "Cria uma notícia (administradores)",
        description: FORM_DOC,
        security: BEARER,
        consumes: ["multipart/form-data"],
        body: ArticleFormSchema,
        response: { 201: ArticleSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (req, reply) => {
      const form = await readArticleForm(req);
      return reply.code(201).send(await app.ctx.articles.create(form, req.user!.name));
    },
  );

  app.put(
    "/api/avodds_app/blog/:id/",
    {
      onRequest: app.requireAdmin,
      validatorCompiler: formValidator,
      schema: {
        tags: ["articles"],
        operationId: "updateArticle",
        summary: "Edita uma notícia (administradores); campo ausente mantém o valor, imagem nova substitui a antiga",
        description: FORM_DOC,
        security: BEARER,
        consumes: ["multipart/form-data"],
        params: ArticleIdParamsSchema,
        body: ArticleFormSchema.partial(),
        response: { 200: ArticleSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (req) => {
      const form = await readArticleForm(req);
      return app.ctx.articles.update(req.params.id, form);
    },
  );

  app.delete(
    "/api/avodds_app/blog/:id/",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["articles"],
        operationId: "deleteArticle",
        summary: "Exclui uma notícia e a imagem enviada com ela (administradores)",
        security: BEARER,
        params: ArticleIdParamsSchema,
        response: { 204: z.null().describe("Excluída"), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      if (!(await app.ctx.articles.remove(req.params.id)))
        throw new HttpError(404, "not_found", ARTICLE_MESSAGES.notFound);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/media/:name",
    {
      schema: {
        tags: ["images"],
        operationId: "getMedia",
        summary: "Imagem enviada com uma notícia (JPEG, PNG, WebP, AVIF ou GIF)",
        params: z.object({ name: z.string().max(64) }),
        response: { 200: z.string().describe("A imagem"), ...errorResponses(400, 404) },
      },
    },
    async (req, reply) => {
      const file = await app.ctx.uploads.open(req.params.name);
      if (!file) throw new HttpError(404, "not_found", "Imagem não encontrada.");
      return (
        reply
          .type(file.mime)
          .header("content-length", String(file.size))
          .header("cache-control", MEDIA_CACHE)
          .header("x-content-type-options", "nosniff")
          .header("content-security-policy", "default-src 'none'")
          // A stream is sent as is; the string schema above only documents the 200.
          .send(file.stream as never)
      );
    },
  );

  // A banner is drawn from the match alone, so it is rendered once per match and process: the SVG served to pages,
  // and the PNG for social previews (the article's og:image; tens of ms in resvg's threads, so fewer are kept).
  const BannerParams = z.object({ fixtureId: idParam() });
  const bannerRoute = <T>(
    format: { ext: "svg" | "png"; type: string; operationId: string; summary: string; keep: number },
    render: (f: BannerMatch) => T,
  ) => {
    const rendered = new Map<number, T>();
    app.get(
      `/api/images/matches/:fixtureId.${format.ext}`,
      {
        schema: {
          tags: ["images"],
          operationId: format.operationId,
          summary: format.summary,
          params: BannerParams,
          response: { 200: z.string().describe(format.type), ...errorResponses(400, 404) },
        },
      },
      async (req, reply) => {
        const id = req.params.fixtureId;
        let image = rendered.get(id);
        if (image === undefined) {
          const f = await app.ctx.football.storedFixture(id);
          if (!f) throw new HttpError(404, "not_found", "Imagem não encontrada.");
          image = render(f);
          if (rendered.size >= format.keep) rendered.clear();
          rendered.set(id, image);
          // A failed render is not kept: the next request tries again.
          if (image instanceof Promise) image.catch(() => rendered.delete(id));
        }
        // PNG bytes are sent as they are; the string schema above only documents the 200.
        return reply
          .type(format.type)
          .header("cache-control", BANNER_CACHE)
          .send((await image) as never);
      },
    );
  };
  bannerRoute(
    {
      ext: "svg",
      type: "image/svg+xml",
      operationId: "getMatchBanner",
      summary: "Capa gerada de um jogo (SVG 1200×630): liga, escudos, nomes e horário",
      keep: 2000,
    },
    (f) => matchBannerSvg(f),
  );
  bannerRoute(
    {
      ext: "png",
      type: "image/png",
      operationId: "getMatchBannerPng",
      summary: "A mesma capa em PNG (1200×630), para as prévias em redes sociais",
      keep: 300,
    },
    (f) => matchBannerPng(f),
  );
};

export default articles;
