import multipart from "@fastify/multipart";
import type { FastifyRouteSchemaDef } from "fastify/types/schema.js";
import { validatorCompiler, type FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { validateHouse, type HouseErrors } from "@placar/core/house-rules";
import {
  HOUSE_FEED_URL_DNS_FAILED,
  HOUSE_FEED_URL_INTERNAL,
  HOUSE_FEED_URL_INVALID,
  HOUSE_FEED_URL_NOT_FOUND,
  HOUSE_LOGO_INVALID,
  HOUSE_NOT_FOUND,
} from "@placar/core/messages-houses";
import { HttpError, refuseNulPart } from "../http-error.ts";
import type { FeedGuard } from "../odds-sources/feed-guard.ts";
import { errorResponses, idParam } from "../schemas/common.ts";
import type { HouseRecord } from "../services/house-catalog.ts";
import { detectImageKind, MAX_IMAGE_BYTES } from "../services/uploads.ts";

const BEARER = [{ bearerAuth: [] }];

const HouseSchema = z
  .object({
    id: z.number().int(),
    house: z.string().describe("Nome da casa, como nas odds"),
    slug: z.string(),
    logo: z.string().describe("Caminho do logotipo (enviado ou gerado em SVG)"),
    color: z.string(),
    textColor: z.string(),
    link: z.string().describe("Link de afiliado (abrir com rel=sponsored)"),
    licence: z.string().describe("Portaria de autorização SPA/MF"),
    domain: z.string().describe("Domínio .bet.br da casa"),
    promos: z.array(z.string()),
    description: z.string(),
    ranking: z.number().int(),
    review: z.string(),
    rating: z.number(),
  })
  .meta({ id: "BettingHouse" });

const AdminHouseSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    logo: z.string().describe("Caminho do logotipo em uso"),
    uploadedLogo: z.boolean().describe("Se o logotipo foi enviado (senão, é gerado com o nome e as cores)"),
    color: z.string(),
    textColor: z.string(),
    affiliateUrl: z.string(),
    licence: z.string(),
    domain: z.string(),
    active: z.boolean(),
    sourceKeys: z.array(z.string()).describe("Chaves das fontes de odds que alimentam a casa (ex.: betano)"),
    sortOrder: z.number().int(),
    updatedAt: z.string(),
    feedUrl: z
      .string()
      .nullable()
      .describe("URL do feed de odds da casa, consultada periodicamente (docs/odds-feed.md)"),
    hasFeedSecret: z.boolean().describe("Se a casa tem segredo para enviar o feed (o segredo nunca é devolvido aqui)"),
    feedSecretAt: z.string().nullable().describe("Quando o segredo de envio foi gerado"),
  })
  .meta({ id: "AdminBettingHouse" });

const FeedSecretSchema = z
  .object({
    secret: z.string().describe("O segredo (64 caracteres hexadecimais), mostrado só nesta resposta"),
    house: AdminHouseSchema,
  })
  .meta({ id: "AdminHouseFeedSecret" });

const text = (max: number) => z.string().max(max, `Máximo de ${max} caracteres`);

const HouseFormSchema = z
  .object({
    name: text(200),
    color: text(20),
    textColor: text(20),
    affiliateUrl: text(500).describe("https, no domínio da casa"),
    licence: text(120).describe("Ex.: Portaria SPA/MF nº 1.234/2024"),
    domain: text(120).describe("Termina em .bet.br"),
    active: z.boolean(),
    sourceKeys: z.union([z.array(text(40)).max(50), text(800)]).describe("Lista, ou texto separado por vírgulas"),
    feedUrl: text(500)
      .nullable()
      .optional()
      .describe("URL http(s) do feed de odds; vazio ou null: nenhuma. Ausente numa edição: mantém a atual"),
  })
  .meta({ id: "BettingHouseForm" });

const IdParamsSchema = z.object({ id: idParam() });

function toAdmin(h: HouseRecord): z.infer<typeof AdminHouseSchema> {
  return {
    id: h.id,
    slug: h.slug,
    name: h.name,
    logo: h.logoUrl,
    uploadedLogo: h.logo !== null,
    color: h.color,
    textColor: h.textColor,
    affiliateUrl: h.affiliateUrl,
    licence: h.licence,
    domain: h.domain,
    active: h.active,
    sourceKeys: h.sourceKeys,
    sortOrder: h.sortOrder,
    updatedAt: h.updatedAt.toISOString(),
    feedUrl: h.feedUrl,
    hasFeedSecret: h.feedSecret !== null,
    feedSecretAt: h.feedSecret === null ? null : (h.feedSecretAt?.toISOString() ?? null),
  };
}

