import { doublePrecision, index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";

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
    /** Our game id (the spec's Game.id). */
    id: serial("id").primaryKey(),
    /** The provider's fixture id (the spec's afb_fixture_id); upserts key on it. */
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

/** Which business days have been ingested, and when (drives on-demand ingestion and health). */
export const ingestedDays = pgTable("ingested_days", {
  date: text("date").primaryKey(),
  provider: text("provider").notNull(),
  fixtures: integer("fixtures").notNull(),
  ingestedAt: timestamp("ingested_at", { withTimezone: true }).notNull(),
});
