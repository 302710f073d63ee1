import 'server-only';
import type { Logger } from '@/server/log/logger';
import { requestStorage } from '@/server/log/request-context';

/**
 * Rows a request produces but need not wait for (the audit log, the request log): queued in memory and written
 * in batches, one multi-row insert each, once the response has gone (server/log/http-hook.ts calls
 * `flushPendingWrites` when a request closes), or after `flushMs` for background work. `closeDb` (tests, the
 * server's shutdown) writes what is queued first, and reads that show these rows (the Activity page, the
 * header's search) call `flushPendingWrites` first, so a person sees their own action at once.
 * A failing write is logged and never thrown into a request: its rows are lost.
 */
export interface WriteBehind<T> {
  /** Queues one row; returns at once. */
  add(row: T): void;
  /** Writes what is queued now; resolves once it (and every earlier batch) is written or has failed. */
  flush(): Promise<void>;
}

export interface WriteBehindOptions<T> {
  /** Writes one batch (one statement, as a rule). */
  write: (batch: T[]) => Promise<void>;
  /** What the failure line says was lost, e.g. 'audit log entries'. */
  what: string;
  log: Logger;
  /** 'warn' for what only helps (the request log), 'error' for what must be kept (the audit log). */
  failureLevel?: 'warn' | 'error';
  /** Rows per statement: a batch this long is written at once. */
  maxBatch?: number;
  /** Outside a request, how long a row waits for others. */
  flushMs?: number;
  /** Inside one, a backstop in case the request never closes (its close flushes first). */
  requestBackstopMs?: number;
  /** Flushed by `flushPendingWrites` and `closeDb` (false for tests' own writers). */
  register?: boolean;
}

const holder = globalThis as typeof globalThis & { __consoleWriteBehind?: Set<WriteBehind<never>> };
const registry = () => (holder.__consoleWriteBehind ??= new Set());

/** A failure is logged at once, then at most once a minute with the rows lost since (a database that is down). */
const failureLogEveryMs = 60_000;

export function writeBehind<T>(options: WriteBehindOptions<T>): WriteBehind<T> {
  const maxBatch = options.maxBatch ?? 200;
  const flushMs = options.flushMs ?? 200;
  const backstopMs = options.requestBackstopMs ?? 2_000;
  let pending: T[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inFlight: Promise<void> = Promise.resolve();
  let lastFailureLogAt = -Infinity;
  let lostSinceLog = 0;

  async function write(batch: T[]): Promise<void> {
    try {
      await options.write(batch);
    } catch (error) {
      lostSinceLog += batch.length;
      if (Date.now() - lastFailureLogAt < failureLogEveryMs) return;
      lastFailureLogAt = Date.now();
      options.log[options.failureLevel ?? 'warn'](
        { err: error, entries: lostSinceLog },
        `could not write ${options.what}; they are lost (later failures within a minute are counted in the next line)`,
      );
      lostSinceLog = 0;
    }
  }

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    const rows = pending;
    pending = [];
    // Outside the request's context: the statements are nobody's view (server/db/query-count.ts counts them as
    // background), and the request's log lines are already written.
    requestStorage.exit(() => {
      for (let i = 0; i < rows.length; i += maxBatch) {
        const batch = rows.slice(i, i + maxBatch);
        inFlight = inFlight.then(() => write(batch));
      }
    });
    return inFlight;
  }

  const writer: WriteBehind<T> = {
    add(row) {
      pending.push(row);
      if (pending.length >= maxBatch) {
        void flush();
        return;
      }
      if (timer) return;
      const delay = requestStorage.getStore() ? backstopMs : flushMs;
      timer = requestStorage.exit(() => setTimeout(() => void flush(), delay));
      timer.unref?.();
    },
    flush,
  };
  if (options.register ?? true) registry().add(writer as WriteBehind<never>);
  return writer;
}

/** Writes every registered writer's queue; resolves once all of it is written (or failed and logged). */
export async function flushPendingWrites(): Promise<void> {
  await Promise.all([...registry()].map((w) => w.flush()));
}
