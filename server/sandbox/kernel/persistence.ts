import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SandboxState } from '../state';
import type { KernelState } from './kernel-state';

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
      console.warn(`[sandbox] ${file} is from another version; starting from the seed`);
      return undefined;
    }
    return parsed as PersistedSandbox;
  } catch (error) {
    console.warn(`[sandbox] ${file} could not be read (${(error as Error).message}); starting from the seed`);
    return undefined;
  }
}

function tempName(file: string): string {
  return `${file}.${process.pid}.${Date.now()}.tmp`;
}

/** Atomic write: a temporary file in the same folder, then rename over the target. */
export async function writePersisted(file: string, data: PersistedSandbox): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = tempName(file);
  await writeFile(temp, JSON.stringify(data));
  await rename(temp, file);
}

export function writePersistedSync(file: string, data: PersistedSandbox): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = tempName(file);
  writeFileSync(temp, JSON.stringify(data));
  renameSync(temp, file);
}

/** Debounced persistence: many changes within `delayMs` make one write; writes never overlap. */
export function createPersister(file: string, snapshot: () => PersistedSandbox, delayMs = 200) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> = Promise.resolve();
  let dirty = false;

  const write = () => {
    timer = undefined;
    if (!dirty) return writing;
    dirty = false;
    const data = snapshot();
    writing = writing.then(() => writePersisted(file, data)).catch((error: Error) => console.error(`[sandbox] could not write ${file}: ${error.message}`));
    return writing;
  };

  return {
    markDirty() {
      dirty = true;
      if (timer === undefined) {
        timer = setTimeout(write, delayMs);
        timer.unref?.();
      }
    },
    /** Writes now if anything is pending. */
    flush(): Promise<void> {
      if (timer !== undefined) clearTimeout(timer);
      return write();
    },
    /** For process exit: writes synchronously if anything is pending. */
    flushSync() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      if (!dirty) return;
      dirty = false;
      writePersistedSync(file, snapshot());
    },
  };
}
