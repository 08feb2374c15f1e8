// Searching the debates at scale, on PostgreSQL (ADR 0027): GET /api/debates?q=<term>
// over 100,000 debates (tests/large-lists.ts), autocannon 32 connections against the
// server bundle, for a whole word in one debate of a thousand, a part of a word
// in about one of twenty-five, and a word under three letters (whole words only);
// per term req/s, p99 (≤ 50 ms) and the indexes its statement read, from EXPLAIN
// ANALYZE of the one statement the service sends (its count, its matches or the first
// rows of the order, its page by the rows' addresses: lib/search.ts, ADR 0051). The
// first page without a search is measured alike first, for reference: what the
// machine gives any list at the time.
// Skipped, with a row that says so, when no PostgreSQL answers on 127.0.0.1:5432.
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../src/server/db/client.ts';
import * as schema from '../src/server/db/schema/index.ts';
import { findDebates } from '../src/server/modules/debates/debates.service.ts';
import { SEARCH_TOTAL_CAP } from '../src/shared/constants.ts';
import { DebateListQuerySchema } from '../src/shared/debates/contract.ts';
import { RARE_WORD, seedLargeLists } from '../tests/large-lists.ts';
import { recordStatements } from '../tests/recorded-statements.ts';
import { type BenchContext, budgetRow, infoRow, postgresReachable, type ResultRow, withBenchDatabase } from './bench-context.ts';

const DEBATES = 100_000;
const CONNECTIONS = 32;
/** Long enough for the server to be compiled hot (bench/list-comparison.ts), once; then 2 s per term. */
const FIRST_WARM_UP_S = 6;
const WARM_UP_S = 2;
const DURATION_S = 5;
const P99_BUDGET_MS = 50;
/** A whole word, part of "climate" (in 2% of titles and 2% of motions), a word under three letters. */
const TERMS = [RARE_WORD, 'limat', 'EU'];

/** The indexes a plan's nodes that ran read ("BitmapOr(a, b)" when it or'ed them), and any scan of the whole table. */
function indexesRead(plan: string): string {
  // Only what ran: a branch CASE did not take shows as "never executed".
  const ran = plan
    .split('\n')
    .filter((line) => !line.includes('never executed'))
    .join('\n');
  const indexes = [...new Set([...ran.matchAll(/Index (?:Only )?Scan(?: Backward)? (?:using|on) (\w+)/g)].map((m) => m[1]))];
  const read = ran.includes('BitmapOr') ? `BitmapOr(${indexes.join(', ')})` : indexes.join(', ') || 'no index';
  const walk = ran.includes('Index Scan using debates_soonest_idx') ? ' (walked the first rows of the order)' : '';
  const tids = /Tid Scan on debates/.test(ran) ? ', page by row addresses (Tid Scan)' : '';
  return `${read}${walk}${tids}${/Seq Scan on debates\b/.test(ran) ? ' + Seq Scan on debates' : ''}`;
}

/** What the search's one statement read (lib/search.ts searchPageQuery), and how long it ran. */
async function planSummary(client: pg.Client, url: string, q: string): Promise<string> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const captured = recordStatements(pool);
  await findDebates(drizzle(pool, { schema }) as unknown as Database, DebateListQuerySchema.parse({ q }));
  await pool.end();
  const parts: string[] = [];
  for (const query of captured) {
    const { rows } = await client.query({ text: `explain (analyze) ${query.sql}`, values: query.params });
    const plan = rows.map((row) => row['QUERY PLAN'] as string).join('\n');
    const ms = /Execution Time: ([\d.]+) ms/.exec(plan)?.[1];
    parts.push(`${indexesRead(plan)} (${ms} ms)`);
  }
  return `${captured.length} statement${captured.length === 1 ? '' : 's'}: ${parts.join('; ')}`;
}

async function benchTerm(baseUrl: string, q: string): Promise<ResultRow[]> {
  const url = `${baseUrl}/api/debates?q=${encodeURIComponent(q)}`;
  const sample = await fetch(url);
  if (sample.status !== 200) throw new Error(`q=${q}: ${sample.status}`);
  const { total, totalCapped } = (await sample.json()) as { total: number; totalCapped: boolean };
  await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_S, timeout: 10 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, timeout: 10 });
  const rows = [
    infoRow(
      'search',
      `q=${q}: matches (counted up to ${SEARCH_TOTAL_CAP})`,
      `${total.toLocaleString('en')}${totalCapped ? '+' : ''}`,
    ),
    infoRow('search', `q=${q}: req/s (${CONNECTIONS} conns, ${DURATION_S} s)`, result.requests.average.toFixed(0)),
    budgetRow('search', `q=${q}: p99`, result.latency.p99, (n) => `${n.toFixed(1)} ms`, { max: P99_BUDGET_MS }),
  ];
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures > 0) {
    rows.push({ benchmark: 'search', metric: `q=${q}: errors`, value: String(failures), budget: '0', status: 'FAIL' });
  }
  return rows;
}

export async function runSearch(ctx: BenchContext): Promise<ResultRow[]> {
  if (!(await postgresReachable())) return [infoRow('search', 'PostgreSQL', 'not reachable on 127.0.0.1:5432: skipped')];
  return withBenchDatabase('sdc_bench_search', async (url) => {
    // The server migrates the empty database (indexes included), then the rows arrive.
    const server = await ctx.startServer({ dataDir: `${ctx.workDir}/search-pg-data`, extraEnv: { DATABASE_URL: url } });
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => {});
    await client.connect();
    try {
      const seeding = performance.now();
      await seedLargeLists(client, { debates: DEBATES });
      const rows = [
        infoRow(
          'search',
          `seeded ${DEBATES.toLocaleString('en')} debates (insert, vacuum analyze)`,
          `${((performance.now() - seeding) / 1000).toFixed(1)} s`,
        ),
      ];
      // The first page without a search, measured alike: what the machine gives any list right now.
      const firstPage = `${server.baseUrl}/api/debates`;
      await autocannon({ url: firstPage, connections: CONNECTIONS, duration: FIRST_WARM_UP_S, timeout: 10 });
      const reference = await autocannon({ url: firstPage, connections: CONNECTIONS, duration: DURATION_S, timeout: 10 });
      rows.push(
        infoRow(
          'search',
          'no search (first page, for reference)',
          `${reference.requests.average.toFixed(0)} req/s, p99 ${reference.latency.p99.toFixed(1)} ms`,
        ),
      );
      for (const q of TERMS) {
        rows.push(infoRow('search', `q=${q}: plan`, await planSummary(client, url, q)));
        rows.push(...(await benchTerm(server.baseUrl, q)));
      }
      return rows;
    } finally {
      await client.end();
      await ctx.stopServer(server);
    }
  });
}
