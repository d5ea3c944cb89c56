CREATE TABLE "odds_history" (
	"afb_fixture_id" integer NOT NULL,
	"house" text NOT NULL,
	"home" double precision NOT NULL,
	"draw" double precision NOT NULL,
	"away" double precision NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "odds_history_afb_fixture_id_house_recorded_at_pk" PRIMARY KEY("afb_fixture_id","house","recorded_at")
);
--> statement-breakpoint
CREATE INDEX "odds_history_recorded_idx" ON "odds_history" USING btree ("recorded_at");