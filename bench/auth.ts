// Accounts benchmarks against the real server with demo content:
//  1. sign-in latency at a steady 5 sign-ins per second for 20 s (the demo
//     accounts in turn, each from an address of its own), with the password
//     hash parameters beside it;
//  2. GET /api/auth/get-session throughput with a signed-in cookie at 32
//     connections (autocannon, 5 s after a 1 s warm-up);
//  3. account discovery by timing (ADR 0022): the median answer time of a
//     password reset request and of a sign-up, for registered addresses and
//     for unknown ones (each with a challenge solved beforehand, so only the
//     server's work is timed). The two medians should be close; they are
//     printed, not judged, as timings are never asserted in tests.
// Both run on the embedded database and, when 127.0.0.1:5432 (or
// TEST_DATABASE_URL) answers, on PostgreSQL — the deployment that scales out,
// against which the throughput budget is judged.
import { randomBytes } from 'node:crypto';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import autocannon from 'autocannon';
import pg from 'pg';
import { PASSWORD_HASH_PARAMETERS } from '../src/server/auth/password-hash.ts';
import type { RunningServer } from '../e2e/support/server.ts';
import { type BenchContext, budgetRow, infoRow, type ResultRow, postgresReachable } from './bench-context.ts';

const DEMO_PASSWORD = 'DemoPass123';
const DEMO_EMAILS = [
  'admin@sdc.local',
  'maya.okafor@sdc.local',
  'jon.reyes@sdc.local',
  'ana.lindqvist@sdc.local',
  'priya.shah@sdc.local',
  'tom.becker@sdc.local',
];
const SIGN_INS_PER_SECOND = 5;
const SIGN_IN_DURATION_S = 20;
const SIGN_IN_P95_BUDGET_MS = 250;
const SESSION_CONNECTIONS = 32;
const SESSION_DURATION_S = 5;
const SESSION_RPS_BUDGET = 3000;

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const ms = (n: number) => `${n.toFixed(0)} ms`;
const rps = (n: number) => `${n.toFixed(0)} req/s`;

function signIn(baseUrl: string, email: string, clientIp: string) {
  return fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, 'x-forwarded-for': clientIp },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
}

async function measureSignIns(server: RunningServer): Promise<{ latencies: number[]; failures: number }> {
  const total = SIGN_INS_PER_SECOND * SIGN_IN_DURATION_S;
  const latencies: number[] = [];
  let failures = 0;
  const inFlight: Promise<void>[] = [];
  const started = performance.now();
  for (let i = 0; i < total; i++) {
    // A steady arrival rate: each request leaves at its slot, whether or not earlier ones have answered.
    const due = started + (i * 1000) / SIGN_INS_PER_SECOND;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const email = DEMO_EMAILS[i % DEMO_EMAILS.length] ?? '';
    const sent = performance.now();
    inFlight.push(
      signIn(server.baseUrl, email, `198.51.100.${(i % 250) + 1}`).then(async (res) => {
        await res.arrayBuffer();
        if (res.status === 200) latencies.push(performance.now() - sent);
        else failures++;
      }),
    );
  }
  await Promise.all(inFlight);
  return { latencies: latencies.sort((a, b) => a - b), failures };
}

