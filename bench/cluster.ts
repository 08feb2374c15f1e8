// Scale-out (docs/deploy.md): the debates list through HAProxy in front of one
// process and in front of two, on the same PostgreSQL, measured side by side in
// alternating rounds (the machine is shared: the ratio is what counts); server
// CPU per request summed over the processes. Then a rolling restart of the two
// processes, one at a time, under load: every request must get its answer.
// Two processes can only serve more than one when the machine has cores for
// both, the balancer, PostgreSQL and the load generator: with fewer than
// CLUSTER_CORES_NEEDED the ratio is reported, not judged.
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { type Cluster, findHaproxy, startCluster } from '../scripts/cluster-launcher.ts';
import { findFreePort } from '../e2e/support/server.ts';
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

const TARGET = '/api/debates?limit=20';
const CONNECTIONS = 32;
const ROUND_S = 8;
const WARM_UP_S = 3;
const ROUNDS = 3;
/** Two processes serve at least this many times one process's list throughput (issue budget). */
const SPEED_UP_BUDGET = 1.6;
/** Two app processes, HAProxy, PostgreSQL and autocannon each need a core of their own. */
const CLUSTER_CORES_NEEDED = 5;
/** Failed requests allowed during a rolling restart. */
const ROLLING_RESTART_FAILURES_BUDGET = 0;

interface Round {
  requestsPerSecond: number;
  p99Ms: number;
  cpuMsPerRequest: number;
}

const appPids = (cluster: Cluster) => cluster.processes.map((proc) => proc.child.pid as number);
const cpuOf = (pids: number[]) => pids.reduce((sum, pid) => sum + sampleProcess(pid).cpuMs, 0);

async function measure(cluster: Cluster, durationS: number): Promise<Round> {
  const pids = appPids(cluster);
  const cpuBefore = cpuOf(pids);
  const result = await autocannon({
    url: `${cluster.url}${TARGET}`,
    connections: CONNECTIONS,
    duration: durationS,
    timeout: 10,
    headers: { 'accept-encoding': 'gzip' },
  });
  const cpuMs = cpuOf(pids) - cpuBefore;
  if (result.errors + result.non2xx + result.timeouts > 0) {
    throw new Error(`cluster: ${result.errors} errors, ${result.non2xx} non-2xx, ${result.timeouts} timeouts`);
  }
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    cpuMsPerRequest: cpuMs / Math.max(1, result.requests.total),
  };
}

async function clusterOf(ctx: BenchContext, databaseUrl: string, processes: number, name: string): Promise<Cluster> {
  return startCluster({
    processes,
    entry: ctx.getServerEntry(),
    port: await findFreePort(),
    appPorts: await Promise.all(Array.from({ length: processes }, () => findFreePort())),
    workDir: path.join(ctx.workDir, name),
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(ctx.workDir, `${name}-data`),
      WEB_DIST_DIR: ctx.getBuild().dir,
      AUTH_SECRET: 'bench-cluster-secret-0123456789abcdef0123',
      LOG_LEVEL: 'warn',
    },
  });
}

export async function runCluster(ctx: BenchContext): Promise<ResultRow[]> {
  if (!(await postgresReachable())) return [infoRow('cluster', 'skipped', 'no PostgreSQL reachable')];
  try {
    findHaproxy();
  } catch (error) {
    return [infoRow('cluster', 'skipped', (error as Error).message)];
  }
  return withBenchDatabase('sdc_bench_cluster', async (databaseUrl) => {
    // One after the other: the first migrates and seeds, the second finds it done.
    const one = await clusterOf(ctx, databaseUrl, 1, 'cluster-one');
    let two: Cluster | undefined;
    try {
      two = await clusterOf(ctx, databaseUrl, 2, 'cluster-two');
      await measure(one, WARM_UP_S);
      await measure(two, WARM_UP_S);
      const rounds = { one: [] as Round[], two: [] as Round[] };
      const loads: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        // Alternating, and which goes first alternates too.
        const order = i % 2 === 0 ? (['one', 'two'] as const) : (['two', 'one'] as const);
        for (const which of order) rounds[which].push(await measure(which === 'one' ? one : two, ROUND_S));
        loads.push(loadavg()[0] as number);
      }
      const figure = (list: Round[], key: keyof Round) => median(list.map((round) => round[key]));
      const ratio = figure(rounds.two, 'requestsPerSecond') / figure(rounds.one, 'requestsPerSecond');
      const cores = availableParallelism();
      const summary = (list: Round[]) =>
        `${figure(list, 'requestsPerSecond').toFixed(0)} req/s, p99 ${figure(list, 'p99Ms').toFixed(0)} ms, ${figure(list, 'cpuMsPerRequest').toFixed(2)} ms CPU/request`;
      const rows: ResultRow[] = [
        infoRow('cluster', `list through HAProxy, 1 process (${CONNECTIONS} conns)`, summary(rounds.one)),
        infoRow('cluster', `list through HAProxy, 2 processes (${CONNECTIONS} conns)`, summary(rounds.two)),
        infoRow('cluster', 'machine', `${cores} cores, load average ${loads.map((l) => l.toFixed(1)).join(' / ')}`),
        cores >= CLUSTER_CORES_NEEDED
          ? budgetRow('cluster', '2 processes ÷ 1 process, list req/s', ratio, (n) => `${n.toFixed(2)}×`, {
              min: SPEED_UP_BUDGET,
            })
          : infoRow(
              'cluster',
              '2 processes ÷ 1 process, list req/s',
              `${ratio.toFixed(2)}× (budget ≥ ${SPEED_UP_BUDGET}× judged from ${CLUSTER_CORES_NEEDED} cores; ${cores} here)`,
            ),
      ];

      // A rolling restart of both processes while the list is under load.
      const load = autocannon({
        url: `${two.url}${TARGET}`,
        connections: 8,
        duration: 25,
        timeout: 10,
        headers: { 'accept-encoding': 'gzip' },
      });
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const started = performance.now();
      await two.rollingRestart();
      const restartMs = performance.now() - started;
      const result = await load;
      const failed = result.errors + result.non2xx + result.timeouts;
      rows.push(
        budgetRow('cluster', `rolling restart under load: failed of ${result.requests.total} requests`, failed, String, {
          max: ROLLING_RESTART_FAILURES_BUDGET,
        }),
        infoRow('cluster', 'rolling restart of 2 processes took', `${(restartMs / 1000).toFixed(1)} s`),
      );
      return rows;
    } finally {
      await two?.stop();
      await one.stop();
    }
  });
}
