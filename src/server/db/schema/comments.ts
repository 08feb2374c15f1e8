// The comments module's tables: comments on debates, clubs, events and topics, likes, reports.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';

/** Comments on a debate, club, event or topic; replies one level deep; soft-deleted. */
export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** debate, club, event or topic */
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    /** The comment this replies to (itself never a reply). */
    parentId: uuid('parent_id'),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Sanitized HTML. */
    body: text('body').notNull(),
    likeCount: integer('like_count').notNull().default(0),
    replyCount: integer('reply_count').notNull().default(0),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Hidden by a moderator (the admin area's moderation queue); restorable, unlike a deletion. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: text('hidden_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('comments_target_idx').on(t.targetType, t.targetId, t.createdAt),
    index('comments_parent_idx').on(t.parentId, t.createdAt),
    check('comments_target_known', sql`${t.targetType} in ('debate', 'club', 'event', 'topic')`),
  ],
);

export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);

/** Reports of comments for moderation (the admin area works through them). */
export const commentReports = pgTable(
  'comment_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    /** open or resolved */
    status: text('status').notNull().default('open'),
    /** What the moderator decided: hidden, dismissed, warned or banned (the author). */
    resolution: text('resolution'),
    resolutionNote: text('resolution_note'),
    resolvedBy: text('resolved_by'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('comment_reports_once_idx').on(t.commentId, t.reporterId),
    index('comment_reports_status_idx').on(t.status, t.createdAt),
  ],
);
