CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"author" text NOT NULL,
	"date" date NOT NULL,
	"message" text NOT NULL,
	"image" text,
	"game_id" integer NOT NULL,
	"afb_fixture_id" integer NOT NULL,
	"league_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_markers" (
	"name" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_game_id_fixtures_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."fixtures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_date_idx" ON "articles" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "articles_fixture_idx" ON "articles" USING btree ("afb_fixture_id");