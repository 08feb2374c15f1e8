ALTER TABLE "email_queue" ADD COLUMN "text_body" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_queue" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "email_queue" ADD COLUMN "reference_key" text;--> statement-breakpoint
ALTER TABLE "email_schedule" ADD COLUMN "last_enqueued_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "email_queue_reference_idx" ON "email_queue" USING btree ("reference_key");--> statement-breakpoint
CREATE UNIQUE INDEX "email_queue_live_reference_idx" ON "email_queue" USING btree ("reference_key") WHERE "email_queue"."reference_key" is not null and "email_queue"."status" in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "email_schedule_due_idx" ON "email_schedule" USING btree ("is_active","schedule_time");