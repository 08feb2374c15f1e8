CREATE TABLE "tournament_adjudicators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"institution" text DEFAULT '' NOT NULL,
	"score" numeric(4, 2) DEFAULT 5 NOT NULL,
	"invite_token_hash" text,
	"invite_expires_at" timestamp with time zone,
	"independent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_adjudicators_invite_token_hash_unique" UNIQUE("invite_token_hash"),
	CONSTRAINT "tournament_adjudicators_user" UNIQUE("tournament_id","user_id"),
	CONSTRAINT "tournament_adjudicators_score_range" CHECK ("tournament_adjudicators"."score" between 0 and 10)
);
--> statement-breakpoint
CREATE TABLE "tournament_break_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"name" text NOT NULL,
	"break_size" integer NOT NULL,
	"priority" integer NOT NULL,
	CONSTRAINT "tournament_break_categories_size" CHECK ("tournament_break_categories"."break_size" between 0 and 256)
);
--> statement-breakpoint
CREATE TABLE "tournament_conflicts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"adjudicator_id" uuid NOT NULL,
	"team_id" uuid,
	"other_adjudicator_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_conflicts_one_target" CHECK (("tournament_conflicts"."team_id" is null) <> ("tournament_conflicts"."other_adjudicator_id" is null))
);
--> statement-breakpoint
CREATE TABLE "tournament_staff" (
	"tournament_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_staff_tournament_id_user_id_pk" PRIMARY KEY("tournament_id","user_id"),
	CONSTRAINT "tournament_staff_role_known" CHECK ("tournament_staff"."role" in ('tab-director', 'adjudication-core'))
);
--> statement-breakpoint
CREATE TABLE "tournament_team_categories" (
	"team_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	CONSTRAINT "tournament_team_categories_team_id_category_id_pk" PRIMARY KEY("team_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_team_members" (
	"team_id" uuid NOT NULL,
	"tournament_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "tournament_team_members_team_id_user_id_pk" PRIMARY KEY("team_id","user_id"),
	CONSTRAINT "tournament_team_members_one_team" UNIQUE("tournament_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"name" text NOT NULL,
	"institution" text NOT NULL,
	"club_id" uuid,
	"join_code" text NOT NULL,
	"registered_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_teams_join_code" UNIQUE("tournament_id","join_code")
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"format" text NOT NULL,
	"preliminary_rounds" integer NOT NULL,
	"odd_teams" text DEFAULT 'swing' NOT NULL,
	"pairing" text DEFAULT 'slide' NOT NULL,
	"status" text DEFAULT 'setup' NOT NULL,
	"registration_open" boolean DEFAULT true NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournaments_event_id_unique" UNIQUE("event_id"),
	CONSTRAINT "tournaments_rounds_range" CHECK ("tournaments"."preliminary_rounds" between 1 and 15),
	CONSTRAINT "tournaments_odd_teams_known" CHECK ("tournaments"."odd_teams" in ('swing', 'bye')),
	CONSTRAINT "tournaments_pairing_known" CHECK ("tournaments"."pairing" in ('fold', 'slide')),
	CONSTRAINT "tournaments_status_known" CHECK ("tournaments"."status" in ('setup', 'running', 'finished'))
);
--> statement-breakpoint
ALTER TABLE "tournament_adjudicators" ADD CONSTRAINT "tournament_adjudicators_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_adjudicators" ADD CONSTRAINT "tournament_adjudicators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_break_categories" ADD CONSTRAINT "tournament_break_categories_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_conflicts" ADD CONSTRAINT "tournament_conflicts_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_conflicts" ADD CONSTRAINT "tournament_conflicts_adjudicator_id_tournament_adjudicators_id_fk" FOREIGN KEY ("adjudicator_id") REFERENCES "public"."tournament_adjudicators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_conflicts" ADD CONSTRAINT "tournament_conflicts_team_id_tournament_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."tournament_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_conflicts" ADD CONSTRAINT "tournament_conflicts_other_adjudicator_id_tournament_adjudicators_id_fk" FOREIGN KEY ("other_adjudicator_id") REFERENCES "public"."tournament_adjudicators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_staff" ADD CONSTRAINT "tournament_staff_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_staff" ADD CONSTRAINT "tournament_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_team_categories" ADD CONSTRAINT "tournament_team_categories_team_id_tournament_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."tournament_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_team_categories" ADD CONSTRAINT "tournament_team_categories_category_id_tournament_break_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."tournament_break_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_team_members" ADD CONSTRAINT "tournament_team_members_team_id_tournament_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."tournament_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_team_members" ADD CONSTRAINT "tournament_team_members_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_team_members" ADD CONSTRAINT "tournament_team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_teams" ADD CONSTRAINT "tournament_teams_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_teams" ADD CONSTRAINT "tournament_teams_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_teams" ADD CONSTRAINT "tournament_teams_registered_by_users_id_fk" FOREIGN KEY ("registered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournament_adjudicators_tournament_idx" ON "tournament_adjudicators" USING btree ("tournament_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_break_categories_name_idx" ON "tournament_break_categories" USING btree ("tournament_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_conflicts_pair_idx" ON "tournament_conflicts" USING btree ("adjudicator_id",coalesce("team_id", "other_adjudicator_id"));--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_teams_name_idx" ON "tournament_teams" USING btree ("tournament_id",lower("name"));--> statement-breakpoint
CREATE INDEX "tournament_teams_institution_idx" ON "tournament_teams" USING btree ("tournament_id",lower("institution"));