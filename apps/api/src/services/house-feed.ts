/**
 * The house feed's pushes (docs/odds-feed.md): `POST /api/odds-feed/{houseSlug}/` signed with the house's secret,
 * `HMAC-SHA256(secret, timestamp + "." + rawBody)` in hex. A push is accepted when its timestamp is within five
 * minutes of our clock, its signature is right (compared in constant time) and was never seen (the signatures of
 * the window are kept in `house_feed_signatures`, where every instance sees them), and its document is valid and
 * names the house of the address. The last accepted document of each house is kept in `house_feed_documents`,
 * read by the house-feed source at every poll.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { bettingHouses, houseFeedDocuments, houseFeedSignatures } from "../db/houses-schema.ts";
import { HttpError } from "../http-error.ts";
import { businessDate } from "@placar/core/dates";
import { readFeedDocument, type FeedHouse, type PushedDocument } from "../odds-sources/house-feed.ts";
import type { CounterStore } from "./limits.ts";

/** A push whose timestamp is further than this from our clock is refused (401). */
export const PUSH_WINDOW_MS = 5 * 60_000;
export const TIMESTAMP_HEADER = "x-placar-timestamp";
export const SIGNATURE_HEADER = "x-placar-signature";

const UNAUTHORIZED = "Assinatura do feed inválida, ausente ou fora da janela de 5 minutos.";
const REPLAYED = "Este envio já foi recebido (assinatura repetida).";

/** A new push secret: 32 random bytes, hex. */
export function newFeedSecret(): string {
  return randomBytes(32).toString("hex");
}

/** `HMAC-SHA256(secret, timestamp + "." + body)` in lower-case hex. */
export function signFeed(secret: string, timestamp: string, body: Buffer | string): string {
  return createHmac("sha256", secret).update(`${timestamp}.`).update(body).digest("hex");
}

/** The houses of a reading that have a feed (URL or secret), active only. */
export function feedHouses(lookup: {
  active: ReadonlyArray<{
    id: number;
    slug: string;
    oddsKey: string;
    feedUrl: string | null;
    feedSecret: string | null;
  }>;
}): FeedHouse[] {
  return lookup.active
    .filter((h) => h.feedUrl !== null || h.feedSecret !== null)
    .map((h) => ({ id: h.id, slug: h.slug, oddsKey: h.oddsKey, feedUrl: h.feedUrl, pushes: h.feedSecret !== null }));
}

export interface PushResult {
  /** False when a newer document (by its generatedAt) was already stored: this one changes nothing. */
  stored: boolean;
  events: number;
  generatedAt: string;
}

/** Correctly signed pushes a house may send per minute; more are answered 429. */
export const PUSHES_PER_MINUTE = 30;
/** Refused pushes (no or bad signature) one address may send per minute before it is answered 429 unchecked. */
export const BAD_PUSHES_PER_MINUTE = 30;
const PUSH_LIMITED = "Envios demais: no máximo 30 por minuto por casa. Tente de novo em instantes.";
const BAD_LIMITED = "Envios recusados demais deste endereço. Tente de novo em instantes.";

/** A 429 with the seconds to wait. */
export class PushLimited extends HttpError {
  constructor(
    detail: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, "rate_limited", detail);
  }
}

export class HouseFeedStore {
  constructor(
    private readonly db: () => Db,
    /** The push limits' counters (in Redis when set, so every instance counts together). */
    private readonly counters: () => CounterStore,
  ) {}

  /**
   * `accept`, guarded: only correctly signed pushes count toward a house's limit, so nobody can spend a house's; an
   * address whose refused pushes (401) passed their own limit this minute gets 429 for every push that fails the
   * check, while a correctly signed one from it still goes through.
   */
  async acceptFrom(
    address: string,
    slug: string,
    headers: { timestamp: string | undefined; signature: string | undefined },
    raw: Buffer,
    now: Date,
  ): Promise<PushResult & { dates: string[] }> {
    const badKey = `odds-feed-bad:${address}`;
    try {
      return await this.accept(slug, headers, raw, now);
    } catch (err) {
      if (err instanceof HttpError && err.statusCode === 401) {
        const bad = await this.counters().hit(badKey, 60_000);
        if (bad.count > BAD_PUSHES_PER_MINUTE) throw new PushLimited(BAD_LIMITED, Math.ceil(bad.ttlMs / 1000));
      }
      throw err;
    }
  }

