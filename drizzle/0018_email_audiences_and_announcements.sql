CREATE TABLE "email_announcements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"audience" jsonb NOT NULL,
	"priority" text NOT NULL,
	"queued_count" integer DEFAULT 0 NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_schedule" ADD COLUMN "audience" jsonb;--> statement-breakpoint
ALTER TABLE "email_announcements" ADD CONSTRAINT "email_announcements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_announcements_created_idx" ON "email_announcements" USING btree ("created_at");