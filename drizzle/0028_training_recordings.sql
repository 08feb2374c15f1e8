CREATE TABLE "training_recordings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"attempt_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"speech_id" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"duration_ms" integer,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_recordings_type_known" CHECK ("training_recordings"."content_type" in ('audio/webm', 'audio/ogg', 'audio/mp4')),
	CONSTRAINT "training_recordings_size" CHECK ("training_recordings"."byte_size" > 0 and "training_recordings"."byte_size" = octet_length("training_recordings"."data"))
);
--> statement-breakpoint
ALTER TABLE "training_review_requests" ADD COLUMN "shares_recording" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "training_recordings" ADD CONSTRAINT "training_recordings_attempt_id_training_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."training_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_recordings" ADD CONSTRAINT "training_recordings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "training_recordings_attempt_idx" ON "training_recordings" USING btree ("attempt_id");--> statement-breakpoint
CREATE INDEX "training_recordings_user_idx" ON "training_recordings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "training_recordings_created_idx" ON "training_recordings" USING btree ("created_at");--> statement-breakpoint
-- Added by hand (drizzle-kit does not emit storage settings): audio is compressed already, so PostgreSQL
-- stores it as it is rather than trying to compress it, and a byte range is read without reading the rest.
ALTER TABLE "training_recordings" ALTER COLUMN "data" SET STORAGE EXTERNAL;