function validated(body: z.infer<typeof HouseFormSchema>) {
  const result = validateHouse(body);
  if (result.ok) return result.house;
  const fields = result.errors as Required<HouseErrors>;
  const first = Object.values(fields)[0]?.[0] ?? "Requisição inválida.";
  throw new HttpError(400, "validation_error", first, fields);
}

/**
 * The feed URL as the server may read it (odds-sources/feed-guard.ts), checked when it is saved: 400 on the feedUrl
 * field when it points (or resolves, even in part) to an internal address. A host name the DNS does not know is
 * refused too: it is almost always a typo, and the admin is there to fix it now rather than find a network failure
 * on the house's status later; a DNS that fails for another reason (timeout, server failure) is refused with a
 * "try again" message, since nothing could be checked. The poll checks again at every request (a name can change).
 */
async function checkFeedUrl(guard: FeedGuard, feedUrl: string | null): Promise<void> {
  if (feedUrl === null) return;
  const verdict = await guard.check(feedUrl);
  if (verdict.ok) return;
  const message =
    verdict.reason === "internal"
      ? HOUSE_FEED_URL_INTERNAL
      : verdict.reason === "not-found"
        ? HOUSE_FEED_URL_NOT_FOUND
        : verdict.reason === "dns"
          ? HOUSE_FEED_URL_DNS_FAILED
          : HOUSE_FEED_URL_INVALID;
  throw new HttpError(400, "validation_error", message, { feedUrl: [message] });
}

// The logo's multipart body is read in the handler; its body schema only documents the form.
const formValidator = ((route: FastifyRouteSchemaDef<z.ZodType>) =>
  route.httpPart === "body" ? (data: unknown) => ({ value: data }) : validatorCompiler(route)) as never;

/**
 * The betting houses (docs/product.md#casas): the public list the offers box, the guide and the odds buttons read,
 * and the admin screen "Casas".
 */
