// What `npm run backup` and `npm run restore` both need first: the embedded
// installation's DATA_DIR, or, on PostgreSQL, the pg_dump route printed and exit 1.
import { loadStorageConfig } from '#server/config.ts';
import { POSTGRES_BACKUP_HELP } from '#server/db/backup.ts';

export function embeddedStorageOrExit(): { dataDir: string; invokedFrom: string } {
  const { dataDir, databaseUrl } = loadStorageConfig();
  if (databaseUrl) {
    console.error(POSTGRES_BACKUP_HELP);
    process.exit(1);
  }
  // npm runs scripts in the project folder; a file named on the command line is where the user stands.
  return { dataDir, invokedFrom: process.env.INIT_CWD ?? process.cwd() };
}
