import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SandboxState } from '../state';
import type { KernelState } from './kernel-state';
import { createPartCache } from './persisted-parts';
import type { StatePart } from './sandbox';
import { errorOf, sandboxLog } from './log';

/** Bump when the file's shape changes incompatibly; an older file is then replaced by a fresh seed. */
export const PERSISTED_VERSION = 1;

export interface PersistedSandbox {
  version: number;
  kernel: KernelState;
  state: SandboxState;
}

/** Reads a persisted sandbox; undefined when the file is missing, unreadable or of another version. */
export function loadPersisted(file: string): PersistedSandbox | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<PersistedSandbox>;
    if (parsed.version !== PERSISTED_VERSION || !parsed.kernel || !parsed.state) {
      sandboxLog().warn({ file }, 'sandbox state file is from another version; starting from the seed');
      return undefined;
    }
    return parsed as PersistedSandbox;
  } catch (error) {
    sandboxLog().warn({ file, err: errorOf(error) }, 'sandbox state file could not be read; starting from the seed');
    return undefined;
  }
}

let temps = 0;
function tempName(file: string): string {
  return `${file}.${process.pid}.${Date.now()}.${++temps}.tmp`;
}

/** Atomic write: a temporary file in the same folder, then rename over the target. */
async function writePieces(file: string, pieces: Buffer[]): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = tempName(file);
  await writeFile(temp, pieces);
  await rename(temp, file);
}

function writePiecesSync(file: string, pieces: Buffer[]): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = tempName(file);
  writeFileSync(temp, Buffer.concat(pieces));
  renameSync(temp, file);
}

export interface PersisterTiming {
  /** A write waits this long after the first change, so that a burst of changes makes one write. */
  delayMs?: number;
  /** And comes at least this long after the write before: a busy sandbox writes at most this often. */
  minIntervalMs?: number;
}

/**
 * Persistence off the request path: a change only marks its part (sandbox.ts `markDirty`); a write, debounced
 * and at most one per `minIntervalMs`, serialises the marked parts again and takes the others' bytes from the
 * write before, then writes the file in the background. Writes never overlap.
 */
export function createPersister(file: string, snapshot: () => PersistedSandbox, timing: PersisterTiming = {}) {
  const delayMs = timing.delayMs ?? 200;
  const minIntervalMs = timing.minIntervalMs ?? 2_000;
  const parts = createPartCache();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> = Promise.resolve();
  let inFlight = 0;
  let lastWriteAt = -Infinity;
  const changed = new Set<StatePart>();
  let everything = false;
  /** The last write failed: the file is behind, though the cached parts are not. */
  let behind = false;

  const pending = () => everything || behind || changed.size > 0;
  const takeStale = (): ReadonlySet<StatePart> | 'all' => {
    const stale = everything ? 'all' : new Set(changed);
    changed.clear();
    everything = false;
    behind = false;
    return stale;
  };
  const cancelTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const write = () => {
    cancelTimer();
    if (!pending()) return writing;
    lastWriteAt = Date.now();
    const pieces = parts.pieces(snapshot(), takeStale());
    inFlight += 1;
    writing = writing
      .then(() => writePieces(file, pieces))
      .catch((error: Error) => {
        behind = true;
        sandboxLog().error({ file, err: errorOf(error) }, 'sandbox state could not be written');
      })
      .finally(() => (inFlight -= 1));
    return writing;
  };

  return {
    /** `part` changed (every part when not named); it is written within `minIntervalMs` or so. */
    markDirty(part?: StatePart) {
      if (part) changed.add(part);
      else everything = true;
      if (timer === undefined) {
        timer = setTimeout(write, Math.max(delayMs, lastWriteAt + minIntervalMs - Date.now()));
        timer.unref?.();
      }
    },
    /** Writes now if anything is pending, and waits for every write under way. */
    flush(): Promise<void> {
      return write();
    },
    /**
     * For process exit: writes synchronously if anything is pending or a write has not finished. Every part is
     * serialised afresh here, where blocking no longer matters, so the last file never depends on a part's mark.
     */
    flushSync() {
      cancelTimer();
      if (!pending() && inFlight === 0) return;
      takeStale();
      writePiecesSync(file, parts.pieces(snapshot(), 'all'));
    },
  };
}
