import { createHash } from "node:crypto";
import path from "node:path";
import resvg from "@resvg/resvg-js";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { eq } from "drizzle-orm";
import { isRemoteImage } from "../data/image-paths.ts";
import { houseLogoSvg } from "../data/svg.ts";
import { leagues, teams } from "../db/schema.ts";
import { leagueLogoSvg, teamCrestSvg } from "../data/crests.ts";
import { errorResponses, idParam } from "../schemas/common.ts";
import { HttpError } from "../http-error.ts";
import { HOUSE_NOT_FOUND } from "@placar/core/messages-houses";
import { ProviderImageCache, type CachedImage, type ImageKind } from "../services/image-cache.ts";

const SVG_CACHE = "public, max-age=86400, stale-while-revalidate=604800";
/** A provider image never changes under its URL; a new logo comes with a new URL and is fetched again. */
const PROVIDER_IMAGE_CACHE = "public, max-age=2592000, stale-while-revalidate=604800";
/** The fallback stands in only until the provider's image can be fetched again. */
const FALLBACK_CACHE = "public, max-age=600";
/** Generated crests as PNG are this wide: crisp up to 40 CSS px (the largest crest) on a 2.4× screen. */
const CREST_PNG_SIZE = 96;
/** Images are requested by the dozen per page: not logged one by one; failures still are. */
const HOT_LOG_LEVEL = "warn";

/** The cached bytes, or 304 when the browser's copy is the same. */
function sendImage(
  req: FastifyRequest,
  reply: FastifyReply,
  image: Pick<CachedImage, "body" | "contentType" | "etag">,
  cacheControl = PROVIDER_IMAGE_CACHE,
) {
  reply.header("etag", image.etag).header("cache-control", cacheControl);
  if (req.headers["if-none-match"] === image.etag) return reply.code(304).send();
  return reply.type(image.contentType).send(image.body);
}

