CREATE TABLE "fixtures" (
	"id" serial PRIMARY KEY NOT NULL,
	"afb_fixture_id" integer NOT NULL,
	"date" text NOT NULL,
	"kickoff" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"elapsed" integer,
	"league_id" integer NOT NULL,
	"season" integer NOT NULL,
	"home_team_id" integer NOT NULL,
	"away_team_id" integer NOT NULL,
	"goals_home" integer,
	"goals_away" integer,
	"venue_name" text,
	"venue_city" text,
	"provider" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fixtures_afb_fixture_id_unique" UNIQUE("afb_fixture_id")
);
--> statement-breakpoint
CREATE TABLE "ingested_days" (
	"date" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"fixtures" integer NOT NULL,
	"ingested_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leagues" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"logo" text,
	"season" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "odds" (
	"fixture_id" integer NOT NULL,
	"house" text NOT NULL,
	"home" double precision NOT NULL,
	"draw" double precision NOT NULL,
	"away" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "odds_fixture_id_house_pk" PRIMARY KEY("fixture_id","house")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_home_team_id_teams_id_fk" FOREIGN KEY ("home_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_away_team_id_teams_id_fk" FOREIGN KEY ("away_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "odds" ADD CONSTRAINT "odds_fixture_id_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."fixtures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fixtures_date_idx" ON "fixtures" USING btree ("date","kickoff");