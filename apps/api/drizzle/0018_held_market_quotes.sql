ALTER TABLE "odds_held_quotes" DROP CONSTRAINT "odds_held_quotes_source_event_house_unique";--> statement-breakpoint
ALTER TABLE "odds_held_quotes" ADD COLUMN "market" text DEFAULT '1x2' NOT NULL;--> statement-breakpoint
ALTER TABLE "odds_held_quotes" ADD CONSTRAINT "odds_held_quotes_source_event_house_market_unique" UNIQUE("source","event_id","house","market");