  /**
   * Checks and stores a pushed document. Throws HttpError 401 (unknown or inactive house, no secret, bad or old
   * signature), 409 (replayed) or 400 (not a valid document of this house, Portuguese message).
   */
  async accept(
    slug: string,
    headers: { timestamp: string | undefined; signature: string | undefined },
    raw: Buffer,
    now: Date,
  ): Promise<PushResult & { dates: string[] }> {
    const [house] = await this.db()
      .select({ id: bettingHouses.id, secret: bettingHouses.feedSecret, active: bettingHouses.active })
      .from(bettingHouses)
      .where(eq(bettingHouses.slug, slug));
    const unauthorized = () => new HttpError(401, "unauthenticated", UNAUTHORIZED);
    // The same answer for an unknown house as for a wrong signature: the endpoint does not list houses.
    if (!house || !house.active || house.secret === null) throw unauthorized();
    const ts = headers.timestamp?.trim() ?? "";
    if (!/^\d{1,12}$/.test(ts) || Math.abs(now.getTime() - Number(ts) * 1000) > PUSH_WINDOW_MS) throw unauthorized();
    const given = (headers.signature ?? "")
      .trim()
      .replace(/^sha256=/i, "")
      .toLowerCase();
    if (!/^[0-9a-f]{64}$/.test(given)) throw unauthorized();
    const expected = Buffer.from(signFeed(house.secret, ts, raw), "hex");
    if (!timingSafeEqual(expected, Buffer.from(given, "hex"))) throw unauthorized();
    // Signed by the house: only now does it count toward the house's limit.
    const pushes = await this.counters().hit(`odds-feed:${house.id}`, 60_000);
    if (pushes.count > PUSHES_PER_MINUTE) throw new PushLimited(PUSH_LIMITED, Math.ceil(pushes.ttlMs / 1000));

    // Replay: a signature is accepted once; the window's signatures are kept, older ones pruned.
    const db = this.db();
    await db
      .delete(houseFeedSignatures)
      .where(lt(houseFeedSignatures.seenAt, new Date(now.getTime() - 2 * PUSH_WINDOW_MS)));
    const inserted = await db
      .insert(houseFeedSignatures)
      .values({ signature: given, houseId: house.id, seenAt: now })
      .onConflictDoNothing()
      .returning({ signature: houseFeedSignatures.signature });
    if (inserted.length === 0) throw new HttpError(409, "replayed", REPLAYED);

    const read = readFeedDocument(raw.toString("utf8"), slug);
    if (!read.ok) throw new HttpError(400, "invalid_feed", read.message);
    const generatedAt = new Date(read.document.generatedAt);
    const stored = await db
      .insert(houseFeedDocuments)
      .values({ houseId: house.id, document: read.document, generatedAt, receivedAt: now })
      .onConflictDoUpdate({
        target: houseFeedDocuments.houseId,
        set: {
          document: sql`excluded.document`,
          generatedAt: sql`excluded.generated_at`,
          receivedAt: sql`excluded.received_at`,
        },
        // A document older than the one kept (pushes crossing on the way) changes nothing.
        setWhere: or(
          lt(houseFeedDocuments.generatedAt, generatedAt),
          and(eq(houseFeedDocuments.generatedAt, generatedAt), lte(houseFeedDocuments.receivedAt, now)),
        ),
      })
      .returning({ houseId: houseFeedDocuments.houseId });
    // The business days of its games: the price path merges them at once.
    const dates = [...new Set(read.document.events.map((e) => businessDate(new Date(e.kickoff))))].sort();
    return {
      stored: stored.length > 0,
      events: read.document.events.length,
      generatedAt: generatedAt.toISOString(),
      dates,
    };
  }

  /** The last accepted push of each of these houses. */
  async pushed(houseIds: readonly number[]): Promise<PushedDocument[]> {
    if (houseIds.length === 0) return [];
    const rows = await this.db()
      .select({
        houseId: houseFeedDocuments.houseId,
        document: houseFeedDocuments.document,
        receivedAt: houseFeedDocuments.receivedAt,
      })
      .from(houseFeedDocuments)
      .where(inArray(houseFeedDocuments.houseId, [...houseIds]));
    return rows;
  }
}
