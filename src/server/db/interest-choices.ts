// Interests as forms choose them and lists name them (ADR 0032). A request may
// choose only live interests (not retired); an interest a record already holds
// may stay though an admin has retired it since, so saving a profile never fails
// because of someone else's change. Lists show the interest's current label, read
// from the table by its primary key, or the stored text when it names none.
import { and, inArray, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { INTEREST_CHOICE_MESSAGES } from '#shared/admin/interests/contract.ts';
import { validationError } from '../lib/errors.ts';
import type { Database, Transaction } from './client.ts';
import { interests } from './schema/interests.ts';
import { topicAreaForm } from './schema/topics.ts';

/**
 * Refuses (400, on `field`) a choice that is neither a live interest nor among
 * `held`, what the record holds already.
 */
export async function requireChoosableInterests(
  db: Database | Transaction,
  field: string,
  chosen: readonly string[],
  held: readonly string[] = [],
): Promise<void> {
  const fresh = [...new Set(chosen)].filter((id) => !held.includes(id));
  if (fresh.length === 0) return;
  const live = await db
    .select({ id: interests.id })
    .from(interests)
    .where(and(inArray(interests.id, fresh), isNull(interests.retiredAt)));
  if (live.length < fresh.length) {
    throw validationError([{ path: [field], message: INTEREST_CHOICE_MESSAGES.choose }]);
  }
}

/** A topic's category as lists show it: its interest's label (retired ones too), else the stored text trimmed. */
export function interestLabelSql(category: SQLWrapper): SQL<string> {
  return sql<string>`coalesce((select ${sql.raw('il.label')} from ${interests} il where ${sql.raw('il.id')} = ${topicAreaForm({ category })}), trim(${category}))`;
}
