// The live room's fan-out (ADR 0029), on PostgreSQL: the chair's timer changes
// reach 1,000 screens following one room. Three kinds of process, as users meet
// them: the server (the bundle `npm start` runs), the audience (the 1,000
// WebSocket clients of bench/fanout-clients.ts, a process of their own) and this
// driver, which sends the chair's changes over HTTP. Send → receipt is taken on
// the machine's one clock (performance.timeOrigin + performance.now() in both
// processes), from before the chair's request to the moment each client's handler
// runs: the request, its transaction, the NOTIFY, the fan-out and the audience's
// own reading. Budget: p99 ≤ 50 ms over 200 changes, and every client sees every
// version in order. Server CPU per change (utime + stime from /proc ÷ changes)
// and the load average are printed beside it, since this machine is shared. For
// reference, the same server runs the same changes in a second room that one
// client follows: what the chair's request and the NOTIFY take without the fan-out.
// The same rounds run against the code of BENCH_FANOUT_BASELINE_REV (default the
// commit before ADR 0029; "none" skips it), built from git, on a database of its
// own, with an audience of its own; the rooms take turns round by round.
// Skipped, with a row that says so, when no PostgreSQL answers on 127.0.0.1:5432.
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { REPO_ROOT, removeDir, type RunningServer, startServer } from '../e2e/support/server.ts';
import {
  type BenchContext,
  budgetRow,
  infoRow,
  median,
  postgresReachable,
  type ResultRow,
  withBenchDatabase,
} from './bench-context.ts';
import type { FanoutClientsMessage, FanoutClientsReport, FanoutDriverMessage } from './fanout-clients.ts';

/** The newest commit before the fan-out wrote frames made once (ADR 0029); it differs from that change in src/server/realtime only. */
const BASELINE_REV = process.env.BENCH_FANOUT_BASELINE_REV ?? 'fdcf99c';
const CLIENTS = 1000;
/**
 * Processes the 1,000 clients are shared out over. A thousand screens are a
 * thousand devices; in one process each client's clock would also wait on every
 * other client's reading (mostly the kernel's: a read and an ACK per socket).
 * Two processes, one per core, read side by side.
 */
const AUDIENCE_PROCESSES = 2;
const WARM_UP_CHANGES = 20;
const ROUNDS = 4;
const CHANGES_PER_ROUND = 50;
const CHANGES = ROUNDS * CHANGES_PER_ROUND;
/**
 * The next change this long after the last one was answered: 20 ms, as the issue
 * measured it, is far faster than any chair (BENCH_FANOUT_PAUSE_MS to change it).
 */
const PAUSE_BETWEEN_CHANGES_MS = Number(process.env.BENCH_FANOUT_PAUSE_MS ?? 20);
const P99_BUDGET_MS = 50;

const msText = (n: number) => `${n.toFixed(1)} ms`;
const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const clock = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Cpu {
  userMs: number;
  systemMs: number;
}

/** A process's CPU time so far, from /proc (clock ticks of 10 ms); loopback's kernel work lands in system. */
function cpuOf(pid: number): Cpu {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at index 2 (state).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { userMs: Number(fields[11]) * 10, systemMs: Number(fields[12]) * 10 };
}
const cpuSince = (pid: number, before: Cpu): Cpu => {
  const now = cpuOf(pid);
  return { userMs: now.userMs - before.userMs, systemMs: now.systemMs - before.systemMs };
};

/** One room under test: its server, its chair and its audience. */
interface Subject {
  label: string;
  /** Whether the budgets apply (this tree's 1,000-client room), or the rows are for reference. */
  isBudgeted: boolean;
  clients: number;
  server: RunningServer;
  debateId: string;
  cookie: string;
  audience: Audience;
  version: number;
  /** sentAt[v - 1]: the clock before the request that made version v. */
  sentAt: number[];
  /** Versions measured (not warm-up), by round, with the CPU time the server and the audience took. */
  rounds: { first: number; last: number; server: Cpu; audience: Cpu }[];
}

/** The baseline's server bundle, built from its own sources and script (as bench/operations.ts does). */
function buildBaselineBundle(workDir: string): { entry: string; cleanUp: () => void } | null {
  const tree = path.join(workDir, 'fanout-baseline-tree');
  mkdirSync(tree, { recursive: true });
  const archive = spawnSync('git', ['archive', '--format=tar', BASELINE_REV], { cwd: REPO_ROOT, maxBuffer: 1 << 30 });
  if (archive.status !== 0) return null;
  execFileSync('tar', ['-x', '-C', tree], { input: archive.stdout });
  symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(tree, 'node_modules'));
  const dir = path.join(REPO_ROOT, 'node_modules', '.cache', 'sdc', `server-fanout-baseline-${process.pid}`);
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  execFileSync(process.execPath, [path.join(tree, 'scripts/server-bundle.mjs'), dir], { cwd: tree, env, stdio: 'pipe' });
  return { entry: path.join(dir, 'main.js'), cleanUp: () => removeDir(dir) };
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

