// The baseline of the debates list benchmark: a bare Hono + node-postgres
// handler that runs the same SQL as GET /api/debates (captured from the app's
// own queries by bench/debates.ts: the page and the total together, then the
// page's participants) and answers the same JSON shape, with no middleware.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';

const { DATABASE_URL, PORT, QUERIES } = process.env;
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 10 });
const [list, total, participants] = JSON.parse(QUERIES ?? '[]') as { sql: string; params: unknown[] }[];
if (!list || !total || !participants) throw new Error('QUERIES must hold the list, total and participants queries');

const app = new Hono().get('/api/debates', async (c) => {
  const [items, count] = await Promise.all([pool.query(list.sql, list.params), pool.query(total.sql, total.params)]);
  const people = await pool.query(participants.sql, participants.params);
  const byDebate = new Map<string, unknown[]>();
  for (const person of people.rows) {
    const group = byDebate.get(person.debate_id);
    if (group) group.push(person);
    else byDebate.set(person.debate_id, [person]);
  }
  return c.json({
    items: items.rows.map((row) => ({ ...row, participants: byDebate.get(row.id) ?? [] })),
    page: 1,
    limit: 50,
    total: Number(count.rows[0]?.count ?? 0),
  });
});

serve({ fetch: app.fetch, hostname: '127.0.0.1', port: Number(PORT) });
