// Backups of an embedded installation: the database (PGlite's own dump of its
// data directory) and every file the server keeps beside it in DATA_DIR (the
// auth secret, the VAPID keys, the mail outbox), in one .tar.gz with a manifest
// of the row counts, packed and unpacked by node-tar. A restore refuses any entry
// that would leave DATA_DIR, loads into a staging folder and checks the counts
// before it touches DATA_DIR, and moves what was there aside, never deletes it.
// Both hold the data directory's lock: never while the server runs (docs/backups.md).
import {
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { create as createTar, extract as extractTar, list as listTar } from 'tar';
import { PGDATA_DIR_NAME, PGLITE_OPTIONS } from './client.ts';
import { acquireDataDirLock, lockFileOf } from './data-dir-lock.ts';

const BACKUP_FORMAT = 'sdc-backup';
const BACKUP_FORMAT_VERSION = 1;
/** The archive's entries: the manifest, PGlite's dump of pgdata, and DATA_DIR's other files under files/. */
const MANIFEST_ENTRY = 'manifest.json';
const DATABASE_ENTRY = 'pgdata.tar';
const FILES_PREFIX = 'files/';
/** Where a forced restore moves what DATA_DIR held: DATA_DIR/before-restore-<time>/. */
const ASIDE_PREFIX = 'before-restore-';
/** The restore's work folder inside DATA_DIR (same file system, so its results move in by rename). */
const STAGING_PREFIX = '.restore-';
/** Where, inside the restore's work folder, the archive is unpacked (beside the database loaded from it). */
const UNPACKED_DIR = 'archive';
/** The backup's work folder beside the backup file: the archive's contents laid out, then the archive itself. */
const BACKUP_WORK_PREFIX = '.sdc-backup-';
/** The backup file's permissions: it holds the auth secret and the VAPID private key. */
const BACKUP_FILE_MODE = 0o600;
/** Where `npm run backup` writes without --out, relative to the working directory. */
export const DEFAULT_BACKUP_DIR = 'backups';
/** The tables the commands name in their output; the manifest counts every table. */
export const MAIN_TABLES = ['users', 'clubs', 'events', 'debates', 'ballots', 'topics'];

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_FORMAT_VERSION;
  createdAt: string;
  /** Rows of every table (`schema.table` outside public) when the backup was taken. */
  rowCounts: Record<string, number>;
  /** DATA_DIR's other files, relative to it. */
  files: string[];
}

export interface BackupSummary {
  file: string;
  bytes: number;
  rowCounts: Record<string, number>;
  files: string[];
}

export interface RestoreSummary {
  dataDir: string;
  createdAt: string;
  rowCounts: Record<string, number>;
  files: string[];
  /** Where DATA_DIR's previous contents were moved (a forced restore over an existing installation). */
  movedAsideTo?: string;
}

/** The command cannot proceed as asked; the message says why and what to do. */
export class BackupRefusedError extends Error {
  override name = 'BackupRefusedError';
}

/** What the commands print on PostgreSQL: its own tools do this, with the files of DATA_DIR beside them. */
export const POSTGRES_BACKUP_HELP = `DATABASE_URL is set: this installation runs on PostgreSQL, which has its own backup tools.
Back up (custom format, compressed; the server may keep running):
  pg_dump -Fc --no-owner -f sdc-$(date +%Y%m%d-%H%M%S).dump "$DATABASE_URL"
Restore into an empty database (stop the servers first):
  pg_restore --no-owner --exit-on-error -d "$DATABASE_URL" sdc-YYYYMMDD-HHMMSS.dump
Keep DATA_DIR's files too (auth-secret and vapid-keys.json, unless AUTH_SECRET and the VAPID keys are set).
See docs/backups.md.`;

/** backups/sdc-backup-2026-03-01T09-30-00Z.tar.gz, in the working directory. */
export function defaultBackupFile(now = new Date(), cwd = process.cwd()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
  return path.join(cwd, DEFAULT_BACKUP_DIR, `sdc-backup-${stamp}.tar.gz`);
}

