import 'server-only';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';

/**
 * One process per PGlite directory. PGlite takes no lock of its own: two processes writing one directory
 * leave it unreadable (next open: `RuntimeError: Aborted()`). The lock is a file beside the directory
 * (`<dir>.lock`) holding the owner's process id; a lock whose process is gone is taken over. It guards
 * the processes of one machine (one process-id namespace), which is how the embedded database is used.
 */
interface LockOwner {
  pid: number;
  /** /proc start time of the process (Linux), so that a reused process id is not taken for the owner. */
  started: string | null;
  host: string;
  command: string;
  token: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly lockFile: string,
    readonly owner: LockOwner,
  ) {
    const who = owner.pid === process.pid ? 'this same process' : `process ${owner.pid} (${owner.command})`;
    super(
      `The database directory ${dir} is in use by ${who}.\n` +
        'Only one process may open it at a time: two at once would corrupt it.\n' +
        (owner.pid === process.pid
          ? 'Close the other handle first.'
          : `Stop that process first (Ctrl-C in its terminal, or kill -TERM ${owner.pid}), then try again. ` +
            `If no such process is running any more, delete ${lockFile}.`),
    );
    this.name = 'DataDirLockedError';
  }
}

/** Directories this process holds, so a second open in the same process is refused too (one set per process, across bundles). */
const held = ((globalThis as typeof globalThis & { __consoleDataDirs?: Set<string> }).__consoleDataDirs ??=
  new Set<string>());

function startTimeOf(pid: number): string | null {
  try {
    // Field 22 of /proc/<pid>/stat, counted after the command name (which may hold spaces).
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(owner: LockOwner): boolean {
  if (owner.pid === process.pid) return false; // a previous process that had our id (a restarted container)
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const started = startTimeOf(owner.pid);
  return !(owner.started && started && owner.started !== started);
}

function readOwner(file: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.token === 'string' ? (owner as LockOwner) : null;
  } catch {
    return null;
  }
}

export interface DataDirLock {
  readonly file: string;
  /** Removes the lock file if it is still ours. */
  release(): void;
}

/** Takes the directory's lock, taking over a stale one; throws DataDirLockedError while a live process holds it. */
export function acquireDataDirLock(dir: string): DataDirLock {
  const file = `${dir}.lock`;
  if (held.has(dir))
    throw new DataDirLockedError(dir, file, {
      pid: process.pid,
      started: null,
      host: hostname(),
      command: '',
      token: '',
    });
  const me: LockOwner = {
    pid: process.pid,
    started: startTimeOf(process.pid),
    host: hostname(),
    command: process.argv.slice(1).join(' ').slice(0, 200),
    token: randomUUID(),
  };
  // Written whole to a file of our own, then linked into place: link fails if the lock exists, so nobody
  // ever reads a half-written lock.
  const mine = `${file}.${process.pid}.${me.token.slice(0, 8)}`;
  writeFileSync(mine, JSON.stringify(me));
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(mine, file);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw error;
      }
      const owner = readOwner(file);
      if (owner && isAlive(owner)) throw new DataDirLockedError(dir, file, owner);
      takeOver(file, owner);
    }
  } finally {
    unlinkSync(mine);
  }
  held.add(dir);
  const release = () => {
    held.delete(dir);
    process.off('exit', release);
    if (readOwner(file)?.token === me.token) unlinkSync(file);
  };
  // A process that exits without closing (process.exit elsewhere) leaves no lock behind.
  process.on('exit', release);
  return { file, release };
}

/**
 * Removes a stale lock. It is moved aside first and checked: if another process took it over in the
 * meantime (what was moved is not the stale lock), it is put back.
 */
function takeOver(file: string, stale: LockOwner | null): void {
  const aside = `${file}.stale-${process.pid}-${randomUUID().slice(0, 8)}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = readOwner(aside);
  if (moved && moved.token !== stale?.token) {
    try {
      linkSync(aside, file);
    } catch {
      // Someone else's lock is in place now; the next attempt reads it.
    }
  }
  unlinkSync(aside);
}
