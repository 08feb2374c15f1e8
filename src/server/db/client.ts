// Opens the database: node-postgres with a pool when DATABASE_URL is set,
// otherwise embedded PGlite stored under DATA_DIR. Both speak PostgreSQL, run the
// same migrations and are used through the same Drizzle type.
// On PostgreSQL a connection can die under us (a terminated backend, a server
// restart, a proxy's idle time-out): that never ends the process. A query outside
// a transaction is retried once on a fresh connection; LISTEN connections are
// re-established with backoff (docs/realtime.md).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock.ts';
import * as schema from './schema/index.ts';
import { PROJECT_ROOT } from '../lib/project-root.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** Applies the committed migrations in drizzle/. */
  migrate(): Promise<void>;
  /**
   * Calls `onNotify` for each NOTIFY on `channel` (delivered after the notifying
   * transaction commits). A lost LISTEN connection is re-established; NOTIFYs sent
   * while it was down are gone, so `onReconnect` runs after each fresh LISTEN for
   * the listener to catch up.
   */
  listen(channel: string, onNotify: (payload: string) => void, options?: ListenOptions): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface ListenOptions {
  onReconnect?(): void;
}

/** Where the database reports connections it lost and recovered (pino's Logger fits). */
export interface DatabaseLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export const MIGRATIONS_FOLDER = path.join(PROJECT_ROOT, 'drizzle');

// Any fixed number: serialises migrations when several processes start at once.
const MIGRATION_LOCK_ID = 724_001;

// SQLSTATEs and socket errors of a connection that died under a statement: the
// server shut the session down (57P01 admin_shutdown by pg_terminate_backend or a
// fast shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now while starting or
// stopping) or the link broke (class 08, resets).
const CONNECTION_LOST_CODES = new Set(['57P01', '57P02', '57P03', '08000', '08003', '08006', 'ECONNRESET', 'EPIPE']);
const CONNECTION_LOST_MESSAGES =
  /Connection terminated unexpectedly|not queryable|Connection terminated due to connection timeout/;

/** Whether `error` means the connection died, not that the statement failed. */
export function isConnectionLost(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && CONNECTION_LOST_CODES.has(code)) return true;
  return typeof message === 'string' && CONNECTION_LOST_MESSAGES.test(message);
}

export const LISTEN_RETRY_FIRST_MS = 100;
export const LISTEN_RETRY_MAX_MS = 5000;

/**
 * Delay before the LISTEN connection's reconnect attempt number `attempt` (0 first):
 * 100 ms doubling to 5 s, each jittered to between half and all of it, so the
 * processes that lost their connections at once do not all come back at once.
 */
export function listenRetryDelay(attempt: number, random = Math.random): number {
  const ceiling = Math.min(LISTEN_RETRY_MAX_MS, LISTEN_RETRY_FIRST_MS * 2 ** Math.min(attempt, 16));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

const RETRY_DELAY_MS = 20;

type PoolQuery = (...args: unknown[]) => Promise<unknown>;

/**
 * Retries once a pool.query whose connection died. pool.query is the path of
 * every statement outside a transaction (Drizzle's transactions take a client
 * with pool.connect() and run on it, and are never retried here: the work before
 * the lost statement is gone with its transaction). A statement on a terminated
 * backend was aborted by the server; only a link broken after an autocommit
 * statement committed can make it run twice, so a write that must never repeat
 * belongs in a transaction.
 */
function retryLostConnections(pool: pg.Pool, log?: DatabaseLog) {
  const query = pool.query.bind(pool) as unknown as PoolQuery;
  const retrying: PoolQuery = (...args) => {
    const [first] = args;
    // Callback style and streaming (Submittable) queries are passed through untouched.
    const isPassThrough =
      typeof args[args.length - 1] === 'function' ||
      (typeof first === 'object' && first !== null && typeof (first as { submit?: unknown }).submit === 'function');
    if (isPassThrough) return query(...args);
    return query(...args).catch((error: unknown) => {
      if (!isConnectionLost(error) || pool.ending) throw error;
      log?.warn({ err: error }, 'database connection lost under a query; retrying once');
      // A moment first: idle connections killed together with this one report it
      // in the next reads, and the pool drops them instead of lending one out.
      return new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS)).then(() => query(...args));
    });
  };
  pool.query = retrying as unknown as typeof pool.query;
}

/**
 * Connections of a process's DATABASE_POOL_SIZE that run the lists' prepared statements
 * (listStatementPool): half of those left once the two LISTEN connections are out, so
 * both pools together stay within the size; none in a pool too small to spare one.
 */
export function listStatementConnections(poolSize: number): number {
  return Math.floor((poolSize - 2) / 2);
}

/**
 * A node-postgres pool as the app uses one. An idle client losing its connection must
 * not crash the process, nor may a checked-out one (a transaction, a LISTEN): the pool
 * listens for errors only on idle clients, and a client with no 'error' listener
 * throws. The statement running on it fails through its own promise.
 */
function openPool(config: pg.PoolConfig, log?: DatabaseLog): pg.Pool {
  const pool = new pg.Pool(config);
  pool.on('error', (err) => log?.warn({ err }, 'idle database connection lost'));
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  retryLostConnections(pool, log);
  return pool;
}

/** The pool of each PostgreSQL database's lists' statements (openPostgres). */
const listStatementPools = new WeakMap<Database, pg.Pool>();

