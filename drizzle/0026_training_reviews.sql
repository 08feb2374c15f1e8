CREATE TABLE "training_review_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"attempt_id" uuid NOT NULL,
	"requester_id" text NOT NULL,
	"reviewer_id" text NOT NULL,
	"reviewer_role" text NOT NULL,
	"club_id" uuid,
	"note" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "training_review_requests_status_known" CHECK ("training_review_requests"."status" in ('requested', 'completed', 'declined', 'withdrawn')),
	CONSTRAINT "training_review_requests_role_known" CHECK ("training_review_requests"."reviewer_role" in ('judge', 'coach')),
	CONSTRAINT "training_review_requests_not_self" CHECK ("training_review_requests"."requester_id" <> "training_review_requests"."reviewer_id"),
	CONSTRAINT "training_review_requests_completion" CHECK (("training_review_requests"."status" = 'completed') = ("training_review_requests"."completed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "training_reviews" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"rubric_id" text NOT NULL,
	"ratings" jsonb NOT NULL,
	"score" integer NOT NULL,
	"max_score" integer NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_reviews_score_range" CHECK ("training_reviews"."max_score" > 0 and "training_reviews"."score" between 0 and "training_reviews"."max_score")
);
--> statement-breakpoint
ALTER TABLE "training_review_requests" ADD CONSTRAINT "training_review_requests_attempt_id_training_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."training_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_review_requests" ADD CONSTRAINT "training_review_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_review_requests" ADD CONSTRAINT "training_review_requests_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_review_requests" ADD CONSTRAINT "training_review_requests_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_reviews" ADD CONSTRAINT "training_reviews_request_id_training_review_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."training_review_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "training_review_requests_attempt_reviewer_idx" ON "training_review_requests" USING btree ("attempt_id","reviewer_id");--> statement-breakpoint
CREATE INDEX "training_review_requests_reviewer_idx" ON "training_review_requests" USING btree ("reviewer_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "training_review_requests_requester_idx" ON "training_review_requests" USING btree ("requester_id","created_at" DESC NULLS LAST);