/** A live room whose organiser holds the first position (the room runs the speeches of the positions held). */
async function openRoom(baseUrl: string): Promise<{ debateId: string; cookie: string }> {
  const cookie = await signIn(baseUrl, 'maya.okafor@sdc.local');
  const { id } = (await api(baseUrl, cookie, '/api/debates', {
    title: 'Fan-out benchmark',
    description: '<p>One room, a thousand screens.</p>',
    topic: 'This house would measure everything',
    format: 'lincoln-douglas',
    debateType: 'competitive',
    startsAt: new Date(Date.now() + 5 * 60_000).toISOString(),
    timeZone: 'UTC',
    venueType: 'virtual',
    location: 'Online',
    maxParticipants: 2,
  })) as { id: string };
  await api(baseUrl, cookie, `/api/debates/${id}/join`, { role: 'aff' });
  await api(baseUrl, cookie, `/api/debates/${id}/start`);
  return { debateId: id, cookie };
}

/** One audience process: its clients' sockets following the room. */
interface AudienceProcess {
  pid: number;
  report(expectedVersions: number): Promise<FanoutClientsReport>;
  close(): void;
}

async function startAudienceProcess(
  baseUrl: string,
  channel: string,
  clients: number,
  addressBlock: number,
): Promise<AudienceProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'bench/fanout-clients.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      FANOUT_BASE_URL: baseUrl,
      FANOUT_CHANNEL: channel,
      FANOUT_CLIENTS: String(clients),
      FANOUT_ADDRESS_BLOCK: String(addressBlock),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = (type: FanoutClientsMessage['type'], timeoutMs: number) =>
    new Promise<FanoutClientsMessage>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the audience sent no ${type} in ${timeoutMs / 1000} s`)), timeoutMs);
      const onExit = (code: number | null) => reject(new Error(`the audience exited with ${code}`));
      child.once('exit', onExit);
      child.once('message', (message: FanoutClientsMessage) => {
        clearTimeout(timer);
        child.off('exit', onExit);
        resolve(message);
      });
    });
  const send = (message: FanoutDriverMessage) => child.send(message);
  try {
    await next('ready', 60_000);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    pid: child.pid as number,
    async report(expectedVersions) {
      const answer = next('report', 30_000);
      send({ type: 'report', expectedVersions });
      return (await answer) as FanoutClientsReport;
    },
    close() {
      if (child.connected) send({ type: 'close' });
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    },
  };
}

/** The audience of one room: its clients shared out over AUDIENCE_PROCESSES processes. */
interface Audience {
  pids: number[];
  report(expectedVersions: number): Promise<Omit<FanoutClientsReport, 'type'>>;
  close(): void;
}

async function startAudience(baseUrl: string, channel: string, clients: number, firstAddressBlock: number): Promise<Audience> {
  const count = Math.min(clients, AUDIENCE_PROCESSES);
  const settled = await Promise.allSettled(
    Array.from({ length: count }, (_, i) =>
      startAudienceProcess(baseUrl, channel, Math.floor(clients / count) + (i < clients % count ? 1 : 0), firstAddressBlock + i),
    ),
  );
  const processes = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) {
    for (const audience of processes) audience.close();
    throw failed.reason;
  }
  return {
    pids: processes.map((audience) => audience.pid),
    async report(expectedVersions) {
      const reports = await Promise.all(processes.map((audience) => audience.report(expectedVersions)));
      return {
        receipts: Array.from({ length: expectedVersions }, (_, v) => reports.flatMap((report) => report.receipts[v] ?? [])),
        inOrder: reports.reduce((sum, report) => sum + report.inOrder, 0),
        otherMessages: reports.reduce((sum, report) => sum + report.otherMessages, 0),
      };
    },
    close() {
      for (const audience of processes) audience.close();
    },
  };
}

/** One chair's change: the clock before the request, then the request, then the chair's pause. */
async function change(subject: Subject) {
  const command = subject.version === 0 ? { type: 'start-speech' } : { type: subject.version % 2 ? 'pause' : 'resume' };
  subject.sentAt[subject.version] = clock();
  const answer = (await api(subject.server.baseUrl, subject.cookie, `/api/debates/${subject.debateId}/timer`, {
    expectedVersion: subject.version,
    command,
  })) as { timer: { version: number } };
  subject.version = answer.timer.version;
  await sleep(PAUSE_BETWEEN_CHANGES_MS);
}

async function runRound(subject: Subject) {
  const serverPid = subject.server.process.pid as number;
  const first = subject.version + 1;
  const serverBefore = cpuOf(serverPid);
  const audienceBefore = subject.audience.pids.map(cpuOf);
  for (let i = 0; i < CHANGES_PER_ROUND; i++) await change(subject);
  // The last deliveries land before the CPU is read (and before the other server's round).
  await sleep(200);
  subject.rounds.push({
    first,
    last: subject.version,
    server: cpuSince(serverPid, serverBefore),
    audience: subject.audience.pids
      .map((pid, i) => cpuSince(pid, audienceBefore[i] as Cpu))
      .reduce((sum, cpu) => ({ userMs: sum.userMs + cpu.userMs, systemMs: sum.systemMs + cpu.systemMs })),
  });
}

async function prepare(
  server: RunningServer,
  room: Pick<Subject, 'label' | 'isBudgeted' | 'clients'>,
  addressBlock: number,
): Promise<Subject> {
  const { debateId, cookie } = await openRoom(server.baseUrl);
  const audience = await startAudience(server.baseUrl, `debate:${debateId}`, room.clients, addressBlock);
  return { ...room, server, debateId, cookie, audience, version: 0, sentAt: [], rounds: [] };
}

interface Outcome {
  latencies: number[];
  inOrder: number;
  /** Medians over the rounds, per change. */
  serverMs: number;
  server: Cpu;
  audienceMs: number;
  roundP99s: number[];
}

async function collect(subject: Subject): Promise<Outcome> {
  const report = await subject.audience.report(subject.version);
  const latenciesOf = (first: number, last: number) => {
    const out: number[] = [];
    for (let v = first; v <= last; v++) {
      const sent = subject.sentAt[v - 1] as number;
      for (const at of report.receipts[v - 1] ?? []) out.push(at - sent);
    }
    return out.sort((a, b) => a - b);
  };
  const roundLatencies = subject.rounds.map((r) => latenciesOf(r.first, r.last));
  const perChange = (pick: (round: Subject['rounds'][number]) => number) =>
    median(subject.rounds.map((r) => pick(r) / (r.last - r.first + 1)));
  return {
    latencies: roundLatencies.flat().sort((a, b) => a - b),
    inOrder: report.inOrder,
    serverMs: perChange((r) => r.server.userMs + r.server.systemMs),
    server: { userMs: perChange((r) => r.server.userMs), systemMs: perChange((r) => r.server.systemMs) },
    audienceMs: perChange((r) => r.audience.userMs + r.audience.systemMs),
    roundP99s: roundLatencies.map((l) => percentile(l, 99)),
  };
}

function rowsOf({ label, isBudgeted, clients }: Subject, outcome: Outcome): ResultRow[] {
  const { latencies, inOrder } = outcome;
  const expected = clients * CHANGES;
  const rows: ResultRow[] = [
    infoRow(
      'fanout',
      `${label}: deliveries (${clients} clients × ${CHANGES} changes)`,
      `${latencies.length.toLocaleString('en')} / ${expected.toLocaleString('en')}`,
    ),
    infoRow(
      'fanout',
      `${label}: change → client p50 / p95 / max`,
      `${msText(percentile(latencies, 50))} / ${msText(percentile(latencies, 95))} / ${msText(latencies.at(-1) ?? 0)}`,
    ),
    infoRow('fanout', `${label}: p99 of each round`, outcome.roundP99s.map((p) => p.toFixed(1)).join(', ')),
    infoRow(
      'fanout',
      `${label}: server CPU per change (median of rounds)`,
      `${outcome.serverMs.toFixed(1)} ms (user ${outcome.server.userMs.toFixed(1)}, system ${outcome.server.systemMs.toFixed(1)})`,
    ),
    infoRow('fanout', `${label}: audience CPU per change`, `${outcome.audienceMs.toFixed(1)} ms`),
  ];
  if (!isBudgeted) {
    rows.push(infoRow('fanout', `${label}: change → clients p99`, msText(percentile(latencies, 99))));
    rows.push(infoRow('fanout', `${label}: clients with every version in order`, `${inOrder} / ${clients}`));
    return rows;
  }
  rows.push(
    budgetRow('fanout', `${label}: change → ${clients} clients p99`, percentile(latencies, 99), msText, {
      max: P99_BUDGET_MS,
    }),
    budgetRow('fanout', `${label}: clients with every version in order`, inOrder, (n) => `${n} / ${clients}`, {
      min: clients,
    }),
  );
  if (latencies.length !== expected) {
    rows.push({
      benchmark: 'fanout',
      metric: `${label}: deliveries missing`,
      value: String(expected - latencies.length),
      budget: '0',
      status: 'FAIL',
    });
  }
  return rows;
}

async function measure(subjects: Subject[]): Promise<ResultRow[]> {
  for (const subject of subjects) for (let i = 0; i < WARM_UP_CHANGES; i++) await change(subject);
  const loads: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    // Turns alternate (ours first, then ours last, …): the machine's speed drifts.
    const order = round % 2 === 0 ? subjects : [...subjects].reverse();
    for (const subject of order) await runRound(subject);
    loads.push(loadavg()[0] ?? 0);
  }
  const rows: ResultRow[] = [];
  for (const subject of subjects) rows.push(...rowsOf(subject, await collect(subject)));
  rows.push(infoRow('fanout', 'load average (1 min) after each round', loads.map((l) => l.toFixed(1)).join(', ')));
  return rows;
}

export async function runFanout(ctx: BenchContext): Promise<ResultRow[]> {
  if (!(await postgresReachable())) return [infoRow('fanout', 'PostgreSQL', 'not reachable on 127.0.0.1:5432: skipped')];
  const baselineBundle = BASELINE_REV === 'none' ? null : buildBaselineBundle(ctx.workDir);
  const notes: ResultRow[] = [];
  if (BASELINE_REV !== 'none' && !baselineBundle) {
    notes.push(infoRow('fanout', 'baseline', `${BASELINE_REV} is not in this clone: skipped`));
  }
  // Each server on its own database: a NOTIFY of one room reaches only its own server.
  const databases = async <T>(use: (ourUrl: string, baseUrl?: string) => Promise<T>) =>
    withBenchDatabase('sdc_bench_fanout', (ourUrl) =>
      baselineBundle ? withBenchDatabase('sdc_bench_fanout_base', (baseUrl) => use(ourUrl, baseUrl)) : use(ourUrl),
    );
  try {
    return await databases(async (ourUrl, baseUrl) => {
      const start = (entry: string, name: string, url: string) =>
        startServer({
          entry,
          webDistDir: ctx.getBuild().dir,
          dataDir: `${ctx.workDir}/fanout-${name}`,
          // TRUST_PROXY: the clients name addresses of their own (REALTIME_CONNECTIONS_PER_CLIENT per address).
          // No mail worker: joining the room queues a mail, which is not what is measured.
          extraEnv: {
            DATABASE_URL: url,
            TRUST_PROXY: 'true',
            EMAIL_WORKER: 'false',
          },
          logFile: path.join(ctx.workDir, `server-fanout-${name}.log`),
          logLevel: 'warn',
          readyTimeoutMs: 90_000,
        });
      // A first start migrates and seeds the demo content, then stops: the measured
      // servers start alike on a prepared database, without the seeding's heap.
      const seed = async (entry: string, name: string, url: string) => (await start(entry, `${name}-seed`, url)).stop();
      await Promise.all([
        seed(ctx.getServerEntry(), 'ours', ourUrl),
        ...(baselineBundle && baseUrl ? [seed(baselineBundle.entry, 'baseline', baseUrl)] : []),
      ]);
      const servers: RunningServer[] = [];
      const subjects: Subject[] = [];
      try {
        const ours = await start(ctx.getServerEntry(), 'ours', ourUrl);
        servers.push(ours);
        const baseline = baselineBundle && baseUrl ? await start(baselineBundle.entry, 'baseline', baseUrl) : undefined;
        if (baseline) servers.push(baseline);
        // Address blocks (10.<block>.x.y) apart for every audience process.
        subjects.push(await prepare(ours, { label: 'this tree', isBudgeted: true, clients: CLIENTS }, 0));
        if (baseline) {
          const label = `baseline ${BASELINE_REV}`;
          subjects.push(await prepare(baseline, { label, isBudgeted: false, clients: CLIENTS }, AUDIENCE_PROCESSES));
        }
        const reference = { label: 'this tree, a room one client follows', isBudgeted: false, clients: 1 };
        subjects.push(await prepare(ours, reference, 2 * AUDIENCE_PROCESSES));
        return [...notes, ...(await measure(subjects))];
      } finally {
        for (const subject of subjects) subject.audience.close();
        await Promise.all(servers.map((server) => server.stop()));
      }
    });
  } finally {
    baselineBundle?.cleanUp();
  }
}