/** The rows of every table but PostgreSQL's own, keyed `table` (public) or `schema.table`. */
export async function countRows(client: PGlite): Promise<Record<string, number>> {
  const tables = await client.query<{ schema: string; name: string }>(
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
     order by table_schema, table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { schema, name } of tables.rows) {
    const quoted = `"${schema.replaceAll('"', '""')}"."${name.replaceAll('"', '""')}"`;
    const result = await client.query<{ n: number }>(`select count(*)::int as n from ${quoted}`);
    counts[schema === 'public' ? name : `${schema}.${name}`] = result.rows[0]?.n ?? 0;
  }
  return counts;
}

/** DATA_DIR's own entries: everything but the lock and the leftovers of restores and backups. */
function installationEntries(dataDir: string): string[] {
  if (!existsSync(dataDir)) return [];
  const lockName = path.basename(lockFileOf(path.join(dataDir, PGDATA_DIR_NAME)));
  return readdirSync(dataDir)
    .filter(
      (name) =>
        name !== lockName &&
        !name.startsWith(ASIDE_PREFIX) &&
        !name.startsWith(STAGING_PREFIX) &&
        !name.startsWith(BACKUP_WORK_PREFIX),
    )
    .sort();
}

/** The regular files under DATA_DIR outside the database, relative paths with `/`. */
function dataDirFiles(dataDir: string, skip: string): string[] {
  const found: string[] = [];
  const walk = (relative: string) => {
    const absolute = path.join(dataDir, relative);
    if (absolute === skip) return;
    const stat = lstatSync(absolute);
    if (stat.isDirectory()) {
      for (const name of readdirSync(absolute).sort()) walk(path.join(relative, name));
    } else if (stat.isFile()) {
      found.push(relative.split(path.sep).join('/'));
    }
  };
  for (const name of installationEntries(dataDir)) if (name !== PGDATA_DIR_NAME) walk(name);
  return found;
}

/**
 * Writes a backup of the embedded installation in `dataDir` to `out`. Refuses
 * while another process (the server) has the database open, when there is no
 * database, and when `out` exists.
 */
export async function backupDataDir(options: { dataDir: string; out: string }): Promise<BackupSummary> {
  const dataDir = path.resolve(options.dataDir);
  const out = path.resolve(options.out);
  const pgdataDir = path.join(dataDir, PGDATA_DIR_NAME);
  if (!existsSync(path.join(pgdataDir, 'PG_VERSION'))) {
    throw new BackupRefusedError(`There is no embedded database in ${dataDir} (no ${PGDATA_DIR_NAME}/): check DATA_DIR.`);
  }
  if (existsSync(out)) throw new BackupRefusedError(`${out} exists already: name another file with --out.`);
  const releaseLock = acquireDataDirLock(pgdataDir);
  try {
    const client = await PGlite.create(pgdataDir, PGLITE_OPTIONS);
    let rowCounts: Record<string, number>;
    let database: Uint8Array;
    try {
      rowCounts = await countRows(client);
      // Everything on disk first: a clean dump, loaded without replaying the log.
      await client.exec('checkpoint');
      database = new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer());
    } finally {
      await client.close();
    }
    const files = dataDirFiles(dataDir, out);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      rowCounts,
      files,
    };
    await writeArchive(out, { manifest, database, dataDir });
    return { file: out, bytes: statSync(out).size, rowCounts, files };
  } finally {
    releaseLock();
  }
}

/**
 * Lays the archive's contents out in a work folder beside `out`, packs them
 * there and renames the archive into place: a backup file is whole or absent.
 */
