CREATE TABLE "tournament_break_teams" (
	"category_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"seed" integer NOT NULL,
	"confirmed_by" text,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_break_teams_category_id_team_id_pk" PRIMARY KEY("category_id","team_id"),
	CONSTRAINT "tournament_break_teams_seed" UNIQUE("category_id","seed")
);
--> statement-breakpoint
CREATE TABLE "tournament_checkins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"round_id" uuid NOT NULL,
	"team_id" uuid,
	"adjudicator_id" uuid,
	"checked_in_by" text,
	"checked_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_checkins_one_target" CHECK (("tournament_checkins"."team_id" is null) <> ("tournament_checkins"."adjudicator_id" is null))
);
--> statement-breakpoint
CREATE TABLE "tournament_draw_adjudicators" (
	"draw_debate_id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"adjudicator_id" uuid NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "tournament_draw_adjudicators_draw_debate_id_adjudicator_id_pk" PRIMARY KEY("draw_debate_id","adjudicator_id"),
	CONSTRAINT "tournament_draw_adjudicators_once" UNIQUE("round_id","adjudicator_id"),
	CONSTRAINT "tournament_draw_adjudicators_role_known" CHECK ("tournament_draw_adjudicators"."role" in ('chair', 'panellist', 'trainee'))
);
--> statement-breakpoint
CREATE TABLE "tournament_draw_debates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"round_id" uuid NOT NULL,
	"room_index" integer NOT NULL,
	"venue_id" uuid,
	"bracket" numeric(6, 2) DEFAULT 0 NOT NULL,
	"importance" integer DEFAULT 0 NOT NULL,
	"flags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_bye" boolean DEFAULT false NOT NULL,
	"debate_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_draw_debates_room" UNIQUE("round_id","room_index")
);
--> statement-breakpoint
CREATE TABLE "tournament_draw_teams" (
	"draw_debate_id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"side" text NOT NULL,
	CONSTRAINT "tournament_draw_teams_draw_debate_id_side_pk" PRIMARY KEY("draw_debate_id","side"),
	CONSTRAINT "tournament_draw_teams_once" UNIQUE("round_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"stage" text DEFAULT 'preliminary' NOT NULL,
	"category_id" uuid,
	"name" text NOT NULL,
	"starts_at" timestamp with time zone,
	"motion" text DEFAULT '' NOT NULL,
	"info_slide" text DEFAULT '' NOT NULL,
	"motion_release_at" timestamp with time zone,
	"motion_released_at" timestamp with time zone,
	"draw_status" text DEFAULT 'none' NOT NULL,
	"draw_released_at" timestamp with time zone,
	"allocation_released_at" timestamp with time zone,
	"draw_seed" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_rounds_seq" UNIQUE("tournament_id","seq"),
	CONSTRAINT "tournament_rounds_stage_known" CHECK ("tournament_rounds"."stage" in ('preliminary', 'elimination')),
	CONSTRAINT "tournament_rounds_draw_status_known" CHECK ("tournament_rounds"."draw_status" in ('none', 'draft', 'released')),
	CONSTRAINT "tournament_rounds_elimination_category" CHECK (("tournament_rounds"."stage" = 'elimination') = ("tournament_rounds"."category_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "tournament_tab_releases" (
	"tournament_id" uuid NOT NULL,
	"part" text NOT NULL,
	"released_by" text,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_tab_releases_tournament_id_part_pk" PRIMARY KEY("tournament_id","part"),
	CONSTRAINT "tournament_tab_releases_part_known" CHECK ("tournament_tab_releases"."part" in ('results', 'motions', 'team', 'speaker', 'adjudicator', 'break'))
);
--> statement-breakpoint
CREATE TABLE "tournament_venues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"name" text NOT NULL,
	"online_url" text,
	"priority" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tournament_break_teams" ADD CONSTRAINT "tournament_break_teams_category_id_tournament_break_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."tournament_break_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_break_teams" ADD CONSTRAINT "tournament_break_teams_team_id_tournament_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."tournament_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_break_teams" ADD CONSTRAINT "tournament_break_teams_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_checkins" ADD CONSTRAINT "tournament_checkins_round_id_tournament_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."tournament_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_checkins" ADD CONSTRAINT "tournament_checkins_team_id_tournament_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."tournament_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_checkins" ADD CONSTRAINT "tournament_checkins_adjudicator_id_tournament_adjudicators_id_fk" FOREIGN KEY ("adjudicator_id") REFERENCES "public"."tournament_adjudicators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_checkins" ADD CONSTRAINT "tournament_checkins_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_draw_adjudicators" ADD CONSTRAINT "tournament_draw_adjudicators_draw_debate_id_tournament_draw_debates_id_fk" FOREIGN KEY ("draw_debate_id") REFERENCES "public"."tournament_draw_debates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_draw_adjudicators" ADD CONSTRAINT "tournament_draw_adjudicators_round_id_tournament_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."tournament_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_draw_adjudicators" ADD CONSTRAINT "tournament_draw_adjudicators_adjudicator_id_tournament_adjudicators_id_fk" FOREIGN KEY ("adjudicator_id") REFERENCES "public"."tournament_adjudicators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_draw_debates" ADD CONSTRAINT "tournament_draw_debates_round_id_tournament_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."tournament_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_draw_debates" ADD CONSTRAINT "tournament_draw_debates_venue_id_tournament_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."tournament_venues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_draw_debates" ADD CONSTRAINT "tournament_draw_debates_debate_id_debates_id_fk" FOREIGN KEY ("debate_id") REFERENCES "public"."debates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_draw_teams" ADD CONSTRAINT "tournament_draw_teams_draw_debate_id_tournament_draw_debates_id_fk" FOREIGN KEY ("draw_debate_id") REFERENCES "public"."tournament_draw_debates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_draw_teams" ADD CONSTRAINT "tournament_draw_teams_round_id_tournament_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."tournament_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_draw_teams" ADD CONSTRAINT "tournament_draw_teams_team_id_tournament_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."tournament_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_rounds" ADD CONSTRAINT "tournament_rounds_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_rounds" ADD CONSTRAINT "tournament_rounds_category_id_tournament_break_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."tournament_break_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_tab_releases" ADD CONSTRAINT "tournament_tab_releases_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_tab_releases" ADD CONSTRAINT "tournament_tab_releases_released_by_users_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_venues" ADD CONSTRAINT "tournament_venues_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournament_break_teams_team_idx" ON "tournament_break_teams" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_checkins_target_idx" ON "tournament_checkins" USING btree ("round_id",coalesce("team_id", "adjudicator_id"));--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_draw_adjudicators_one_chair_idx" ON "tournament_draw_adjudicators" USING btree ("draw_debate_id") WHERE "tournament_draw_adjudicators"."role" = 'chair';--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_draw_debates_debate_idx" ON "tournament_draw_debates" USING btree ("debate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_venues_name_idx" ON "tournament_venues" USING btree ("tournament_id",lower("name"));--> statement-breakpoint
-- Tournaments set up before rounds existed get their preliminary rounds 1…n.
INSERT INTO "tournament_rounds" ("tournament_id", "seq", "stage", "name")
SELECT t."id", g.n, 'preliminary', 'Round ' || g.n
FROM "tournaments" t CROSS JOIN LATERAL generate_series(1, t."preliminary_rounds") AS g(n)
ON CONFLICT DO NOTHING;
