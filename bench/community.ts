// Community lists on PostgreSQL: GET /api/clubs and GET /api/events (the first
// page of 20, the lists' default) over 10,000 rows each, autocannon 32
// connections, each against a bare Hono + node-postgres handler running the same
// captured SQL in the same run: ≥ 0.8× its req/s, p99 ≤ 50 ms.
// Skipped, with a row that says so, when no PostgreSQL answers on 127.0.0.1:5432.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../src/server/db/client.ts';
import * as schema from '../src/server/db/schema/index.ts';
import { findClubs } from '../src/server/modules/clubs/clubs.service.ts';
import { findUpcomingEvents } from '../src/server/modules/events/events.service.ts';
import { ClubListQuerySchema } from '../src/shared/clubs/contract.ts';
import { EventListQuerySchema } from '../src/shared/events/contract.ts';
import type { RunningServer } from '../e2e/support/server.ts';
import { recordStatements } from '../tests/recorded-statements.ts';
import { type CapturedQuery, startBareListServer } from './bare-list-server-process.ts';
import {
  type BenchContext,
  infoRow,
  postgresReachable,
  type ResultRow,
  settleAfterSeeding,
  withBenchDatabase,
} from './bench-context.ts';
import { compareWithBareHandler } from './list-comparison.ts';

const ROWS = 10_000;
const RATIO_BUDGET = 0.8;
const P99_BUDGET_MS = 50;

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
    await settleAfterSeeding(client);
  } finally {
    await client.end();
  }
}

/** The SQL a list endpoint runs for its default query, captured from the app's own queries. */
async function capture(url: string, run: (db: Database) => Promise<unknown>): Promise<CapturedQuery[]> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const captured = recordStatements(pool);
  await run(drizzle(pool, { schema }) as unknown as Database);
  await pool.end();
  // The page and its count in one statement (src/server/lib/list-total.ts).
  if (captured.length !== 1) throw new Error(`expected the page-and-total statement, got ${captured.length}`);
  return captured;
}

async function benchList(server: RunningServer, url: string, name: string, queries: CapturedQuery[]): Promise<ResultRow[]> {
  const bare = await startBareListServer(url, `/api/${name}`, queries, { script: 'bench/bare-json-server.ts' });
  try {
    const ourUrl = `${server.baseUrl}/api/${name}`;
    const sample = (await (await fetch(ourUrl)).json()) as { items: unknown[] };
    if (sample.items.length !== 20) throw new Error(`${name}: the list does not hold the seeded rows`);
    return await compareWithBareHandler({
      benchmark: 'community',
      name,
      label: `GET /api/${name} over ${ROWS.toLocaleString('en')} rows`,
      ourUrl,
      bareUrl: bare.url,
      ratioBudget: RATIO_BUDGET,
      p99BudgetMs: P99_BUDGET_MS,
    });
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
