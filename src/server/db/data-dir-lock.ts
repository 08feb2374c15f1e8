// One process at a time on an embedded database: PGlite itself lets a second
// process (or a second instance in the same process) open a data directory that
// is in use, and the two then corrupt it. Whoever opens one — the server,
// admin:create, backup and restore — first takes `<pgdata>.lock`, a file naming
// its process; a lock whose process is gone (a crash, SIGKILL) is taken over.
// PGlite's own postmaster.pid cannot serve: it always names pid -42 and stays
// behind after a crash.
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';

export interface LockHolder {
  pid: number;
  hostname: string;
  /** Which program holds it (its script's file name), for the message. */
  program: string;
  startedAt: string;
  /** The boot and start time of the process (Linux), telling a reused pid from the holder. */
  processStart: string | null;
}

/** Someone else holds the data directory: the message says who and what to do. */
export class DataDirInUseError extends Error {
  readonly holder: LockHolder;
  readonly lockFile: string;
  constructor(pgdataDir: string, lockFile: string, holder: LockHolder) {
    super(
      `The embedded database ${pgdataDir} is in use by ${holder.program} (process ${holder.pid} on ${holder.hostname}, since ${holder.startedAt}). ` +
        `Stop it first (Ctrl-C, or SIGTERM to the server) and try again. If that process is not running, delete ${lockFile}.`,
    );
    this.name = 'DataDirInUseError';
    this.holder = holder;
    this.lockFile = lockFile;
  }
}

/** The lock files this process holds: a second open from the same process is refused too. */
const heldHere = new Set<string>();

export function lockFileOf(pgdataDir: string): string {
  return `${pgdataDir}.lock`;
}

/** The boot id and the start time of process `pid` in clock ticks since boot; null where /proc is missing. */
export function processStartOf(pid: number): string | null {
  try {
    const bootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22 (starttime); the command name before it, in parentheses, may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const startTicks = fields[19];
    return startTicks ? `${bootId}:${startTicks}` : null;
  } catch {
    return null;
  }
}

function readHolder(lockFile: string): LockHolder | null {
  try {
    return JSON.parse(readFileSync(lockFile, 'utf8')) as LockHolder;
  } catch {
    // Missing, or half-written by a process that died while writing it.
    return null;
  }
}

function isAlive(holder: LockHolder, lockFile: string): boolean {
  // Another machine's processes cannot be asked (a shared volume): assume it runs.
  if (holder.hostname !== hostname()) return true;
  if (holder.pid === process.pid) return heldHere.has(lockFile);
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  const start = processStartOf(holder.pid);
  return holder.processStart === null || start === null || start === holder.processStart;
}

/** The live process holding the data directory, if any. */
export function findLockHolder(pgdataDir: string): LockHolder | null {
  const lockFile = lockFileOf(pgdataDir);
  const holder = readHolder(lockFile);
  return holder && isAlive(holder, lockFile) ? holder : null;
}

/**
 * Takes the data directory for this process, or throws DataDirInUseError.
 * Returns the release, which also runs if the process exits without calling it.
 */
export function acquireDataDirLock(pgdataDir: string): () => void {
  const lockFile = lockFileOf(pgdataDir);
  const holder: LockHolder = {
    pid: process.pid,
    hostname: hostname(),
    program: (process.argv[1] ?? 'node').split(/[\\/]/).pop() ?? 'node',
    startedAt: new Date().toISOString(),
    processStart: processStartOf(process.pid),
  };
  for (let attempt = 0; ; attempt++) {
    try {
      // 'wx': created only if absent, so of two processes starting at once one wins.
      writeFileSync(lockFile, JSON.stringify(holder), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const current = readHolder(lockFile);
      if (current && isAlive(current, lockFile)) throw new DataDirInUseError(pgdataDir, lockFile, current);
      if (attempt > 0) throw new DataDirInUseError(pgdataDir, lockFile, current ?? holder);
      // Left behind by a process that is gone: take it over.
      try {
        unlinkSync(lockFile);
      } catch (removeError) {
        if ((removeError as NodeJS.ErrnoException).code !== 'ENOENT') throw removeError;
      }
    }
  }
  heldHere.add(lockFile);
  const release = () => {
    process.off('exit', release);
    if (!heldHere.delete(lockFile)) return;
    if (readHolder(lockFile)?.pid === process.pid) unlinkSync(lockFile);
  };
  process.on('exit', release);
  return release;
}
