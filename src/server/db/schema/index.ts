// The database schema, one file per domain: the tables of spec section 3 and
// Better Auth's. Each table lives in the file of the module that writes it
// (docs/architecture.md: only the owning module writes a table; anyone may read
// it). drizzle.config.ts reads this file; a new domain's file gets a line here.
export * from './accounts.ts';
export * from './clubs.ts';
export * from './topics.ts';
export * from './training.ts';
export * from './training-reviews.ts';
export * from './training-recordings.ts';
export * from './events.ts';
export * from './tournaments.ts';
export * from './tournament-rounds.ts';
export * from './debates.ts';
export * from './judging.ts';
export * from './comments.ts';
export * from './analytics.ts';
export * from './analytics-rollups.ts';
export * from './email.ts';
export * from './content.ts';
export * from './platform.ts';
export * from './admin.ts';
export * from './interests.ts';
export * from './push.ts';
