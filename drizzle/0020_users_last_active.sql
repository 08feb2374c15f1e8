ALTER TABLE "users" ADD COLUMN "last_active_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_last_active_idx" ON "users" USING btree ("last_active_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "users_name_order_idx" ON "users" USING btree (lower("name"),"id");--> statement-breakpoint
-- Backfill from the sessions that exist now (added by hand).
UPDATE "users" u SET "last_active_at" = s.last FROM (SELECT "user_id", max("updated_at") AS last FROM "sessions" GROUP BY "user_id") s WHERE s."user_id" = u."id";
