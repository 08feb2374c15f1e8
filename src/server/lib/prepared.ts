// Prepared statements kept per database handle and name: list queries prepare
// one statement per shape (which filters, which order), so PostgreSQL parses
// and plans each shape once per connection rather than on every request
// (ADR 0018). Values travel as placeholders. A search's page along the order is the
// exception (searchStatement).
import type { Database } from '../db/client.ts';

const preparedByDatabase = new WeakMap<Database, Map<string, unknown>>();

export function preparedFor<T>(db: Database, name: string, prepare: () => T): T {
  let cache = preparedByDatabase.get(db);
  if (!cache) preparedByDatabase.set(db, (cache = new Map()));
  let prepared = cache.get(name) as T | undefined;
  if (!prepared) cache.set(name, (prepared = prepare()));
  return prepared;
}

/** PostgreSQL's unnamed statement: parsed and planned with its values every time it runs. */
const UNNAMED = '';

/**
 * A search's statement that must be planned for its words: PostgreSQL's unnamed one,
 * planned with its values every time it runs; its SQL is still built once. The plan
 * such a statement needs depends on the words (a rare word through the search's
 * indexes, a common one along the list's order), and the one generic plan PostgreSQL
 * may settle on after five runs of a prepared statement can read the whole table for a
 * rare word (ADR 0027). A search's count is prepared all the same (ADR 0048).
 */
export function searchStatement<P>(query: { prepare(name: string): P }): P {
  return query.prepare(UNNAMED);
}
