// Plain JavaScript: a TypeScript preload would put the whole server under tsx's loader.
// Preloaded (--import) into the servers the browser tests start: if the test
// runner that spawned the server disappears without its teardown (killed by a
// time-out, Ctrl-C twice, a crash), the server shuts down gracefully instead of
// living on, and the run's temporary folder (E2E_WORK_DIR) is removed.
import { rmSync } from 'node:fs';

const parentPid = process.ppid;
const workDir = process.env.E2E_WORK_DIR;
let isOrphaned = false;

process.on('exit', () => {
  if (isOrphaned && workDir) rmSync(workDir, { recursive: true, force: true });
});

setInterval(() => {
  try {
    process.kill(parentPid, 0);
  } catch {
    if (isOrphaned) return;
    isOrphaned = true;
    // The server's own SIGTERM handler closes the database, then exits.
    process.kill(process.pid, 'SIGTERM');
  }
}, 1000).unref();
