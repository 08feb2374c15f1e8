// What a PostgreSQL server can do to our connections and the process must
// survive: a backend terminated under a running query (retried once on a fresh
// connection when outside a transaction, never inside one), and a LISTEN
// connection terminated (re-established, with a fresh LISTEN and onReconnect).
// Runs when TEST_DATABASE_URL is set (docs/testing.md).
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#tests/test-database.ts';
import { driverStatement } from '#server/lib/prepared.ts';
import { type DatabaseHandle, openPostgres } from './client.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('connections lost on PostgreSQL', () => {
  let database: TestDatabase;
  let admin: pg.Client;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    handle = openPostgres(database.url as string, 4);
  });
  afterAll(async () => {
    await handle.close();
    await admin.end();
    await database.destroy();
  });

  const terminate = (pid: number) => admin.query('select pg_terminate_backend($1)', [pid]);
  /** Terminates the backend running a statement that contains `marker`, once it shows up. */
  async function terminateWhenRunning(marker: string): Promise<number> {
    for (let i = 0; i < 200; i++) {
      const { rows } = await admin.query<{ pid: number }>(
        `select pid from pg_stat_activity where datname = current_database() and query like $1 and pid <> pg_backend_pid()`,
        [`%${marker}%`],
      );
      if (rows[0]) {
        await terminate(rows[0].pid);
        return rows[0].pid;
      }
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`no backend ran ${marker}`);
  }

  it('retries once, on a fresh connection, a query whose backend was terminated', async () => {
    // Drizzle runs a query when it is awaited: then() starts it now.
    const query = handle.db
      .execute(sql`select pg_backend_pid() as pid, pg_sleep(0.5), 'retry-probe' as marker`)
      .then((r) => r as unknown as { rows: { pid: number }[] });
    const killed = await terminateWhenRunning('retry-probe');
    const result = await query;
    expect(result.rows[0]?.pid).toBeTypeOf('number');
    expect(result.rows[0]?.pid).not.toBe(killed);
  });

  it('never retries a statement inside a transaction, and keeps the process up', async () => {
    let runs = 0;
    const outcome = handle.db
      .transaction(async (t) => {
        runs++;
        await t.execute(sql`select pg_sleep(0.5), 'tx-probe' as marker`);
      })
      .then(
        () => 'committed',
        () => 'failed',
      );
    await terminateWhenRunning('tx-probe');
    expect(await outcome).toBe('failed');
    expect(runs).toBe(1);
    // The pool hands out working connections afterwards.
    await handle.ping();
  });

  it('survives idle pool connections being terminated', async () => {
    await Promise.all([1, 2, 3].map(() => handle.db.execute(sql`select pg_sleep(0.05)`)));
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    await handle.ping();
    await handle.ping();
  });

  it('re-establishes a terminated LISTEN connection and says so', async () => {
    const received: string[] = [];
    let reconnects = 0;
    const stop = await handle.listen('probe_channel', (payload) => received.push(payload), {
      onReconnect: () => {
        reconnects++;
      },
    });
    try {
      await admin.query(`select pg_notify('probe_channel', 'before')`);
      await expect.poll(() => received, { timeout: 2000 }).toEqual(['before']);
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%'`,
      );
      await expect.poll(() => reconnects, { timeout: 5000 }).toBe(1);
      await admin.query(`select pg_notify('probe_channel', 'after')`);
      await expect.poll(() => received, { timeout: 2000 }).toEqual(['before', 'after']);
      // Again: the backoff starts over after a successful reconnect.
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%'`,
      );
      await expect.poll(() => reconnects, { timeout: 5000 }).toBe(2);
    } finally {
      await stop();
    }
    const { rows } = await admin.query(
      `select 1 from pg_stat_activity where datname = current_database() and query ilike 'listen%' and state = 'idle'`,
    );
    // The connection went back to the pool; its LISTEN was undone (UNLISTEN is the last statement).
    expect(rows).toHaveLength(0);
  });
});

describe.skipIf(!onPostgres)("the lists' statements on PostgreSQL", () => {
  let database: TestDatabase;
  let admin: pg.Client;
  let handle: DatabaseHandle;
  const POOL_SIZE = 10;
  beforeAll(async () => {
    database = await createTestDatabase();
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    handle = openPostgres(database.url as string, POOL_SIZE);
  });
  afterAll(async () => {
    await handle.close();
    await admin.end();
    await database.destroy();
  });

  const planCacheMode = sql<string>`current_setting('plan_cache_mode')`;

  it("run on connections that always take a statement's generic plan; every other query keeps PostgreSQL's choice", async () => {
    const listStatement = driverStatement(
      handle.db,
      'plan_cache_mode_probe',
      handle.db.select({ mode: planCacheMode }).from(sql`(select 1) one`),
    );
    expect(await listStatement.execute({})).toEqual([['force_generic_plan']]);
    const other = (await handle.db.execute(sql`select ${planCacheMode} as mode`)) as unknown as { rows: unknown[] };
    expect(other.rows).toEqual([{ mode: 'auto' }]);
  });

  it('with every other query, never hold more connections than the pool size', async () => {
    const listStatement = driverStatement(
      handle.db,
      'connections_probe',
      handle.db.select({ mode: sql`pg_sleep(0.05)::text` }).from(sql`(select 1) one`),
    );
    const busy = [
      ...Array.from({ length: 2 * POOL_SIZE }, () => listStatement.execute({})),
      ...Array.from({ length: 2 * POOL_SIZE }, () => handle.db.execute(sql`select pg_sleep(0.05)`)),
    ];
    await new Promise((resolve) => setTimeout(resolve, 30));
    const { rows } = await admin.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    await Promise.all(busy);
    expect(rows[0]?.n).toBeGreaterThan(POOL_SIZE / 2);
    expect(rows[0]?.n).toBeLessThanOrEqual(POOL_SIZE);
  });
});
