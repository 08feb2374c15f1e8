// Prepared statements kept per database handle and name: list queries prepare
// one statement per shape (which filters, which order), so PostgreSQL parses
// and plans each shape once per connection rather than on every request
// (ADR 0018). Values travel as placeholders. A search whose values are written into
// its text (the topics') is the exception (unpreparedStatement).
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
 * A statement built for one request, its values written into its text (the topics'
 * search, with the areas its words name): PostgreSQL's unnamed one, parsed and planned
 * each time it runs, and never kept on the connection.
 */
export function unpreparedStatement<P>(query: { prepare(name: string): P }): P {
  return query.prepare(UNNAMED);
}
