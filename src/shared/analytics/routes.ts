// The analytics routes the app shell needs in its first download, kept apart from
// the schemas: importing a value from a module that builds zod schemas brings
// zod along (ADR 0016). The declarations (operations.ts) spread them.

/** Where the app shell reports errors. */
export const CLIENT_ERRORS_ROUTE = { method: 'post', path: '/api/client-errors' } as const;
