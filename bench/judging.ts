// Judging on PostgreSQL:
// - A round's judging path at 4 concurrent: the chair's ballot (validated
//   against the format) and the result's confirmation (calibration, ratings for
//   every debater over all formats and the debate's own, the score mails), each
//   p95 ≤ 100 ms; 10 consecutive runs, whose confirmation throughput and CPU per
//   request must stay flat while the rating history grows.
// - GET /api/leaderboards over 10,000 rated debaters, autocannon 32
//   connections, against a bare Hono + node-postgres handler running the same
//   captured SQL in the same run: ≥ 0.8× its req/s.
// Skipped, with a row that says so, when no PostgreSQL answers on 127.0.0.1:5432.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../src/server/db/schema/index.ts';
import type { Database } from '../src/server/db/client.ts';
import { getLeaderboard } from '../src/server/modules/judging/leaderboards.service.ts';
import { LeaderboardQuerySchema } from '../src/shared/judging/contract.ts';
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
import { compareWithBareHandler } from './list-comparison.ts';
import { startBareListServer } from './bare-list-server-process.ts';
import { sampleProcess } from './soak.ts';

const RATED_USERS = 10_000;
// 10 consecutive runs of 10 rounds, 4 debates judged at once in each round: 400 rated debates in all.
const RUNS = 10;
const ROUNDS_PER_RUN = 10;
const CONCURRENT = 4;
/** "Flat across runs": the last runs keep at least this share of the first runs' throughput. */
const RUN_DRIFT_BUDGET = 0.85;
const RATIO_BUDGET = 0.8;
const P95_BUDGET_MS = 100;
const PASSWORD = 'DemoPass123';

const msText = (n: number) => `${n.toFixed(1)} ms`;
const ratioText = (n: number) => `${n.toFixed(2)}×`;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function seedRatings(client: pg.Client) {
  await client.query(`
    insert into users (id, name, email, email_verified)
    select 'rated-' || i, 'Rated Debater ' || i, 'rated' || i || '@example.org', true from generate_series(1, ${RATED_USERS}) i;
    insert into profiles (id, email, username, full_name)
    select 'rated-' || i, 'rated' || i || '@example.org', 'rated_' || i, 'Rated Debater ' || i from generate_series(1, ${RATED_USERS}) i;
    insert into ratings (user_id, format, mu, sigma, ordinal, rated_debates, wins)
    select 'rated-' || i, f, 15 + (i % 997) / 50.0, 2 + (i % 89) / 20.0, 15 + (i % 997) / 50.0 - 3 * (2 + (i % 89) / 20.0), 1 + i % 30, i % 15
    from generate_series(1, ${RATED_USERS}) i cross join (values ('all'), ('oxford')) formats(f);`);
  await settleAfterSeeding(client);
}

/** The SQL GET /api/leaderboards runs for its default query, captured from the app's own queries. */
async function captureLeaderboardSql(url: string) {
  const captured: { sql: string; params: unknown[] }[] = [];
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (sql, params) => captured.push({ sql, params }) },
  }) as unknown as Database;
  await getLeaderboard(db, LeaderboardQuerySchema.parse({}));
  await pool.end();
  if (captured.length !== 2) throw new Error(`expected the page and total queries, got ${captured.length}`);
  return captured;
}

