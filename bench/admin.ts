// The admin area on PostgreSQL with 100,000 members (docs/admin.md): the
// dashboard's figures (GET /api/admin/dashboard, one connection at a time: p50
// is the server's time for the one statement plus loopback) and the people
// search (GET /api/admin/users) at 16 connections for a part of a name, a part
// of an address that every member matches (the count stops at 1,000), a
// two-letter prefix, a filter without a search, and the "recently active"
// order: req/s, p99 and the server's CPU ms per request.
// Skipped, with a row that says so, when no PostgreSQL answers on 127.0.0.1:5432.
import autocannon from 'autocannon';
import pg from 'pg';
import type { RunningServer } from '../e2e/support/server.ts';
import {
  type BenchContext,
  budgetRow,
  infoRow,
  postgresReachable,
  type ResultRow,
  settleAfterSeeding,
  withBenchDatabase,
} from './bench-context.ts';
import { sampleProcess } from './soak.ts';

const MEMBERS = 100_000;
const SESSIONS = 150_000;
const CONNECTIONS = 16;
const WARM_UP_S = 2;
const DURATION_S = 5;
const DASHBOARD_P50_BUDGET_MS = 50;
const SEARCH_P99_BUDGET_MS = 100;

const FIRST_NAMES = ['Amara', 'Ben', 'Chen', 'Dana', 'Emeka', 'Farah', 'Gustav', 'Hana', 'Ivan', 'Jules'];
const LAST_NAMES = ['Okafor', 'Schmidt', 'Tanaka', 'Novak', 'Silva', 'Haddad', 'Larsen', 'Moreau', 'Kowalski', 'Reyes'];

/** 100,000 members with profiles, 150,000 sessions over the last 60 days, 500 judges. */
async function seed(client: pg.Client) {
  const first = `array[${FIRST_NAMES.map((n) => `'${n}'`).join(',')}]`;
  const last = `array[${LAST_NAMES.map((n) => `'${n}'`).join(',')}]`;
  await client.query(`
    insert into users (id, name, email, email_verified, created_at, updated_at)
    select 'bench-' || i,
      (${first})[1 + i % 10] || ' ' || (${last})[1 + (i / 10) % 10] || ' ' || i,
      'member' || i || '@bench.example.org', i % 7 <> 0,
      now() - make_interval(secs => (i::float / ${MEMBERS}) * 365 * 86400), now()
    from generate_series(1, ${MEMBERS}) i`);
  await client.query(`
    insert into profiles (id, email, username, full_name)
    select id, email, 'member_' || substr(id, 7), name from users where id like 'bench-%'`);
  await client.query(`
    insert into sessions (id, token, user_id, expires_at, created_at, updated_at)
    select 'bench-session-' || i, 'bench-token-' || i, 'bench-' || (1 + (i * 7919) % ${MEMBERS}),
      now() + interval '7 days', now() - make_interval(secs => (i % 60) * 86400), now() - make_interval(secs => (i % 60) * 86400)
    from generate_series(1, ${SESSIONS}) i`);
  await client.query(`
    insert into judges (user_id, experience, formats, paradigm)
    select 'bench-' || i, 'Years', array['oxford'], 'Clash first.' from generate_series(1, ${MEMBERS}, 200) i`);
  await settleAfterSeeding(client);
}

async function adminCookie(server: RunningServer): Promise<string> {
  const res = await fetch(`${server.baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl },
    body: JSON.stringify({ email: 'admin@sdc.local', password: 'DemoPass123' }),
  });
  if (res.status !== 200) throw new Error(`admin: demo admin sign-in answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function benchDashboard(server: RunningServer, cookie: string): Promise<ResultRow[]> {
  const url = `${server.baseUrl}/api/admin/dashboard`;
  const sample = await fetch(url, { headers: { cookie } });
  if (sample.status !== 200) throw new Error(`admin: dashboard answered ${sample.status}`);
  await autocannon({ url, connections: 1, duration: WARM_UP_S, timeout: 10, headers: { cookie } });
  const result = await autocannon({ url, connections: 1, duration: DURATION_S, timeout: 10, headers: { cookie } });
  return [
    budgetRow('admin', 'dashboard figures: p50 (1 conn)', result.latency.p50, (n) => `${n.toFixed(1)} ms`, {
      max: DASHBOARD_P50_BUDGET_MS,
    }),
    infoRow('admin', 'dashboard figures: p99 (1 conn)', `${result.latency.p99.toFixed(1)} ms`),
  ];
}

const SEARCHES: readonly { label: string; query: string }[] = [
  { label: 'part of a name (q=kowals)', query: 'q=kowals' },
  { label: 'an address part every member has (q=bench.example)', query: 'q=bench.example' },
  { label: 'a two-letter prefix (q=ha)', query: 'q=ha' },
  { label: 'a filter without a search (verified=no)', query: 'verified=no' },
  { label: 'recently active first', query: 'sort=last-active' },
];

async function benchSearch(server: RunningServer, cookie: string, label: string, query: string): Promise<ResultRow[]> {
  const url = `${server.baseUrl}/api/admin/users?${query}`;
  const sample = await fetch(url, { headers: { cookie } });
  if (sample.status !== 200) throw new Error(`admin: ${query} answered ${sample.status}`);
  await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_S, timeout: 10, headers: { cookie } });
  const pid = server.process.pid as number;
  const cpuBefore = sampleProcess(pid).cpuMs;
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, timeout: 10, headers: { cookie } });
  const cpuMs = sampleProcess(pid).cpuMs - cpuBefore;
  const rows = [
    budgetRow('admin', `people, ${label}: p99 (${CONNECTIONS} conns)`, result.latency.p99, (n) => `${n.toFixed(1)} ms`, {
      max: SEARCH_P99_BUDGET_MS,
    }),
    infoRow(
      'admin',
      `people, ${label}: req/s, server CPU per request`,
      `${result.requests.average.toFixed(0)} req/s, ${(cpuMs / Math.max(1, result.requests.total)).toFixed(2)} ms`,
    ),
  ];
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures > 0)
    rows.push({ benchmark: 'admin', metric: `people, ${label}: errors`, value: String(failures), budget: '0', status: 'FAIL' });
  return rows;
}

export async function runAdmin(ctx: BenchContext): Promise<ResultRow[]> {
  if (!(await postgresReachable())) return [infoRow('admin', 'PostgreSQL', 'not reachable on 127.0.0.1:5432: skipped')];
  return withBenchDatabase('sdc_bench_admin', async (url) => {
    const server = await ctx.startServer({
      dataDir: `${ctx.workDir}/admin-pg-data`,
      extraEnv: { DATABASE_URL: url, EMAIL_WORKER: 'false' },
    });
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => {});
    await client.connect();
    try {
      const seeding = performance.now();
      await seed(client);
      const rows = [
        infoRow(
          'admin',
          `seeded ${MEMBERS.toLocaleString('en')} members, ${SESSIONS.toLocaleString('en')} sessions`,
          `${((performance.now() - seeding) / 1000).toFixed(1)} s`,
        ),
      ];
      const cookie = await adminCookie(server);
      rows.push(...(await benchDashboard(server, cookie)));
      for (const { label, query } of SEARCHES) rows.push(...(await benchSearch(server, cookie, label, query)));
      return rows;
    } finally {
      await client.end();
      await ctx.stopServer(server);
    }
  });
}
