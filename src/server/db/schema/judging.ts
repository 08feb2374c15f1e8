// The judging module's tables: judge applications, judges, panels, ballots, results
// and their audit, feedback on judges, notes, ratings (docs/judging.md, ADR 0019).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { users } from './accounts.ts';
import { debates } from './debates.ts';

/** Applications for the judge role; an admin approves or declines each (docs/judging.md). */
export const judgeApplications = pgTable(
  'judge_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    experience: text('experience').notNull(),
    formats: text('formats').array().notNull(),
    /** Public once approved: how the judge decides debates. */
    paradigm: text('paradigm').notNull(),
    /** Private: clubs and people the applicant must not judge. */
    conflictClubIds: uuid('conflict_club_ids').array().notNull().default(sql`'{}'::uuid[]`),
    conflictUserIds: text('conflict_user_ids').array().notNull().default(sql`'{}'::text[]`),
    /** pending, approved or declined */
    status: text('status').notNull().default('pending'),
    decisionReason: text('decision_reason'),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // One application waiting for review per person.
    uniqueIndex('judge_applications_pending_idx').on(t.userId).where(sql`${t.status} = 'pending'`),
    index('judge_applications_status_idx').on(t.status, t.createdAt),
    check('judge_applications_status_known', sql`${t.status} in ('pending', 'approved', 'declined')`),
  ],
);

/** Approved judges, with what an approved application declared (conflicts stay private). */
export const judges = pgTable('judges', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  experience: text('experience').notNull(),
  formats: text('formats').array().notNull(),
  paradigm: text('paradigm').notNull(),
  conflictClubIds: uuid('conflict_club_ids').array().notNull().default(sql`'{}'::uuid[]`),
  conflictUserIds: text('conflict_user_ids').array().notNull().default(sql`'{}'::text[]`),
  approvedBy: text('approved_by').references(() => users.id, { onDelete: 'set null' }),
  approvedAt: timestamp('approved_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Judges' commitments to debates: chair, panellist or trainee. */
export const debateJudges = pgTable(
  'debate_judges',
  {
    debateId: uuid('debate_id')
      .notNull()
      .references(() => debates.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** chair, panellist or trainee */
    position: text('position').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.debateId, t.userId] }),
    uniqueIndex('debate_judges_one_chair_idx').on(t.debateId).where(sql`${t.position} = 'chair'`),
    index('debate_judges_user_id_idx').on(t.userId),
    check('debate_judges_position_known', sql`${t.position} in ('chair', 'panellist', 'trainee')`),
  ],
);

/** One ballot per judge and debate (src/shared/judging/ballots.ts). */
export const ballots = pgTable(
  'ballots',
  {
    debateId: uuid('debate_id')
      .notNull()
      .references(() => debates.id, { onDelete: 'cascade' }),
    judgeId: text('judge_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The judge's panel position when they submitted; trainee ballots are never counted. */
    position: text('position').notNull(),
    ballot: jsonb('ballot').notNull(),
    /** Agreement with the confirmed decision, 0–100; set on confirmation. */
    calibration: doublePrecision('calibration'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    /** The UUID the app made for this ballot (submitBallot): the same key again is refused as already received. */
    idempotencyKey: uuid('idempotency_key'),
  },
  (t) => [
    primaryKey({ columns: [t.debateId, t.judgeId] }),
    index('ballots_judge_id_idx').on(t.judgeId, t.submittedAt),
    uniqueIndex('ballots_idempotency_key_idx').on(t.idempotencyKey),
  ],
);

/** A debate's confirmed result; locked once written, changed only by an admin (result_audit). */
export const debateResults = pgTable('debate_results', {
  debateId: uuid('debate_id')
    .primaryKey()
    .references(() => debates.id, { onDelete: 'cascade' }),
  decision: jsonb('decision').notNull(),
  confirmedBy: text('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
  changedByAdmin: boolean('changed_by_admin').notNull().default(false),
});

export const resultAudit = pgTable(
  'result_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    debateId: uuid('debate_id')
      .notNull()
      .references(() => debates.id, { onDelete: 'cascade' }),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    before: jsonb('before').notNull(),
    after: jsonb('after').notNull(),
    note: text('note').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('result_audit_debate_id_idx').on(t.debateId, t.createdAt)],
);

/** Debaters' ratings of their judges; a judge sees only aggregates. */
export const judgeFeedback = pgTable(
  'judge_feedback',
  {
    debateId: uuid('debate_id')
      .notNull()
      .references(() => debates.id, { onDelete: 'cascade' }),
    judgeId: text('judge_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.debateId, t.judgeId, t.authorId] }),
    index('judge_feedback_judge_id_idx').on(t.judgeId),
    check('judge_feedback_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/** A judge's private flow sheet for a debate. */
export const judgeNotes = pgTable(
  'judge_notes',
  {
    debateId: uuid('debate_id')
      .notNull()
      .references(() => debates.id, { onDelete: 'cascade' }),
    judgeId: text('judge_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sheet: jsonb('sheet').notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.debateId, t.judgeId] })],
);

/** Weng-Lin ratings per debater, over every format ('all') and per format. */
export const ratings = pgTable(
  'ratings',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    format: text('format').notNull(),
    mu: doublePrecision('mu').notNull(),
    sigma: doublePrecision('sigma').notNull(),
    /** mu − 3σ, the conservative estimate leaderboards rank by. */
    ordinal: doublePrecision('ordinal').notNull(),
    ratedDebates: integer('rated_debates').notNull().default(0),
    wins: integer('wins').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.format] }), index('ratings_format_ordinal_idx').on(t.format, t.ordinal, t.userId)],
);

/** Each rated debate's effect on each debater: records, period leaderboards and replays. */
export const ratingChanges = pgTable(
  'rating_changes',
  {
    debateId: uuid('debate_id')
      .notNull()
      .references(() => debates.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    format: text('format').notNull(),
    muBefore: doublePrecision('mu_before').notNull(),
    sigmaBefore: doublePrecision('sigma_before').notNull(),
    muAfter: doublePrecision('mu_after').notNull(),
    sigmaAfter: doublePrecision('sigma_after').notNull(),
    /** 1 for the winner (or BP's first) and so on. */
    place: integer('place').notNull(),
    won: boolean('won').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.debateId, t.userId, t.format] }),
    index('rating_changes_format_created_idx').on(t.format, t.createdAt),
    index('rating_changes_user_id_idx').on(t.userId, t.createdAt),
  ],
);
