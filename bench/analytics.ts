// Usage statistics on PostgreSQL (docs/admin.md, "Analytics"): 1,000,000 events
// over 90 days seeded, the first roll-up of the finished days timed, then
// POST /api/analytics/events with batches of 50 page views, autocannon 16
// connections × 10 s after a 3 s warm-up, each request from its own client
// address (TRUST_PROXY, so the per-client limit is not what is measured):
// events/s, p99 and server CPU ms per request (utime + stime from /proc ÷
// requests); and the admin's overview (GET /api/admin/analytics) for 7 and 90
// days, one connection at a time: p50 and p99.
// Skipped, with a row that says so, when no PostgreSQL answers on 127.0.0.1:5432.
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../src/server/db/client.ts';
import * as schema from '../src/server/db/schema/index.ts';
import { rollUpAnalytics } from '../src/server/jobs/analytics-rollup.ts';
import type { RunningServer } from '../e2e/support/server.ts';
import { sampleProcess } from './soak.ts';
import {
  type BenchContext,
  budgetRow,
  infoRow,
  postgresReachable,
  type ResultRow,
  settleAfterSeeding,
  withBenchDatabase,
} from './bench-context.ts';

const EVENTS = 1_000_000;
const DAYS = 90;
const BATCH = 50;
const CONNECTIONS = 16;
const WARM_UP_S = 3;
const DURATION_S = 10;
const EVENTS_PER_S_BUDGET = 2000;
const OVERVIEW_P50_BUDGET_MS = 50;
/** Distinct client addresses the requests cycle through (the limit is 120 batches a minute per client). */
const CLIENTS = 4000;

/** 1,000,000 events over the last 90 days: 70% page views of 500 pages, searches (a third found nothing), slow loads, sign-ins, joins. */
async function seed(client: pg.Client) {
  await client.query(`
    insert into analytics_events (type, properties, created_at)
    select
      case when i % 10 < 7 then 'page_view' when i % 10 = 7 then 'search' when i % 10 = 8 then 'signed_in'
        when i % 100 = 99 then 'slow_page_load' else 'debate_joined' end,
      case when i % 10 < 7 then jsonb_build_object('page', '/debates/' || (i % 500), 'search', '', 'hash', '')
        when i % 10 = 7 then jsonb_build_object('query', 'term ' || (i % 300), 'results', i % 3, 'category', 'debates')
        when i % 10 = 8 then jsonb_build_object('method', 'password')
        when i % 100 = 99 then jsonb_build_object('page', '/clubs', 'duration_ms', 3500 + i % 1000)
        else jsonb_build_object('debate_id', gen_random_uuid(), 'role', 'audience') end,
      now() - make_interval(secs => (i::float / ${EVENTS}) * ${DAYS} * 86400)
    from generate_series(1, ${EVENTS}) i`);
  await settleAfterSeeding(client);
}

async function adminCookie(server: RunningServer): Promise<string> {
  const res = await fetch(`${server.baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl },
    body: JSON.stringify({ email: 'admin@sdc.local', password: 'DemoPass123' }),
  });
  if (res.status !== 200) throw new Error(`analytics: demo admin sign-in answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function benchIngest(server: RunningServer): Promise<ResultRow[]> {
  const body = JSON.stringify({
    events: Array.from({ length: BATCH }, (_, i) => ({
      type: 'page_view',
      properties: { page: `/debates/${i}`, search: i % 2 ? '?sort=newest' : '', hash: '' },
    })),
  });
  const requests = Array.from({ length: CLIENTS }, (_, i) => ({
    method: 'POST',
    path: '/api/analytics/events',
    headers: {
      'content-type': 'application/json',
      origin: server.baseUrl,
      'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
    },
    body,
  }));
  const url = server.baseUrl;
  await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_S, timeout: 10, requests });
  const pid = server.process.pid as number;
  const cpuBefore = sampleProcess(pid).cpuMs;
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, timeout: 10, requests });
  const cpuMs = sampleProcess(pid).cpuMs - cpuBefore;
  const answered = result.requests.total;
  const rows = [
    budgetRow(
      'analytics',
      `ingest: events/s (batches of ${BATCH}, ${CONNECTIONS} conns)`,
      (answered * BATCH) / DURATION_S,
      (n) => n.toFixed(0),
      {
        min: EVENTS_PER_S_BUDGET,
      },
    ),
    infoRow(
      'analytics',
      'ingest: req/s, p99',
      `${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99.toFixed(1)} ms`,
    ),
    infoRow('analytics', 'ingest: server CPU per request', `${(cpuMs / Math.max(1, answered)).toFixed(2)} ms`),
  ];
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures > 0)
    rows.push({ benchmark: 'analytics', metric: 'ingest: errors', value: String(failures), budget: '0', status: 'FAIL' });
  return rows;
}

async function benchOverview(server: RunningServer, cookie: string, period: string): Promise<ResultRow[]> {
  const url = `${server.baseUrl}/api/admin/analytics?period=${period}`;
  const sample = await fetch(url, { headers: { cookie } });
  if (sample.status !== 200) throw new Error(`analytics: overview answered ${sample.status}`);
  await autocannon({ url, connections: 1, duration: 2, timeout: 10, headers: { cookie } });
  const result = await autocannon({ url, connections: 1, duration: 5, timeout: 10, headers: { cookie } });
  return [
    budgetRow('analytics', `overview ${period} days: p50 (1 conn)`, result.latency.p50, (n) => `${n.toFixed(1)} ms`, {
      max: OVERVIEW_P50_BUDGET_MS,
    }),
    infoRow('analytics', `overview ${period} days: p99`, `${result.latency.p99.toFixed(1)} ms`),
  ];
}

export async function runAnalytics(ctx: BenchContext): Promise<ResultRow[]> {
  if (!(await postgresReachable())) return [infoRow('analytics', 'PostgreSQL', 'not reachable on 127.0.0.1:5432: skipped')];
  return withBenchDatabase('sdc_bench_analytics', async (url) => {
    const server = await ctx.startServer({
      dataDir: `${ctx.workDir}/analytics-pg-data`,
      extraEnv: { DATABASE_URL: url, TRUST_PROXY: 'true', EMAIL_WORKER: 'false' },
    });
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => {});
    await client.connect();
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    try {
      const seeding = performance.now();
      await seed(client);
      const rows = [
        infoRow(
          'analytics',
          `seeded ${EVENTS.toLocaleString('en')} events over ${DAYS} days`,
          `${((performance.now() - seeding) / 1000).toFixed(1)} s`,
        ),
      ];
      // The server may have rolled up its (empty) days at start-up: count the seeded ones from the start.
      await client.query('delete from analytics_rollup_state; delete from analytics_daily');
      const rolling = performance.now();
      const outcome = await rollUpAnalytics(drizzle(pool, { schema }) as unknown as Database, DAYS + 30);
      await client.query('vacuum analyze analytics_daily');
      const daily = (await client.query('select count(*)::int as n from analytics_daily')).rows[0]?.n as number;
      rows.push(
        infoRow(
          'analytics',
          'first roll-up of the finished days',
          `${((performance.now() - rolling) / 1000).toFixed(1)} s, ${outcome.status === 'done' ? outcome.rolledDays : 0} days → ${daily.toLocaleString('en')} rows`,
        ),
      );
      const cookie = await adminCookie(server);
      rows.push(...(await benchOverview(server, cookie, '7')), ...(await benchOverview(server, cookie, '90')));
      rows.push(...(await benchIngest(server)));
      return rows;
    } finally {
      await pool.end();
      await client.end();
      await ctx.stopServer(server);
    }
  });
}
