-- The search's parts of words: one trigram index on each table's lower-cased search text in place of one per column (ADR 0050).
DROP INDEX "clubs_name_trgm_idx";--> statement-breakpoint
DROP INDEX "clubs_description_trgm_idx";--> statement-breakpoint
DROP INDEX "clubs_location_trgm_idx";--> statement-breakpoint
DROP INDEX "topics_title_trgm_idx";--> statement-breakpoint
DROP INDEX "topics_category_trgm_idx";--> statement-breakpoint
DROP INDEX "events_title_trgm_idx";--> statement-breakpoint
DROP INDEX "events_description_trgm_idx";--> statement-breakpoint
DROP INDEX "events_location_trgm_idx";--> statement-breakpoint
DROP INDEX "debates_title_trgm_idx";--> statement-breakpoint
DROP INDEX "debates_topic_trgm_idx";--> statement-breakpoint
CREATE INDEX "clubs_search_text_idx" ON "clubs" USING gin (lower("name" || E'\n' || "description" || E'\n' || coalesce("location", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "topics_search_text_idx" ON "topics" USING gin (lower("title" || E'\n' || "category") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_search_text_idx" ON "events" USING gin (lower("title" || E'\n' || "description" || E'\n' || coalesce("location", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "debates_search_text_idx" ON "debates" USING gin (lower("title" || E'\n' || "topic") gin_trgm_ops);