CREATE TABLE "training_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"area" text NOT NULL,
	"module_id" text NOT NULL,
	"item_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"seed" text NOT NULL,
	"format_id" text,
	"position_id" text,
	"motion" text,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answered_at" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"work" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"self_assessment" jsonb,
	"score" integer,
	"max_score" integer DEFAULT 0 NOT NULL,
	"by_skill" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"item_results" jsonb,
	"self_assessment_score" jsonb,
	"version" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"duration_ms" integer,
	CONSTRAINT "training_attempts_score_range" CHECK ("training_attempts"."max_score" >= 0 and ("training_attempts"."score" is null or "training_attempts"."score" between 0 and "training_attempts"."max_score")),
	CONSTRAINT "training_attempts_completion" CHECK (("training_attempts"."completed_at" is null) = ("training_attempts"."score" is null) and ("training_attempts"."completed_at" is null) = ("training_attempts"."duration_ms" is null)),
	CONSTRAINT "training_attempts_duration" CHECK ("training_attempts"."duration_ms" is null or "training_attempts"."duration_ms" >= 0)
);
--> statement-breakpoint
ALTER TABLE "training_attempts" ADD CONSTRAINT "training_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "training_attempts_user_started_idx" ON "training_attempts" USING btree ("user_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "training_attempts_user_area_completed_idx" ON "training_attempts" USING btree ("user_id","area","completed_at" DESC NULLS LAST) WHERE "training_attempts"."completed_at" is not null;--> statement-breakpoint
-- A completed attempt never changes (docs/training.md): its score was computed
-- once from the answers stored with it. The service checks this under a row
-- lock and its UPDATE requires completed_at is null; this refuses any other
-- path too. SQLSTATE SDC01 answers 409 with its message. Deleting stays
-- possible (the member's account being erased cascades here).
CREATE FUNCTION "training_attempts_completed_is_final"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."completed_at" IS NOT NULL THEN
    RAISE EXCEPTION 'This attempt is already completed' USING ERRCODE = 'SDC01';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "training_attempts_completed_is_final" BEFORE UPDATE ON "training_attempts"
FOR EACH ROW EXECUTE FUNCTION "training_attempts_completed_is_final"();