async function writeArchive(
  out: string,
  { manifest, database, dataDir }: { manifest: BackupManifest; database: Uint8Array; dataDir: string },
) {
  mkdirSync(path.dirname(out), { recursive: true });
  // mkdtemp makes it 0700: it holds a copy of the auth secret until it is removed below.
  const work = mkdtempSync(path.join(path.dirname(out), BACKUP_WORK_PREFIX));
  try {
    const contents = path.join(work, 'contents');
    mkdirSync(contents);
    writeFileSync(path.join(contents, MANIFEST_ENTRY), `${JSON.stringify(manifest, null, 2)}\n`);
    writeFileSync(path.join(contents, DATABASE_ENTRY), database);
    for (const file of manifest.files) {
      const from = path.join(dataDir, file);
      const to = path.join(contents, FILES_PREFIX, file);
      mkdirSync(path.dirname(to), { recursive: true });
      // copyFile keeps the permissions; the times are put back so that `tar -tv` shows the original's.
      copyFileSync(from, to);
      const { atime, mtime } = statSync(from);
      utimesSync(to, atime, mtime);
    }
    const partial = path.join(work, path.basename(out));
    await createTar(
      // portable: no user or group names and ids of this machine; the owner's permission bits stay (0600 stays 0600).
      { file: partial, cwd: contents, gzip: true, portable: true, mode: BACKUP_FILE_MODE },
      // Regular files only, named one by one: no directory entries, nothing DATA_DIR did not list.
      [MANIFEST_ENTRY, DATABASE_ENTRY, ...manifest.files.map((file) => FILES_PREFIX + file)],
    );
    renameSync(partial, out);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Reads a backup file's manifest and checks its entries without unpacking
 * anything; throws BackupRefusedError when it is not a backup of ours (not
 * gzip, not tar, no manifest, an entry that is not a file of DATA_DIR's).
 * Returns the files it holds, relative to DATA_DIR.
 */
async function inspectBackup(archive: string): Promise<{ manifest: BackupManifest; files: string[] }> {
  if (!existsSync(archive)) throw new BackupRefusedError(`${archive} does not exist.`);
  const notOurs = (why: string) => new BackupRefusedError(`${archive} is not a backup of this app (${why}).`);
  const entries: { name: string; type: string }[] = [];
  const manifestChunks: Buffer[] = [];
  try {
    // strict: a damaged header or a cut archive is an error, not a warning and a skipped entry.
    await listTar({
      file: archive,
      strict: true,
      onReadEntry: (entry) => {
        entries.push({ name: entry.path, type: entry.type });
        if (entry.path === MANIFEST_ENTRY) entry.on('data', (chunk: Buffer) => manifestChunks.push(chunk));
      },
    });
  } catch (error) {
    throw notOurs((error as Error).message);
  }
  let manifest: Partial<BackupManifest> | undefined;
  try {
    manifest = manifestChunks.length ? JSON.parse(Buffer.concat(manifestChunks).toString('utf8')) : undefined;
  } catch {
    throw notOurs(`${MANIFEST_ENTRY} is not JSON`);
  }
  if (manifest?.format !== BACKUP_FORMAT || !entries.some((entry) => entry.name === DATABASE_ENTRY)) {
    throw notOurs(`no ${MANIFEST_ENTRY} or ${DATABASE_ENTRY}`);
  }
  if (manifest.version !== BACKUP_FORMAT_VERSION) {
    throw new BackupRefusedError(
      `${archive} has backup format ${manifest.version}; this version reads ${BACKUP_FORMAT_VERSION}.`,
    );
  }
  const lockName = path.basename(lockFileOf(PGDATA_DIR_NAME));
  const files: string[] = [];
  for (const { name, type } of entries) {
    if (type === 'File' && (name === MANIFEST_ENTRY || name === DATABASE_ENTRY)) continue;
    const file = name.startsWith(FILES_PREFIX) ? name.slice(FILES_PREFIX.length) : '';
    const segments = file.split('/');
    // Only regular files under files/, and none that leaves DATA_DIR or replaces the database or its lock.
    const isDataDirFile =
      type === 'File' &&
      !segments.some((segment) => segment === '' || segment === '.' || segment === '..') &&
      segments[0] !== PGDATA_DIR_NAME &&
      segments[0] !== lockName;
    if (!isDataDirFile) throw new BackupRefusedError(`${archive} holds an entry that is no file of DATA_DIR's: ${name}`);
    files.push(file);
  }
  if (JSON.stringify([...files].sort()) !== JSON.stringify([...(manifest.files ?? [])].sort())) {
    throw new BackupRefusedError(`${archive} is damaged: its files differ from its manifest's.`);
  }
  return { manifest: manifest as BackupManifest, files };
}

/** A timestamp usable in a folder name on every system. */
function folderStamp(now: Date): string {
  return now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
}

/**
 * Restores a backup into `dataDir`. Refuses while another process has the
 * database open; refuses a DATA_DIR that holds anything unless `force`, and then
 * moves its contents into DATA_DIR/before-restore-<time>/.
 */
export async function restoreDataDir(options: { dataDir: string; archive: string; force?: boolean }): Promise<RestoreSummary> {
  const dataDir = path.resolve(options.dataDir);
  const archive = path.resolve(options.archive);
  // Before anything is created: a file that is not a backup leaves DATA_DIR as it was.
  const { manifest, files } = await inspectBackup(archive);
  mkdirSync(dataDir, { recursive: true });
  const releaseLock = acquireDataDirLock(path.join(dataDir, PGDATA_DIR_NAME));
  try {
    const present = installationEntries(dataDir);
    if (present.length > 0 && !options.force) {
      throw new BackupRefusedError(
        `${dataDir} is not empty (${present.join(', ')}). Restore into an empty DATA_DIR, or add --force to move what is there into ${path.join(dataDir, `${ASIDE_PREFIX}<time>`)}/.`,
      );
    }
    const staging = mkdtempSync(path.join(dataDir, STAGING_PREFIX));
    try {
      const unpacked = path.join(staging, UNPACKED_DIR);
      mkdirSync(unpacked);
      await extractTar({
        file: archive,
        cwd: unpacked,
        strict: true,
        // tar's default, said here because it is what keeps every entry inside `unpacked`: no
        // absolute paths, no `..`, nothing written through a symbolic link. No `strip` either.
        preservePaths: false,
        // The files belong to whoever restores, as any file they create, even root.
        preserveOwner: false,
        // inspectBackup refused anything else already; this holds should the file change since.
        filter: (_name, entry) => 'type' in entry && entry.type === 'File',
      });
      // The database first: if it does not load whole, DATA_DIR is as it was.
      const client = await PGlite.create(path.join(staging, PGDATA_DIR_NAME), {
        ...PGLITE_OPTIONS,
        loadDataDir: new Blob([readFileSync(path.join(unpacked, DATABASE_ENTRY))]),
      });
      let rowCounts: Record<string, number>;
      try {
        rowCounts = await countRows(client);
      } finally {
        await client.close();
      }
      if (JSON.stringify(rowCounts) !== JSON.stringify(manifest.rowCounts)) {
        throw new BackupRefusedError(
          `The restored database's row counts differ from the backup's manifest: ${options.archive} is damaged.`,
        );
      }
      const restoredFiles = path.join(unpacked, FILES_PREFIX);
      const restored = [
        path.join(staging, PGDATA_DIR_NAME),
        ...(existsSync(restoredFiles) ? readdirSync(restoredFiles).map((name) => path.join(restoredFiles, name)) : []),
      ];
      let movedAsideTo: string | undefined;
      if (present.length > 0) {
        movedAsideTo = path.join(dataDir, ASIDE_PREFIX + folderStamp(new Date()));
        mkdirSync(movedAsideTo);
        for (const name of present) renameSync(path.join(dataDir, name), path.join(movedAsideTo, name));
      }
      for (const from of restored) renameSync(from, path.join(dataDir, path.basename(from)));
      return { dataDir, createdAt: manifest.createdAt, rowCounts, files, movedAsideTo };
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
  } finally {
    releaseLock();
  }
}
