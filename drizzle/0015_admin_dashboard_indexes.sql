CREATE INDEX "sessions_updated_user_idx" ON "sessions" USING btree ("updated_at","user_id");--> statement-breakpoint
CREATE INDEX "debates_created_at_idx" ON "debates" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "email_queue_sent_idx" ON "email_queue" USING btree ("sent_at") WHERE "email_queue"."status" = 'sent';--> statement-breakpoint
CREATE INDEX "email_queue_failed_idx" ON "email_queue" USING btree ("last_attempt_at") WHERE "email_queue"."status" = 'failed';