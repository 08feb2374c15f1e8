// Several SDC processes on one PostgreSQL behind HAProxy (deploy/haproxy.cfg):
// what `npm run cluster` runs, and what the cluster's browser journeys and
// benchmark start. Each process is the server bundle `npm start` runs, on its
// own loopback port, with BASE_URL set to the balancer's address; HAProxy is
// the distribution's, with the committed configuration plus one `server` line
// per process. The first process starts alone (it migrates, seeds the demo
// content and writes the generated secrets into DATA_DIR), then the others.
//
// A rolling restart stops one process at a time with SIGTERM: it drains
// (SHUTDOWN_DRAIN_MS: health answers 503 while it still serves), HAProxy takes
// it out of rotation, it finishes what it has and exits, a new one starts on
// the same port, and the next waits until HAProxy sends it requests again.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, type WriteStream, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const CLUSTER_ROOT = path.resolve(import.meta.dirname, '..');
export const HAPROXY_TEMPLATE = path.join(CLUSTER_ROOT, 'deploy', 'haproxy.cfg');
/** The cookie that pins a request to one process while it is up (deploy/haproxy.cfg). */
export const PIN_COOKIE = 'sdc_server';
/** The response header naming the process that answered. */
export const SERVED_BY_HEADER = 'x-sdc-server';
/** How long a stopping process keeps serving while HAProxy's checks (every 500 ms, two to fail) take it out. */
export const CLUSTER_DRAIN_MS = 2000;
/** As `npm start` runs the server (package.json, ADR 0023). */
const SERVER_V8_FLAGS = ['--max-semi-space-size=64'];
const LOOPBACK = '127.0.0.1';

export interface ClusterOptions {
  /** How many server processes. */
  processes: number;
  /** The server bundle's entry (dist/server/main.js by default). */
  entry: string;
  /** Where HAProxy listens. */
  port: number;
  host?: string;
  /** Each process's port, one per process, on loopback. */
  appPorts: number[];
  /** The processes' environment beyond what the cluster sets; DATABASE_URL is required. */
  env: NodeJS.ProcessEnv;
  /** Where the generated HAProxy configuration and the logs go. */
  workDir: string;
  /** Each process's output: a file per process in workDir (default), or this process's own stdout. */
  output?: 'files' | 'inherit';
  haproxy?: string;
  /** How long one process may take to answer its health check. */
  readyTimeoutMs?: number;
  /** Preloaded modules (--import), e.g. a guard that exits with the parent. */
  preload?: string[];
}

export interface ClusterProcess {
  name: string;
  port: number;
  child: ChildProcess;
  exited: Promise<void>;
}

export interface Cluster {
  /** The balancer's address: what BASE_URL is. */
  url: string;
  processes: ClusterProcess[];
  haproxy: ChildProcess;
  /** Sends a signal to process i (0-based) and waits for it to exit. */
  kill(index: number, signal: NodeJS.Signals): Promise<void>;
  /** Starts process i again on its port and waits until HAProxy routes to it. */
  start(index: number): Promise<void>;
  /** SIGTERM, exit, start again: one process at a time. */
  rollingRestart(onStep?: (name: string) => void): Promise<void>;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The distribution's HAProxy, or an error saying how to get it. */
export function findHaproxy(explicit = process.env.HAPROXY): string {
  const candidates = explicit ? [explicit] : ['haproxy', '/usr/sbin/haproxy'];
  for (const candidate of candidates) {
    if (spawnSync(candidate, ['-v'], { stdio: 'ignore' }).status === 0) return candidate;
  }
  throw new Error('HAProxy was not found: install it (Debian, Ubuntu: apt-get install haproxy) or set HAPROXY to its path.');
}

/** The committed configuration with one server line per process, and the pinning rule of each. */
export function haproxyConfig(template: string, servers: { name: string; port: number }[]): string {
  const lines = servers.flatMap(({ name, port }) => [
    `  use-server ${name} if { req.cook(${PIN_COOKIE}) -m str ${name} }`,
    `  server ${name} ${LOOPBACK}:${port}`,
  ]);
  return `${template.trimEnd()}\n${lines.join('\n')}\n`;
}

async function waitFor(what: string, timeoutMs: number, isDone: () => Promise<boolean>, failed?: () => string | undefined) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const reason = failed?.();
    if (reason) throw new Error(`${what}: ${reason}`);
    if (await isDone().catch(() => false)) return;
    await sleep(50);
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
}

