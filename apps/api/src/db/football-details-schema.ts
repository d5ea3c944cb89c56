import { doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import type { ProviderEvent, ProviderLineup, ProviderStanding, ProviderTeamStatistics } from "../providers/details.ts";
import type { ProviderFixture } from "../providers/fixture-types.ts";

/**
 * A fixture's details as last fetched. Each part keeps its own time so that an empty answer (lineups come
 * back empty for a while before kick-off) never erases what was already known.
 */
export const fixtureDetails = pgTable("fixture_details", {
  afbFixtureId: integer("afb_fixture_id").primaryKey(),
  referee: text("referee"),
  events: jsonb("events").$type<ProviderEvent[]>().notNull().default([]),
  lineups: jsonb("lineups").$type<ProviderLineup[]>().notNull().default([]),
  statistics: jsonb("statistics").$type<ProviderTeamStatistics[]>().notNull().default([]),
  /** When the provider last answered for this fixture (whatever it said). */
  fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull(),
  /** When the last refresh attempt failed, if it did after fetchedAt. */
  failedAt: timestamp("failed_at", { withTimezone: true }),
});

/** A league table as last fetched. */
export const standings = pgTable(
  "standings",
  {
    leagueId: integer("league_id").notNull(),
    season: integer("season").notNull(),
    rows: jsonb("rows").$type<ProviderStanding[]>().notNull(),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull(),
    failedAt: timestamp("failed_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.season] })],
);

/** Every price a house offered for a fixture, as it changed (movement arrows, history); pruned by age. */
export const oddsHistory = pgTable(
  "odds_history",
  {
    afbFixtureId: integer("afb_fixture_id").notNull(),
    house: text("house").notNull(),
    home: doublePrecision("home").notNull(),
    draw: doublePrecision("draw").notNull(),
    away: doublePrecision("away").notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.afbFixtureId, t.house, t.recordedAt] }),
    index("odds_history_recorded_idx").on(t.recordedAt),
  ],
);

/**
 * As `odds_history`, for the markets beyond 1X2 (`market_odds`): at each write, the books of a fixture that were new
 * or moved (house, market, prices), one row per fixture and instant; pruned with `odds_history`.
 */
export const marketOddsHistory = pgTable(
  "market_odds_history",
  {
    afbFixtureId: integer("afb_fixture_id").notNull(),
    books: jsonb("books").$type<Array<{ house: string; market: string; prices: number[] }>>().notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.afbFixtureId, t.recordedAt] }),
    index("market_odds_history_recorded_idx").on(t.recordedAt),
  ],
);

/**
 * The opening and closing line of each house for each fixture: the first price seen before kick-off, and the last
 * one (updated at every write before kick-off, frozen from then on: in-play prices never reach it). Finished
 * fixtures show their closing line ("Odds de fechamento"). Kept as long as the fixture.
 */
export const oddsLines = pgTable(
  "odds_lines",
  {
    afbFixtureId: integer("afb_fixture_id").notNull(),
    house: text("house").notNull(),
    /** Null when the game was first seen after its kick-off (its line taken from the provider's pre-match prices). */
    openingHome: doublePrecision("opening_home"),
    openingDraw: doublePrecision("opening_draw"),
    openingAway: doublePrecision("opening_away"),
    openedAt: timestamp("opened_at", { withTimezone: true }),
    closingHome: doublePrecision("closing_home").notNull(),
    closingDraw: doublePrecision("closing_draw").notNull(),
    closingAway: doublePrecision("closing_away").notNull(),
    closedAt: timestamp("closed_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.afbFixtureId, t.house] })],
);

/**
 * The opening and closing line of each house's book in each market beyond 1X2 (Ambas marcam, gols, dupla chance,
 * empate anula), as `odds_lines` for the 1X2: the first prices seen before kick-off and the last ones, frozen from
 * kick-off on. A finished fixture's markets show their closing lines. Prices in core's `outcomeLabels` order.
 */
export const marketOddsLines = pgTable(
  "market_odds_lines",
  {
    afbFixtureId: integer("afb_fixture_id").notNull(),
    /** The market's id: btts, totals:2.5, double_chance, dnb. */
    market: text("market").notNull(),
    house: text("house").notNull(),
    opening: jsonb("opening").$type<number[]>().notNull(),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull(),
    closing: jsonb("closing").$type<number[]>().notNull(),
    closedAt: timestamp("closed_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.afbFixtureId, t.market, t.house] })],
);

/**
 * The fixture provider's last answer for a day, as it came (its own prices, before any odds source): the price path
 * merges the sources into it again without calling the provider, on whichever instance leads.
 */
export const providerDays = pgTable("provider_days", {
  date: text("date").primaryKey(),
  provider: text("provider").notNull(),
  items: jsonb("items").notNull(),
  fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull(),
});

/**
 * A club's or a competition's season as the fixture provider last listed it (the team and league pages), keyed
 * "team:{id}:{season}" or "league:{id}:{season}": one provider call per key and freshness window, however many
 * visitors ask.
 */
export const providerSchedules = pgTable("provider_schedules", {
  key: text("key").primaryKey(),
  fixtures: jsonb("fixtures").$type<ProviderFixture[]>().notNull(),
  fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull(),
  /** When the last refresh failed, if it did after fetchedAt. */
  failedAt: timestamp("failed_at", { withTimezone: true }),
});
