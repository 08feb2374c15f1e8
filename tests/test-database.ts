// A fresh, migrated database for one test file: embedded PGlite loaded from the
// run's template, or — when TEST_DATABASE_URL is set — a new database created on
// that PostgreSQL server and dropped afterwards. Tests never share data.
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openPostgres, PGLITE_OPTIONS, wrapPglite } from '../src/server/db/client.ts';

export interface TestDatabase extends DatabaseHandle {
  /** The connection string, for a PostgreSQL test database (other processes may connect). */
  url?: string;
  /** Drops the database (PostgreSQL) or closes it (PGlite). */
  destroy(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return createPostgresTestDatabase(serverUrl);
  const template = readFileSync(inject('pgliteTemplate'));
  const client = await PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: new Blob([template]) });
  const handle = wrapPglite(client);
  return { ...handle, destroy: () => handle.close() };
}

async function createPostgresTestDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `sdc_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), 5);
  await handle.migrate();
  return {
    ...handle,
    url: url.toString(),
    async destroy() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
