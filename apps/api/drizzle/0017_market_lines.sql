CREATE TABLE "market_odds_lines" (
	"afb_fixture_id" integer NOT NULL,
	"market" text NOT NULL,
	"house" text NOT NULL,
	"opening" jsonb NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"closing" jsonb NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "market_odds_lines_afb_fixture_id_market_house_pk" PRIMARY KEY("afb_fixture_id","market","house")
);
