CREATE TABLE "house_feed_documents" (
	"house_id" integer PRIMARY KEY NOT NULL,
	"document" jsonb NOT NULL,
	"generated_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "house_feed_signatures" (
	"signature" text PRIMARY KEY NOT NULL,
	"house_id" integer NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "betting_houses" ADD COLUMN "feed_url" text;--> statement-breakpoint
ALTER TABLE "betting_houses" ADD COLUMN "feed_secret" text;--> statement-breakpoint
ALTER TABLE "betting_houses" ADD COLUMN "feed_secret_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "house_feed_documents" ADD CONSTRAINT "house_feed_documents_house_id_betting_houses_id_fk" FOREIGN KEY ("house_id") REFERENCES "public"."betting_houses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "house_feed_signatures_seen_at_idx" ON "house_feed_signatures" USING btree ("seen_at");