// `npm run restore -- FILE [--force]`: restores a backup made by `npm run
// backup` into DATA_DIR. Refuses while the server runs, and refuses a DATA_DIR
// that holds anything unless --force, which moves its contents aside into
// DATA_DIR/before-restore-<time>/ (docs/backups.md).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { embeddedStorageOrExit } from './embedded-storage.ts';
import { BackupRefusedError, MAIN_TABLES, restoreDataDir } from '#server/db/backup.ts';
import { DataDirInUseError } from '#server/db/data-dir-lock.ts';

const USAGE = 'Usage: npm run restore -- FILE [--force]';

let archive = '';
let force = false;
try {
  const { values, positionals } = parseArgs({ options: { force: { type: 'boolean', default: false } }, allowPositionals: true });
  if (positionals.length !== 1) throw new Error('Name one backup file.');
  archive = positionals[0] ?? '';
  force = values.force;
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}

const { dataDir, invokedFrom } = embeddedStorageOrExit();

try {
  const restored = await restoreDataDir({ dataDir, archive: path.resolve(invokedFrom, archive), force });
  const tables = Object.keys(restored.rowCounts).length;
  console.log(`Restored ${archive} (made ${restored.createdAt}) into ${restored.dataDir}.`);
  console.log(
    `Database: ${tables} tables, row counts as backed up; ${MAIN_TABLES.map((t) => `${t} ${restored.rowCounts[t] ?? 0}`).join(', ')}.`,
  );
  console.log(`Files: ${restored.files.length ? restored.files.join(', ') : 'none'}.`);
  if (restored.movedAsideTo) {
    console.log(`What DATA_DIR held before is in ${restored.movedAsideTo}: delete it once the restored site is right.`);
  }
  console.log('Start the server: it applies any newer migrations on start.');
} catch (error) {
  if (!(error instanceof BackupRefusedError || error instanceof DataDirInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
}
