CREATE TABLE "market_odds" (
	"fixture_id" integer PRIMARY KEY NOT NULL,
	"books" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_odds_history" (
	"afb_fixture_id" integer NOT NULL,
	"books" jsonb NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "market_odds_history_afb_fixture_id_recorded_at_pk" PRIMARY KEY("afb_fixture_id","recorded_at")
);
--> statement-breakpoint
ALTER TABLE "market_odds" ADD CONSTRAINT "market_odds_fixture_id_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."fixtures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "market_odds_history_recorded_idx" ON "market_odds_history" USING btree ("recorded_at");