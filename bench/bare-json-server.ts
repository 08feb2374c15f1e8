// The strongest baseline of the lists benchmark (bench/lists.ts): a bare Hono
// handler with no middleware that runs one of the app's list endpoints' SQL
// (captured from the app's own queries) with the whole JSON built inside the
// database, so JavaScript only joins two strings. On PostgreSQL the statements
// are named and prepared once per connection, and always run their generic plan; on PGlite (its own copy of the
// data directory, in this process, as the app runs it) they are sent as the app
// sends them. With Accept-Encoding: gzip the body is gzipped (zlib, the default
// level, as the app's compression) when it is over 1 kB, as the app's is.
import { gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';

const { DATABASE_URL, PGLITE_DIR, PORT, QUERIES, LIST_PATH = '/api/debates', LIST_LIMIT = '20' } = process.env;
const queries = JSON.parse(QUERIES ?? '[]') as { sql: string; params: unknown[] }[];
// One statement that answers the page's JSON and its count (the app's pageAndTotalQuery) runs as it is.
const pageAndTotal = queries.length === 1 ? queries[0] : undefined;
const [list, total, participants] = pageAndTotal ? [pageAndTotal, pageAndTotal] : queries;
if (!list || !total) throw new Error('QUERIES must hold the list and total queries (and, for debates, participants)');

/** The participants' placeholders moved past the list's, so one statement can hold both. */
const shifted = (sql: string, by: number) => sql.replace(/\$(\d+)/g, (_, n) => `$${Number(n) + by}`);

// One row, one text column: the page's items as JSON, each debate with its participants nested.
// A page the app itself has the database write as JSON (src/server/lib/json-sql.ts) runs as it is.
const isJsonPage = list.sql.includes('row_to_json(r)');
const itemsSql = isJsonPage
  ? list.sql
  : participants
    ? `with l as (${list.sql}), p as (${shifted(participants.sql, list.params.length)})
     select coalesce(json_agg(to_jsonb(l) || jsonb_build_object('participants',
       coalesce((select jsonb_agg(to_jsonb(p)) from p where p.debate_id = l.id), '[]'::jsonb))), '[]')::text as json from l`
    : `select coalesce(json_agg(l), '[]')::text as json from (${list.sql}) l`;
const itemsParams = participants && !isJsonPage ? [...list.params, ...participants.params] : list.params;
const totalSql = `select (count)::text as count from (${total.sql}) t(count)`;

/** A statement's one row, its columns' values as text. */
type Run = (name: string, sql: string, params: unknown[]) => Promise<string[]>;

async function connect(): Promise<Run> {
  if (DATABASE_URL) {
    // Generic plans, as the app's lists run theirs (ADR 0052): never a plan per request.
    const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 10, options: '-c plan_cache_mode=force_generic_plan' });
    return async (name, text, values) => {
      const result = await pool.query({ name, text, values });
      return Object.values(result.rows[0] as Record<string, string>).map(String);
    };
  }
  if (!PGLITE_DIR) throw new Error('DATABASE_URL or PGLITE_DIR is needed');
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLITE_OPTIONS } = await import('../src/server/db/client.ts');
  const db = await PGlite.create(PGLITE_DIR, PGLITE_OPTIONS);
  return async (_name, sql, params) => {
    const result = await db.query<Record<string, string>>(sql, params);
    return Object.values(result.rows[0] as Record<string, string>).map(String);
  };
}

const run = await connect();

const app = new Hono().get(LIST_PATH, async (c) => {
  const [items, count] = pageAndTotal
    ? await run('bare_page', pageAndTotal.sql, pageAndTotal.params)
    : await Promise.all([run('bare_items', itemsSql, itemsParams), run('bare_total', totalSql, total.params)]).then(
        ([[json], [counted]]) => [json, counted],
      );
  const body = `{"items":${items},"page":1,"limit":${LIST_LIMIT},"total":${count}}`;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (body.length > 1024 && /\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) {
    headers['content-encoding'] = 'gzip';
    headers.vary = 'Accept-Encoding';
    return c.body(gzipSync(body), 200, headers);
  }
  return c.body(body, 200, headers);
});

serve({ fetch: app.fetch, hostname: '127.0.0.1', port: Number(PORT) });
// A clean exit on SIGTERM, so a run under --cpu-prof writes its profile.
process.on('SIGTERM', () => process.exit(0));
