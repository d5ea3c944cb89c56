CREATE TABLE "provider_schedules" (
	"key" text PRIMARY KEY NOT NULL,
	"fixtures" jsonb NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	"failed_at" timestamp with time zone
);
