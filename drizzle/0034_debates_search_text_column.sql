-- The debates' search text stored, lower-cased once when a debate is written instead of on every row a search tests (ADR 0052).
DROP INDEX "debates_search_text_idx";--> statement-breakpoint
ALTER TABLE "debates" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(title || E'\n' || topic)) STORED;--> statement-breakpoint
CREATE INDEX "debates_search_text_idx" ON "debates" USING gin ("search_text" gin_trgm_ops);