/**
 * Where the lists' prepared statements run (lib/prepared.ts): on PostgreSQL, connections
 * set to always use a statement's generic plan. Left to choose, PostgreSQL planned the
 * first page of 100,000 debates afresh on every run, and a search for a rare word too:
 * a generic plan prices `LIMIT $n` at a tenth of the table, so the plan for the values
 * always looked cheaper, and planning it cost more than the time it saved (ADR 0052).
 * The generic plans are the ones the list plan tests check. Every other query keeps
 * PostgreSQL's own choice: its unnamed statements would be planned blind too. Undefined
 * on PGlite, and for a pool too small to spare a connection (listStatementConnections).
 */
export function listStatementPool(db: Database): pg.Pool | undefined {
  return listStatementPools.get(db);
}

export function openPostgres(connectionString: string, poolSize = 10, log?: DatabaseLog): DatabaseHandle {
  const listConnections = listStatementConnections(poolSize);
  const pool = openPool({ connectionString, max: poolSize - listConnections }, log);
  const listPool =
    listConnections > 0
      ? openPool({ connectionString, max: listConnections, options: '-c plan_cache_mode=force_generic_plan' }, log)
      : undefined;
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  if (listPool) listStatementPools.set(db, listPool);
  return {
    db,
    kind: 'postgres',
    async ping() {
      await pool.query('select 1');
    },
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    listen: (channel, onNotify, options) => listenPostgres(pool, channel, onNotify, options ?? {}, log),
    close: async () => {
      await Promise.all([pool.end(), listPool?.end()]);
    },
  };
}

/**
 * LISTEN on a connection of its own, taken from the pool for as long as we
 * listen. When it dies, it is destroyed and replaced after a backoff
 * (listenRetryDelay) with a fresh LISTEN, then `onReconnect` runs.
 */
async function listenPostgres(
  pool: pg.Pool,
  channel: string,
  onNotify: (payload: string) => void,
  { onReconnect }: ListenOptions,
  log?: DatabaseLog,
): Promise<() => Promise<void>> {
  let current: { client: pg.PoolClient; stop(): Promise<void> } | null = null;
  let isStopped = false;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  const onNotification = (msg: pg.Notification) => {
    if (msg.channel === channel) onNotify(msg.payload ?? '');
  };

  async function connect(): Promise<void> {
    const client = await pool.connect();
    let isReleased = false;
    const detach = () => {
      client.off('error', onLost);
      client.off('end', onEnd);
      client.off('notification', onNotification);
    };
    // With an error the pool destroys the connection instead of keeping it.
    const releaseOnce = (error?: Error) => {
      if (isReleased) return;
      isReleased = true;
      detach();
      client.release(error);
    };
    function onLost(error: Error) {
      const wasCurrent = current?.client === client;
      releaseOnce(error);
      // While LISTEN itself runs, its promise reports the loss to connect().
      if (!wasCurrent) return;
      current = null;
      if (isStopped) return;
      log?.warn({ channel, err: error }, 'LISTEN connection lost; reconnecting');
      scheduleReconnect();
    }
    function onEnd() {
      onLost(new Error('LISTEN connection ended'));
    }
    client.on('error', onLost);
    client.on('end', onEnd);
    client.on('notification', onNotification);
    try {
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      releaseOnce(error as Error);
      throw error;
    }
    const listening = {
      client,
      async stop() {
        if (current === listening) current = null;
        detach();
        try {
          await client.query(`unlisten ${pg.escapeIdentifier(channel)}`);
          releaseOnce();
        } catch (error) {
          releaseOnce(error as Error);
        }
      },
    };
    current = listening;
    if (isStopped) await listening.stop();
  }

  function scheduleReconnect() {
    retryTimer = setTimeout(async () => {
      retryTimer = undefined;
      // A pool being closed lends no more connections: the database is shutting down.
      if (isStopped || pool.ending) return;
      try {
        await connect();
      } catch (error) {
        if (isStopped || current || pool.ending) return;
        log?.warn({ channel, err: error, attempt }, 'LISTEN reconnect failed');
        scheduleReconnect();
        return;
      }
      if (isStopped) return;
      attempt = 0;
      log?.info({ channel }, 'LISTEN connection re-established');
      try {
        onReconnect?.();
      } catch (error) {
        log?.warn({ channel, err: error }, 'LISTEN reconnect handler failed');
      }
    }, listenRetryDelay(attempt++));
    retryTimer.unref();
  }

  await connect();
  return async () => {
    isStopped = true;
    clearTimeout(retryTimer);
    await current?.stop();
  };
}

export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    async ping() {
      await client.query('select 1');
    },
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    },
    // In-process: a PGlite LISTEN cannot lose its connection, so onReconnect never runs.
    async listen(channel, onNotify) {
      const unlisten = await client.listen(channel, (payload) => onNotify(payload));
      return unlisten;
    },
    close: () => client.close(),
  };
}

/**
 * What every PGlite instance is created with: the extensions the migrations create
 * (pg_trgm for the lists' search indexes, ADR 0027). PGlite loads an extension's code
 * only when it is named here, also for a data directory that already has it.
 */
export const PGLITE_OPTIONS = { extensions: { pg_trgm } } satisfies PGliteOptions;

/** The embedded database's folder inside DATA_DIR. */
export const PGDATA_DIR_NAME = 'pgdata';

export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  // PGlite does not create parent folders.
  mkdirSync(path.dirname(dataDir), { recursive: true });
  // Two processes on one data directory corrupt it (data-dir-lock.ts).
  const releaseLock = acquireDataDirLock(dataDir);
  try {
    const handle = wrapPglite(await PGlite.create(dataDir, PGLITE_OPTIONS));
    return { ...handle, close: () => handle.close().finally(releaseLock) };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  log?: DatabaseLog;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize, options.log);
  return openPglite(path.join(options.dataDir, PGDATA_DIR_NAME));
}
