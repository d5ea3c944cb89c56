import { asc, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { slugify } from "@placar/core/slug";
import type { ValidHouse } from "@placar/core/house-rules";
import { HOUSE_NAME_TAKEN, HOUSE_NOT_FOUND, HOUSE_SOURCE_KEY_TAKEN } from "@placar/core/messages-houses";
import type { Db } from "../db/client.ts";
import { bettingHouses } from "../db/houses-schema.ts";
import { HttpError } from "../http-error.ts";
import { newFeedSecret } from "./house-feed.ts";

export type HouseRow = typeof bettingHouses.$inferSelect;

/** A house as the API serves it: the row plus the public path of its logo. */
export interface HouseRecord extends HouseRow {
  /** The uploaded logo, or the one generated from the name and colours. */
  logoUrl: string;
}

export function houseLogoPath(h: Pick<HouseRow, "logo" | "slug" | "updatedAt">): string {
  // The generated logo's address carries the last change, so a renamed or recoloured house is drawn again instead
  // of being served from a day-long cache.
  return h.logo ?? `/api/images/houses/${h.slug}.svg?v=${h.updatedAt.getTime().toString(36)}`;
}

/**
 * One reading of the houses, answering synchronously: what the odds lists, the guide and the logos need. Prices
 * are stored under a house's `oddsKey`; only active houses are visible, in their sort order.
 */
export class HouseLookup {
  readonly all: readonly HouseRecord[];
  readonly active: readonly HouseRecord[];
  private readonly byKey: Map<string, HouseRecord>;
  private readonly order: Map<string, number>;

  constructor(rows: readonly HouseRow[]) {
    this.all = [...rows]
      .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)
      .map((r) => ({ ...r, logoUrl: houseLogoPath(r) }));
    this.active = this.all.filter((h) => h.active);
    this.byKey = new Map(this.all.map((h) => [h.oddsKey, h]));
    this.order = new Map(this.active.map((h, i) => [h.oddsKey, i]));
  }

  /** The active house whose prices are stored under `oddsKey`; undefined for an inactive or unknown one. */
  visible(oddsKey: string): HouseRecord | undefined {
    const h = this.byKey.get(oddsKey);
    return h?.active ? h : undefined;
  }

  /** Position of a visible house in the lists (0 first). */
  rank(oddsKey: string): number {
    return this.order.get(oddsKey) ?? Number.MAX_SAFE_INTEGER;
  }

  bySlug(slug: string): HouseRecord | undefined {
    return this.all.find((h) => h.slug === slug);
  }

  /** A house by its shown name or the name its prices are stored under. */
  byName(name: string): HouseRecord | undefined {
    return this.byKey.get(name) ?? this.all.find((h) => h.name === name);
  }

  /**
   * Odds sources' bookmaker key → the `oddsKey` its prices are stored under. Active houses' source keys first; the
   * environment's mapping (THEODDSAPI_BOOKMAKERS, by house name) is applied over them, so it still overrides or adds
   * a key. A mapping to an inactive house is left out: its prices would not be shown anyway.
   */
  bookmakers(env: ReadonlyMap<string, string> = new Map()): Map<string, string> {
    const map = new Map<string, string>();
    for (const h of this.active) for (const key of h.sourceKeys) map.set(key, h.oddsKey);
    for (const [key, name] of env) {
      const h = this.byName(name);
      if (h === undefined) map.set(key, name);
      else if (h.active) map.set(key, h.oddsKey);
      else map.delete(key);
    }
    return map;
  }
}

/** How long an instance trusts its reading before it reads again (another instance may have saved a change). */
const TTL_MS = 30_000;

/**
 * The betting houses, read from `betting_houses` and kept in memory. A save here drops the reading at once and tells
 * the listeners (the day views and the page cache); another instance notices on its next reading, at most `ttlMs`
 * later, and tells its own listeners when what it reads differs from what it had.
 */
