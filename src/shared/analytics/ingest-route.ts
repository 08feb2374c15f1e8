// Where the web app sends its usage events, and how many go in one batch, kept
// apart from the schemas (ingest.ts): the recorder loads with every page after
// the first paint, and a value imported from a module that builds zod schemas
// would bring zod along (ADR 0016, ADR 0025).

/** The one ingest endpoint: a batch of events, JSON, also as text/plain (navigator.sendBeacon). */
export const ANALYTICS_INGEST_ROUTE = { method: 'post', path: '/api/analytics/events' } as const;

/** The most events one batch may carry. */
export const ANALYTICS_BATCH_MAX = 50;
