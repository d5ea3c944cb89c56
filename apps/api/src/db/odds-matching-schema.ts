import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, unique } from "drizzle-orm/pg-core";

/** One candidate fixture of a doubtful event, as the matcher scored it (fixtureId: the provider's fixture id). */
export interface StoredCandidate {
  fixtureId: number;
  score: number;
  reasons: string[];
}

/**
 * Odds sources' events that need (or had) a person's decision: the matcher was not sure ("review"), then an admin
 * confirmed a fixture ("confirmed", applied at every later ingest of that day) or refused them all ("rejected", never
 * attached). Keyed by source and the source's event id, so re-reading the same event never adds a row.
 */
export const oddsEventMatches = pgTable(
  "odds_event_matches",
  {
    id: serial("id").primaryKey(),
    source: text("source").notNull(),
    eventId: text("event_id").notNull(),
    sportKey: text("sport_key").notNull(),
    competition: text("competition"),
    home: text("home").notNull(),
    away: text("away").notNull(),
    commenceTime: timestamp("commence_time", { withTimezone: true }).notNull(),
    /** Business date (America/Sao_Paulo) of the event's kick-off, the day whose fixtures were the candidates. */
    date: text("date").notNull(),
    /** "review", "confirmed" or "rejected". */
    status: text("status").notNull(),
    candidates: jsonb("candidates").$type<StoredCandidate[]>().notNull().default([]),
    /** The provider's fixture id an admin confirmed. */
    fixtureId: integer("fixture_id"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: integer("decided_by"),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    unique("odds_event_matches_source_event_unique").on(t.source, t.eventId),
    index("odds_event_matches_status_idx").on(t.status, t.date),
  ],
);

/**
 * Team spellings learned from confirmed matches: `variant` is how a source writes our team `teamId` (the provider's
 * team id). Appended to the seed aliases at every matching.
 */
export const teamAliases = pgTable(
  "team_aliases",
  {
    teamId: integer("team_id").notNull(),
    variant: text("variant").notNull(),
    source: text("source").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.variant] })],
);

/**
 * What the last merge of each day found per source (matched, waiting, unmatched, held, stale houses…) and the
 * source's own status (last success, quota, pause), written by the instance that ingests: every instance's
 * `/api/health` reads them here, not only the leader's memory.
 */
export const oddsSourceMerges = pgTable(
  "odds_source_merges",
  {
    source: text("source").notNull(),
    /** Business date of the merged day. */
    date: text("date").notNull(),
    counts: jsonb("counts").$type<Record<string, unknown>>().notNull(),
    mergedAt: timestamp("merged_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.source, t.date] })],
);

export const oddsSourceStatus = pgTable("odds_source_status", {
  source: text("source").primaryKey(),
  status: jsonb("status").$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});

/** Prices of one outcome set (decimal odds). */
export interface StoredPrices {
  home: number;
  draw: number;
  away: number;
}

/**
 * A source's price held by the outlier rule (far from the other houses' consensus: a typo, or a real move). Held
 * prices are not shown until the same prices are read again later ("released" by the second read) or an admin
 * confirms them; an admin may also dismiss them. Keyed by source, event, house and market: new prices from the house
 * replace the row's and undo any decision, since a decision is about exact prices. The 1X2's rows (market "1x2") keep
 * their prices as { home, draw, away }; another market's book (core/markets' id: "btts", "totals:2.5", …) as its
 * prices in `outcomeLabels` order.
 */
export const oddsHeldQuotes = pgTable(
  "odds_held_quotes",
  {
    id: serial("id").primaryKey(),
    source: text("source").notNull(),
    eventId: text("event_id").notNull(),
    house: text("house").notNull(),
    /** The provider's fixture id the event was attached to. */
    fixtureId: integer("fixture_id").notNull(),
    /** Business date of the fixture. */
    date: text("date").notNull(),
    /** The market (core/markets' `marketId`); "1x2" for the spec's. */
    market: text("market").notNull().default("1x2"),
    /** { home, draw, away } for the 1X2; the book's prices, in outcome order, for another market. */
    prices: jsonb("prices").$type<StoredPrices | number[]>().notNull(),
    /** The other houses' medians when the price was held, in the prices' shape. */
    medians: jsonb("medians").$type<StoredPrices | number[]>().notNull(),
    /** How many other houses made the medians. */
    others: integer("others").notNull(),
    /** When the source's list holding these prices was first read (the event's fetchedAt). */
    firstReadAt: timestamp("first_read_at", { withTimezone: true }).notNull(),
    lastReadAt: timestamp("last_read_at", { withTimezone: true }).notNull(),
    /** "held", "released" (shown: read again or confirmed) or "dismissed" (never shown). */
    status: text("status").notNull(),
    /** Why it was released: "second-read" or "admin". */
    releasedBy: text("released_by"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: integer("decided_by"),
  },
  (t) => [
    unique("odds_held_quotes_source_event_house_market_unique").on(t.source, t.eventId, t.house, t.market),
    index("odds_held_quotes_status_idx").on(t.status, t.date),
  ],
);
