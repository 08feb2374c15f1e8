// Community lists on PostgreSQL: GET /api/clubs and GET /api/events (the first
// page of 20, the lists' default) over 10,000 rows each, autocannon 32
// connections, each against a bare Hono + node-postgres handler running the same
// captured SQL in the same run: ≥ 0.8× its req/s, p99 ≤ 50 ms.
// Skipped, with a row that says so, when no PostgreSQL answers on 127.0.0.1:5432.
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../src/server/db/client.ts';
import * as schema from '../src/server/db/schema.ts';
import { findClubs } from '../src/server/modules/clubs/clubs.service.ts';
import { findUpcomingEvents } from '../src/server/modules/events/events.service.ts';
import { ClubListQuerySchema } from '../src/shared/clubs.ts';
import { EventListQuerySchema } from '../src/shared/events.ts';
import type { RunningServer } from '../e2e/support/server.ts';
import { type CapturedQuery, startBareListServer } from './bare-list-server-process.ts';
import { type BenchContext, budgetRow, infoRow, postgresReachable, type ResultRow, withBenchDatabase } from './bench-context.ts';

const ROWS = 10_000;
const CONNECTIONS = 32;
const DURATION_S = 8;
const RATIO_BUDGET = 0.8;
const P99_BUDGET_MS = 50;

const rps = (n: number) => `${n.toFixed(0)} req/s`;

async function seed(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`
      insert into clubs (name, description, location, meeting_frequency, is_public, member_count, created_at)
      select 'Bench club ' || i, 'A club generated for the benchmark.', 'Town ' || (i % 300),
        (array['weekly','monthly'])[1 + i % 2], i % 5 <> 0, i % 40, now() - (i || ' minutes')::interval
      from generate_series(1, ${ROWS}) i;
      insert into events (title, description, location, venue_type, date_start, date_end, capacity, attendee_count, created_at)
      select 'Bench event ' || i, '<p>An event generated for the benchmark.</p>', 'Hall ' || (i % 200),
        (array['in-person','virtual','hybrid'])[1 + i % 3],
        now() + ((i - ${ROWS / 4}) || ' hours')::interval, now() + ((i - ${ROWS / 4}) || ' hours')::interval + interval '6 hours',
        case when i % 3 = 0 then null else 50 end, i % 50, now() - (i || ' minutes')::interval
      from generate_series(1, ${ROWS}) i;`);
    await client.query('vacuum analyze');
    // Written out now, so the checkpoint that follows a bulk insert does not land in a measurement.
    await client.query('checkpoint');
  } finally {
    await client.end();
  }
}

/** The SQL a list endpoint runs for its default query, captured from the app's own queries. */
async function capture(url: string, run: (db: Database) => Promise<unknown>): Promise<CapturedQuery[]> {
  const captured: CapturedQuery[] = [];
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (sql, params) => captured.push({ sql, params }) },
  }) as unknown as Database;
  await run(db);
  await pool.end();
  if (captured.length !== 2) throw new Error(`expected the page and total queries, got ${captured.length}`);
  return captured;
}

const load = (url: string, duration: number) => autocannon({ url, connections: CONNECTIONS, duration, timeout: 10 });

async function compare(name: string, ourUrl: string, bareUrl: string): Promise<ResultRow[]> {
  const sample = (await (await fetch(ourUrl)).json()) as { items: unknown[]; total: number };
  if (sample.items.length !== 20) throw new Error(`${name}: the list does not hold the seeded rows`);
  await load(bareUrl, 2);
  await load(ourUrl, 2);
  const ours = await load(ourUrl, DURATION_S);
  const baseline = await load(bareUrl, DURATION_S);
  const rows = [
    infoRow(
      'community',
      `${name}: bare handler, same SQL (${CONNECTIONS} conns)`,
      `${rps(baseline.requests.average)}, p99 ${baseline.latency.p99} ms`,
    ),
    infoRow('community', `GET /api/${name} over ${ROWS.toLocaleString('en')} rows`, rps(ours.requests.average)),
    budgetRow(
      'community',
      `${name} req/s vs bare handler`,
      ours.requests.average / baseline.requests.average,
      (n) => `${n.toFixed(2)}×`,
      {
        min: RATIO_BUDGET,
      },
    ),
    budgetRow('community', `${name} p99 at ${CONNECTIONS} connections`, ours.latency.p99, (n) => `${n.toFixed(1)} ms`, {
      max: P99_BUDGET_MS,
    }),
  ];
  const errors = ours.errors + ours.timeouts + ours.non2xx;
  if (errors > 0)
    rows.push({ benchmark: 'community', metric: `${name} errors`, value: String(errors), budget: '0', status: 'FAIL' });
  return rows;
}

async function benchList(server: RunningServer, url: string, name: string, queries: CapturedQuery[]): Promise<ResultRow[]> {
  const bare = await startBareListServer(url, `/api/${name}`, queries);
  try {
    return await compare(name, `${server.baseUrl}/api/${name}`, bare.url);
  } finally {
    bare.stop();
  }
}

export async function runCommunity(ctx: BenchContext): Promise<ResultRow[]> {
  if (!(await postgresReachable())) return [infoRow('community', 'PostgreSQL', 'not reachable on 127.0.0.1:5432: skipped')];
  return withBenchDatabase('sdc_bench_community', async (url) => {
    const server = await ctx.startServer({ dataDir: `${ctx.workDir}/community-pg-data`, extraEnv: { DATABASE_URL: url } });
    try {
      await seed(url);
      const clubs = await capture(url, (db) => findClubs(db, ClubListQuerySchema.parse({})));
      const events = await capture(url, (db) => findUpcomingEvents(db, { ...EventListQuerySchema.parse({}), sortGiven: false }));
      return [...(await benchList(server, url, 'clubs', clubs)), ...(await benchList(server, url, 'events', events))];
    } finally {
      await ctx.stopServer(server);
    }
  });
}
