CREATE TABLE "featured_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"debate_id" uuid,
	"event_id" uuid,
	"club_id" uuid,
	"featured_by" text,
	"featured_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "featured_items_one_target" CHECK (num_nonnulls("featured_items"."debate_id", "featured_items"."event_id", "featured_items"."club_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "featured_items" ADD CONSTRAINT "featured_items_debate_id_debates_id_fk" FOREIGN KEY ("debate_id") REFERENCES "public"."debates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_items" ADD CONSTRAINT "featured_items_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_items" ADD CONSTRAINT "featured_items_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "featured_items_debate_idx" ON "featured_items" USING btree ("debate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "featured_items_event_idx" ON "featured_items" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "featured_items_club_idx" ON "featured_items" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "featured_items_featured_at_idx" ON "featured_items" USING btree ("featured_at" DESC NULLS LAST);