// Debates at scale, on PostgreSQL (the deployment that scales out):
// - GET /api/debates?limit=50 over 10,000 debates with participants, autocannon
//   32 connections, against a bare Hono + node-postgres handler running the same
//   SQL (bench/bare-json-server.ts) in the same run: ≥ 0.8× its req/s, p99 ≤ 50 ms.
// The live room's fan-out to 1,000 clients is bench/fanout.ts.
// Skipped, with a row that says so, when no PostgreSQL answers on 127.0.0.1:5432.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../src/server/db/schema/index.ts';
import type { Database } from '../src/server/db/client.ts';
import { findDebates } from '../src/server/modules/debates/debates.service.ts';
import { DebateListQuerySchema } from '../src/shared/debates/contract.ts';
import type { RunningServer } from '../e2e/support/server.ts';
import { recordStatements } from '../tests/recorded-statements.ts';
import { startBareListServer } from './bare-list-server-process.ts';
import {
  type BenchContext,
  infoRow,
  postgresReachable,
  type ResultRow,
  settleAfterSeeding,
  withBenchDatabase,
} from './bench-context.ts';
import { compareWithBareHandler } from './list-comparison.ts';

const DEBATES = 10_000;
const RATIO_BUDGET = 0.8;
const P99_BUDGET_MS = 50;

/** 10,000 debates in every format and state, each with two to eight participants. */
async function seedDebates(url: string) {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query(`
    insert into users (id, name, email, email_verified)
    select 'bench-' || i, 'Bench Debater ' || i, 'bench' || i || '@example.org', true from generate_series(1, 200) i;
    insert into profiles (id, email, username, full_name)
    select 'bench-' || i, 'bench' || i || '@example.org', 'bench_' || i, 'Bench Debater ' || i from generate_series(1, 200) i;
    insert into debates (title, description, topic, format, debate_type, venue_type, location, starts_at, max_participants, status)
    select 'Bench debate ' || i, '<p>Generated for the benchmark.</p>', 'This house would measure motion ' || i,
      (array['standard','oxford','parliamentary','lincoln-douglas'])[1 + i % 4],
      (array['quick','competitive','practice'])[1 + i % 3], 'in-person', 'Hall ' || (i % 50),
      now() + ((i - ${DEBATES / 2}) || ' hours')::interval, 2, (array['scheduled','finished','live','scheduled'])[1 + i % 4]
    from generate_series(1, ${DEBATES}) i;
    insert into debate_participants (debate_id, user_id, role)
    select d.id, 'bench-' || (1 + (abs(hashtext(d.id::text)) + n) % 200), (array['prop-1','opp-1'])[n]
    from debates d cross join generate_series(1, 2) n where d.title like 'Bench debate %';
    update debates d set participant_count = 2, speaker_count = 2 where d.title like 'Bench debate %';`);
    // The steady state autovacuum keeps: statistics and the visibility map up to date.
    await settleAfterSeeding(client);
  } finally {
    await client.end();
  }
}

/** The SQL GET /api/debates?limit=50 runs, captured from the app's own query. */
async function captureListSql(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const captured = recordStatements(pool);
  await findDebates(drizzle(pool, { schema }) as unknown as Database, DebateListQuerySchema.parse({ limit: '50' }));
  await pool.end();
  // The page and its count in one statement (src/server/lib/list-total.ts).
  if (captured.length !== 1) throw new Error(`expected the page-and-total statement, got ${captured.length}`);
  return captured;
}

async function benchList(server: RunningServer, url: string): Promise<ResultRow[]> {
  const bare = await startBareListServer(url, '/api/debates', await captureListSql(url), {
    script: 'bench/bare-json-server.ts',
    env: { LIST_LIMIT: '50' },
  });
  try {
    const ourUrl = `${server.baseUrl}/api/debates?limit=50`;
    const sample = (await (await fetch(ourUrl)).json()) as {
      items: { participants: unknown[] }[];
      total: number;
      totalCapped: boolean;
    };
    // The total is counted up to 1,000 (ADR 0020).
    if (sample.items.length !== 50 || !sample.totalCapped) throw new Error('the list does not hold the seeded debates');
    return await compareWithBareHandler({
      benchmark: 'debates',
      name: 'list',
      label: `GET /api/debates?limit=50 over ${DEBATES.toLocaleString('en')} debates`,
      ourUrl,
      bareUrl: bare.url,
      ratioBudget: RATIO_BUDGET,
      p99BudgetMs: P99_BUDGET_MS,
    });
  } finally {
    bare.stop();
  }
}

export async function runDebates(ctx: BenchContext): Promise<ResultRow[]> {
  if (!(await postgresReachable())) return [infoRow('debates', 'PostgreSQL', 'not reachable on 127.0.0.1:5432: skipped')];
  return withBenchDatabase('sdc_bench_debates', async (url) => {
    const server = await ctx.startServer({
      dataDir: `${ctx.workDir}/debates-pg-data`,
      extraEnv: { DATABASE_URL: url },
    });
    try {
      await seedDebates(url);
      return await benchList(server, url);
    } finally {
      await ctx.stopServer(server);
    }
  });
}