const images: FastifyPluginAsyncZod = async (app) => {
  const providerImages = new ProviderImageCache({ dir: path.join(app.ctx.config.dataDir, "images"), log: app.log });

  const row = async (kind: ImageKind, id: number): Promise<{ name: string; logo: string | null } | null> => {
    const table = kind === "teams" ? teams : leagues;
    const rows = await app.ctx.database.db
      .select({ name: table.name, logo: table.logo })
      .from(table)
      .where(eq(table.id, id));
    return rows[0] ?? null;
  };
  const generated = (kind: ImageKind, id: number, name: string) =>
    kind === "teams" ? teamCrestSvg({ id, name }) : leagueLogoSvg({ id, name });

  // Crests are generated from the name and id, so each is rendered once per process.
  const crests = new Map<string, string>();
  const crest = async (kind: ImageKind, id: number): Promise<string | null> => {
    const key = `${kind}:${id}`;
    const hit = crests.get(key);
    if (hit) return hit;
    const name = (await row(kind, id))?.name;
    if (!name) return null;
    const svg = generated(kind, id, name);
    crests.set(key, svg);
    return svg;
  };

  // The same crests as PNG, rendered by resvg off the event loop (its own thread pool), once per process.
  type CrestPng = Pick<CachedImage, "body" | "contentType" | "etag">;
  /** The names of the clubs and competitions the provider gives no image for (as `crest` keeps their SVG). */
  const crestNames = new Map<string, string>();
  const crestPngs = new Map<string, Promise<CrestPng>>();
  const crestPng = (kind: ImageKind, id: number, name: string): Promise<CrestPng> => {
    const key = `${kind}:${id}:${name}`;
    const known = crestPngs.get(key);
    if (known) return known;
    const image: Promise<CrestPng> = resvg
      .renderAsync(generated(kind, id, name), {
        font: { loadSystemFonts: false },
        fitTo: { mode: "width", value: CREST_PNG_SIZE },
        logLevel: "off",
      })
      .then((rendered) => {
        const body = rendered.asPng();
        const etag = `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`;
        return { body, etag, contentType: "image/png" };
      });
    image.catch(() => crestPngs.delete(key));
    crestPngs.set(key, image);
    return image;
  };

  for (const kind of ["teams", "leagues"] as const) {
    const params = z.object({ id: idParam() });
    app.get(
      `/api/images/${kind}/:id.svg`,
      {
        logLevel: HOT_LOG_LEVEL,
        schema: {
          tags: ["images"],
          operationId: kind === "teams" ? "getTeamCrest" : "getLeagueLogo",
          summary: kind === "teams" ? "Escudo de um time (SVG gerado)" : "Logotipo de uma competição (SVG gerado)",
          params,
          response: { 200: z.string().describe("image/svg+xml"), ...errorResponses(400, 404) },
        },
      },
      async (req, reply) => {
        const svg = await crest(kind, req.params.id);
        if (!svg) throw new HttpError(404, "not_found", "Imagem não encontrada.");
        return reply.type("image/svg+xml").header("cache-control", SVG_CACHE).send(svg);
      },
    );

    app.get(
      `/api/images/${kind}/:id.png`,
      {
        logLevel: HOT_LOG_LEVEL,
        schema: {
          tags: ["images"],
          operationId: kind === "teams" ? "getTeamImage" : "getLeagueImage",
          summary:
            kind === "teams"
              ? "Escudo de um time como o provedor o publica (guardado no servidor)"
              : "Logotipo de uma competição como o provedor o publica (guardado no servidor)",
          description:
            "Buscada uma vez no endereço do provedor e servida daqui com cache longo e ETag (304 com If-None-Match). " +
            "Sem imagem do provedor, o escudo gerado em PNG; enquanto a do provedor não puder ser buscada, o mesmo " +
            "escudo com cache curto.",
          params,
          response: {
            200: z.string().describe("a imagem do provedor (image/png…) ou o escudo gerado (image/png)"),
            ...errorResponses(400, 404),
          },
        },
      },
      async (req, reply) => {
        const { id } = req.params;
        const cached = providerImages.peek(kind, id);
        if (cached) return sendImage(req, reply, cached);
        // A club or competition whose image is our crest: its name is known, so the database is asked once.
        const ownCrest = crestNames.get(`${kind}:${id}`);
        if (ownCrest !== undefined) return sendImage(req, reply, await crestPng(kind, id, ownCrest), SVG_CACHE);
        const known = await row(kind, id);
        if (!known) throw new HttpError(404, "not_found", "Imagem não encontrada.");
        const remote = known.logo !== null && isRemoteImage(known.logo);
        if (!remote) crestNames.set(`${kind}:${id}`, known.name);
        const image = remote ? await providerImages.get(kind, id, known.logo!) : null;
        if (image) return sendImage(req, reply, image);
        // Our generated crest: kept as long as the SVG when the provider has no image; only until the provider's
        // can be fetched again otherwise.
        return sendImage(req, reply, await crestPng(kind, id, known.name), remote ? FALLBACK_CACHE : SVG_CACHE);
      },
    );
  }

  app.get(
    "/api/images/houses/:slug.svg",
    {
      logLevel: HOT_LOG_LEVEL,
      schema: {
        tags: ["images"],
        operationId: "getHouseLogo",
        summary: "Logotipo de uma casa de apostas (SVG)",
        params: z.object({ slug: z.string().max(60) }),
        querystring: z.object({
          v: z.string().max(20).optional().describe("Versão (muda quando a casa é editada); ignorada pelo servidor"),
        }),
        response: { 200: z.string().describe("image/svg+xml"), ...errorResponses(400, 404) },
      },
    },
    async (req, reply) => {
      // Drawn from the house as it is now (name and colours are the admin's), inactive houses included: the
      // admin screen shows them too.
      const house = (await app.ctx.houses.lookup()).bySlug(req.params.slug);
      if (!house) throw new HttpError(404, "not_found", HOUSE_NOT_FOUND);
      const svg = houseLogoSvg({ house: house.name, color: house.color, textColor: house.textColor });
      return reply.type("image/svg+xml").header("cache-control", SVG_CACHE).send(svg);
    },
  );
};

export default images;
