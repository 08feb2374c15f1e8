// Peer review of training attempts (docs/training.md, "Peer review"): a member
// asks an approved judge, or a coach (an owner or officer) of a club they
// belong to, to review one completed attempt that holds free work. The request
// is the grant: the reviewer reads that attempt's work and self-assessment
// while it is open or reviewed, and nothing else. One request per attempt and
// reviewer; one review per request (its primary key), written once.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { RubricRatings } from '../../../shared/training/contract.ts';
import { users } from './accounts.ts';
import { clubs } from './clubs.ts';
import { createdAt } from './columns.ts';
import { trainingAttempts } from './training.ts';

export const trainingReviewRequests = pgTable(
  'training_review_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => trainingAttempts.id, { onDelete: 'cascade' }),
    requesterId: text('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reviewerId: text('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Why the reviewer could be asked when the request was made: 'judge' (approved judge) or 'coach'. */
    reviewerRole: text('reviewer_role').notNull(),
    /** The club the coach runs, for 'coach'. */
    clubId: uuid('club_id').references(() => clubs.id, { onDelete: 'set null' }),
    /** What the member would like feedback on (plain text). */
    note: text('note'),
    /** requested, completed (reviewed), declined (by the reviewer) or withdrawn (by the member). */
    status: text('status').notNull().default('requested'),
    /**
     * The member shares the speech's recording (training_recordings) with this
     * reviewer: they may play it while the request is open.
     */
    sharesRecording: boolean('shares_recording').notNull().default(false),
    /** The reviewer's reason for declining, if they gave one. */
    declineReason: text('decline_reason'),
    createdAt: createdAt(),
    /** When the status last changed (asked again after a withdrawal: then). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the review was submitted. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('training_review_requests_attempt_reviewer_idx').on(t.attemptId, t.reviewerId),
    index('training_review_requests_reviewer_idx').on(t.reviewerId, t.status, t.createdAt.desc()),
    index('training_review_requests_requester_idx').on(t.requesterId, t.createdAt.desc()),
    check('training_review_requests_status_known', sql`${t.status} in ('requested', 'completed', 'declined', 'withdrawn')`),
    check('training_review_requests_role_known', sql`${t.reviewerRole} in ('judge', 'coach')`),
    check('training_review_requests_not_self', sql`${t.requesterId} <> ${t.reviewerId}`),
    check('training_review_requests_completion', sql`(${t.status} = 'completed') = (${t.completedAt} is not null)`),
  ],
);

export const trainingReviews = pgTable(
  'training_reviews',
  {
    /** One review per request: two submissions that race meet at this key. */
    requestId: uuid('request_id')
      .primaryKey()
      .references(() => trainingReviewRequests.id, { onDelete: 'cascade' }),
    /** The rubric the ratings are on (src/shared/training/review.ts REVIEW_RUBRICS). */
    rubricId: text('rubric_id').notNull(),
    /** A level from 0 to 3 for every criterion of the rubric, by criterion id. */
    ratings: jsonb('ratings').$type<RubricRatings>().notNull(),
    score: integer('score').notNull(),
    maxScore: integer('max_score').notNull(),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('training_reviews_score_range', sql`${t.maxScore} > 0 and ${t.score} between 0 and ${t.maxScore}`)],
);
