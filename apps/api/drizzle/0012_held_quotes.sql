CREATE TABLE "odds_held_quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"event_id" text NOT NULL,
	"house" text NOT NULL,
	"fixture_id" integer NOT NULL,
	"date" text NOT NULL,
	"prices" jsonb NOT NULL,
	"medians" jsonb NOT NULL,
	"others" integer NOT NULL,
	"first_read_at" timestamp with time zone NOT NULL,
	"last_read_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"released_by" text,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	CONSTRAINT "odds_held_quotes_source_event_house_unique" UNIQUE("source","event_id","house")
);
--> statement-breakpoint
CREATE INDEX "odds_held_quotes_status_idx" ON "odds_held_quotes" USING btree ("status","date");