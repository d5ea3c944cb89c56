CREATE TABLE "odds_event_matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"event_id" text NOT NULL,
	"sport_key" text NOT NULL,
	"competition" text,
	"home" text NOT NULL,
	"away" text NOT NULL,
	"commence_time" timestamp with time zone NOT NULL,
	"date" text NOT NULL,
	"status" text NOT NULL,
	"candidates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fixture_id" integer,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "odds_event_matches_source_event_unique" UNIQUE("source","event_id")
);
--> statement-breakpoint
CREATE TABLE "team_aliases" (
	"team_id" integer NOT NULL,
	"variant" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "team_aliases_team_id_variant_pk" PRIMARY KEY("team_id","variant")
);
--> statement-breakpoint
CREATE INDEX "odds_event_matches_status_idx" ON "odds_event_matches" USING btree ("status","date");