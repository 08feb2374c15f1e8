// What declaring the operations costs a request (ADR 0025): the list endpoints
// of this tree against the same endpoints of the code before the declarations
// (BENCH_BASELINE_REV, built from git into a temporary bundle), both servers on
// one PostgreSQL database with the demo content, in the same run. The two take
// turns round by round (ours first, then baseline first, …) at 32 connections;
// each figure is the median of its rounds. Server CPU per request (utime + stime
// from /proc ÷ requests answered) is the figure a busy machine cannot hide.
// Budget: ≤ 5% more CPU per request than the baseline on every list.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { REPO_ROOT, removeDir, startServer, type RunningServer } from '../e2e/support/server.ts';
import {
  type BenchContext,
  budgetRow,
  infoRow,
  median,
  postgresReachable,
  type ResultRow,
  withBenchDatabase,
} from './bench-context.ts';
import { sampleProcess } from './soak.ts';

/** The last commit whose modules mounted hand-written Hono sub-apps. */
const BASELINE_REV = process.env.BENCH_BASELINE_REV ?? 'ce2bc40';
const LISTS = ['/api/debates', '/api/clubs', '/api/events', '/api/topics'];
const CONNECTIONS = 32;
const WARM_UP_S = 4;
const ROUNDS = 4;
const ROUND_S = 3;
const CPU_BUDGET = 1.05;

interface Round {
  result: Result;
  cpuMsPerRequest: number;
}

/** The baseline's server bundle, built from its own sources and script. */
function buildBaselineBundle(workDir: string): { entry: string; cleanUp: () => void } | null {
  const tree = path.join(workDir, 'baseline-tree');
  mkdirSync(tree, { recursive: true });
  const archive = spawnSync('git', ['archive', '--format=tar', BASELINE_REV], { cwd: REPO_ROOT, maxBuffer: 1 << 30 });
  if (archive.status !== 0) return null;
  execFileSync('tar', ['-x', '-C', tree], { input: archive.stdout });
  symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(tree, 'node_modules'));
  // Beside ours, under node_modules, so the bundle finds the packages and the project root as ours does.
  const dir = path.join(REPO_ROOT, 'node_modules', '.cache', 'sdc', `server-baseline-${process.pid}`);
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  execFileSync(process.execPath, [path.join(tree, 'scripts/server-bundle.mjs'), dir], { cwd: tree, env, stdio: 'pipe' });
  return { entry: path.join(dir, 'main.js'), cleanUp: () => removeDir(dir) };
}

async function measure(server: RunningServer, url: string, seconds: number): Promise<Round> {
  const pid = server.process.pid as number;
  const before = sampleProcess(pid).cpuMs;
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, timeout: 10 });
  const cpuMs = sampleProcess(pid).cpuMs - before;
  return { result, cpuMsPerRequest: cpuMs / Math.max(1, result.requests.total) };
}

async function compare(ours: RunningServer, baseline: RunningServer, list: string): Promise<ResultRow[]> {
  const path = `${list}?limit=20`;
  await measure(baseline, `${baseline.baseUrl}${path}`, WARM_UP_S);
  await measure(ours, `${ours.baseUrl}${path}`, WARM_UP_S);
  const our: Round[] = [];
  const base: Round[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? ([ours, baseline] as const) : ([baseline, ours] as const);
    for (const server of order) {
      (server === ours ? our : base).push(await measure(server, `${server.baseUrl}${path}`, ROUND_S));
    }
  }
  const name = list.replace('/api/', '');
  const summarize = (rounds: Round[]) =>
    `${median(rounds.map((r) => r.result.requests.average)).toFixed(0)} req/s, p99 ${median(
      rounds.map((r) => r.result.latency.p99),
    ).toFixed(1)} ms, ${median(rounds.map((r) => r.cpuMsPerRequest)).toFixed(3)} CPU ms/req`;
  const cpuRatio = median(our.map((r, i) => r.cpuMsPerRequest / (base[i] as Round).cpuMsPerRequest));
  const rpsRatio = median(our.map((r, i) => r.result.requests.average / (base[i] as Round).result.requests.average));
  const errors = our.reduce((sum, r) => sum + r.result.errors + r.result.timeouts + r.result.non2xx, 0);
  const rows = [
    infoRow('operations', `${name}: before the declarations (${BASELINE_REV})`, summarize(base)),
    infoRow('operations', `${name}: this tree`, summarize(our)),
    infoRow('operations', `${name}: req/s against before`, `${rpsRatio.toFixed(2)}×`),
    budgetRow('operations', `${name}: server CPU per request against before`, cpuRatio, (n) => `${n.toFixed(2)}×`, {
      max: CPU_BUDGET,
    }),
  ];
  if (errors > 0)
    rows.push({ benchmark: 'operations', metric: `${name} errors`, value: String(errors), budget: '0', status: 'FAIL' });
  return rows;
}

export async function runOperations(ctx: BenchContext): Promise<ResultRow[]> {
  if (!(await postgresReachable())) return [infoRow('operations', 'PostgreSQL', 'not reachable on 127.0.0.1:5432: skipped')];
  const baselineBundle = buildBaselineBundle(ctx.workDir);
  if (!baselineBundle) return [infoRow('operations', 'baseline', `${BASELINE_REV} is not in this clone: skipped`)];
  try {
    return await withBenchDatabase('sdc_bench_operations', async (url) => {
      // A first start migrates and seeds the demo content, then stops: the two measured
      // servers start alike, on a prepared database (a server that seeded carries that
      // work's heap and compiled code, and measured about a fifth more CPU per request
      // against the same code started afresh). Neither sends mail.
      const env = { DATABASE_URL: url, EMAIL_WORKER: 'false' };
      await ctx.stopServer(await ctx.startServer({ dataDir: `${ctx.workDir}/operations-seed`, extraEnv: env }));
      const start = (entry: string, name: string) =>
        startServer({
          entry,
          webDistDir: ctx.getBuild().dir,
          dataDir: `${ctx.workDir}/operations-${name}`,
          extraEnv: env,
          logFile: path.join(ctx.workDir, `server-${name}.log`),
          logLevel: 'warn',
          readyTimeoutMs: 90_000,
        });
      const baseline = await start(baselineBundle.entry, 'baseline');
      const ours = await start(ctx.getServerEntry(), 'ours');
      try {
        const rows: ResultRow[] = [];
        for (const list of LISTS) rows.push(...(await compare(ours, baseline, list)));
        return rows;
      } finally {
        await Promise.all([baseline.stop(), ours.stop()]);
      }
    });
  } finally {
    baselineBundle.cleanUp();
  }
}
