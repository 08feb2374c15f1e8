// Load soak on PostgreSQL: 200 connections for 60 s on a mix of list, detail
// and session requests against the server bundle with demo content, three
// consecutive runs after a warm-up. Budgets: 0 errors and 0 time-outs, p99 ≤
// 250 ms with the load generator on the same 2-core machine, and memory flat
// (± 10%) from the first run to the last: resident memory under load (the
// median of one sample a second) and the live heap after a full collection
// (heap-probe.mjs, preloaded into the server for this benchmark only), which
// tells a leak from a heap V8 merely let grow. Server CPU per request (utime +
// stime of the server process ÷ requests answered) is printed beside req/s and
// p99, since it is the figure a busy machine cannot hide.
// Skipped, with a row that says so, when no PostgreSQL answers.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { availableParallelism, loadavg } from 'node:os';
import autocannon, { type Result } from 'autocannon';
import type { RunningServer } from '../e2e/support/server.ts';
import {
  type BenchContext,
  budgetRow,
  infoRow,
  median,
  postgresReachable,
  type ResultRow,
  withBenchDatabase,
} from './bench-context.ts';

const CONNECTIONS = 200;
const RUN_S = 60;
const RUNS = 3;
const WARM_UP_S = 60;
const P99_BUDGET_MS = 250;
const MEMORY_DRIFT_BUDGET = 0.1;
/** Time for the server to settle (timers, GC) before its memory is read. */
const SETTLE_MS = 3000;
const RSS_SAMPLE_MS = 1000;
const HEAP_PROBE = path.join(import.meta.dirname, 'heap-probe.mjs');
const CLOCK_TICKS_PER_SECOND = 100;

interface ProcessSample {
  cpuMs: number;
  rssBytes: number;
}

/** CPU time (user + system) and resident memory of a process, from /proc. */
export function sampleProcess(pid: number): ProcessSample {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at index 2 (state).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return { cpuMs: ((utime + stime) * 1000) / CLOCK_TICKS_PER_SECOND, rssBytes: rssKb * 1024 };
}

