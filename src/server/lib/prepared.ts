// Prepared statements kept per database handle and name: list queries prepare
// one statement per shape (which filters, which order), so PostgreSQL parses
// and plans each shape once per connection rather than on every request
// (ADR 0018). Values travel as placeholders. A search whose values are written into
// its text (the topics') is the exception (UNNAMED).
import { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, type Query } from 'drizzle-orm';
import type pg from 'pg';
import { type Database, listStatementPool } from '../db/client.ts';

const preparedByDatabase = new WeakMap<Database, Map<string, unknown>>();

export function preparedFor<T>(db: Database, name: string, prepare: () => T): T {
  let cache = preparedByDatabase.get(db);
  if (!cache) preparedByDatabase.set(db, (cache = new Map()));
  let prepared = cache.get(name) as T | undefined;
  if (!prepared) cache.set(name, (prepared = prepare()));
  return prepared;
}

/** PostgreSQL's unnamed statement: parsed and planned with its values every time it runs. */
export const UNNAMED = '';

/** A statement's rows, each as its columns' values in order. */
export interface DriverStatement {
  execute(values: Record<string, unknown>): Promise<unknown[][]>;
}

/**
 * A statement Drizzle built, run by the database's driver itself: on PostgreSQL on the
 * lists' own pool (listStatementPool: always its generic plan), named, so each connection
 * parses and plans it once, unless it is UNNAMED (a statement built for one request, its
 * values written into its text); or on PGlite. Its rows come back as arrays. Drizzle's
 * own execution of a prepared query spends several microseconds a request on work a
 * list's one row of text does not need (tracing spans, cache checks, mapping each row
 * through its fields; ADR 0052).
 */
export function driverStatement(db: Database, name: string, query: { toSQL(): Query }): DriverStatement {
  const { sql: text, params } = query.toSQL();
  const client = listStatementPool(db) ?? (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (client instanceof PGlite) {
    return {
      execute: async (values) => (await client.query<unknown[]>(text, fillPlaceholders(params, values), ARRAY_ROWS)).rows,
    };
  }
  return {
    execute: async (values) => {
      const config = { text, values: fillPlaceholders(params, values), rowMode: 'array' as const };
      return (await client.query<unknown[]>(name === UNNAMED ? config : { name, ...config })).rows;
    },
  };
}

const ARRAY_ROWS = { rowMode: 'array' } as const;