const houses: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { throwFileSizeLimit: true });

  app.get(
    "/api/houses/",
    {
      schema: {
        tags: ["houses"],
        operationId: "getHouses",
        summary: "As casas de apostas ativas, na ordem do guia",
        response: { 200: z.object({ results: z.array(HouseSchema), count: z.number().int() }), ...errorResponses(400) },
      },
    },
    async (_req, reply) => {
      const lookup = await app.ctx.houses.lookup();
      const list = lookup.active.map((h, i) => ({
        id: h.id,
        house: h.name,
        slug: h.slug,
        logo: h.logoUrl,
        color: h.color,
        textColor: h.textColor,
        link: h.affiliateUrl,
        licence: h.licence,
        domain: h.domain,
        promos: h.promos,
        description: h.description,
        ranking: i + 1,
        review: h.review,
        rating: h.rating,
      }));
      // Short: an admin's change must reach browsers soon (the server's own pages are rendered again at once).
      reply.header("cache-control", "public, max-age=60");
      return { results: list, count: list.length };
    },
  );

  app.get(
    "/api/admin/houses/",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["houses"],
        operationId: "listAdminHouses",
        summary: "Todas as casas, ativas ou não, com licença e chaves das fontes (administradores)",
        security: BEARER,
        response: {
          200: z.object({ results: z.array(AdminHouseSchema), count: z.number().int() }),
          ...errorResponses(401, 403),
        },
      },
    },
    async (_req, reply) => {
      reply.header("cache-control", "no-store");
      const list = (await app.ctx.houses.list()).map(toAdmin);
      return { results: list, count: list.length };
    },
  );

  app.post(
    "/api/admin/houses/",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["houses"],
        operationId: "createAdminHouse",
        summary: "Cadastra uma casa licenciada (administradores)",
        security: BEARER,
        body: HouseFormSchema,
        response: { 201: AdminHouseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (req, reply) => {
      const form = validated(req.body);
      await checkFeedUrl(app.ctx.feedGuard, form.feedUrl);
      const house = await app.ctx.houses.create(form, app.ctx.clock.now());
      return reply.code(201).send(toAdmin(house));
    },
  );

  app.put(
    "/api/admin/houses/:id/",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["houses"],
        operationId: "updateAdminHouse",
        summary: "Edita uma casa; inativa, ela some do site e suas odds deixam de aparecer (administradores)",
        security: BEARER,
        params: IdParamsSchema,
        body: HouseFormSchema,
        response: { 200: AdminHouseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => {
      const house = validated(req.body);
      const saved = (await app.ctx.houses.get(req.params.id))?.feedUrl ?? null;
      // An older form that does not send the feed's URL keeps it.
      if (req.body.feedUrl === undefined) house.feedUrl = saved;
      // A new or changed URL is checked; the one already saved is not (editing a house's colour must not fail on a
      // passing DNS failure), and the poll checks it at every request anyway.
      else if (house.feedUrl !== saved) await checkFeedUrl(app.ctx.feedGuard, house.feedUrl);
      return toAdmin(await app.ctx.houses.update(req.params.id, house, app.ctx.clock.now()));
    },
  );

  app.post(
    "/api/admin/houses/:id/feed-secret/",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["houses"],
        operationId: "rotateAdminHouseFeedSecret",
        summary: "Gera um novo segredo de envio do feed da casa; o anterior deixa de valer (administradores)",
        description:
          "O segredo assina os envios da casa (HMAC-SHA256, docs/odds-feed.md) e só aparece nesta resposta: " +
          "entregue-o à casa por um canal seguro.",
        security: BEARER,
        params: IdParamsSchema,
        response: { 200: FeedSecretSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (req, reply) => {
      reply.header("cache-control", "no-store");
      const { house, secret } = await app.ctx.houses.rotateFeedSecret(req.params.id, app.ctx.clock.now());
      req.log.info({ house: house.slug, by: req.user!.id }, "house feed: push secret rotated");
      return { secret, house: toAdmin(house) };
    },
  );

  app.delete(
    "/api/admin/houses/:id/feed-secret/",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["houses"],
        operationId: "revokeAdminHouseFeedSecret",
        summary: "Apaga o segredo de envio do feed: os envios da casa passam a ser recusados (administradores)",
        security: BEARER,
        params: IdParamsSchema,
        response: { 200: AdminHouseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => toAdmin(await app.ctx.houses.setFeedSecret(req.params.id, null, app.ctx.clock.now())),
  );

  app.put(
    "/api/admin/houses/:id/logo/",
    {
      onRequest: app.requireAdmin,
      validatorCompiler: formValidator,
      schema: {
        tags: ["houses"],
        operationId: "uploadAdminHouseLogo",
        summary: "Envia o logotipo de uma casa: JPG, PNG, WebP, AVIF ou GIF (administradores)",
        description:
          "Formulário multipart/form-data com o arquivo no campo `logo`. No cliente gerado, envie um FormData como " +
          "`body`.",
        security: BEARER,
        consumes: ["multipart/form-data"],
        params: IdParamsSchema,
        body: z.object({ logo: z.string().describe("O arquivo da imagem") }).meta({ id: "BettingHouseLogoForm" }),
        response: { 200: AdminHouseSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (req) => {
      if (!(await app.ctx.houses.get(req.params.id))) throw new HttpError(404, "not_found", HOUSE_NOT_FOUND);
      if (!req.isMultipart()) throw new HttpError(415, "unsupported_media_type", HOUSE_LOGO_INVALID);
      let buf: Buffer | null = null;
      try {
        const file = await req.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, parts: 6 } });
        if (file) for (const part of [file, ...Object.values(file.fields).flat()]) if (part) refuseNulPart(part);
        if (file?.fieldname === "logo") buf = await file.toBuffer();
      } catch (err) {
        if (err instanceof HttpError) throw err;
        if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
          throw new HttpError(413, "payload_too_large", HOUSE_LOGO_INVALID, { logo: [HOUSE_LOGO_INVALID] });
        throw new HttpError(400, "invalid_request", HOUSE_LOGO_INVALID, { logo: [HOUSE_LOGO_INVALID] });
      }
      const kind = buf && buf.length > 0 ? detectImageKind(buf) : null;
      if (!buf || !kind)
        throw new HttpError(400, "validation_error", HOUSE_LOGO_INVALID, { logo: [HOUSE_LOGO_INVALID] });
      const path = await app.ctx.uploads.save(buf, kind, "logo");
      const { house, replaced } = await app.ctx.houses.setLogo(req.params.id, path, app.ctx.clock.now());
      await app.ctx.uploads.remove(replaced);
      return toAdmin(house);
    },
  );
};

export default houses;
