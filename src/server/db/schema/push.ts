// Web Push (src/server/modules/push, docs/push.md): the browsers a member asked
// to be notified on, which kinds of notification they want, and the messages
// waiting to be sent.
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PushKind, PushPayload } from '../../../shared/push/contract.ts';
import { users } from './accounts.ts';
import { createdAt, updatedAt } from './columns.ts';

/** One browser's subscription (PushSubscription.toJSON()); the endpoint names it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key, base64url (65 bytes uncompressed). */
    p256dh: text('p256dh').notNull(),
    /** The browser's authentication secret, base64url (16 bytes). */
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    /** Failed sends since the last success (not counting 404/410, which remove the row). */
    failureCount: integer('failure_count').notNull().default(0),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * The kinds a member opted in to, one column per kind (the API's camelCase names
 * are the Drizzle property names). Push is opt-in: a missing row or column is off.
 */
export const pushPreferences = pgTable('push_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  debateStartsSoon: boolean('debate_starts_soon').notNull().default(false),
  judgeAssigned: boolean('judge_assigned').notNull().default(false),
  resultsOut: boolean('results_out').notNull().default(false),
  eventChanged: boolean('event_changed').notNull().default(false),
  drawReleased: boolean('draw_released').notNull().default(false),
  updatedAt: updatedAt(),
});

/**
 * Notifications waiting for the push worker: one row per member, inserted in the
 * transaction of the change that causes it, sent after `send_after` to each of
 * the member's subscriptions if the member still wants that kind, then deleted.
 */
export const pushQueue = pgTable(
  'push_queue',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PushKind>().notNull(),
    payload: jsonb('payload').$type<PushPayload>().notNull(),
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull().defaultNow(),
    /** Set while a worker sends it; a claim older than the lease is taken over. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** Names what it is about (a debate reminder) so it can be moved or cancelled; one row per key. */
    referenceKey: text('reference_key'),
    createdAt: createdAt(),
  },
  (t) => [index('push_queue_due_idx').on(t.sendAfter), uniqueIndex('push_queue_reference_idx').on(t.referenceKey)],
);
