// The statements a service sends, recorded where they leave for the database: Drizzle's
// queries and the lists' own statements (src/server/lib/prepared.ts), which run on the
// driver without passing Drizzle's logger. For the plan tests and the benchmarks, which
// replay or EXPLAIN exactly what the app sends.
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

export interface RecordedStatement {
  sql: string;
  params: unknown[];
}

/** Records the text and values of every statement sent through `client.query` from now on. */
export function recordStatements(client: pg.Pool | PGlite): RecordedStatement[] {
  const recorded: RecordedStatement[] = [];
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const recording = (first: unknown, ...rest: unknown[]) => {
    const config = typeof first === 'string' ? { text: first } : (first as { text: string; values?: unknown[] });
    const [values] = rest;
    recorded.push({ sql: config.text, params: Array.isArray(values) ? values : (config.values ?? []) });
    return query(first, ...rest);
  };
  (client as { query: unknown }).query = recording;
  return recorded;
}
