// The four public lists as users get them, against the strongest bare handler:
// GET /api/debates, /clubs, /events and /topics at their default query (first
// page, limit 20), with the demo content and with 100,000 rows each
// (tests/large-lists.ts), on PGlite (the default deployment) and on PostgreSQL
// (when 127.0.0.1:5432 answers), uncompressed and with Accept-Encoding: gzip.
// The baseline (bench/bare-json-server.ts) runs the same SQL, captured from the
// app's own queries, with the JSON built in the database, named prepared
// statements on PostgreSQL and no middleware. Ours and the baseline alternate
// over 3 rounds; each figure is the median: req/s, p99 and server CPU ms per
// request (utime + stime from /proc ÷ requests) of each, with the load average.
// Budgets (the performance issue): req/s ≥ 0.8× the baseline's, server CPU per
// request ≤ 1.25× the baseline's.
import { cpSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { PGLITE_OPTIONS, type Database } from '../src/server/db/client.ts';
import * as schema from '../src/server/db/schema/index.ts';
import { findClubs } from '../src/server/modules/clubs/clubs.service.ts';
import { findDebates } from '../src/server/modules/debates/debates.service.ts';
import { findUpcomingEvents } from '../src/server/modules/events/events.service.ts';
import { findTopics } from '../src/server/modules/topics/topics.service.ts';
import { ClubListQuerySchema } from '../src/shared/clubs/contract.ts';
import { DebateListQuerySchema } from '../src/shared/debates/contract.ts';
import { EventListQuerySchema } from '../src/shared/events/contract.ts';
import { TopicListQuerySchema } from '../src/shared/topics/contract.ts';
import type { RunningServer } from '../e2e/support/server.ts';
import { seedLargeLists } from '../tests/large-lists.ts';
import { recordStatements } from '../tests/recorded-statements.ts';
import { type CapturedQuery, startBareListServer } from './bare-list-server-process.ts';
import { type BenchContext, infoRow, postgresReachable, type ResultRow, withBenchDatabase } from './bench-context.ts';
import { compareWithBareHandler } from './list-comparison.ts';

const LARGE = 100_000;
const RATIO_BUDGET = 0.8;
const CPU_RATIO_BUDGET = 1.25;
const ENCODINGS = [
  { name: 'identity', headers: undefined },
  { name: 'gzip', headers: { 'accept-encoding': 'gzip' } },
] as const;
/** Short rounds: 32 comparisons in all. The first comparison of each server warms it up. */
const TIMING = { rounds: 3, roundS: 3 };
const WARM_UP_S = 5;

interface ListCase {
  name: string;
  path: string;
  /** Runs the list's default query through the service, so the captured SQL is what the endpoint sends. */
  read: (db: Database) => Promise<unknown>;
}

const LISTS: ListCase[] = [
  { name: 'debates', path: '/api/debates', read: (db) => findDebates(db, DebateListQuerySchema.parse({})) },
  { name: 'clubs', path: '/api/clubs', read: (db) => findClubs(db, ClubListQuerySchema.parse({})) },
  {
    name: 'events',
    path: '/api/events',
    read: (db) => findUpcomingEvents(db, { ...EventListQuerySchema.parse({}), sortGiven: false }),
  },
  { name: 'topics', path: '/api/topics', read: (db) => findTopics(db, TopicListQuerySchema.parse({})) },
];

async function captureOnPostgres(url: string, list: ListCase): Promise<CapturedQuery[]> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const captured = recordStatements(pool);
  await list.read(drizzlePostgres(pool, { schema }) as unknown as Database);
  await pool.end();
  return captured;
}

async function captureOnPglite(dataDir: string): Promise<Map<string, CapturedQuery[]>> {
  const client = await PGlite.create(dataDir, PGLITE_OPTIONS);
  const byList = new Map<string, CapturedQuery[]>();
  const captured = recordStatements(client);
  try {
    for (const list of LISTS) {
      await list.read(drizzlePglite(client, { schema }) as unknown as Database);
      byList.set(list.name, captured.splice(0));
    }
  } finally {
    await client.close();
  }
  return byList;
}

/**
 * The list and total queries (and the debates' participants), in the order the bare server
 * takes them; or the one statement that reads a page and its count together (pageAndTotalQuery).
 */
