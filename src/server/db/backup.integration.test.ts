// A backup restores: an embedded installation with the demo content and its
// files is backed up, restored into a new DATA_DIR, and every table's row count,
// a user, a debate and the files come back the same. Backup and restore refuse
// while another process has the database open, and restore refuses to replace
// an installation without --force, a file that is not a backup, and an archive
// whose entries would leave DATA_DIR. Always on PGlite (the embedded database
// is what these commands are for).
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { asc, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { create as createTar, extract as extractTar } from 'tar';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { createTestApp } from '#tests/test-app.ts';
import { DEMO_ADMIN_EMAIL, seedDemoContent } from '../seed/demo-content.ts';
import { BackupRefusedError, type BackupSummary, backupDataDir, countRows, restoreDataDir } from './backup.ts';
import { openPglite, PGDATA_DIR_NAME, PGLITE_OPTIONS, wrapPglite } from './client.ts';
import { acquireDataDirLock, DataDirInUseError, findLockHolder, lockFileOf, processStartOf } from './data-dir-lock.ts';
import * as schema from './schema/index.ts';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../..');
const SEEDED_AT = new Date('2026-05-04T10:00:00Z');
const FILES = {
  'auth-secret': { text: 's'.repeat(43), mode: 0o600 },
  'vapid-keys.json': { text: '{"publicKey":"B","privateKey":"p"}', mode: 0o600 },
  'outbox/2026-05-04T10-00-00-000Z-1.eml': { text: 'Subject: hello\r\n\r\nbody\r\n', mode: 0o644 },
};

const root = mkdtempSync(path.join(tmpdir(), 'sdc-backup-'));
const source = path.join(root, 'source');
const archive = path.join(root, 'backups', 'one.tar.gz');

type Records = Awaited<ReturnType<typeof readRecords>>;

/** The records compared after a restore: the demo admin and the first debate. */
async function readRecords(client: PGlite) {
  const db = drizzle(client, { schema });
  const [user] = await db.select().from(schema.users).where(eq(schema.users.email, DEMO_ADMIN_EMAIL));
  const [debate] = await db.select().from(schema.debates).orderBy(asc(schema.debates.id)).limit(1);
  return { user, debate };
}

async function readDatabase(dataDir: string): Promise<{ rowCounts: Record<string, number>; records: Records }> {
  const client = await PGlite.create(path.join(dataDir, PGDATA_DIR_NAME), PGLITE_OPTIONS);
  try {
    return { rowCounts: await countRows(client), records: await readRecords(client) };
  } finally {
    await client.close();
  }
}

let seeded: { rowCounts: Record<string, number>; records: Records };
let backup: BackupSummary;

beforeAll(async () => {
  // The run's migrated template, on disk, with the demo content and the files the server keeps.
  mkdirSync(source);
  const client = await PGlite.create(path.join(source, PGDATA_DIR_NAME), {
    ...PGLITE_OPTIONS,
    loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
  });
  const handle = wrapPglite(client);
  const app = await createTestApp({}, { ...handle, destroy: () => handle.close() });
  await seedDemoContent(app.database.db, app.auth, SEEDED_AT);
  seeded = { rowCounts: await countRows(client), records: await readRecords(client) };
  await app.close();
  for (const [name, { text, mode }] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(source, name)), { recursive: true });
    writeFileSync(path.join(source, name), text, { mode });
  }
  backup = await backupDataDir({ dataDir: source, out: archive });
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('backup and restore', () => {
  const restored = path.join(root, 'restored');

  it('restore every row, the records and the files into a new DATA_DIR', async () => {
    expect(seeded.rowCounts.users).toBeGreaterThan(5);
    expect(seeded.rowCounts.debates).toBeGreaterThan(0);
    expect(seeded.records.user).toBeDefined();
    expect(seeded.records.debate).toBeDefined();

    expect(backup.rowCounts).toEqual(seeded.rowCounts);
    expect(backup.files).toEqual(Object.keys(FILES).sort());
    // It holds the auth secret: for its owner's eyes only.
    expect(statSync(archive).mode & 0o777).toBe(0o600);
    expect(existsSync(lockFileOf(path.join(source, PGDATA_DIR_NAME)))).toBe(false);

    const summary = await restoreDataDir({ dataDir: restored, archive });
    expect(summary.movedAsideTo).toBeUndefined();
    expect(await readDatabase(restored)).toEqual(seeded);
    for (const [name, { text, mode }] of Object.entries(FILES)) {
      expect(readFileSync(path.join(restored, name), 'utf8')).toBe(text);
      expect(statSync(path.join(restored, name)).mode & 0o777).toBe(mode);
    }
    expect(readdirSync(restored).sort()).toEqual(['auth-secret', 'outbox', PGDATA_DIR_NAME, 'vapid-keys.json']);
  });

  it("writes a plain .tar.gz that the system tar lists, with the files' permissions", async () => {
    const { stdout } = await run('tar', ['-tvzf', archive]);
    const modes = Object.fromEntries(
      stdout
        .trim()
        .split('\n')
        .map((line) => line.split(/\s+/))
        .map((fields) => [fields.at(-1), fields[0]]),
    );
    expect(modes).toEqual({
      'manifest.json': '-rw-r--r--',
      'pgdata.tar': '-rw-r--r--',
      'files/auth-secret': '-rw-------',
      'files/outbox/2026-05-04T10-00-00-000Z-1.eml': '-rw-r--r--',
      'files/vapid-keys.json': '-rw-------',
    });
  });

  it('refuses a file that is not a backup, and leaves DATA_DIR untouched', async () => {
    const notBackup = path.join(root, 'not-a-backup.tar.gz');
    writeFileSync(notBackup, 'hello');
    const empty = path.join(root, 'empty');
    const refusal = restoreDataDir({ dataDir: empty, archive: notBackup });
    await expect(refusal).rejects.toThrow(BackupRefusedError);
    await expect(refusal).rejects.toThrow(/is not a backup/);
    expect(existsSync(empty)).toBe(false);

    const noManifest = path.join(root, 'no-manifest.tar.gz');
    await createTar({ file: noManifest, cwd: source, gzip: true }, ['auth-secret']);
    await expect(restoreDataDir({ dataDir: empty, archive: noManifest })).rejects.toThrow(
      /is not a backup of this app \(no manifest.json/,
    );
    expect(existsSync(empty)).toBe(false);
  });

  it('refuses an archive with an entry that leaves DATA_DIR, and writes nothing', async () => {
    // A real backup with one more entry, files/../../evil, as a crafted archive would hold.
    const unpacked = path.join(root, 'crafted');
    mkdirSync(unpacked);
    await extractTar({ file: archive, cwd: unpacked });
    writeFileSync(path.join(unpacked, 'evil'), 'evil');
    const crafted = path.join(root, 'crafted.tar.gz');
    await createTar(
      {
        file: crafted,
        cwd: unpacked,
        gzip: true,
        onWriteEntry: (entry) => {
          if (entry.path === 'evil') entry.path = 'files/../../evil';
        },
      },
      ['manifest.json', 'pgdata.tar', ...Object.keys(FILES).map((name) => `files/${name}`), 'evil'],
    );
    const target = path.join(root, 'targeted', 'data');
    await expect(restoreDataDir({ dataDir: target, archive: crafted })).rejects.toThrow(
      "holds an entry that is no file of DATA_DIR's: files/../../evil",
    );
    expect(existsSync(path.join(root, 'targeted'))).toBe(false);
    expect(existsSync(path.join(root, 'evil'))).toBe(false);
  });
});

describe('one process at a time', () => {
  const pgdata = path.join(source, PGDATA_DIR_NAME);

  it('refuses while the server has the database open', async () => {
    // What the server does on start (openDatabase).
    const server = await openPglite(pgdata);
    try {
      const out = path.join(root, 'while-running.tar.gz');
      await expect(backupDataDir({ dataDir: source, out })).rejects.toThrow(DataDirInUseError);
      // Nor does a second server start on it.
      await expect(openPglite(pgdata)).rejects.toThrow(DataDirInUseError);
      await expect(restoreDataDir({ dataDir: source, archive, force: true })).rejects.toThrow(DataDirInUseError);
      expect(existsSync(out)).toBe(false);
    } finally {
      await server.close();
    }
    expect(findLockHolder(pgdata)).toBeNull();
  });

  it('refuses a lock held by another live process and takes over one whose process is gone', async () => {
    const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    const pid = other.pid ?? 0;
    const lock = {
      pid,
      hostname: hostname(),
      program: 'main.js',
      startedAt: new Date().toISOString(),
      processStart: processStartOf(pid),
    };
    writeFileSync(lockFileOf(pgdata), JSON.stringify(lock));
    try {
      expect(findLockHolder(pgdata)).toMatchObject({ pid });
      const refusal = backupDataDir({ dataDir: source, out: path.join(root, 'refused.tar.gz') });
      await expect(refusal).rejects.toThrow(DataDirInUseError);
      await expect(refusal).rejects.toThrow(`in use by main.js (process ${pid}`);
      await expect(restoreDataDir({ dataDir: source, archive, force: true })).rejects.toThrow(DataDirInUseError);
    } finally {
      other.kill('SIGKILL');
      await once(other, 'exit');
    }
    expect(findLockHolder(pgdata)).toBeNull();
    const release = acquireDataDirLock(pgdata);
    expect(JSON.parse(readFileSync(lockFileOf(pgdata), 'utf8'))).toMatchObject({ pid: process.pid });
    release();
    expect(existsSync(lockFileOf(pgdata))).toBe(false);
  });
});

describe('over an existing installation', () => {
  /** An installation that went on after the backup. */
  const installation = (name: string) => {
    const dataDir = path.join(root, name);
    cpSync(source, dataDir, { recursive: true });
    writeFileSync(path.join(dataDir, 'auth-secret'), 'changed since the backup');
    return dataDir;
  };

  it('restores only with --force, and moves what was there aside', async () => {
    const replaced = installation('replaced');
    await expect(restoreDataDir({ dataDir: replaced, archive })).rejects.toThrow(BackupRefusedError);
    const summary = await restoreDataDir({ dataDir: replaced, archive, force: true });
    const aside = summary.movedAsideTo ?? '';
    expect(path.basename(aside)).toMatch(/^before-restore-/);
    expect(readdirSync(aside).sort()).toEqual(['auth-secret', 'outbox', PGDATA_DIR_NAME, 'vapid-keys.json']);
    expect(readFileSync(path.join(aside, 'auth-secret'), 'utf8')).toBe('changed since the backup');
    expect(readFileSync(path.join(replaced, 'auth-secret'), 'utf8')).toBe(FILES['auth-secret'].text);
    expect(summary.rowCounts).toEqual(seeded.rowCounts);
  });

  it('the commands refuse without --force, explain their usage, and point PostgreSQL at pg_dump', async () => {
    const kept = installation('kept');
    const command = (script: string, args: string[], env: Record<string, string> = {}) =>
      run(process.execPath, ['--import', 'tsx', script, ...args], {
        cwd: ROOT,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: kept, ...env },
      }).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => error,
      );
    const [refused, usage, postgres] = await Promise.all([
      command('scripts/restore.ts', [archive]),
      command('scripts/backup.ts', ['--out']),
      command('scripts/backup.ts', [], { DATABASE_URL: 'postgres://localhost/sdc' }),
    ]);
    expect(refused).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('is not empty (auth-secret, outbox, pgdata, vapid-keys.json)'),
    });
    expect(readFileSync(path.join(kept, 'auth-secret'), 'utf8')).toBe('changed since the backup');
    expect(usage).toMatchObject({ code: 2, stderr: expect.stringContaining('Usage: npm run backup -- [--out FILE]') });
    expect(postgres).toMatchObject({ code: 1, stderr: expect.stringContaining('pg_dump -Fc') });
  }, 60_000);
});