async function signIn(baseUrl: string, email: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in ${email}: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function api(
  baseUrl: string,
  cookie: string,
  path: string,
  body?: unknown,
): Promise<{ ms: number; json: Record<string, unknown> }> {
  const started = performance.now();
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { cookie, origin: baseUrl, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return { ms, json };
}

/** One debate made ready for its ballot: created, both seats taken, a chair, started. */
async function readyDebate(base: string, people: Record<'organiser' | 'judge' | 'prop' | 'opp', string>, name: string) {
  const { json } = await api(base, people.organiser, '/api/debates', {
    title: `Judging bench ${name}`,
    description: '<p>A round for the judging benchmark.</p>',
    topic: 'This house would time every ballot',
    format: 'oxford',
    debateType: 'competitive',
    startsAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    venueType: 'virtual',
    location: 'Online',
    maxParticipants: 2,
  });
  const id = json.id as string;
  await api(base, people.prop, `/api/debates/${id}/join`, { role: 'prop-1' });
  await api(base, people.opp, `/api/debates/${id}/join`, { role: 'opp-1' });
  await api(base, people.judge, `/api/judging/debates/${id}/judges`, { position: 'chair' });
  await api(base, people.judge, `/api/debates/${id}/start`);
  return id;
}

const ballotFor = (round: number) => {
  const winner = round % 2 ? 'opposition' : 'proposition';
  return {
    kind: 'sides',
    winner,
    speakerScores: winner === 'proposition' ? { 'prop-1': 76, 'opp-1': 72 } : { 'prop-1': 71, 'opp-1': 75 },
    reason: 'The winning side weighed its impacts and answered the central clash of the round directly.',
    feedback: { 'prop-1': 'Signpost.', 'opp-1': 'Weigh.' },
  };
};

interface JudgingRun {
  ballotMs: number[];
  confirmMs: number[];
  /** Requests per second of wall time spent in each step, all lanes together. */
  ballotRate: number;
  confirmRate: number;
  /** Server CPU per request of each step (utime + stime from /proc ÷ requests). */
  ballotCpuMs: number;
  confirmCpuMs: number;
}

/**
 * One run: ROUNDS_PER_RUN rounds, each with CONCURRENT debates made ready, then
 * their CONCURRENT ballots sent at once and timed, then their CONCURRENT
 * confirmations sent at once and timed. Every confirmation rates both debaters
 * over all formats and Oxford, so each run rates on a longer history than the last.
 */
async function judgingRun(server: RunningServer, client: pg.Client, people: Parameters<typeof readyDebate>[1], run: number) {
  const base = server.baseUrl;
  const pid = server.process.pid as number;
  const result: JudgingRun = { ballotMs: [], confirmMs: [], ballotRate: 0, confirmRate: 0, ballotCpuMs: 0, confirmCpuMs: 0 };
  let ballotWallMs = 0;
  let confirmWallMs = 0;
  for (let round = 0; round < ROUNDS_PER_RUN; round++) {
    // The per-member hourly limits are for people, not for a benchmark's loop.
    await client.query('delete from rate_limits');
    const ids = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, lane) => readyDebate(base, people, `${run}.${round}.${lane}`)),
    );
    const timed = async (step: 'ballot' | 'confirm') => {
      const cpuBefore = sampleProcess(pid).cpuMs;
      const started = performance.now();
      const times = await Promise.all(
        ids.map(async (id) =>
          step === 'ballot'
            ? (await api(base, people.judge, `/api/judging/debates/${id}/ballot`, ballotFor(round))).ms
            : (await api(base, people.judge, `/api/judging/debates/${id}/result/confirm`)).ms,
        ),
      );
      return { times, wallMs: performance.now() - started, cpuMs: sampleProcess(pid).cpuMs - cpuBefore };
    };
    const ballots = await timed('ballot');
    result.ballotMs.push(...ballots.times);
    ballotWallMs += ballots.wallMs;
    result.ballotCpuMs += ballots.cpuMs;
    const confirms = await timed('confirm');
    result.confirmMs.push(...confirms.times);
    confirmWallMs += confirms.wallMs;
    result.confirmCpuMs += confirms.cpuMs;
  }
  const requests = ROUNDS_PER_RUN * CONCURRENT;
  result.ballotRate = (requests * 1000) / ballotWallMs;
  result.confirmRate = (requests * 1000) / confirmWallMs;
  result.ballotCpuMs /= requests;
  result.confirmCpuMs /= requests;
  return result;
}

