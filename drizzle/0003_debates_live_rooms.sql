CREATE TABLE "debate_room_events" (
	"debate_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "debate_room_events_debate_id_version_pk" PRIMARY KEY("debate_id","version")
);
--> statement-breakpoint
CREATE TABLE "debate_rooms" (
	"debate_id" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"state" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "debates_status_idx";--> statement-breakpoint
ALTER TABLE "debates" ADD COLUMN "topic_id" uuid;--> statement-breakpoint
ALTER TABLE "debates" ADD COLUMN "online_url" text;--> statement-breakpoint
ALTER TABLE "debates" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "debates" ADD COLUMN "participant_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "debates" ADD COLUMN "speaker_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "debates" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(topic, ''))) STORED;--> statement-breakpoint
ALTER TABLE "debate_room_events" ADD CONSTRAINT "debate_room_events_debate_id_debates_id_fk" FOREIGN KEY ("debate_id") REFERENCES "public"."debates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debate_room_events" ADD CONSTRAINT "debate_room_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debate_rooms" ADD CONSTRAINT "debate_rooms_debate_id_debates_id_fk" FOREIGN KEY ("debate_id") REFERENCES "public"."debates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debates" ADD CONSTRAINT "debates_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Participants from before positions existed: a second holder of the same role follows as audience.
UPDATE "debate_participants" p SET "role" = 'audience'
WHERE p."role" <> 'audience' AND EXISTS (
  SELECT 1 FROM "debate_participants" q
  WHERE q."debate_id" = p."debate_id" AND q."role" = p."role"
    AND (q."joined_at", q."user_id") < (p."joined_at", p."user_id")
);--> statement-breakpoint
UPDATE "debates" d SET
  "participant_count" = (SELECT count(*) FROM "debate_participants" p WHERE p."debate_id" = d."id"),
  "speaker_count" = (SELECT count(*) FROM "debate_participants" p WHERE p."debate_id" = d."id" AND p."role" <> 'audience');--> statement-breakpoint
UPDATE "debates" SET "max_participants" = "speaker_count" WHERE "speaker_count" > "max_participants" AND "speaker_count" <= 10;--> statement-breakpoint
CREATE UNIQUE INDEX "debate_participants_position_idx" ON "debate_participants" USING btree ("debate_id","role") WHERE "debate_participants"."role" <> 'audience';--> statement-breakpoint
CREATE INDEX "debates_status_starts_at_idx" ON "debates" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "debates_format_idx" ON "debates" USING btree ("format");--> statement-breakpoint
CREATE INDEX "debates_debate_type_idx" ON "debates" USING btree ("debate_type");--> statement-breakpoint
CREATE INDEX "debates_venue_type_idx" ON "debates" USING btree ("venue_type");--> statement-breakpoint
CREATE INDEX "debates_topic_id_idx" ON "debates" USING btree ("topic_id");--> statement-breakpoint
CREATE INDEX "debates_participant_count_idx" ON "debates" USING btree ("participant_count","starts_at");--> statement-breakpoint
CREATE INDEX "debates_title_idx" ON "debates" USING btree ("title");--> statement-breakpoint
CREATE INDEX "debates_search_idx" ON "debates" USING gin ("search_vector");--> statement-breakpoint
ALTER TABLE "debates" ADD CONSTRAINT "debates_speakers_within_max" CHECK ("debates"."speaker_count" <= "debates"."max_participants");--> statement-breakpoint
ALTER TABLE "debates" ADD CONSTRAINT "debates_status_known" CHECK ("debates"."status" in ('scheduled', 'live', 'finished', 'cancelled'));