ALTER TABLE "profiles" ADD COLUMN "onboarding_step" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "phone" text;