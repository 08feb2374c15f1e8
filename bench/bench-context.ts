// What the benchmarks share: one web build, one server bundle (what `npm start`
// runs) and one seeded data directory per
// `npm run bench`, made on first use and removed at the end, plus the result
// row type and small statistics helpers. Servers listen on 127.0.0.1 only.
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync } from 'node:fs';
import pg from 'pg';
import path from 'node:path';
import { makeTempDir, removeDir, startServer, type RunningServer } from '../e2e/support/server.ts';
import { buildServerBundle, buildWebApp } from '../e2e/support/builds.ts';

export type Status = 'PASS' | 'FAIL' | 'INFO';

export interface ResultRow {
  benchmark: string;
  metric: string;
  value: string;
  budget: string;
  status: Status;
}

export interface WebBuild {
  dir: string;
  ms: number;
}

export class BenchContext {
  readonly workDir = makeTempDir('sdc-bench-');
  private build?: WebBuild;
  private serverBundle?: { dir: string; entry: string };
  private seededDataDir?: string;
  private readonly servers = new Set<RunningServer>();

  /** `vite build --outDir <temp>`, once. */
  getBuild(): WebBuild {
    if (!this.build) {
      const dir = path.join(this.workDir, 'web');
      const { ms } = buildWebApp(dir);
      this.build = { dir, ms };
    }
    return this.build;
  }

  /** The server bundle, built once: the servers run what `npm start` runs. */
  getServerEntry(): string {
    this.serverBundle ??= buildServerBundle('bench');
    return this.serverBundle.entry;
  }

  /** A data directory that has been created, migrated and seeded by one server start; kept as a template. */
  async getSeededDataDir(): Promise<{ dir: string; firstStartMs: number | undefined }> {
    if (this.seededDataDir) return { dir: this.seededDataDir, firstStartMs: undefined };
    const dir = path.join(this.workDir, 'seeded-data');
    const server = await this.startServer({ dataDir: dir });
    const firstStartMs = server.readyAfterMs;
    await this.stopServer(server);
    this.seededDataDir = dir;
    return { dir, firstStartMs };
  }

  /** A private copy of the seeded data directory (PGlite allows one process per directory). */
  async copySeededDataDir(name: string): Promise<string> {
    const { dir } = await this.getSeededDataDir();
    const copy = path.join(this.workDir, name);
    mkdirSync(path.dirname(copy), { recursive: true });
    cpSync(dir, copy, { recursive: true });
    return copy;
  }

  async startServer(options: {
    dataDir: string;
    readyTimeoutMs?: number;
    extraEnv?: Record<string, string>;
  }): Promise<RunningServer> {
    const server = await startServer({
      entry: this.getServerEntry(),
      webDistDir: this.getBuild().dir,
      dataDir: options.dataDir,
      extraEnv: options.extraEnv,
      logFile: path.join(this.workDir, 'server.log'),
      logLevel: 'warn',
      readyTimeoutMs: options.readyTimeoutMs ?? 90_000,
    });
    this.servers.add(server);
    return server;
  }

  async stopServer(server: RunningServer): Promise<void> {
    await server.stop();
    this.servers.delete(server);
  }

  async dispose(): Promise<void> {
    await Promise.all([...this.servers].map((s) => s.stop()));
    this.servers.clear();
    removeDir(this.workDir);
    if (this.serverBundle) removeDir(this.serverBundle.dir);
  }
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export function budgetRow(
  benchmark: string,
  metric: string,
  value: number,
  format: (n: number) => string,
  budget: { max?: number; min?: number },
): ResultRow {
  const pass = (budget.max === undefined || value <= budget.max) && (budget.min === undefined || value >= budget.min);
  const budgetText = budget.max !== undefined ? `≤ ${format(budget.max)}` : `≥ ${format(budget.min as number)}`;
  return { benchmark, metric, value: format(value), budget: budgetText, status: pass ? 'PASS' : 'FAIL' };
}

export function infoRow(benchmark: string, metric: string, value: string): ResultRow {
  return { benchmark, metric, value, budget: '—', status: 'INFO' };
}

/** The PostgreSQL server the benchmarks that need one use (TEST_DATABASE_URL, or the machine's own). */
export const BENCH_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether a PostgreSQL server answers at `url` within 2 s. */
export async function postgresReachable(url = BENCH_POSTGRES_URL): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** Runs `use` with a fresh PostgreSQL database of its own (named `<prefix>_<random>`), dropped afterwards. */
export async function withBenchDatabase<T>(prefix: string, use: (url: string) => Promise<T>): Promise<T> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: BENCH_POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(BENCH_POSTGRES_URL);
  url.pathname = `/${name}`;
  try {
    return await use(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** After a bulk insert: statistics for the planner, and the dirty pages written now rather than during a measurement. */
export async function settleAfterSeeding(client: pg.Client): Promise<void> {
  await client.query('vacuum analyze');
  await client.query('checkpoint');
}
