CREATE TABLE "ballots" (
	"debate_id" uuid NOT NULL,
	"judge_id" text NOT NULL,
	"position" text NOT NULL,
	"ballot" jsonb NOT NULL,
	"calibration" double precision,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ballots_debate_id_judge_id_pk" PRIMARY KEY("debate_id","judge_id")
);
--> statement-breakpoint
CREATE TABLE "debate_judges" (
	"debate_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"position" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "debate_judges_debate_id_user_id_pk" PRIMARY KEY("debate_id","user_id"),
	CONSTRAINT "debate_judges_position_known" CHECK ("debate_judges"."position" in ('chair', 'panellist', 'trainee'))
);
--> statement-breakpoint
CREATE TABLE "debate_results" (
	"debate_id" uuid PRIMARY KEY NOT NULL,
	"decision" jsonb NOT NULL,
	"confirmed_by" text,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by_admin" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "judge_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"experience" text NOT NULL,
	"formats" text[] NOT NULL,
	"paradigm" text NOT NULL,
	"conflict_club_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"conflict_user_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decision_reason" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "judge_applications_status_known" CHECK ("judge_applications"."status" in ('pending', 'approved', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "judge_feedback" (
	"debate_id" uuid NOT NULL,
	"judge_id" text NOT NULL,
	"author_id" text NOT NULL,
	"rating" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "judge_feedback_debate_id_judge_id_author_id_pk" PRIMARY KEY("debate_id","judge_id","author_id"),
	CONSTRAINT "judge_feedback_rating_range" CHECK ("judge_feedback"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "judge_notes" (
	"debate_id" uuid NOT NULL,
	"judge_id" text NOT NULL,
	"sheet" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "judge_notes_debate_id_judge_id_pk" PRIMARY KEY("debate_id","judge_id")
);
--> statement-breakpoint
CREATE TABLE "judges" (
	"user_id" text PRIMARY KEY NOT NULL,
	"experience" text NOT NULL,
	"formats" text[] NOT NULL,
	"paradigm" text NOT NULL,
	"conflict_club_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"conflict_user_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"approved_by" text,
	"approved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rating_changes" (
	"debate_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"format" text NOT NULL,
	"mu_before" double precision NOT NULL,
	"sigma_before" double precision NOT NULL,
	"mu_after" double precision NOT NULL,
	"sigma_after" double precision NOT NULL,
	"place" integer NOT NULL,
	"won" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rating_changes_debate_id_user_id_format_pk" PRIMARY KEY("debate_id","user_id","format")
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"user_id" text NOT NULL,
	"format" text NOT NULL,
	"mu" double precision NOT NULL,
	"sigma" double precision NOT NULL,
	"ordinal" double precision NOT NULL,
	"rated_debates" integer DEFAULT 0 NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_user_id_format_pk" PRIMARY KEY("user_id","format")
);
--> statement-breakpoint
CREATE TABLE "result_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"debate_id" uuid NOT NULL,
	"actor_id" text,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ballots" ADD CONSTRAINT "ballots_debate_id_debates_id_fk" FOREIGN KEY ("debate_id") REFERENCES "public"."debates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ballots" ADD CONSTRAINT "ballots_judge_id_users_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debate_judges" ADD CONSTRAINT "debate_judges_debate_id_debates_id_fk" FOREIGN KEY ("debate_id") REFERENCES "public"."debates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debate_judges" ADD CONSTRAINT "debate_judges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debate_results" ADD CONSTRAINT "debate_results_debate_id_debates_id_fk" FOREIGN KEY ("debate_id") REFERENCES "public"."debates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debate_results" ADD CONSTRAINT "debate_results_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judge_applications" ADD CONSTRAINT "judge_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judge_applications" ADD CONSTRAINT "judge_applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judge_feedback" ADD CONSTRAINT "judge_feedback_debate_id_debates_id_fk" FOREIGN KEY ("debate_id") REFERENCES "public"."debates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judge_feedback" ADD CONSTRAINT "judge_feedback_judge_id_users_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judge_feedback" ADD CONSTRAINT "judge_feedback_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judge_notes" ADD CONSTRAINT "judge_notes_debate_id_debates_id_fk" FOREIGN KEY ("debate_id") REFERENCES "public"."debates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judge_notes" ADD CONSTRAINT "judge_notes_judge_id_users_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judges" ADD CONSTRAINT "judges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judges" ADD CONSTRAINT "judges_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_changes" ADD CONSTRAINT "rating_changes_debate_id_debates_id_fk" FOREIGN KEY ("debate_id") REFERENCES "public"."debates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_changes" ADD CONSTRAINT "rating_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_audit" ADD CONSTRAINT "result_audit_debate_id_debates_id_fk" FOREIGN KEY ("debate_id") REFERENCES "public"."debates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_audit" ADD CONSTRAINT "result_audit_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ballots_judge_id_idx" ON "ballots" USING btree ("judge_id","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "debate_judges_one_chair_idx" ON "debate_judges" USING btree ("debate_id") WHERE "debate_judges"."position" = 'chair';--> statement-breakpoint
CREATE INDEX "debate_judges_user_id_idx" ON "debate_judges" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "judge_applications_pending_idx" ON "judge_applications" USING btree ("user_id") WHERE "judge_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "judge_applications_status_idx" ON "judge_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "judge_feedback_judge_id_idx" ON "judge_feedback" USING btree ("judge_id");--> statement-breakpoint
CREATE INDEX "rating_changes_format_created_idx" ON "rating_changes" USING btree ("format","created_at");--> statement-breakpoint
CREATE INDEX "rating_changes_user_id_idx" ON "rating_changes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ratings_format_ordinal_idx" ON "ratings" USING btree ("format","ordinal","user_id");--> statement-breakpoint
CREATE INDEX "result_audit_debate_id_idx" ON "result_audit" USING btree ("debate_id","created_at");--> statement-breakpoint
-- Nobody debates in a debate they judge, and a judge's declared conflicts (a
-- person, or a member of a club) never sit in front of them. The judging
-- module checks both when a judge accepts; these keep them true when a debater
-- joins later, whatever the path. Both paths lock the debate row first, so the
-- checks see each other's commits. SQLSTATE SDC01 answers 409 with its message.
CREATE FUNCTION "debate_participants_judging_rules"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."role" <> 'audience' AND EXISTS (
    SELECT 1 FROM "debate_judges" WHERE "debate_id" = NEW."debate_id" AND "user_id" = NEW."user_id"
  ) THEN
    RAISE EXCEPTION 'You judge this debate, so you cannot also debate in it' USING ERRCODE = 'SDC01';
  END IF;
  IF NEW."role" <> 'audience' THEN
    -- A conflicted judge steps aside: their commitment is released (conflicts stay private).
    DELETE FROM "debate_judges" dj
    USING "judges" j
    WHERE dj."debate_id" = NEW."debate_id" AND j."user_id" = dj."user_id"
      AND (NEW."user_id" = ANY (j."conflict_user_ids")
        OR EXISTS (SELECT 1 FROM "club_members" cm WHERE cm."user_id" = NEW."user_id" AND cm."club_id" = ANY (j."conflict_club_ids")));
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "debate_participants_judging_rules" BEFORE INSERT OR UPDATE OF "role" ON "debate_participants"
FOR EACH ROW EXECUTE FUNCTION "debate_participants_judging_rules"();
