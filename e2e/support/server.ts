// Starts the real SDC server as a child process — the bundle `npm start` runs
// (support/builds.ts), or the sources through tsx when no bundle is given — on 127.0.0.1, for the browser tests and the benchmarks: a free port,
// its own data directory, BASE_URL matching the port. Nothing here is mocked.
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
export const LOOPBACK = '127.0.0.1';
export const SOURCE_ENTRY = 'src/server/main.ts';
/**
 * V8 flags the server runs with, as `npm start` passes them (package.json):
 * young-generation semi-spaces of 64 MB keep a busy server's short-lived
 * request objects out of the old generation (ADR 0023).
 */
export const SERVER_V8_FLAGS = ['--max-semi-space-size=64'];

/** A port the OS says is free now (ephemeral range, so never the 3100–3299 block others use). */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, LOOPBACK, () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export function makeTempDir(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

export interface ServerOptions {
  /** The built web app (index.html + assets). */
  webDistDir: string;
  /** PGlite data directory; created on first start. */
  dataDir: string;
  port?: number;
  /** Where the server's stdout/stderr go; defaults to <dataDir>/../server.log. */
  logFile?: string;
  logLevel?: string;
  seedDemo?: boolean;
  extraEnv?: Record<string, string>;
  /** The server's entry: a built bundle's main.js, or (by default) src/server/main.ts run through tsx. */
  entry?: string;
  /** Modules preloaded with --import (e.g. exit-with-parent.mjs: plain JavaScript, so the server runs without tsx). */
  preload?: string[];
  /** How long to wait for /api/health to answer 200. */
  readyTimeoutMs?: number;
}

export interface RunningServer {
  baseUrl: string;
  port: number;
  process: ChildProcess;
  /** Milliseconds from spawn to the first 200 from /api/health. */
  readyAfterMs: number;
  logFile: string;
  stop(): Promise<void>;
}

function serverEnv(options: Required<Pick<ServerOptions, 'webDistDir' | 'dataDir'>> & ServerOptions, port: number) {
  const env: NodeJS.ProcessEnv = { ...process.env };
  // The test runner's own loader hooks must not leak into the server process.
  delete env.NODE_OPTIONS;
  for (const key of [
    'DATABASE_URL',
    'TEST_AUTH_SECRET',
    'PORT',
    'HOST',
    'BASE_URL',
    'WEB_DIST_DIR',
    'DATA_DIR',
    'SMTP_URL',
    'SEED_DEMO',
    'EMAIL_WORKER',
    'NODE_ENV',
    'TRUST_PROXY',
    'GOOGLE_CLIENT_ID',
    'GOOGLE_CLIENT_SECRET',
    'GOOGLE_DISCOVERY_URL',
  ]) {
    delete env[key];
  }
  return {
    ...env,
    HOST: LOOPBACK,
    PORT: String(port),
    BASE_URL: `http://${LOOPBACK}:${port}`,
    DATA_DIR: options.dataDir,
    WEB_DIST_DIR: options.webDistDir,
    LOG_LEVEL: options.logLevel ?? 'warn',
    // As `npm start` runs it: packages loaded on demand (React for the mails) take their production builds.
    NODE_ENV: 'production',
    SEED_DEMO: options.seedDemo === false ? 'false' : 'true',
    AUTH_SECRET: 'e2e-and-bench-only-secret-0123456789abcdef',
    ...options.extraEnv,
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const port = options.port ?? (await findFreePort());
  const baseUrl = `http://${LOOPBACK}:${port}`;
  const logFile = options.logFile ?? path.join(path.dirname(options.dataDir), `server-${port}.log`);
  const log = createWriteStream(logFile, { flags: 'a' });
  const started = performance.now();
  const entry = options.entry ?? SOURCE_ENTRY;
  const preloads = options.preload ?? [];
  // tsx only where TypeScript is run: its loader hooks slow every import of the process down.
  const needsTsx = [entry, ...preloads].some((file) => file.endsWith('.ts'));
  const args = [
    ...SERVER_V8_FLAGS,
    ...(needsTsx ? ['--import', 'tsx'] : ['--enable-source-maps']),
    ...preloads.flatMap((file) => ['--import', pathToFileURL(file).href]),
    entry,
  ];
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: serverEnv(options, port),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });

  let exitCode: number | null | undefined;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exitCode = code ?? (signal ? -1 : 0);
      resolve();
    });
  });

  const stop = async () => {
    if (exitCode === undefined) {
      child.kill('SIGTERM');
      const timedOut = await Promise.race([exited.then(() => false), sleep(10_000).then(() => true)]);
      if (timedOut) {
        child.kill('SIGKILL');
        await exited;
      }
    }
    log.end();
  };

  const deadline = started + (options.readyTimeoutMs ?? 60_000);
  let readyAfterMs = -1;
  while (performance.now() < deadline) {
    if (exitCode !== undefined) break;
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) {
        readyAfterMs = performance.now() - started;
        break;
      }
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
  if (readyAfterMs < 0) {
    await stop();
    let tail = '';
    try {
      tail = readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n');
    } catch {}
    throw new Error(
      `The server on ${baseUrl} did not answer /api/health with 200 ${
        exitCode !== undefined ? `(it exited with ${exitCode})` : 'in time'
      }. Log tail (${logFile}):\n${tail}`,
    );
  }
  return { baseUrl, port, process: child, readyAfterMs, logFile, stop };
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
}
