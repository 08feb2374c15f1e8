// The baseline of the list benchmarks: a bare Hono + node-postgres handler that
// runs the same SQL as one of the app's list endpoints (captured from the app's
// own queries by the benchmark: the page and the total together, then, for
// debates, the page's participants) and answers the same JSON shape, with no
// middleware.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';

const { DATABASE_URL, PORT, QUERIES, LIST_PATH = '/api/debates' } = process.env;
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 10 });
const [list, total, participants] = JSON.parse(QUERIES ?? '[]') as { sql: string; params: unknown[] }[];
if (!list || !total) throw new Error('QUERIES must hold the list and total queries (and, for debates, participants)');

const app = new Hono().get(LIST_PATH, async (c) => {
  const [items, count] = await Promise.all([pool.query(list.sql, list.params), pool.query(total.sql, total.params)]);
  const byDebate = new Map<string, unknown[]>();
  if (participants) {
    const people = await pool.query(participants.sql, participants.params);
    for (const person of people.rows) {
      const group = byDebate.get(person.debate_id);
      if (group) group.push(person);
      else byDebate.set(person.debate_id, [person]);
    }
  }
  return c.json({
    items: participants ? items.rows.map((row) => ({ ...row, participants: byDebate.get(row.id) ?? [] })) : items.rows,
    page: 1,
    limit: items.rows.length,
    total: Number(count.rows[0]?.count ?? count.rows[0]?.total ?? 0),
  });
});

serve({ fetch: app.fetch, hostname: '127.0.0.1', port: Number(PORT) });
// A clean exit on SIGTERM, so a run under --cpu-prof writes its profile.
process.on('SIGTERM', () => process.exit(0));
