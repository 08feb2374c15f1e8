// Daily roll-ups of the analytics events (analytics.ts), written by the
// the roll-up job (jobs/analytics-rollup.ts): each
// finished UTC day is counted once, so the admin charts read a few rows per day
// instead of every event, and the day's counts outlive the raw events, which
// are deleted after ANALYTICS_RETENTION_DAYS.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One UTC day's count of one event type: the day's total under the key '', and
 * per key where one is kept: the page for page views and slow page loads, the
 * (lower-cased) text of a search that found nothing. Searches that found
 * something keep only their count.
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    type: text('type').notNull(),
    day: date('day').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
    /** Distinct signed-in users that day (visitors without an account are not told apart). */
    users: integer('users').notNull(),
  },
  (t) => [
    // A type's daily totals (key '') are one range; a period's pages or searches are another (type, day).
    primaryKey({ columns: [t.type, t.key, t.day] }),
    index('analytics_daily_type_day_idx').on(t.type, t.day),
  ],
);

/** The roll-up's progress, one row: every UTC day before `rolledUntil` is in analytics_daily. */
export const analyticsRollupState = pgTable(
  'analytics_rollup_state',
  {
    id: boolean('id').primaryKey().default(true),
    /** The first day not rolled up yet; days from here on are read from the raw events. */
    rolledUntil: date('rolled_until').notNull(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('analytics_rollup_state_one_row', sql`${t.id}`)],
);
