// `npm run backup -- [--out FILE]`: a backup of the embedded installation in
// DATA_DIR (its database and its files) to one .tar.gz, by default under
// ./backups/. Refuses while the server runs; on PostgreSQL, prints the
// pg_dump route instead (docs/backups.md).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { embeddedStorageOrExit } from './embedded-storage.ts';
import { BackupRefusedError, backupDataDir, defaultBackupFile, MAIN_TABLES } from '#server/db/backup.ts';
import { DataDirInUseError } from '#server/db/data-dir-lock.ts';

const USAGE = 'Usage: npm run backup -- [--out FILE]';

let out: string | undefined;
try {
  ({
    values: { out },
  } = parseArgs({ options: { out: { type: 'string' } } }));
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}

const { dataDir, invokedFrom } = embeddedStorageOrExit();

try {
  const backup = await backupDataDir({ dataDir, out: out ? path.resolve(invokedFrom, out) : defaultBackupFile() });
  const tables = Object.keys(backup.rowCounts).length;
  console.log(`Backed up ${dataDir} to ${backup.file} (${(backup.bytes / 1024 / 1024).toFixed(1)} MB).`);
  console.log(`Database: ${tables} tables; ${MAIN_TABLES.map((t) => `${t} ${backup.rowCounts[t] ?? 0}`).join(', ')}.`);
  console.log(`Files: ${backup.files.length ? backup.files.join(', ') : 'none'}.`);
  console.log('The file holds the auth secret and the push keys: keep it as safe as the server.');
} catch (error) {
  if (!(error instanceof BackupRefusedError || error instanceof DataDirInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
}
