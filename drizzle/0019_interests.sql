CREATE TABLE "interests" (
	"id" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"retired_at" timestamp with time zone,
	"merged_into" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "interests" ADD CONSTRAINT "interests_merged_into_interests_id_fk" FOREIGN KEY ("merged_into") REFERENCES "public"."interests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interests_label_key" ON "interests" USING btree (lower("label"));--> statement-breakpoint
CREATE INDEX "interests_retired_idx" ON "interests" USING btree ("retired_at");--> statement-breakpoint
-- Seed: the ten civic areas (src/shared/topics/civic-areas.ts), then every other value in use
-- (a topic's category in its stored form lower(trim(...)), a profile's preferred topic), labelled
-- as first written. ON CONFLICT skips a value whose id or label is already there.
INSERT INTO "interests" ("id", "label") VALUES
  ('democracy', 'Democracy and elections'), ('economy', 'Economy and work'),
  ('education', 'Education'), ('environment', 'Environment and climate'),
  ('health', 'Health'), ('justice', 'Justice and rights'),
  ('technology', 'Technology and media'), ('housing', 'Housing and cities'),
  ('international', 'International affairs'), ('culture', 'Culture and society')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "interests" ("id", "label")
SELECT v.id, min(v.label) FROM (
  SELECT lower(trim("category")) AS id, trim("category") AS label FROM "topics"
  UNION ALL
  SELECT lower(trim(t)), trim(t) FROM "profiles", unnest("preferred_topics") AS t
) v
WHERE v.id <> '' AND NOT EXISTS (SELECT 1 FROM "interests" i WHERE i."id" = v.id OR lower(i."label") = v.id)
GROUP BY v.id
ON CONFLICT DO NOTHING;
