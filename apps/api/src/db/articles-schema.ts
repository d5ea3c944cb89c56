import { date, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { fixtures } from "./schema.ts";

/**
 * News and analysis articles (docs/product.md#articles). Each is about one game; the
 * provider's fixture id and the league's name are copied at write time so the fixture lookup
 * (`gameByAFBFixtureId`) and the lists need no join to find them.
 */
export const articles = pgTable(
  "articles",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    subtitle: text("subtitle").notNull().default(""),
    author: text("author").notNull(),
    /** The article's own day (Brazilian calendar), YYYY-MM-DD; lists are newest first by it. */
    date: date("date", { mode: "string" }).notNull(),
    /** Sanitized HTML (services/articles-html.ts); never stored as sent. */
    message: text("message").notNull(),
    /** Public path of the banner (an upload under /media/, or a generated banner); null = none. */
    image: text("image"),
    /** Our game id. A game with articles cannot disappear from under them. */
    gameId: integer("game_id")
      .notNull()
      .references(() => fixtures.id),
    afbFixtureId: integer("afb_fixture_id").notNull(),
    leagueName: text("league_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("articles_date_idx").on(t.date, t.id), index("articles_fixture_idx").on(t.afbFixtureId)],
);

/**
 * One row per first-start seed that ran (e.g. the demo articles). The marker outlives the seeded rows, so an
 * admin who deletes the demo articles does not see them come back on the next restart.
 */
export const seedMarkers = pgTable("seed_markers", {
  name: text("name").primaryKey(),
  appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
});
