// Training attempts (src/server/modules/training, docs/training.md): one row per
// attempt at a module, private to its member. The items drawn, the answers and
// free work saved as the member goes, and — once completed — the score the
// server computed, its maximum and per-skill subscores. A completed attempt
// never changes: the service checks it under a row lock, its UPDATE requires
// `completed_at is null`, and a trigger refuses any change to a completed row.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { FreeWork, RubricRatings, SubmittedAnswer } from '../../../shared/training/contract.ts';
import type { ItemResult, SkillScores } from '../../../shared/training/scoring.ts';
import { users } from './accounts.ts';

export const trainingAttempts = pgTable(
  'training_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A training area id (src/shared/training/skills.ts). */
    area: text('area').notNull(),
    /** A module id (src/shared/training/bank.ts); a module removed later leaves its attempts readable. */
    moduleId: text('module_id').notNull(),
    /** The items drawn, in the order shown (item ids are never reused). */
    itemIds: text('item_ids').array().notNull().default(sql`'{}'::text[]`),
    /** The seed of the draw (and of option order in the pages): the same seed draws the same items. */
    seed: text('seed').notNull(),
    /** What the module was started with: a format, a position, a motion. */
    formatId: text('format_id'),
    positionId: text('position_id'),
    motion: text('motion'),
    answers: jsonb('answers').$type<SubmittedAnswer[]>().notNull().default(sql`'[]'::jsonb`),
    /** When the server first received each answer, by item id (timed drills are bounded by this clock too). */
    answeredAt: jsonb('answered_at').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    work: jsonb('work').$type<FreeWork[]>().notNull().default(sql`'[]'::jsonb`),
    selfAssessment: jsonb('self_assessment').$type<RubricRatings>(),
    /** Null until completed; computed by the server from the stored answers. */
    score: integer('score'),
    maxScore: integer('max_score').notNull().default(0),
    bySkill: jsonb('by_skill').$type<SkillScores>().notNull().default(sql`'{}'::jsonb`),
    /** Each item's result as scored at completion (kept, so a later change to a key never rewrites a result). */
    itemResults: jsonb('item_results').$type<ItemResult[]>(),
    /** The self-assessment's rubric score at completion, shown beside the score. */
    selfAssessmentScore: jsonb('self_assessment_score').$type<{ score: number; max: number }>(),
    /** Raised by every save; a save or completion naming an older version is refused. */
    version: integer('version').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** From start to completion, by the server's clock. */
    durationMs: integer('duration_ms'),
  },
  (t) => [
    index('training_attempts_user_started_idx').on(t.userId, t.startedAt.desc()),
    index('training_attempts_user_area_completed_idx')
      .on(t.userId, t.area, t.completedAt.desc())
      .where(sql`${t.completedAt} is not null`),
    check(
      'training_attempts_score_range',
      sql`${t.maxScore} >= 0 and (${t.score} is null or ${t.score} between 0 and ${t.maxScore})`,
    ),
    check(
      'training_attempts_completion',
      sql`(${t.completedAt} is null) = (${t.score} is null) and (${t.completedAt} is null) = (${t.durationMs} is null)`,
    ),
    check('training_attempts_duration', sql`${t.durationMs} is null or ${t.durationMs} >= 0`),
  ],
);
