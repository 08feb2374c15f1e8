CREATE TABLE "analytics_daily" (
	"type" text NOT NULL,
	"day" date NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"users" integer NOT NULL,
	CONSTRAINT "analytics_daily_type_key_day_pk" PRIMARY KEY("type","key","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_rollup_state" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"rolled_until" date NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_rollup_state_one_row" CHECK ("analytics_rollup_state"."id")
);
--> statement-breakpoint
CREATE INDEX "analytics_daily_type_day_idx" ON "analytics_daily" USING btree ("type","day");--> statement-breakpoint
CREATE INDEX "analytics_events_created_idx" ON "analytics_events" USING btree ("created_at");
