// The admin dashboard's one statement stays on its indexes at the scale
// (100,000 members; and 100,000 debates, 300,000 queued mails, 50,000 error
// reports): the SQL the service sends, captured from its own query builder, is
// EXPLAINed on a PostgreSQL server after ANALYZE. No table that grows with use is
// read whole, every index the dashboard relies on is used, and the plan's cost
// stays under jit_above_cost: past it PostgreSQL compiles the statement first,
// which took 1.3 s of a 1.8 s run before the trend's series were counted day by
// day. Runs when TEST_DATABASE_URL is set (docs/testing.md); timings in docs/admin.md.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import * as schema from '#server/db/schema/index.ts';
import { seedLargeLists } from '#tests/large-lists.ts';
import { createTestDatabase, type TestDatabase } from '#tests/test-database.ts';
import { getAdminDashboard } from './dashboard.service.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('the admin dashboard at 100,000 members', () => {
  let database: TestDatabase;
  let client: pg.Client;
  let statement = '';

  beforeAll(async () => {
    database = await createTestDatabase();
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    // Half the debates finished (a tenth of those cancelled), five live, the rest scheduled.
    await seedLargeLists(client, { debates: 100_000, clubs: 5_000, events: 5_000 });
    await client.query(`
      insert into users (id, name, email, created_at)
        select 'u' || i, 'User ' || i, 'u' || i || '@example.org', now() - (i * 5 || ' minutes')::interval
        from generate_series(1, 100000) i;
      insert into sessions (id, token, user_id, expires_at, created_at, updated_at)
        select 's' || i, 't' || i, 'u' || (1 + i % 100000), now() + interval '7 days',
          now() - (i * 3 || ' minutes')::interval, now() - (i * 3 || ' minutes')::interval
        from generate_series(1, 150000) i;
      -- Every debate made over the last 70 days; a third of the finished ones judged, most of those confirmed.
      update debates set created_at = now() - ((row_number) || ' minutes')::interval
        from (select id as debate_id, row_number() over () from debates) numbered where id = numbered.debate_id;
      insert into debate_judges (debate_id, user_id, position)
        select id, 'u' || (1 + abs(hashtext(id::text)) % 1000), 'chair' from debates
        where status = 'finished' and abs(hashtext(id::text)) % 3 = 0;
      insert into debate_results (debate_id, decision)
        select debate_id, '{}'::jsonb from debate_judges where abs(hashtext(debate_id::text)) % 10 <> 0;
      -- 300,000 mails over 90 days: one in a hundred failed, one in five hundred waiting, the rest sent.
      insert into email_queue (to_email, subject, status, sent_at, last_attempt_at, created_at)
        select 'x@example.org', 's',
          case when i % 100 = 0 then 'failed' when i % 500 = 1 then 'pending' else 'sent' end,
          case when i % 100 = 0 or i % 500 = 1 then null else now() - (i * 26 || ' seconds')::interval end,
          now() - (i * 26 || ' seconds')::interval, now() - (i * 26 || ' seconds')::interval
        from generate_series(1, 300000) i;
      insert into comments (target_type, target_id, body) select 'debate', gen_random_uuid(), 'c' from generate_series(1, 5000);
      insert into comment_reports (comment_id, reporter_id, reason, status, created_at)
        select c.id, 'u' || (1 + row_number() over ()), 'r', case when random() < 0.1 then 'open' else 'resolved' end,
          now() - (row_number() over () || ' hours')::interval
        from comments c;
      insert into error_reports (source, fingerprint, name, message, created_at)
        select 'client', 'f' || (i % 50), 'E', 'm', now() - (i * 2 || ' minutes')::interval from generate_series(1, 50000) i;
    `);
    await client.query('vacuum analyze');

    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    const db = drizzle(pool, { schema, logger: { logQuery: (sql) => (statement = sql) } }) as unknown as Database;
    try {
      await getAdminDashboard(db);
    } finally {
      await pool.end();
    }
  }, 300_000);

  afterAll(async () => {
    await client?.end();
    await database?.destroy();
  });

  const plan = async () =>
    (await client.query(`explain ${statement}`)).rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n');

  it('reads no growing table whole, and each figure from its index', async () => {
    expect(statement).toMatch(/^select json_build_object/);
    const text = await plan();
    // Counting every member, club or event reads the table (or an index as long); the rest are ranges.
    for (const table of ['sessions', 'debates', 'email_queue', 'error_reports']) {
      expect(text).not.toMatch(new RegExp(`Seq Scan on ${table}\\b`));
    }
    for (const index of [
      'users_created_idx',
      'sessions_updated_user_idx',
      'debates_status_starts_at_idx',
      'debates_created_at_idx',
      'email_queue_due_idx',
      'email_queue_sent_idx',
      'email_queue_failed_idx',
      'error_reports_created_idx',
    ]) {
      expect(text).toContain(index);
    }
  });

  it('costs less than JIT compilation starts at', async () => {
    const text = await plan();
    const total = Number(/cost=[\d.]+\.\.([\d.]+)/.exec(text)?.[1]);
    const { rows } = await client.query('show jit_above_cost');
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(Number(rows[0]?.jit_above_cost));
  });
});
