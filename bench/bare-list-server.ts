// The baseline of the debates list benchmark: a bare Hono + node-postgres
// handler that runs the same SQL as GET /api/debates (captured from the app's
// query by bench/debates.ts) and answers its JSON, with no middleware at all.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';

const { DATABASE_URL, PORT, LIST_SQL, COUNT_SQL, LIST_PARAMS, COUNT_PARAMS } = process.env;
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 10 });
const listParams = JSON.parse(LIST_PARAMS ?? '[]') as unknown[];
const countParams = JSON.parse(COUNT_PARAMS ?? '[]') as unknown[];

const app = new Hono().get('/api/debates', async (c) => {
  const [items, total] = await Promise.all([
    pool.query(LIST_SQL as string, listParams),
    pool.query(COUNT_SQL as string, countParams),
  ]);
  return c.json({ items: items.rows, page: 1, limit: 50, total: Number(total.rows[0]?.count ?? 0) });
});

serve({ fetch: app.fetch, hostname: '127.0.0.1', port: Number(PORT) });