function forBareServer(list: ListCase, captured: CapturedQuery[]): CapturedQuery[] {
  if (captured.length === 1) return captured;
  const total = captured.find((q) => /\bcount\(/i.test(q.sql));
  const rest = captured.filter((q) => q !== total);
  if (!total || rest.length < 1) throw new Error(`${list.name}: expected a page and a total query, got ${captured.length}`);
  return [rest[0] as CapturedQuery, total, ...rest.slice(1)];
}

interface Backend {
  name: 'PGlite' | 'PostgreSQL';
  server: RunningServer;
  bareOptions: (list: ListCase) => { databaseUrl: string; env?: Record<string, string> };
  capture: (list: ListCase) => Promise<CapturedQuery[]>;
}

async function compareLists(backend: Backend, size: string): Promise<ResultRow[]> {
  const rows: ResultRow[] = [];
  for (const [index, list] of LISTS.entries()) {
    const { databaseUrl, env } = backend.bareOptions(list);
    const bare = await startBareListServer(databaseUrl, list.path, forBareServer(list, await backend.capture(list)), {
      script: 'bench/bare-json-server.ts',
      env,
    });
    try {
      for (const encoding of ENCODINGS) {
        const label = `${backend.name}, ${size}, ${list.name}, ${encoding.name}`;
        rows.push(
          ...(await compareWithBareHandler({
            benchmark: 'lists',
            name: label,
            label: `${label}: ours (load ${loadavg()[0]?.toFixed(1)})`,
            ourUrl: `${backend.server.baseUrl}${list.path}`,
            bareUrl: bare.url,
            ratioBudget: RATIO_BUDGET,
            cpuRatioBudget: CPU_RATIO_BUDGET,
            pids: { ours: backend.server.process.pid as number, bare: bare.pid },
            headers: encoding.headers,
            // The first comparison warms our server; a new bare server always gets its own.
            warmUpS: index === 0 && encoding.name === 'identity' ? WARM_UP_S : 2,
            ...TIMING,
          })),
        );
      }
    } finally {
      bare.stop();
    }
  }
  return rows;
}

async function seedLarge(run: (sql: string) => Promise<unknown>) {
  const started = performance.now();
  await seedLargeLists({ query: run } as unknown as pg.Client, {
    debates: LARGE,
    clubs: LARGE,
    events: LARGE,
    topics: LARGE,
  });
  return (performance.now() - started) / 1000;
}

async function onPglite(ctx: BenchContext): Promise<ResultRow[]> {
  const rows: ResultRow[] = [];
  // A server's DATA_DIR; its database is in pgdata/ (the README's configuration).
  const appDir = await ctx.copySeededDataDir('lists-pglite-app');
  const bareDir = path.join(ctx.workDir, 'lists-pglite-bare');
  for (const size of ['demo content', `${LARGE.toLocaleString('en')} rows`]) {
    if (size !== 'demo content') {
      const client = await PGlite.create(path.join(appDir, 'pgdata'), PGLITE_OPTIONS);
      const s = await seedLarge((sql) => client.exec(sql));
      await client.close();
      rows.push(infoRow('lists', `PGlite: seeded ${LARGE.toLocaleString('en')} rows per list`, `${s.toFixed(0)} s`));
    }
    rmSync(bareDir, { recursive: true, force: true });
    cpSync(appDir, bareDir, { recursive: true });
    const captured = await captureOnPglite(path.join(bareDir, 'pgdata'));
    const server = await ctx.startServer({ dataDir: appDir });
    try {
      rows.push(
        ...(await compareLists(
          {
            name: 'PGlite',
            server,
            bareOptions: () => ({ databaseUrl: '', env: { PGLITE_DIR: path.join(bareDir, 'pgdata') } }),
            capture: async (list) => captured.get(list.name) ?? [],
          },
          size,
        )),
      );
    } finally {
      await ctx.stopServer(server);
    }
  }
  return rows;
}

async function onPostgres(ctx: BenchContext): Promise<ResultRow[]> {
  if (!(await postgresReachable())) return [infoRow('lists', 'PostgreSQL', 'not reachable on 127.0.0.1:5432: skipped')];
  return withBenchDatabase('sdc_bench_lists', async (url) => {
    const server = await ctx.startServer({ dataDir: `${ctx.workDir}/lists-pg-data`, extraEnv: { DATABASE_URL: url } });
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => {});
    await client.connect();
    const rows: ResultRow[] = [];
    try {
      for (const size of ['demo content', `${LARGE.toLocaleString('en')} rows`]) {
        if (size !== 'demo content') {
          const s = await seedLarge((sql) => client.query(sql));
          rows.push(infoRow('lists', `PostgreSQL: seeded ${LARGE.toLocaleString('en')} rows per list`, `${s.toFixed(0)} s`));
        }
        const backend: Backend = {
          name: 'PostgreSQL',
          server,
          bareOptions: () => ({ databaseUrl: url }),
          capture: (list) => captureOnPostgres(url, list),
        };
        rows.push(...(await compareLists(backend, size)));
      }
    } finally {
      await client.end();
      await ctx.stopServer(server);
    }
    return rows;
  });
}

export async function runLists(ctx: BenchContext): Promise<ResultRow[]> {
  return [...(await onPglite(ctx)), ...(await onPostgres(ctx))];
}
