// Speech recordings a member shares with a reviewer (docs/training.md,
// "Sharing a recording"). Practice recordings live on the member's device; one
// reaches the server only when its member shares it with a review request, and
// is kept in the database — so every server process behind the load balancer
// serves it — while a request that shares it is open. One per attempt; it goes
// with its attempt, and so with the account's erasure (by cascade).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { bytea, createdAt } from './columns.ts';
import { trainingAttempts } from './training.ts';

export const trainingRecordings = pgTable(
  'training_recordings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => trainingAttempts.id, { onDelete: 'cascade' }),
    /** The attempt's member, who uploaded it. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The format's speech the recording is of (the attempt's speech work). */
    speechId: text('speech_id').notNull(),
    /** audio/webm, audio/ogg or audio/mp4, as read from the bytes. */
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    /** The speech clock's time while it recorded, as the page said; null if it did not. */
    durationMs: integer('duration_ms'),
    data: bytea('data').notNull(),
    /** When this recording was uploaded (uploading again replaces it and its time). */
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('training_recordings_attempt_idx').on(t.attemptId),
    index('training_recordings_user_idx').on(t.userId),
    index('training_recordings_created_idx').on(t.createdAt),
    check('training_recordings_type_known', sql`${t.contentType} in ('audio/webm', 'audio/ogg', 'audio/mp4')`),
    check('training_recordings_size', sql`${t.byteSize} > 0 and ${t.byteSize} = octet_length(${t.data})`),
  ],
);
