// The e-mail infrastructure's tables (src/server/email): the outgoing queue and scheduled mailings.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';

export const emailQueue = pgTable(
  'email_queue',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull(),
    /** The HTML part, rendered when the mail is enqueued. */
    body: text('body').notNull().default(''),
    /** The plain-text part, rendered with the HTML. */
    textBody: text('text_body').notNull().default(''),
    templateId: text('template_id'),
    templateData: jsonb('template_data').$type<Record<string, unknown>>(),
    /** The email_preferences column that can suppress this mail; null for transactional mail. */
    category: text('category'),
    priority: integer('priority').notNull().default(5),
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull().defaultNow(),
    /** pending, sending, sent, failed, suppressed (recipient opted out) or cancelled */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    errorMessage: text('error_message'),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Names what the mail is about (e.g. a debate reminder) so it can be moved or cancelled. */
    referenceKey: text('reference_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_queue_due_idx').on(t.status, t.priority, t.sendAfter),
    index('email_queue_reference_idx').on(t.referenceKey),
    // One live mail per reference: enqueueing the same reminder twice is a no-op.
    uniqueIndex('email_queue_live_reference_idx')
      .on(t.referenceKey)
      .where(sql`${t.referenceKey} is not null and ${t.status} in ('pending', 'sending')`),
  ],
);

export const emailSchedule = pgTable(
  'email_schedule',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    templateId: text('template_id').notNull(),
    recipients: text('recipients').array().notNull(),
    scheduleTime: timestamp('schedule_time', { withTimezone: true }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** once, daily, weekly or monthly */
    frequency: text('frequency').notNull().default('once'),
    templateData: jsonb('template_data').$type<Record<string, unknown>>(),
    lastEnqueuedAt: timestamp('last_enqueued_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_schedule_due_idx').on(t.isActive, t.scheduleTime)],
);
