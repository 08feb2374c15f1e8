// Prepared statements kept per database handle and name: list queries prepare
// one statement per shape (which filters, which order), so PostgreSQL parses
// and plans each shape once per connection rather than on every request
// (ADR 0018). Values travel as placeholders. Searches are the exception (listStatement).
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
 * One statement of a list shape: named and prepared — unless the shape searches. The
 * plan a search needs depends on its words (a rare word through the search's indexes, a
 * common one along the list's order), and the one generic plan PostgreSQL may settle
 * on after five runs of a prepared statement can read the whole table for a rare word.
 * A search's statement is the unnamed one, planned for its values every time; its SQL
 * is still built once (ADR 0027).
 */
export function listStatement<P>(query: { prepare(name: string): P }, name: string, isSearch: boolean): P {
  return isSearch ? searchStatement(query) : query.prepare(name);
}

/** A statement only searches send: always the unnamed one (listStatement). */
export function searchStatement<P>(query: { prepare(name: string): P }): P {
  return query.prepare(UNNAMED);
}
