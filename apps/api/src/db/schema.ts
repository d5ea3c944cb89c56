import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/** One schema for both drivers (PGlite embedded, PostgreSQL at scale). */

export const leagues = pgTable("leagues", {
  /** The provider's league id (API-Football's league.id; the demo uses the same ids). */
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  country: text("country").notNull().default(""),
  logo: text("logo"),
  season: integer("season").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const teams = pgTable("teams", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  logo: text("logo"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const fixtures = pgTable(
  "fixtures",
  {
    /** Our game id (the API's `Game.id`, docs/product.md#api-contract). */
    id: serial("id").primaryKey(),
    /** The provider's fixture id (the API's `afb_fixture_id`); upserts key on it. */
    afbFixtureId: integer("afb_fixture_id").notNull().unique(),
    /** Brazilian business date of the kick-off, YYYY-MM-DD. */
    date: text("date").notNull(),
    kickoff: timestamp("kickoff", { withTimezone: true }).notNull(),
    status: text("status").notNull(),
    elapsed: integer("elapsed"),
    leagueId: integer("league_id")
      .notNull()
      .references(() => leagues.id),
    season: integer("season").notNull(),
    homeTeamId: integer("home_team_id")
      .notNull()
      .references(() => teams.id),
    awayTeamId: integer("away_team_id")
      .notNull()
      .references(() => teams.id),
    goalsHome: integer("goals_home"),
    goalsAway: integer("goals_away"),
    venueName: text("venue_name"),
    venueCity: text("venue_city"),
    provider: text("provider").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("fixtures_date_idx").on(t.date, t.kickoff)],
);

/** The current 1X2 prices of each house for each fixture. */
export const odds = pgTable(
  "odds",
  {
    fixtureId: integer("fixture_id")
      .notNull()
      .references(() => fixtures.id, { onDelete: "cascade" }),
    house: text("house").notNull(),
    home: doublePrecision("home").notNull(),
    draw: doublePrecision("draw").notNull(),
    away: doublePrecision("away").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.fixtureId, t.house] })],
);

/** One house's book in a market beyond 1X2, as `market_odds` keeps it (`@placar/core/markets` ids and order). */
export interface StoredMarketBook {
  house: string;
  /** The market's id: "btts", "totals:2.5", "double_chance", "dnb". */
  market: string;
  /** Its outcomes' prices in `outcomeLabels` order. */
  prices: number[];
  /** The source's own confirmation time (ISO-8601) when it gave one; else the day's last merge confirmed it. */
  checkedAt: string | null;
}

/**
 * The current books of every house in the markets beyond 1X2, one row per fixture (a game has about 30 books; one row
 * each made the first write of a day four times the 1X2's on the embedded database). Written by the same ingest and
 * price merge as `odds`, only when one of the fixture's books changed.
 */
export const marketOdds = pgTable("market_odds", {
  fixtureId: integer("fixture_id")
    .primaryKey()
    .references(() => fixtures.id, { onDelete: "cascade" }),
  books: jsonb("books").$type<StoredMarketBook[]>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Which business days have been ingested, and when (drives on-demand ingestion and health). */
export const ingestedDays = pgTable("ingested_days", {
  date: text("date").primaryKey(),
  provider: text("provider").notNull(),
  fixtures: integer("fixtures").notNull(),
  ingestedAt: timestamp("ingested_at", { withTimezone: true }).notNull(),
});

/**
 * Accounts (docs/product.md#accounts, #user-manager). The e-mail is stored lower-cased and is also the username; phone
 * and CPF are digits only. CPF is null only for the bootstrap admin (every form requires one); PostgreSQL's unique
 * constraint allows many nulls.
 */
export const users = pgTable("users", {
  id: serial("id").primaryKey(),
  email: text("email").notNull().unique("users_email_unique"),
  name: text("name").notNull(),
  phone: text("phone").notNull().default(""),
  cpf: text("cpf").unique("users_cpf_unique"),
  /** YYYY-MM-DD; null for accounts created by an admin (their form has no birthdate). */
  birthdate: text("birthdate"),
  active: boolean("active").notNull().default(true),
  admin: boolean("admin").notNull().default(false),
  roles: text("roles")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  planProductId: text("plan_product_id"),
  planActive: boolean("plan_active").notNull().default(false),
  planCreatedAt: timestamp("plan_created_at", { withTimezone: true }),
  planExpires: timestamp("plan_expires", { withTimezone: true }),
  passwordHash: text("password_hash").notNull(),
  /** Carried in every access token (claim `tv`); bumping it ends every session of the user at once. */
  tokenVersion: integer("token_version").notNull().default(0),
  /** Alert e-mails (docs/product.md#alerts); the one-click unsubscribe link turns them off. */
  alertEmails: boolean("alert_emails").notNull().default(true),
  /** E-mail and notify 30 minutes before a followed team's game (opt-in). */
  kickoffAlerts: boolean("kickoff_alerts").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Password recovery links: only the SHA-256 of the token is kept, so a database leak yields no usable link. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique("password_reset_tokens_hash_unique"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.userId)],
);

/**
 * The teams and leagues a user follows (docs/product.md#favourites). `kind` is "team" or "league" and `targetId` the
 * provider's id of that team or league. No foreign key to `teams`/`leagues`: those rows belong to the ingest, and a
 * favourite must outlive a day the provider no longer lists. Deleting the user deletes them (LGPD).
 */
export const favorites = pgTable(
  "favorites",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    targetId: integer("target_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.targetId] })],
);

/**
 * Price alerts (docs/product.md#alerts): tell `userId` once when `house`'s price for `outcome` ("home", "draw" or
 * "away") in the fixture reaches `target`. `firedAt` is set by one conditional update, so the alert fires once
 * even when two instances evaluate it. Deleting the user or the fixture deletes it (LGPD).
 */
export const priceAlerts = pgTable(
  "price_alerts",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fixtureId: integer("fixture_id")
      .notNull()
      .references(() => fixtures.id, { onDelete: "cascade" }),
    house: text("house").notNull(),
    /**
     * The market (`@placar/core/markets` id): "1x2" for the spec's alerts, else "btts", "totals:2.5", … whose outcome
     * is kept by its place: "home" the first, "away" the last, "draw" the middle one of a three-way market.
     */
    market: text("market").notNull().default("1x2"),
    outcome: text("outcome").notNull(),
    target: doublePrecision("target").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    firedAt: timestamp("fired_at", { withTimezone: true }),
  },
  (t) => [index("price_alerts_user_idx").on(t.userId), index("price_alerts_fixture_idx").on(t.fixtureId)],
);

/** Kick-off alerts already sent: the key (user, fixture) makes each one fire once, whichever instance sends it. */
export const kickoffAnnouncements = pgTable(
  "kickoff_announcements",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fixtureId: integer("fixture_id")
      .notNull()
      .references(() => fixtures.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.fixtureId] })],
);

/** The site's notifications list: what each fired alert said. `kind` is "price" or "kickoff". */
export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    link: text("link").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [index("notifications_user_idx").on(t.userId, t.createdAt)],
);