async function benchRounds(server: RunningServer, client: pg.Client): Promise<ResultRow[]> {
  const base = server.baseUrl;
  const [organiser, judge, prop, opp] = (await Promise.all(
    ['maya.okafor@sdc.local', 'jon.reyes@sdc.local', 'ana.lindqvist@sdc.local', 'priya.shah@sdc.local'].map((email) =>
      signIn(base, email),
    ),
  )) as [string, string, string, string];
  await client.query(`insert into judges (user_id, experience, formats, paradigm)
    select id, 'Bench judge', '{oxford}', 'Decides on the arguments made in the round.' from users where email = 'jon.reyes@sdc.local'
    on conflict do nothing`);
  const people = { organiser, judge, prop, opp };
  const runs: JudgingRun[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await judgingRun(server, client, people, run));

  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const ballots = sorted(runs.flatMap((r) => r.ballotMs));
  const confirms = sorted(runs.flatMap((r) => r.confirmMs));
  const perRun = (pick: (r: JudgingRun) => number, digits: number) => runs.map((r) => pick(r).toFixed(digits)).join(', ');
  // Flat: the last three runs keep at least RUN_DRIFT_BUDGET of the first three's throughput (medians, against noise).
  const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)] ?? 0;
  const drift = (pick: (r: JudgingRun) => number) =>
    median(runs.slice(-3).map(pick)) / Math.max(1e-9, median(runs.slice(0, 3).map(pick)));
  const label = `${RUNS} runs × ${ROUNDS_PER_RUN} rounds × ${CONCURRENT} concurrent`;
  return [
    infoRow(
      'judging',
      `ballot p50 / confirm p50 (${label})`,
      `${msText(percentile(ballots, 50))} / ${msText(percentile(confirms, 50))}`,
    ),
    infoRow(
      'judging',
      'ballot req/s per run',
      perRun((r) => r.ballotRate, 1),
    ),
    infoRow(
      'judging',
      'confirm req/s per run',
      perRun((r) => r.confirmRate, 1),
    ),
    infoRow(
      'judging',
      'ballot server CPU ms/req per run',
      perRun((r) => r.ballotCpuMs, 1),
    ),
    infoRow(
      'judging',
      'confirm server CPU ms/req per run',
      perRun((r) => r.confirmCpuMs, 1),
    ),
    budgetRow('judging', `ballot submission with validation p95 (${CONCURRENT} concurrent)`, percentile(ballots, 95), msText, {
      max: P95_BUDGET_MS,
    }),
    budgetRow('judging', `result confirmation + rating update p95 (${CONCURRENT} concurrent)`, percentile(confirms, 95), msText, {
      max: P95_BUDGET_MS,
    }),
    budgetRow(
      'judging',
      'confirm throughput, last 3 runs ÷ first 3',
      drift((r) => r.confirmRate),
      ratioText,
      {
        min: RUN_DRIFT_BUDGET,
      },
    ),
    budgetRow(
      'judging',
      'confirm CPU per request, last 3 runs ÷ first 3',
      drift((r) => r.confirmCpuMs),
      ratioText,
      {
        max: 1 / RUN_DRIFT_BUDGET,
      },
    ),
  ];
}

async function benchLeaderboard(server: RunningServer, url: string): Promise<ResultRow[]> {
  const bare = await startBareListServer(url, '/api/leaderboards', await captureLeaderboardSql(url));
  try {
    const ourUrl = `${server.baseUrl}/api/leaderboards`;
    const sample = (await (await fetch(ourUrl)).json()) as { items: unknown[]; total: number };
    if (sample.items.length !== 25 || sample.total < RATED_USERS)
      throw new Error('the leaderboard does not hold the seeded ratings');
    return await compareWithBareHandler({
      benchmark: 'judging',
      name: 'leaderboard',
      label: `GET /api/leaderboards over ${RATED_USERS.toLocaleString('en')} rated debaters`,
      ourUrl,
      bareUrl: bare.url,
      ratioBudget: RATIO_BUDGET,
    });
  } finally {
    bare.stop();
  }
}

export async function runJudging(ctx: BenchContext): Promise<ResultRow[]> {
  if (!(await postgresReachable())) return [infoRow('judging', 'PostgreSQL', 'not reachable on 127.0.0.1:5432: skipped')];
  return withBenchDatabase('sdc_bench_judging', async (url) => {
    const server = await ctx.startServer({ dataDir: `${ctx.workDir}/judging-pg-data`, extraEnv: { DATABASE_URL: url } });
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      const rounds = await benchRounds(server, client);
      await seedRatings(client);
      return [...rounds, ...(await benchLeaderboard(server, url))];
    } finally {
      await client.end().catch(() => {});
      await ctx.stopServer(server);
    }
  });
}
