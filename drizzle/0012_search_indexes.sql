-- Trigram indexes need pg_trgm (drizzle-kit does not emit extensions; added by hand, ADR 0027).
-- A trusted extension: the database's owner may create it without being a superuser.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "clubs_search_idx" ON "clubs" USING gin (to_tsvector('simple', "name" || ' ' || "description" || ' ' || coalesce("location", '')));--> statement-breakpoint
CREATE INDEX "clubs_name_trgm_idx" ON "clubs" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clubs_description_trgm_idx" ON "clubs" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clubs_location_trgm_idx" ON "clubs" USING gin ("location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "topics_search_idx" ON "topics" USING gin (to_tsvector('simple', "title" || ' ' || "category"));--> statement-breakpoint
CREATE INDEX "topics_title_trgm_idx" ON "topics" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "topics_category_trgm_idx" ON "topics" USING gin ("category" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "topics_category_area_idx" ON "topics" USING btree (lower(trim("category")));--> statement-breakpoint
CREATE INDEX "events_search_idx" ON "events" USING gin (to_tsvector('simple', "title" || ' ' || "description" || ' ' || coalesce("location", '')));--> statement-breakpoint
CREATE INDEX "events_title_trgm_idx" ON "events" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_description_trgm_idx" ON "events" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_location_trgm_idx" ON "events" USING gin ("location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "debates_title_trgm_idx" ON "debates" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "debates_topic_trgm_idx" ON "debates" USING gin ("topic" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "debates_soonest_idx" ON "debates" USING btree ((case "status" when 'live' then 0 when 'scheduled' then 1 when 'finished' then 2 else 3 end),(case when "status" in ('live', 'scheduled') then "starts_at" end),"starts_at" DESC NULLS FIRST,"id");