async function sessionCookie(server: RunningServer): Promise<string> {
  const res = await signIn(server.baseUrl, 'priya.shah@sdc.local', '198.51.100.254');
  if (res.status !== 200) throw new Error(`bench sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function measureGetSession(server: RunningServer) {
  const cookie = await sessionCookie(server);
  const run = (duration: number) =>
    autocannon({
      url: `${server.baseUrl}/api/auth/get-session`,
      connections: SESSION_CONNECTIONS,
      duration,
      timeout: 10,
      headers: { cookie },
    });
  await run(1);
  return run(SESSION_DURATION_S);
}

/** Requests per kind of address in the discovery measurement; sign-up allows 5 per address per 15 minutes. */
const DISCOVERY_SAMPLES = 18;
const DISCOVERY_PAUSE_MS = 300;

async function solvedChallenge(baseUrl: string): Promise<string> {
  const challenge = await (await fetch(`${baseUrl}/api/altcha/challenge`)).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

async function timedPost(baseUrl: string, path: string, body: object, clientIp: string): Promise<number> {
  const sent = performance.now();
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, 'x-forwarded-for': clientIp },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  const elapsed = performance.now() - sent;
  if (res.status !== 200) throw new Error(`bench ${path} answered ${res.status}`);
  return elapsed;
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/** Medians of reset and sign-up answers for registered vs unknown addresses, alternating so drift hits both. */
async function measureAddressDiscovery(server: RunningServer, label: string): Promise<ResultRow[]> {
  const run = `${Date.now().toString(36)}`;
  const times = {
    resetKnown: [] as number[],
    resetUnknown: [] as number[],
    signUpKnown: [] as number[],
    signUpNew: [] as number[],
  };
  for (let i = 0; i < DISCOVERY_SAMPLES; i++) {
    const known = DEMO_EMAILS[i % DEMO_EMAILS.length] ?? '';
    const ip = (kind: number) => `198.18.${kind}.${(i % 250) + 1}`;
    const reset = (email: string) => ({ email, redirectTo: '/auth/reset-password' });
    const signUp = (email: string) => ({ email, password: 'BenchPassw0rd', name: 'Bench' });
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => solvedChallenge(server.baseUrl)));
    // Each request meets an idle server: the mail work a previous answer handed off (and the
    // e-mail worker sending it) must not be counted against the next address.
    const post = async (path: string, body: object, altcha: string | undefined, kind: number) => {
      await new Promise((resolve) => setTimeout(resolve, DISCOVERY_PAUSE_MS));
      return timedPost(server.baseUrl, path, { ...body, altcha }, ip(kind));
    };
    times.resetKnown.push(await post('/api/auth/request-password-reset', reset(known), a, 10));
    times.resetUnknown.push(await post('/api/auth/request-password-reset', reset(`nobody.${run}.${i}@example.org`), b, 11));
    times.signUpKnown.push(await post('/api/auth/sign-up/email', signUp(known), c, 12));
    times.signUpNew.push(await post('/api/auth/sign-up/email', signUp(`bench.${run}.${i}@example.org`), d, 13));
  }
  const pair = (registered: number[], unknown: number[]) => `${ms(median(registered))} / ${ms(median(unknown))}`;
  return [
    infoRow('auth', `reset request median, registered / unknown address (${label})`, pair(times.resetKnown, times.resetUnknown)),
    infoRow('auth', `sign-up median, registered / new address (${label})`, pair(times.signUpKnown, times.signUpNew)),
  ];
}

async function benchServer(server: RunningServer, label: string, judgeThroughput: boolean): Promise<ResultRow[]> {
  const rows: ResultRow[] = [];
  const { latencies, failures } = await measureSignIns(server);
  rows.push(
    budgetRow('auth', `sign-in p95 at ${SIGN_INS_PER_SECOND}/s (${label})`, percentile(latencies, 95), ms, {
      max: SIGN_IN_P95_BUDGET_MS,
    }),
    infoRow('auth', `sign-in p50 / p99 (${label})`, `${ms(percentile(latencies, 50))} / ${ms(percentile(latencies, 99))}`),
  );
  if (failures > 0)
    rows.push({ benchmark: 'auth', metric: `sign-in failures (${label})`, value: String(failures), budget: '0', status: 'FAIL' });

  const sessions = await measureGetSession(server);
  const throughput = sessions.requests.average;
  rows.push(
    judgeThroughput
      ? budgetRow('auth', `get-session at ${SESSION_CONNECTIONS} connections (${label})`, throughput, rps, {
          min: SESSION_RPS_BUDGET,
        })
      : infoRow('auth', `get-session at ${SESSION_CONNECTIONS} connections (${label})`, rps(throughput)),
    infoRow('auth', `get-session p99 (${label})`, ms(sessions.latency.p99)),
  );
  const errors = sessions.errors + sessions.timeouts + sessions.non2xx;
  if (errors > 0)
    rows.push({ benchmark: 'auth', metric: `get-session errors (${label})`, value: String(errors), budget: '0', status: 'FAIL' });
  rows.push(...(await measureAddressDiscovery(server, label)));
  return rows;
}

export async function runAuth(ctx: BenchContext): Promise<ResultRow[]> {
  const { algorithm, memoryCost, timeCost, parallelism } = PASSWORD_HASH_PARAMETERS;
  const rows: ResultRow[] = [
    infoRow('auth', 'password hash', `${algorithm} m=${memoryCost / 1024} MiB, t=${timeCost}, p=${parallelism}`),
  ];
  const hasPostgres = await postgresReachable();
  // TRUST_PROXY: each sign-in names its own client address, as behind a proxy.
  const env = { TRUST_PROXY: 'true' };

  const pgliteServer = await ctx.startServer({ dataDir: await ctx.copySeededDataDir('auth-data'), extraEnv: env });
  try {
    rows.push(...(await benchServer(pgliteServer, 'embedded', !hasPostgres)));
  } finally {
    await ctx.stopServer(pgliteServer);
  }

  if (!hasPostgres) {
    rows.push(infoRow('auth', 'PostgreSQL', 'not reachable on 127.0.0.1:5432: skipped'));
    return rows;
  }
  const name = `sdc_bench_auth_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  try {
    const server = await ctx.startServer({
      dataDir: `${ctx.workDir}/auth-pg-data`,
      extraEnv: { ...env, DATABASE_URL: url.toString() },
    });
    try {
      rows.push(...(await benchServer(server, 'PostgreSQL', true)));
    } finally {
      await ctx.stopServer(server);
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  return rows;
}
