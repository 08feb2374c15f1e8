// Training on PostgreSQL (docs/training.md), for one member with 500 completed
// attempts and 200 confirmed results:
// - completing an attempt with 50 answers (POST /api/training/attempts/:id/complete:
//   the row lock, the checks of every answer, scoring, the update and the
//   analytics event), one request at a time on loopback: median ≤ 20 ms;
// - the dashboard's summary with its recommendations (GET /api/training/summary:
//   per-skill and per-area aggregates, the last attempts, the streak, speaker
//   scores from the results): median ≤ 50 ms.
// The server sets no Server-Timing header, so these are request latencies on
// loopback, which include the server's time and little else.
// Skipped, with a row that says so, when no PostgreSQL answers on 127.0.0.1:5432.
import pg from 'pg';
import { TRAINING_ITEMS } from '../src/shared/training/bank.ts';
import { keyAnswer } from '../src/shared/training/scoring.ts';
import {
  type BenchContext,
  budgetRow,
  infoRow,
  median,
  postgresReachable,
  type ResultRow,
  settleAfterSeeding,
  withBenchDatabase,
} from './bench-context.ts';

const EMAIL = 'priya.shah@sdc.local';
const PASSWORD = 'DemoPass123';
const ATTEMPTS = 500;
const RESULTS = 200;
const ANSWERS = 50;
/** Completions measured (under the 60 an hour a member may make, with the warm-up). */
const COMPLETIONS = 40;
const WARM_UP = 5;
const SUMMARIES = 100;
const COMPLETE_BUDGET_MS = 20;
const SUMMARY_BUDGET_MS = 50;

const msText = (n: number) => `${n.toFixed(1)} ms`;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

async function signIn(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`training: sign-in answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** 500 completed attempts over the last 400 days and 200 confirmed results in which the member spoke; the attempts to complete. */
async function seed(client: pg.Client, itemIds: readonly string[]): Promise<string[]> {
  const [member] = (await client.query<{ id: string }>('select id from users where email = $1', [EMAIL])).rows;
  if (!member) throw new Error(`training: no demo member ${EMAIL}`);
  await client.query(
    `insert into training_attempts (user_id, area, module_id, item_ids, seed, answers, score, max_score, by_skill,
       version, started_at, updated_at, completed_at, duration_ms)
     select $1, (array['argument-builder','rebuttal','research','speech','assessment'])[1 + i % 5],
       (array['argument-parts','rebuttal-quiz','research-quiz','speech-rules','skill-assessment'])[1 + i % 5],
       '{}', 'bench-' || i, '[]', (i * 7) % 41 + (i * 3) % 41, 80,
       jsonb_build_object(
         (array['structure','rebuttal','weighing','research','delivery'])[1 + i % 5], jsonb_build_object('score', (i * 7) % 41, 'max', 40),
         (array['fallacies','format-rules','motion-analysis','cross-examination','points-of-information'])[1 + i % 5],
           jsonb_build_object('score', (i * 3) % 41, 'max', 40)),
       1, now() - make_interval(secs => i * 69120 + 600), now() - make_interval(secs => i * 69120),
       now() - make_interval(secs => i * 69120), 600000
     from generate_series(1, ${ATTEMPTS}) i`,
    [member.id],
  );
  await client.query(
    `insert into debates (id, title, topic, format, starts_at, max_participants, status)
     select ('00000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, 'Judged debate ' || i, 'This house would tax sugar',
       'standard', now() - make_interval(days => i), 4, 'finished'
     from generate_series(1, ${RESULTS}) i`,
  );
  await client.query(
    `insert into debate_participants (debate_id, user_id, role)
     select ('00000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, $1, 'prop-1' from generate_series(1, ${RESULTS}) i`,
    [member.id],
  );
  await client.query(
    `insert into debate_results (debate_id, decision, confirmed_at)
     select ('00000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid,
       jsonb_build_object('kind', 'sides', 'winner', 'opposition', 'votes', '{}'::jsonb, 'replyScores', '{}'::jsonb, 'totals', '{}'::jsonb,
         'speakerScores', jsonb_build_object('prop-1', 62 + i % 10, 'opp-1', 72)),
       now() - make_interval(days => i)
     from generate_series(1, ${RESULTS}) i`,
  );
  const open = await client.query<{ id: string }>(
    `insert into training_attempts (user_id, area, module_id, item_ids, seed, max_score)
     select $1, 'assessment', 'skill-assessment', $2::text[], 'bench-open-' || i, ${ANSWERS * 10}
     from generate_series(1, ${COMPLETIONS + WARM_UP}) i
     returning id`,
    [member.id, itemIds],
  );
  await settleAfterSeeding(client);
  return open.rows.map((r) => r.id);
}

async function timed(url: string, init: RequestInit, status: number): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, init);
  await res.arrayBuffer();
  const ms = performance.now() - started;
  if (res.status !== status) throw new Error(`training: ${init.method ?? 'GET'} ${url} answered ${res.status}`);
  return ms;
}

export async function runTraining(ctx: BenchContext): Promise<ResultRow[]> {
  if (!(await postgresReachable())) return [infoRow('training', 'PostgreSQL', 'not reachable on 127.0.0.1:5432: skipped')];
  return withBenchDatabase('sdc_bench_training', async (url) => {
    const server = await ctx.startServer({
      dataDir: `${ctx.workDir}/training-pg-data`,
      extraEnv: { DATABASE_URL: url, EMAIL_WORKER: 'false' },
    });
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => {});
    await client.connect();
    try {
      const items = TRAINING_ITEMS.slice(0, ANSWERS);
      const open = await seed(
        client,
        items.map((item) => item.id),
      );
      const cookie = await signIn(server.baseUrl);
      const headers = { cookie, origin: server.baseUrl, 'content-type': 'application/json' };
      const body = JSON.stringify({ answers: items.map(keyAnswer), version: 0 });

      const completeMs: number[] = [];
      for (const [index, id] of open.entries()) {
        const ms = await timed(`${server.baseUrl}/api/training/attempts/${id}/complete`, { method: 'POST', headers, body }, 200);
        if (index >= WARM_UP) completeMs.push(ms);
      }

      const summaryUrl = `${server.baseUrl}/api/training/summary`;
      for (let i = 0; i < WARM_UP; i++) await timed(summaryUrl, { headers: { cookie } }, 200);
      const summaryMs: number[] = [];
      for (let i = 0; i < SUMMARIES; i++) summaryMs.push(await timed(summaryUrl, { headers: { cookie } }, 200));

      return [
        infoRow('training', 'seeded', `${ATTEMPTS} attempts, ${RESULTS} results for one member`),
        budgetRow('training', `complete with ${ANSWERS} answers: median (1 at a time)`, median(completeMs), msText, {
          max: COMPLETE_BUDGET_MS,
        }),
        infoRow('training', `complete with ${ANSWERS} answers: p95`, msText(percentile(completeMs, 95))),
        budgetRow('training', 'summary and recommendations: median (1 at a time)', median(summaryMs), msText, {
          max: SUMMARY_BUDGET_MS,
        }),
        infoRow('training', 'summary and recommendations: p95', msText(percentile(summaryMs, 95))),
      ];
    } finally {
      await client.end();
      await ctx.stopServer(server);
    }
  });
}
