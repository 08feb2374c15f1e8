// Opens the database: node-postgres with a pool when DATABASE_URL is set,
// otherwise embedded PGlite stored under DATA_DIR. Both speak PostgreSQL, run the
// same migrations and are used through the same Drizzle type.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';
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
  /** Calls `onNotify` for each NOTIFY on `channel` (delivered after the notifying transaction commits). */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.join(PROJECT_ROOT, 'drizzle');

// Any fixed number: serialises migrations when several processes start at once.
const MIGRATION_LOCK_ID = 724_001;

export function openPostgres(connectionString: string, poolSize = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => {});
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
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
    async listen(channel, onNotify) {
      // LISTEN needs one connection of its own for as long as we listen.
      const client = await pool.connect();
      const handler = (msg: pg.Notification) => {
        if (msg.channel === channel) onNotify(msg.payload ?? '');
      };
      client.on('notification', handler);
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      return async () => {
        client.off('notification', handler);
        await client.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => {});
        client.release();
      };
    },
    close: () => pool.end(),
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
    async listen(channel, onNotify) {
      const unlisten = await client.listen(channel, (payload) => onNotify(payload));
      return unlisten;
    },
    close: () => client.close(),
  };
}

export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  // PGlite does not create parent folders.
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const client = await PGlite.create(dataDir);
  return wrapPglite(client);
}

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize);
  return openPglite(path.join(options.dataDir, 'pgdata'));
}
