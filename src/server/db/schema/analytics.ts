// The analytics tables, written by lib/analytics.ts for every module.
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';

/** Product events of spec section 3 (club_joined, topic_voted…), stored for the admin area's charts. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('analytics_events_type_created_idx').on(t.type, t.createdAt),
    // The daily roll-up reads a day of every type, and the retention deletes by age alone.
    index('analytics_events_created_idx').on(t.createdAt),
  ],
);

/**
 * Errors reported by browsers (POST /api/client-errors, with their breadcrumbs)
 * and server errors (5xx, with their request id), grouped in the admin area's
 * logs by `fingerprint` (the error's name, message and top frame, hashed).
 */
export const errorReports = pgTable(
  'error_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** client or server */
    source: text('source').notNull(),
    fingerprint: text('fingerprint').notNull(),
    name: text('name').notNull(),
    message: text('message').notNull(),
    stack: text('stack'),
    /** What the web app was doing when it caught the error ("route error", "sign-out failed"); null for server errors. */
    context: text('context'),
    /** The page (client) or API path (server), without its query string. */
    path: text('path'),
    requestId: text('request_id'),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    userAgent: text('user_agent'),
    /** The browser family and major version, from the user agent (for "affected browsers"). */
    browser: text('browser'),
    /** The last navigations, clicks and requests before the error (ERROR_BREADCRUMBS_MAX). */
    breadcrumbs: jsonb('breadcrumbs').$type<unknown[]>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('error_reports_fingerprint_idx').on(t.fingerprint, t.createdAt.desc()),
    index('error_reports_created_idx').on(t.createdAt.desc()),
    check('error_reports_source_known', sql`${t.source} in ('client', 'server')`),
  ],
);
