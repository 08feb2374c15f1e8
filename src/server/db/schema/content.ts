// The content module's tables: newsletter sign-ups.
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** Newsletter sign-ups from the footer form; confirmed by double opt-in mail. */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  /** pending (awaiting confirmation), confirmed or unsubscribed */
  status: text('status').notNull().default('pending'),
  createdAt: createdAt(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
});
