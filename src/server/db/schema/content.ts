// The content module's tables: newsletter sign-ups and issues, messages sent
// through the contact form with the admins' answers, and the ambassadors programme.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, updatedAt } from './columns.ts';

/** Newsletter sign-ups from the footer form; confirmed by double opt-in mail. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    /** pending (awaiting confirmation), confirmed or unsubscribed */
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** SHA-256 of the newest confirmation link's token; the token itself is only in the mail. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmTokenExpiresAt: timestamp('confirm_token_expires_at', { withTimezone: true }),
    /** When the newest confirmation mail was queued: a new sign-up within a few minutes does not mail again. */
    confirmSentAt: timestamp('confirm_sent_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [index('newsletter_subscriptions_token_idx').on(t.confirmTokenHash)],
);

/** An issue of the newsletter: a draft until an admin sends it to the confirmed subscribers. */
export const newsletterIssues = pgTable('newsletter_issues', {
  id: uuid('id').primaryKey().defaultRandom(),
  subject: text('subject').notNull(),
  /** Sanitized HTML, the descriptions' allowlist of tags. */
  body: text('body').notNull(),
  /** draft or sent */
  status: text('status').notNull().default('draft'),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  sentBy: text('sent_by').references(() => users.id, { onDelete: 'set null' }),
  /** Mails queued when it was sent (one per confirmed subscriber). */
  recipientCount: integer('recipient_count').notNull().default(0),
});

/** A message from the contact form. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    category: text('category').notNull(),
    message: text('message').notNull(),
    /** open, answered or closed */
    status: text('status').notNull().default('open'),
    /** The sender's account when they were signed in. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('contact_messages_status_created_idx').on(t.status, sql`${t.createdAt} desc`)],
);

/** An admin's answer to a contact message; each is mailed to the sender. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_replies_message_idx').on(t.messageId, t.createdAt)],
);

/**
 * Applications to the ambassadors programme; an approved one is the member's
 * ambassador role (its region puts them in the directory) until they step down.
 * One live (pending or approved) application per member.
 */
export const ambassadorApplications = pgTable(
  'ambassador_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    region: text('region').notNull(),
    club: text('club'),
    motivation: text('motivation').notNull(),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    availability: text('availability').notNull(),
    /** pending, approved, declined, withdrawn (while pending) or stepped_down (once approved) */
    status: text('status').notNull().default('pending'),
    decisionReason: text('decision_reason'),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('ambassador_applications_live_idx').on(t.userId).where(sql`${t.status} in ('pending', 'approved')`),
    index('ambassador_applications_status_idx').on(t.status, t.createdAt),
  ],
);
