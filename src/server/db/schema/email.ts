// The e-mail infrastructure's tables (src/server/email): the outgoing queue and scheduled mailings.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import type { EmailAudience } from '../../../shared/admin/emails/contract.ts';
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
    // The admin dashboard's mails sent and failed per day, and failed in 24 hours.
    index('email_queue_sent_idx').on(t.sentAt).where(sql`${t.status} = 'sent'`),
    index('email_queue_failed_idx').on(t.lastAttemptAt).where(sql`${t.status} = 'failed'`),
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
    /**
     * Who gets it when not a fixed list (recipients empty): everyone, a club's members, a
     * debate's participants or the newsletter's subscribers, resolved at each occurrence.
     */
    audience: jsonb('audience').$type<EmailAudience>(),
    createdAt: createdAt(),
  },
  (t) => [index('email_schedule_due_idx').on(t.isActive, t.scheduleTime)],
);

/**
 * Announcements composed by admins (admin e-mails). The id is chosen by the
 * browser when the form opens, so sending twice (a double click, a retry after a
 * lost answer) finds the row and queues nothing more.
 */
export const emailAnnouncements = pgTable(
  'email_announcements',
  {
    id: uuid('id').primaryKey(),
    subject: text('subject').notNull(),
    /** Sanitized HTML (the descriptions' allowlist). */
    body: text('body').notNull(),
    audience: jsonb('audience').$type<EmailAudience>().notNull(),
    /** urgent, high or normal (spec section 9: 10, 8, 5). */
    priority: text('priority').notNull(),
    /** The mails queued, and the audience's members left out by their preferences. */
    queuedCount: integer('queued_count').notNull().default(0),
    skippedCount: integer('skipped_count').notNull().default(0),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('email_announcements_created_idx').on(t.createdAt)],
);
