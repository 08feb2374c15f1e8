// `npm run bench [-- name…]`: runs the benchmarks (bundle, startup, lighthouse,
// http; all by default) against a fresh build of the current tree, prints one
// table with each figure, its budget and PASS/FAIL, and exits non-zero when a
// budget fails. Every benchmark has a time limit; servers bind 127.0.0.1 only and
// all temporary builds, data directories and browsers are removed at the end.
import { availableParallelism, loadavg } from 'node:os';
import { runAdmin } from './admin.ts';
import { runAnalytics } from './analytics.ts';
import { runAuth } from './auth.ts';
import { BenchContext, infoRow, type ResultRow } from './bench-context.ts';
import { runBundle } from './bundle.ts';
import { runCluster } from './cluster.ts';
import { runDebates } from './debates.ts';
import { runCommunity } from './community.ts';
import { runJudging } from './judging.ts';
import { runEmail } from './email.ts';
import { runFanout } from './fanout.ts';
import { runHttp } from './http.ts';
import { runLighthouse } from './lighthouse.ts';
import { runLists } from './lists.ts';
import { runNewsletter } from './newsletter.ts';
import { runOffline } from './offline.ts';
import { runOperations } from './operations.ts';
import { runSearch } from './search.ts';
import { runShareCards } from './share-cards.ts';
import { runSoak } from './soak.ts';
import { runStartup } from './startup.ts';
import { runTournamentDraws } from './tournament-draws.ts';
import { runTournamentTab } from './tournament-tab.ts';
import { runTraining } from './training.ts';

const BENCHMARKS: Record<string, { run: (ctx: BenchContext) => Promise<ResultRow[]>; limitMs: number }> = {
  bundle: { run: runBundle, limitMs: 3 * 60_000 },
  startup: { run: runStartup, limitMs: 5 * 60_000 },
  lighthouse: { run: runLighthouse, limitMs: 20 * 60_000 },
  http: { run: runHttp, limitMs: 3 * 60_000 },
  email: { run: runEmail, limitMs: 5 * 60_000 },
  auth: { run: runAuth, limitMs: 5 * 60_000 },
  debates: { run: runDebates, limitMs: 5 * 60_000 },
  fanout: { run: runFanout, limitMs: 10 * 60_000 },
  judging: { run: runJudging, limitMs: 8 * 60_000 },
  community: { run: runCommunity, limitMs: 5 * 60_000 },
  search: { run: runSearch, limitMs: 5 * 60_000 },
  operations: { run: runOperations, limitMs: 6 * 60_000 },
  lists: { run: runLists, limitMs: 40 * 60_000 },
  soak: { run: runSoak, limitMs: 6 * 60_000 },
  analytics: { run: runAnalytics, limitMs: 6 * 60_000 },
  admin: { run: runAdmin, limitMs: 6 * 60_000 },
  offline: { run: runOffline, limitMs: 6 * 60_000 },
  training: { run: runTraining, limitMs: 5 * 60_000 },
  'share-cards': { run: runShareCards, limitMs: 5 * 60_000 },
  newsletter: { run: runNewsletter, limitMs: 6 * 60_000 },
  cluster: { run: runCluster, limitMs: 6 * 60_000 },
  'tournament-draws': { run: runTournamentDraws, limitMs: 3 * 60_000 },
  'tournament-tab': { run: runTournamentTab, limitMs: 3 * 60_000 },
};

function withTimeLimit<T>(promise: Promise<T>, ms: number, name: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${name} took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

function printTable(rows: ResultRow[]) {
  const headers = ['benchmark', 'metric', 'value', 'budget', 'result'] as const;
  const cells = rows.map((r) => [r.benchmark, r.metric, r.value, r.budget, r.status]);
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] as string).length)));
  const line = (values: readonly string[]) => values.map((v, i) => v.padEnd(widths[i] as number)).join('  ');
  console.log(`\n${line(headers)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const c of cells) console.log(line(c));
}

async function main() {
  const requested = process.argv.slice(2).filter((a) => a !== '--');
  const unknown = requested.filter((name) => !(name in BENCHMARKS));
  if (unknown.length > 0) {
    console.error(`Unknown benchmark(s): ${unknown.join(', ')}. Choose from: ${Object.keys(BENCHMARKS).join(', ')}`);
    process.exit(2);
  }
  const names = requested.length > 0 ? requested : Object.keys(BENCHMARKS);
  const ctx = new BenchContext();
  const cleanUp = () => {
    void ctx.dispose().finally(() => process.exit(130));
  };
  process.once('SIGINT', cleanUp);
  process.once('SIGTERM', cleanUp);

  // Timings depend on what else the machine is doing; the table says how busy it was.
  const machineLoad = () => `${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`;
  const rows: ResultRow[] = [infoRow('machine', 'load average (1 min) at start', machineLoad())];
  try {
    for (const name of names) {
      const benchmark = BENCHMARKS[name as keyof typeof BENCHMARKS];
      if (!benchmark) continue;
      const started = performance.now();
      process.stdout.write(`• ${name}… `);
      try {
        const result = await withTimeLimit(benchmark.run(ctx), benchmark.limitMs, name);
        rows.push(...result);
        console.log(`${((performance.now() - started) / 1000).toFixed(0)} s`);
      } catch (error) {
        console.log('failed');
        console.error(error instanceof Error ? error.message : error);
        // A failed query's own error (drizzle keeps PostgreSQL's message as its cause).
        if (error instanceof Error && error.cause) console.error('cause:', error.cause);
        rows.push({ benchmark: name, metric: 'run', value: 'error', budget: '—', status: 'FAIL' });
      }
    }
  } finally {
    await ctx.dispose();
  }
  rows.push(infoRow('machine', 'load average (1 min) at end', machineLoad()));
  printTable(rows);
  const failed = rows.filter((r) => r.status === 'FAIL');
  console.log(failed.length ? `\n${failed.length} budget(s) failed.` : '\nAll budgets met.');
  process.exitCode = failed.length ? 1 : 0;
}

await main();
