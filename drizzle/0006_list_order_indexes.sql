CREATE INDEX "clubs_newest_idx" ON "clubs" USING btree ("created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "events_upcoming_idx" ON "events" USING btree ("date_start","id");