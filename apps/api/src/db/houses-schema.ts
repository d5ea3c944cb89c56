import { boolean, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The betting houses the site compares, managed by admins on "Casas" (docs/product.md#casas). Seeded with the seven
 * houses of @placar/core/houses by the `houses_seed` migration.
 */
export const bettingHouses = pgTable("betting_houses", {
  id: serial("id").primaryKey(),
  /** Address part of the generated logo (`/api/images/houses/{slug}.svg`); fixed at creation. */
  slug: text("slug").notNull().unique(),
  /** The name shown everywhere; may be edited. */
  name: text("name").notNull().unique(),
  /**
   * The name the house's prices are stored under (`odds.house`, `odds_history.house`): its name at creation, never
   * changed, so renaming a house does not orphan its prices.
   */
  oddsKey: text("odds_key").notNull().unique(),
  /** An uploaded logo (`/media/…`); null: the generated one. */
  logo: text("logo"),
  color: text("color").notNull(),
  textColor: text("text_color").notNull(),
  affiliateUrl: text("affiliate_url").notNull(),
  /** "Portaria SPA/MF nº 1.234/2024". */
  licence: text("licence").notNull(),
  /** The house's .bet.br domain. */
  domain: text("domain").notNull(),
  active: boolean("active").notNull().default(true),
  /** Odds sources' bookmaker keys whose prices are this house's (The Odds API: "betano", …). */
  sourceKeys: jsonb("source_keys").$type<string[]>().notNull().default([]),
  /** Position in the guide and the odds lists (1 first). */
  sortOrder: integer("sort_order").notNull(),
  promos: jsonb("promos").$type<string[]>().notNull().default([]),
  description: text("description").notNull().default(""),
  review: text("review").notNull().default(""),
  rating: doublePrecision("rating").notNull().default(0),
  /** The house feed's address we poll (docs/odds-feed.md), http(s); null: no polling. */
  feedUrl: text("feed_url"),
  /**
   * The secret of the house's pushes (HMAC-SHA256 of its documents), kept in clear because the signature is checked
   * with the secret itself; shown to the admin once, when generated. Null: pushes are refused.
   */
  feedSecret: text("feed_secret"),
  /** When the secret was generated (rotated). */
  feedSecretAt: timestamp("feed_secret_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The last accepted push of each house's feed (docs/odds-feed.md), so that every instance's poll sees it. */
export const houseFeedDocuments = pgTable("house_feed_documents", {
  houseId: integer("house_id")
    .primaryKey()
    .references(() => bettingHouses.id, { onDelete: "cascade" }),
  /** The document as validated by @placar/core/odds-feed. */
  document: jsonb("document").notNull(),
  generatedAt: timestamp("generated_at", { withTimezone: true }).notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
});

/**
 * Signatures of the pushes accepted within the replay window: a signature seen once is refused again (409). Rows
 * older than the window are pruned at every push.
 */
export const houseFeedSignatures = pgTable(
  "house_feed_signatures",
  {
    signature: text("signature").primaryKey(),
    houseId: integer("house_id").notNull(),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("house_feed_signatures_seen_at_idx").on(t.seenAt)],
);