export class HouseCatalog {
  private lookupCache: { at: number; lookup: HouseLookup; signature: string } | null = null;
  private loading: Promise<HouseLookup> | null = null;
  private generation = 0;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly db: () => Db,
    private readonly log: FastifyBaseLogger,
    private readonly ttlMs = TTL_MS,
  ) {}

  /** Calls `fn` after any change of the houses (saved here, or read from another instance's save). */
  onChange(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** The last reading, without waiting (null before the first). */
  current(): HouseLookup | null {
    return this.lookupCache?.lookup ?? null;
  }

  /** The houses, read from the database when there is no reading or it is older than the time-to-live. */
  async lookup(): Promise<HouseLookup> {
    const cached = this.lookupCache;
    if (cached && Date.now() - cached.at < this.ttlMs) return cached.lookup;
    if (this.loading) return this.loading;
    const generation = this.generation;
    const job = (async () => {
      const rows = await this.db().select().from(bettingHouses).orderBy(asc(bettingHouses.sortOrder));
      const lookup = new HouseLookup(rows);
      const signature = JSON.stringify(rows);
      // A save that happened while this read ran has already dropped the reading: keep the newer one's turn.
      if (generation !== this.generation) return lookup;
      const changed = cached !== null && cached.signature !== signature;
      this.lookupCache = { at: Date.now(), lookup, signature };
      if (changed) this.notify();
      return lookup;
    })().finally(() => {
      this.loading = null;
    });
    this.loading = job;
    return job;
  }

  private notify(): void {
    for (const fn of this.listeners) {
      try {
        fn();
      } catch (err) {
        this.log.warn({ err }, "houses: a change listener failed");
      }
    }
  }

  /** Drops the reading after a save here, and tells the listeners. */
  private changed(): void {
    this.generation += 1;
    this.lookupCache = null;
    this.loading = null;
    this.notify();
  }

  async get(id: number): Promise<HouseRecord | null> {
    const [row] = await this.db().select().from(bettingHouses).where(eq(bettingHouses.id, id));
    return row ? { ...row, logoUrl: houseLogoPath(row) } : null;
  }

  /** Every house, active or not, in their order (the admin list; always read from the database). */
  async list(): Promise<HouseRecord[]> {
    const rows = await this.db().select().from(bettingHouses);
    return [...new HouseLookup(rows).all];
  }

  /** Adds a house at the end of the list. Names and source keys must be free (400 otherwise). */
  async create(input: ValidHouse, now: Date): Promise<HouseRecord> {
    const rows = await this.db().select().from(bettingHouses);
    this.checkFree(rows, input, null);
    const taken = new Set(rows.map((r) => r.slug));
    const base = slugify([input.name], "casa");
    let slug = base;
    for (let i = 2; taken.has(slug); i++) slug = `${base}-${i}`;
    const keys = new Set(rows.map((r) => r.oddsKey));
    const oddsKey = keys.has(input.name) ? `${input.name} (${slug})` : input.name;
    const [row] = await this.db()
      .insert(bettingHouses)
      .values({
        ...input,
        slug,
        oddsKey,
        sortOrder: rows.reduce((max, r) => Math.max(max, r.sortOrder), 0) + 1,
        updatedAt: now,
      })
      .returning();
    this.changed();
    return { ...row!, logoUrl: houseLogoPath(row!) };
  }

  /** Replaces a house's editable fields (404 when unknown, 400 when a name or source key belongs to another). */
  async update(id: number, input: ValidHouse, now: Date): Promise<HouseRecord> {
    const rows = await this.db().select().from(bettingHouses);
    if (!rows.some((r) => r.id === id)) throw new HttpError(404, "not_found", HOUSE_NOT_FOUND);
    this.checkFree(rows, input, id);
    const [row] = await this.db()
      .update(bettingHouses)
      .set({ ...input, updatedAt: now })
      .where(eq(bettingHouses.id, id))
      .returning();
    this.changed();
    return { ...row!, logoUrl: houseLogoPath(row!) };
  }

  /** Sets (or, with null, removes) the house's push secret; the previous one stops working at once. */
  async setFeedSecret(id: number, secret: string | null, now: Date): Promise<HouseRecord> {
    const [row] = await this.db()
      .update(bettingHouses)
      .set({ feedSecret: secret, feedSecretAt: secret === null ? null : now })
      .where(eq(bettingHouses.id, id))
      .returning();
    if (!row) throw new HttpError(404, "not_found", HOUSE_NOT_FOUND);
    this.changed();
    return { ...row, logoUrl: houseLogoPath(row) };
  }

  /** A new random push secret for the house, answered once (it is never read back by the API). */
  async rotateFeedSecret(id: number, now: Date): Promise<{ house: HouseRecord; secret: string }> {
    const secret = newFeedSecret();
    return { house: await this.setFeedSecret(id, secret, now), secret };
  }

  /** Points a house at a newly uploaded logo; answers the house and the logo it replaced (to delete). */
  async setLogo(id: number, logo: string, now: Date): Promise<{ house: HouseRecord; replaced: string | null }> {
    const before = await this.get(id);
    if (!before) throw new HttpError(404, "not_found", HOUSE_NOT_FOUND);
    const [row] = await this.db()
      .update(bettingHouses)
      .set({ logo, updatedAt: now })
      .where(eq(bettingHouses.id, id))
      .returning();
    this.changed();
    return { house: { ...row!, logoUrl: houseLogoPath(row!) }, replaced: before.logo };
  }

  /** Every uploaded logo a house points at (kept by the uploads' orphan collection). */
  async uploadedLogos(): Promise<Set<string>> {
    const rows = await this.db().select({ logo: bettingHouses.logo }).from(bettingHouses);
    return new Set(rows.map((r) => r.logo).filter((l): l is string => l !== null));
  }

  private checkFree(rows: readonly HouseRow[], input: ValidHouse, id: number | null): void {
    const others = rows.filter((r) => r.id !== id);
    const fields: Record<string, string[]> = {};
    const folded = (s: string) => s.toLocaleLowerCase("pt-BR");
    if (others.some((r) => folded(r.name) === folded(input.name) || r.oddsKey === input.name))
      fields["name"] = [HOUSE_NAME_TAKEN];
    const usedKeys = new Set(others.flatMap((r) => r.sourceKeys));
    if (input.sourceKeys.some((k) => usedKeys.has(k))) fields["sourceKeys"] = [HOUSE_SOURCE_KEY_TAKEN];
    const [first] = Object.values(fields);
    if (first) throw new HttpError(400, "validation_error", first[0]!, fields);
  }
}
