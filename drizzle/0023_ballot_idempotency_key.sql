ALTER TABLE "ballots" ADD COLUMN "idempotency_key" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "ballots_idempotency_key_idx" ON "ballots" USING btree ("idempotency_key");