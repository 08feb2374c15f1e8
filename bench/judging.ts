// Judging on PostgreSQL:
// - A round's judging path: the chair's ballot (validated against the format)
//   and the result's confirmation (calibration, ratings for every debater over
//   all formats and the debate's own, the score mails), each p95 ≤ 100 ms.
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

const RATED_USERS = 10_000;
const ROUNDS = 40;
const RATIO_BUDGET = 0.8;
const P95_BUDGET_MS = 100;
const PASSWORD = 'DemoPass123';

const msText = (n: number) => `${n.toFixed(1)} ms`;
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

async function benchRounds(server: RunningServer, client: pg.Client): Promise<ResultRow[]> {
  const base = server.baseUrl;
  const [organiser, judge, prop, opp] = await Promise.all(
    ['maya.okafor@sdc.local', 'jon.reyes@sdc.local', 'ana.lindqvist@sdc.local', 'priya.shah@sdc.local'].map((email) =>
      signIn(base, email),
    ),
  );
  await client.query(`insert into judges (user_id, experience, formats, paradigm)
    select id, 'Bench judge', '{oxford}', 'Decides on the arguments made in the round.' from users where email = 'jon.reyes@sdc.local'
    on conflict do nothing`);
  const ballotMs: number[] = [];
  const confirmMs: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    // The per-member hourly limits are for people, not for a benchmark's loop.
    await client.query('delete from rate_limits');
    const { json } = await api(base, organiser as string, '/api/debates', {
      title: `Judging bench ${i}`,
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
    await api(base, prop as string, `/api/debates/${id}/join`, { role: 'prop-1' });
    await api(base, opp as string, `/api/debates/${id}/join`, { role: 'opp-1' });
    await api(base, judge as string, `/api/judging/debates/${id}/judges`, { position: 'chair' });
    await api(base, judge as string, `/api/debates/${id}/start`);
    const winner = i % 2 ? 'opposition' : 'proposition';
    ballotMs.push(
      (
        await api(base, judge as string, `/api/judging/debates/${id}/ballot`, {
          kind: 'sides',
          winner,
          speakerScores: winner === 'proposition' ? { 'prop-1': 76, 'opp-1': 72 } : { 'prop-1': 71, 'opp-1': 75 },
          reason: 'The winning side weighed its impacts and answered the central clash of the round directly.',
          feedback: { 'prop-1': 'Signpost.', 'opp-1': 'Weigh.' },
        })
      ).ms,
    );
    confirmMs.push((await api(base, judge as string, `/api/judging/debates/${id}/result/confirm`)).ms);
  }
  const ballots = ballotMs.sort((a, b) => a - b);
  const confirms = confirmMs.sort((a, b) => a - b);
  return [
    infoRow(
      'judging',
      `ballot p50 / confirm p50 (${ROUNDS} rounds)`,
      `${msText(percentile(ballots, 50))} / ${msText(percentile(confirms, 50))}`,
    ),
    budgetRow('judging', 'ballot submission with validation p95', percentile(ballots, 95), msText, { max: P95_BUDGET_MS }),
    budgetRow('judging', 'result confirmation + rating update p95', percentile(confirms, 95), msText, { max: P95_BUDGET_MS }),
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
