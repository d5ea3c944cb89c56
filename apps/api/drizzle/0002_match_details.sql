CREATE TABLE "fixture_details" (
	"afb_fixture_id" integer PRIMARY KEY NOT NULL,
	"referee" text,
	"events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lineups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"statistics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	"failed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "standings" (
	"league_id" integer NOT NULL,
	"season" integer NOT NULL,
	"rows" jsonb NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	"failed_at" timestamp with time zone,
	CONSTRAINT "standings_league_id_season_pk" PRIMARY KEY("league_id","season")
);
