-- Data only. The account name (the session's, so the header's) follows the one
-- display rule (src/shared/accounts/display-name.ts): the profile's full name,
-- else its username, else "A member"; until now sign-ups kept the e-mail's local part.
UPDATE "users" u SET "name" = coalesce(nullif(btrim(p."full_name"), ''), nullif(btrim(p."username"), ''), 'A member')
FROM "profiles" p
WHERE p."id" = u."id"
  AND u."name" IS DISTINCT FROM coalesce(nullif(btrim(p."full_name"), ''), nullif(btrim(p."username"), ''), 'A member');
--> statement-breakpoint
-- Topics store a civic area's id (src/shared/topics/civic-areas.ts); older rows hold its label or a capitalised id.
UPDATE "topics" t SET "category" = a.id
FROM (VALUES
  ('democracy', 'democracy and elections'), ('economy', 'economy and work'),
  ('education', 'education'), ('environment', 'environment and climate'),
  ('health', 'health'), ('justice', 'justice and rights'),
  ('technology', 'technology and media'), ('housing', 'housing and cities'),
  ('international', 'international affairs'), ('culture', 'culture and society')
) AS a(id, label)
WHERE lower(btrim(t."category")) IN (a.id, a.label) AND t."category" <> a.id;
