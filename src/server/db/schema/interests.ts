// The interests vocabulary (ADR 0032): the civic areas onboarding's preferred
// topics and topic categories name. Written only by src/server/modules/admin/interests.
// References stay text: profiles.preferred_topics holds interest ids, topics.category
// an interest id (older rows: any case, spaces around; matched through topicAreaForm).
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

export const interests = pgTable(
  'interests',
  {
    /** The stored form every reference holds: 'democracy', 'space'. Never changes. */
    id: text('id').primaryKey(),
    /** What every list shows; renaming changes only this. */
    label: text('label').notNull(),
    /** Set: no longer offered for new choices; references stay. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    /** Set when merged: where its references went. */
    mergedInto: text('merged_into').references((): AnyPgColumn => interests.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('interests_label_key').on(sql`lower(${t.label})`), index('interests_retired_idx').on(t.retiredAt)],
);