async function signInCookie(server: RunningServer): Promise<string> {
  const res = await fetch(`${server.baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl },
    body: JSON.stringify({ email: 'priya.shah@sdc.local', password: 'DemoPass123' }),
  });
  if (res.status !== 200) throw new Error(`soak: demo sign-in answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function firstId(server: RunningServer, list: string): Promise<string> {
  const body = (await (await fetch(`${server.baseUrl}/api/${list}`)).json()) as { items: { id: string }[] };
  const id = body.items[0]?.id;
  if (!id) throw new Error(`soak: the demo content has no ${list}`);
  return id;
}

/** The request mix each connection cycles through: lists, details, the session and the signed-in user's pages. */
export async function requestMix(server: RunningServer) {
  const cookie = await signInCookie(server);
  const [debate, club, event] = await Promise.all([
    firstId(server, 'debates'),
    firstId(server, 'clubs'),
    firstId(server, 'events'),
  ]);
  const signedIn = { cookie };
  return [
    { method: 'GET' as const, path: '/api/debates?limit=20' },
    { method: 'GET' as const, path: `/api/debates/${debate}` },
    { method: 'GET' as const, path: '/api/auth/get-session', headers: signedIn },
    { method: 'GET' as const, path: '/api/clubs' },
    { method: 'GET' as const, path: `/api/clubs/${club}` },
    { method: 'GET' as const, path: '/api/events' },
    { method: 'GET' as const, path: `/api/events/${event}` },
    { method: 'GET' as const, path: '/api/topics' },
    { method: 'GET' as const, path: '/api/me/debates', headers: signedIn },
    { method: 'GET' as const, path: `/api/debates/${debate}/room` },
    { method: 'GET' as const, path: '/api/leaderboards' },
  ];
}

function load(server: RunningServer, requests: Awaited<ReturnType<typeof requestMix>>, duration: number): Promise<Result> {
  return autocannon({ url: server.baseUrl, connections: CONNECTIONS, duration, timeout: 10, requests });
}

/** Resident memory sampled once a second while `during` runs; the median. */
async function residentMemoryDuring<T>(pid: number, during: Promise<T>): Promise<{ result: T; medianRss: number }> {
  const samples: number[] = [];
  const timer = setInterval(() => samples.push(sampleProcess(pid).rssBytes), RSS_SAMPLE_MS);
  try {
    const result = await during;
    return { result, medianRss: median(samples) };
  } finally {
    clearInterval(timer);
  }
}

/** The server's live heap after a full collection (heap-probe.mjs). */
async function liveHeapAfterGc(pid: number, file: string): Promise<number> {
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 50; i++) {
    await new Promise((r) => setTimeout(r, 100));
    try {
      const figures = JSON.parse(readFileSync(file, 'utf8')) as { heapUsed: number };
      rmSync(file);
      return figures.heapUsed;
    } catch {
      // not written yet
    }
  }
  throw new Error('soak: the server did not report its heap');
}

const drift = (values: number[]) => {
  const first = values[0] as number;
  return Math.max(...values.map((v) => Math.abs(v - first) / first));
};

const ms = (n: number) => `${n.toFixed(0)} ms`;
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;
const machineLoad = () => `${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`;

export async function runSoak(ctx: BenchContext): Promise<ResultRow[]> {
  if (!(await postgresReachable())) return [infoRow('soak', 'PostgreSQL', 'not reachable on 127.0.0.1:5432: skipped')];
  return withBenchDatabase('sdc_bench_soak', async (url) => {
    const heapFile = path.join(ctx.workDir, 'soak-heap.json');
    const server = await ctx.startServer({
      dataDir: `${ctx.workDir}/soak-pg-data`,
      extraEnv: { DATABASE_URL: url, NODE_OPTIONS: `--import ${HEAP_PROBE}`, HEAP_PROBE_FILE: heapFile },
    });
    const pid = server.process.pid as number;
    try {
      const requests = await requestMix(server);
      await load(server, requests, WARM_UP_S);
      await new Promise((r) => setTimeout(r, SETTLE_MS));
      const rows: ResultRow[] = [];
      const rss: number[] = [];
      const liveHeap: number[] = [];
      let failures = 0;
      let worstP99 = 0;
      for (let run = 1; run <= RUNS; run++) {
        const before = sampleProcess(pid);
        const { result, medianRss } = await residentMemoryDuring(pid, load(server, requests, RUN_S));
        const after = sampleProcess(pid);
        await new Promise((r) => setTimeout(r, SETTLE_MS));
        rss.push(medianRss);
        liveHeap.push(await liveHeapAfterGc(pid, heapFile));
        const answered = result.requests.total;
        const cpuPerRequest = (after.cpuMs - before.cpuMs) / Math.max(1, answered);
        failures += result.errors + result.timeouts + result.non2xx;
        worstP99 = Math.max(worstP99, result.latency.p99);
        rows.push(
          infoRow(
            'soak',
            `run ${run}: ${CONNECTIONS} conns × ${RUN_S} s, ${requests.length}-request mix`,
            `${result.requests.average.toFixed(0)} req/s, p50 ${ms(result.latency.p50)}, p99 ${ms(result.latency.p99)}, ` +
              `server CPU ${cpuPerRequest.toFixed(2)} ms/req, RSS median ${mb(medianRss)} (at the end ${mb(after.rssBytes)}), ` +
              `live heap after GC ${mb(liveHeap[run - 1] as number)}, ` +
              `errors ${result.errors}, time-outs ${result.timeouts}, non-2xx ${result.non2xx}, load ${machineLoad()}`,
          ),
        );
      }
      const percent = (n: number) => `${(n * 100).toFixed(0)}%`;
      rows.push(
        budgetRow('soak', 'errors + time-outs + non-2xx over all runs', failures, String, { max: 0 }),
        budgetRow('soak', `worst p99 of the ${RUNS} runs`, worstP99, ms, { max: P99_BUDGET_MS }),
        budgetRow('soak', `resident memory under load, runs 2–${RUNS} vs run 1`, drift(rss), percent, {
          max: MEMORY_DRIFT_BUDGET,
        }),
        budgetRow('soak', `live heap after a full GC, runs 2–${RUNS} vs run 1`, drift(liveHeap), percent, {
          max: MEMORY_DRIFT_BUDGET,
        }),
      );
      return rows;
    } finally {
      await ctx.stopServer(server);
    }
  });
}
