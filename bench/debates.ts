// Debates at scale, on PostgreSQL (the deployment that scales out):
// - GET /api/debates?limit=50 over 10,000 debates with participants, autocannon
//   32 connections, against a bare Hono + node-postgres handler running the same
//   SQL (bench/bare-list-server.ts) in the same run: ≥ 0.8× its req/s, p99 ≤ 50 ms.
// - A timer state change fanned out to 1,000 WebSocket clients in one room:
//   send → receipt p99 ≤ 50 ms over 200 changes, and every client sees every
//   version (contiguous sequence numbers).
// Skipped, with a row that says so, when no PostgreSQL answers on 127.0.0.1:5432.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import WebSocket from 'ws';
import * as schema from '../src/server/db/schema/index.ts';
import type { Database } from '../src/server/db/client.ts';
import { findDebates } from '../src/server/modules/debates/debates.service.ts';
import { DebateListQuerySchema } from '../src/shared/debates/contract.ts';
import type { RunningServer } from '../e2e/support/server.ts';
import { startBareListServer } from './bare-list-server-process.ts';
import {
  type BenchContext,
  budgetRow,
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
const CLIENTS = 1000;
const CHANGES = 200;
const FANOUT_P99_BUDGET_MS = 50;

const msText = (n: number) => `${n.toFixed(1)} ms`;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

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
  const captured: { sql: string; params: unknown[] }[] = [];
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (sql, params) => captured.push({ sql, params }) },
  }) as unknown as Database;
  await findDebates(db, DebateListQuerySchema.parse({ limit: '50' }));
  await pool.end();
  if (captured.length !== 3) throw new Error(`expected the list, total and participants queries, got ${captured.length}`);
  return captured;
}

async function benchList(server: RunningServer, url: string): Promise<ResultRow[]> {
  const bare = await startBareListServer(url, '/api/debates', await captureListSql(url));
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

async function signIn(baseUrl: string, email: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password: 'DemoPass123' }),
  });
  if (res.status !== 200) throw new Error(`sign-in ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function api(baseUrl: string, cookie: string, path: string, body?: unknown) {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { cookie, origin: baseUrl, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

async function benchFanout(server: RunningServer): Promise<ResultRow[]> {
  const base = server.baseUrl;
  const cookie = await signIn(base, 'maya.okafor@sdc.local');
  const { id } = (await api(base, cookie, '/api/debates', {
    title: 'Fan-out benchmark',
    description: '<p>One room, a thousand screens.</p>',
    topic: 'This house would measure everything',
    format: 'parliamentary',
    debateType: 'competitive',
    startsAt: new Date(Date.now() + 5 * 60_000).toISOString(),
    venueType: 'virtual',
    location: 'Online',
    maxParticipants: 8,
  })) as { id: string };
  await api(base, cookie, `/api/debates/${id}/start`);

  const channel = `debate:${id}`;
  const received: number[][] = Array.from({ length: CLIENTS }, () => []);
  const sentAt = new Map<number, number>();
  const latencies: number[] = [];
  const sockets: WebSocket[] = [];
  let subscribed = 0;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`only ${subscribed} of ${CLIENTS} clients subscribed`)), 60_000);
    for (let i = 0; i < CLIENTS; i++) {
      const ws = new WebSocket(`${base.replace('http', 'ws')}/api/realtime`, {
        origin: base,
        headers: { 'x-forwarded-for': `10.0.${i >> 8}.${i & 255}` },
      });
      sockets.push(ws);
      ws.on('open', () => ws.send(JSON.stringify({ type: 'subscribe', channel })));
      ws.on('message', (data) => {
        const message = JSON.parse(String(data));
        if (message.type === 'subscribed' && ++subscribed === CLIENTS) {
          clearTimeout(timer);
          resolve();
        }
        if (message.type === 'event') {
          const version = message.payload.timer.version as number;
          received[i]?.push(version);
          const sent = sentAt.get(version);
          if (sent !== undefined) latencies.push(performance.now() - sent);
        }
      });
      ws.on('error', reject);
    }
  });

  let version = 0;
  const commands = [
    { type: 'start-speech' },
    ...Array.from({ length: CHANGES - 1 }, (_, i) => ({ type: i % 2 ? 'resume' : 'pause' })),
  ];
  for (const command of commands) {
    sentAt.set(version + 1, performance.now());
    const answer = (await api(base, cookie, `/api/debates/${id}/timer`, { expectedVersion: version, command })) as {
      timer: { version: number };
    };
    version = answer.timer.version;
    // Changes a chair could make: a few per second, not a flood.
    await new Promise((r) => setTimeout(r, 20));
  }
  await new Promise((r) => setTimeout(r, 1000));
  for (const ws of sockets) ws.terminate();

  const first = 1;
  const complete = received.filter((versions) => versions.length === CHANGES && versions.every((v, k) => v === first + k)).length;
  const sorted = latencies.sort((a, b) => a - b);
  return [
    infoRow('realtime', `deliveries (${CLIENTS} clients × ${CHANGES} changes)`, `${sorted.length.toLocaleString('en')}`),
    infoRow('realtime', 'change → client p50 / p95', `${msText(percentile(sorted, 50))} / ${msText(percentile(sorted, 95))}`),
    budgetRow('realtime', `change → ${CLIENTS} clients p99`, percentile(sorted, 99), msText, { max: FANOUT_P99_BUDGET_MS }),
    budgetRow('realtime', 'clients with every version in order', complete, (n) => `${n} / ${CLIENTS}`, { min: CLIENTS }),
  ];
}

export async function runDebates(ctx: BenchContext): Promise<ResultRow[]> {
  if (!(await postgresReachable())) return [infoRow('debates', 'PostgreSQL', 'not reachable on 127.0.0.1:5432: skipped')];
  return withBenchDatabase('sdc_bench_debates', async (url) => {
    // TRUST_PROXY: the fan-out's clients name addresses of their own (REALTIME_CONNECTIONS_PER_CLIENT per address).
    const server = await ctx.startServer({
      dataDir: `${ctx.workDir}/debates-pg-data`,
      extraEnv: { DATABASE_URL: url, TRUST_PROXY: 'true' },
    });
    try {
      await seedDebates(url);
      return [...(await benchList(server, url)), ...(await benchFanout(server))];
    } finally {
      await ctx.stopServer(server);
    }
  });
}
