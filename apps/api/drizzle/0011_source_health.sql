CREATE TABLE "odds_source_merges" (
	"source" text NOT NULL,
	"date" text NOT NULL,
	"counts" jsonb NOT NULL,
	"merged_at" timestamp with time zone NOT NULL,
	CONSTRAINT "odds_source_merges_source_date_pk" PRIMARY KEY("source","date")
);
--> statement-breakpoint
CREATE TABLE "odds_source_status" (
	"source" text PRIMARY KEY NOT NULL,
	"status" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
