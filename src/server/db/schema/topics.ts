// The topics module's tables: topics (suggested, reviewed, approved) and their votes (docs/topics-and-comments.md).
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { users } from './accounts.ts';

/**
 * The words a topic search finds (title, category) as a full-text vector.
 * topics_search_idx and the search's WHERE are both built from here: PostgreSQL uses an
 * expression index only for the identical expression (ADR 0027).
 */
export function topicSearchVector(t: { title: SQLWrapper; category: SQLWrapper }): SQL {
  return sql`to_tsvector('simple', ${t.title} || ' ' || ${t.category})`;
}

/** The text a topic search finds parts of words in, lower-cased as one string (ADR 0050). */
export function topicSearchText(t: { title: SQLWrapper; category: SQLWrapper }): SQL {
  return sql`lower(${t.title} || E'\\n' || ${t.category})`;
}

/** A topic's interest id in its stored form (older rows: any case, spaces around); indexed for the search's interests arm. */
export function topicAreaForm(t: { category: SQLWrapper }): SQL {
  return sql`lower(trim(${t.category}))`;
}

export const topics = pgTable(
  'topics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    /** pending (a suggestion waiting for an admin), approved (public) or declined */
    status: text('status').notNull().default('approved'),
    /** Up votes minus down votes; kept in the voting transaction. */
    score: integer('score').notNull().default(0),
    upvotes: integer('upvotes').notNull().default(0),
    downvotes: integer('downvotes').notNull().default(0),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('topics_category_idx').on(t.category),
    index('topics_status_score_idx').on(t.status, t.score, t.createdAt),
    index('topics_status_created_idx').on(t.status, t.createdAt),
    // The search: whole words through the vector, parts of words (LIKE '%…%') through trigrams,
    // a civic area's stored forms through the last (ADR 0027, 0050).
    index('topics_search_idx').using('gin', topicSearchVector(t)),
    index('topics_search_text_idx').using('gin', sql`${topicSearchText(t)} gin_trgm_ops`),
    index('topics_category_area_idx').on(topicAreaForm(t)),
    check('topics_status_known', sql`${t.status} in ('pending', 'approved', 'declined')`),
  ],
);

/** What a topic search reads (lib/search.ts searchFilter): its full-text vector and its lower-cased search text. */
export const topicSearchTarget = { vector: topicSearchVector(topics), text: topicSearchText(topics) };

/** One vote per member and topic, up (1) or down (-1), changeable. */
export const topicVotes = pgTable(
  'topic_votes',
  {
    topicId: uuid('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vote: integer('vote').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.topicId, t.userId] }), check('topic_votes_vote_known', sql`${t.vote} in (-1, 1)`)],
);