/** Whether HAProxy sends a request pinned to this process to it (it is up in the balancer's eyes). */
async function isRoutedTo(url: string, name: string): Promise<boolean> {
  const res = await fetch(`${url}/api/health`, {
    headers: { cookie: `${PIN_COOKIE}=${name}` },
    signal: AbortSignal.timeout(2000),
  });
  await res.arrayBuffer();
  return res.status === 200 && res.headers.get(SERVED_BY_HEADER) === name;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  if (!options.env.DATABASE_URL) {
    throw new Error('Several processes share one PostgreSQL: set DATABASE_URL (the embedded database serves one process).');
  }
  const haproxyPath = options.haproxy ?? findHaproxy();
  const host = options.host ?? LOOPBACK;
  const url = `http://${host === '0.0.0.0' ? LOOPBACK : host}:${options.port}`;
  const readyTimeoutMs = options.readyTimeoutMs ?? 90_000;
  mkdirSync(options.workDir, { recursive: true });
  if (options.appPorts.length !== options.processes) throw new Error('one port per process');
  const slots = options.appPorts.map((port, i) => ({ name: `app${i + 1}`, port }));
  const logs: WriteStream[] = [];
  const processes: ClusterProcess[] = [];

  const output = (): ['ignore', 'inherit' | 'pipe', 'inherit' | 'pipe'] =>
    options.output === 'inherit' ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'];
  const attachLog = (child: ChildProcess, name: string) => {
    if (options.output === 'inherit') return;
    const log = createWriteStream(path.join(options.workDir, `${name}.log`), { flags: 'a' });
    logs.push(log);
    child.stdout?.pipe(log, { end: false });
    child.stderr?.pipe(log, { end: false });
  };

  const spawnProcess = (index: number): ClusterProcess => {
    const slot = slots[index] as (typeof slots)[number];
    const env: NodeJS.ProcessEnv = {
      NODE_ENV: 'production',
      SHUTDOWN_DRAIN_MS: String(CLUSTER_DRAIN_MS),
      ...options.env,
      HOST: LOOPBACK,
      PORT: String(slot.port),
      BASE_URL: options.env.BASE_URL ?? url,
      // HAProxy sets X-Forwarded-For to the client's address (deploy/haproxy.cfg).
      TRUST_PROXY: 'true',
    };
    delete env.NODE_OPTIONS;
    const child = spawn(
      process.execPath,
      [
        ...SERVER_V8_FLAGS,
        '--enable-source-maps',
        ...(options.preload ?? []).flatMap((file) => ['--import', pathToFileURL(file).href]),
        options.entry,
      ],
      { cwd: CLUSTER_ROOT, env, stdio: output() },
    );
    attachLog(child, slot.name);
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const started = { name: slot.name, port: slot.port, child, exited };
    processes[index] = started;
    return started;
  };

  const seeLog = (name: string) =>
    options.output === 'inherit' ? 'see its output above' : `see ${path.join(options.workDir, `${name}.log`)}`;
  const exitedEarly = (proc: ClusterProcess) => () =>
    proc.child.exitCode !== null || proc.child.signalCode !== null
      ? `${proc.name} exited (${proc.child.exitCode ?? proc.child.signalCode}); ${seeLog(proc.name)}`
      : undefined;

  const healthy = async (proc: ClusterProcess) =>
    waitFor(
      `${proc.name} answering on port ${proc.port}`,
      readyTimeoutMs,
      async () =>
        (await fetch(`http://${LOOPBACK}:${proc.port}/api/health`, { signal: AbortSignal.timeout(2000) })).status === 200,
      exitedEarly(proc),
    );

  let haproxy: ChildProcess | undefined;
  const stop = async () => {
    await Promise.all(
      processes.map(async (proc) => {
        if (proc.child.exitCode !== null || proc.child.signalCode !== null) return;
        proc.child.kill('SIGTERM');
        const timedOut = await Promise.race([proc.exited.then(() => false), sleep(15_000).then(() => true)]);
        if (timedOut) proc.child.kill('SIGKILL');
      }),
    );
    if (haproxy && haproxy.exitCode === null) {
      const gone = new Promise((resolve) => haproxy?.once('exit', resolve));
      haproxy.kill('SIGTERM');
      await gone;
    }
    for (const log of logs) log.end();
  };

  try {
    // The first alone: it migrates and seeds; the others find the work done.
    const first = spawnProcess(0);
    await healthy(first);
    const others = slots.slice(1).map((_, i) => spawnProcess(i + 1));
    await Promise.all(others.map(healthy));

    const configFile = path.join(options.workDir, 'haproxy.cfg');
    writeFileSync(configFile, haproxyConfig(readFileSync(HAPROXY_TEMPLATE, 'utf8'), slots));
    const lb = spawn(haproxyPath, ['-db', '-f', configFile], {
      env: { ...process.env, SDC_LB_BIND: `${host}:${options.port}` },
      stdio: output(),
    });
    haproxy = lb;
    attachLog(lb, 'haproxy');
    const lbExited = () => (lb.exitCode !== null ? `HAProxy exited (${lb.exitCode}); ${seeLog('haproxy')}` : undefined);
    await Promise.all(
      slots.map((slot) => waitFor(`HAProxy routing to ${slot.name}`, 20_000, () => isRoutedTo(url, slot.name), lbExited)),
    );
  } catch (error) {
    await stop();
    throw error;
  }

  const kill = async (index: number, signal: NodeJS.Signals) => {
    const proc = processes[index] as ClusterProcess;
    if (proc.child.exitCode === null && proc.child.signalCode === null) {
      proc.child.kill(signal);
      await proc.exited;
    }
  };
  const start = async (index: number) => {
    const proc = spawnProcess(index);
    await healthy(proc);
    await waitFor(`HAProxy routing to ${proc.name} again`, 20_000, () => isRoutedTo(url, proc.name));
  };
  return {
    url,
    processes,
    haproxy: haproxy as ChildProcess,
    kill,
    start,
    async rollingRestart(onStep) {
      for (let i = 0; i < processes.length; i++) {
        onStep?.((processes[i] as ClusterProcess).name);
        await kill(i, 'SIGTERM');
        await start(i);
      }
    },
    stop,
  };
}
