CREATE TABLE "odds_lines" (
	"afb_fixture_id" integer NOT NULL,
	"house" text NOT NULL,
	"opening_home" double precision,
	"opening_draw" double precision,
	"opening_away" double precision,
	"opened_at" timestamp with time zone,
	"closing_home" double precision NOT NULL,
	"closing_draw" double precision NOT NULL,
	"closing_away" double precision NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "odds_lines_afb_fixture_id_house_pk" PRIMARY KEY("afb_fixture_id","house")
);
--> statement-breakpoint
CREATE TABLE "provider_days" (
	"date" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"items" jsonb NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL
);
