// Prepared statements kept per database handle and name: list queries prepare
// one statement per shape (which filters, which order), so PostgreSQL parses
// and plans each shape once per connection rather than on every request
// (ADR 0018). Values travel as placeholders.
import type { Database } from '../db/client.ts';

const preparedByDatabase = new WeakMap<Database, Map<string, unknown>>();

export function preparedFor<T>(db: Database, name: string, prepare: () => T): T {
  let cache = preparedByDatabase.get(db);
  if (!cache) preparedByDatabase.set(db, (cache = new Map()));
  let prepared = cache.get(name) as T | undefined;
  if (!prepared) cache.set(name, (prepared = prepare()));
  return prepared;
}
