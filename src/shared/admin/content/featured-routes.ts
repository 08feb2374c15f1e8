// The landing page's featured list, as its lazy section and the server's HTML
// need it, kept apart from the schemas: importing a value from a module that
// builds zod schemas brings zod along (ADR 0016).

/** The public list's route. */
export const FEATURED_ROUTE = { method: 'get', path: '/api/featured' } as const;

/** The id of the element that carries the list in the landing page's HTML (JSON, the same shape as the API's). */
export const FEATURED_DATA_ELEMENT_ID = 'featured-data';

/** How long browsers may reuse the public list. */
export const FEATURED_MAX_AGE_SECONDS = 5;
