// The public settings route that the app shell calls after its first paint (the
// maintenance banner, the site's name in the title), kept apart from the schemas:
// importing a value from a module that builds zod schemas brings zod along (ADR 0016).
// The declaration (operations.ts) spreads it.

/** The installation's public settings (name, description, banner, what is open). */
export const PUBLIC_SETTINGS_ROUTE = { method: 'get', path: '/api/site' } as const;

/** How long browsers and proxies may reuse the public settings' answer. */
export const PUBLIC_SETTINGS_MAX_AGE_SECONDS = 5;
