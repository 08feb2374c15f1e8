DROP INDEX "events_date_end_idx";--> statement-breakpoint
CREATE INDEX "events_date_end_idx" ON "events" USING btree ("date_end","date_start");