/**
 * Team crests and league logos, served from our host: the provider's image, fetched once and kept
 * (`ProviderImageCache`), else our crest generated from the club's or competition's name, as SVG or as a PNG
 * rendered by resvg off the event loop. The names and the provider's image addresses are read from the teams and
 * leagues tables.
 */

import { createHash } from "node:crypto";
import resvg from "@resvg/resvg-js";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { leagueLogoSvg, teamCrestSvg } from "../data/crests.ts";
import { isRemoteImage } from "../data/image-paths.ts";
import type { Db } from "../db/client.ts";
import { leagues, teams } from "../db/schema.ts";
import { ProviderImageCache, type CachedImage, type ImageKind } from "./image-cache.ts";

/** Generated crests as PNG are this wide: crisp up to 40 CSS px (the largest crest) on a 2.4× screen. */
const CREST_PNG_SIZE = 96;

/** An image as it is sent. */
export type ServedImage = Pick<CachedImage, "body" | "contentType" | "etag">;

/**
 * Where a PNG came from, which says how long it may be kept: the provider's image; our crest, for a club or
 * competition the provider has no image of; our crest standing in while the provider's cannot be fetched.
 */
export type ImageOrigin = "provider" | "crest" | "fallback";

export interface ClubImageOptions {
  db: () => Db;
  /** Folder of the provider's images (DATA_DIR/images). */
  dir: string;
  log: FastifyBaseLogger;
}

export class ClubImageService {
  private readonly providerImages: ProviderImageCache;
  /** Crests are generated from the name and id, so each is rendered once per process. */
  private readonly crests = new Map<string, string>();
  /** The names of the clubs and competitions the provider gives no image for (as `crests` keeps their SVG). */
  private readonly crestNames = new Map<string, string>();
  /** The same crests as PNG, once per process. */
  private readonly crestPngs = new Map<string, Promise<ServedImage>>();

  constructor(private readonly opts: ClubImageOptions) {
    this.providerImages = new ProviderImageCache({ dir: opts.dir, log: opts.log });
  }

  /** The generated crest (SVG) of a club or competition; null when the id is unknown. */
  async crestSvg(kind: ImageKind, id: number): Promise<string | null> {
    const key = `${kind}:${id}`;
    const hit = this.crests.get(key);
    if (hit) return hit;
    const name = (await this.row(kind, id))?.name;
    if (!name) return null;
    const svg = generated(kind, id, name);
    this.crests.set(key, svg);
    return svg;
  }

  /** The image of a club or competition as a PNG (or the provider's own type), with its origin; null when unknown. */
  async image(kind: ImageKind, id: number): Promise<{ image: ServedImage; origin: ImageOrigin } | null> {
    const cached = this.providerImages.peek(kind, id);
    if (cached) return { image: cached, origin: "provider" };
    // A club or competition whose image is our crest: its name is known, so the database is asked once.
    const ownCrest = this.crestNames.get(`${kind}:${id}`);
    if (ownCrest !== undefined) return { image: await this.crestPng(kind, id, ownCrest), origin: "crest" };
    const known = await this.row(kind, id);
    if (!known) return null;
    const remote = known.logo !== null && isRemoteImage(known.logo);
    if (!remote) this.crestNames.set(`${kind}:${id}`, known.name);
    const image = remote ? await this.providerImages.get(kind, id, known.logo!) : null;
    if (image) return { image, origin: "provider" };
    return { image: await this.crestPng(kind, id, known.name), origin: remote ? "fallback" : "crest" };
  }

  private async row(kind: ImageKind, id: number): Promise<{ name: string; logo: string | null } | null> {
    const table = kind === "teams" ? teams : leagues;
    const rows = await this.opts
      .db()
      .select({ name: table.name, logo: table.logo })
      .from(table)
      .where(eq(table.id, id));
    return rows[0] ?? null;
  }

  /** Rendered by resvg in its own thread pool, once per club or competition and name. */
  private crestPng(kind: ImageKind, id: number, name: string): Promise<ServedImage> {
    const key = `${kind}:${id}:${name}`;
    const known = this.crestPngs.get(key);
    if (known) return known;
    const image: Promise<ServedImage> = resvg
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
    image.catch(() => this.crestPngs.delete(key));
    this.crestPngs.set(key, image);
    return image;
  }
}

function generated(kind: ImageKind, id: number, name: string): string {
  return kind === "teams" ? teamCrestSvg({ id, name }) : leagueLogoSvg({ id, name });
}
