import 'server-only';
import { componentLogger } from '@/server/log/logger';
import type { OperationId } from '@/lib/partner-api/operations';
import type { Db } from '@/server/db/client';

/** One upstream request as the request log keeps it: never a token, a secret, or a body. */
export interface RequestLogEntry {
  at: Date;
  userId: string | null;
  userEmail: string | null;
  operation: OperationId;
  method: string;
  pathTemplate: string;
  /** The organization an organization-scoped call was for; null for account-wide operations. */
  organizationId: string | null;
  /** HTTP status; 0 when no answer arrived. */
  status: number;
  errorCode: string | null;
  durationMs: number;
  requestId: string;
  /** A read of background work (a GET under the 'background' call policy): no person asked for it just then. */
  background: boolean;
}

export interface RequestLogSink {
  record(entry: RequestLogEntry): void;
}

export const noRequestLog: RequestLogSink = { record: () => {} };

/** Keeps entries in memory (tests, and a view of recent calls). */
export function memoryRequestLog(): RequestLogSink & { entries: RequestLogEntry[] } {
  const entries: RequestLogEntry[] = [];
  return { entries, record: (entry) => void entries.push(entry) };
}

/**
 * Writes to the request_log table in the background. A write never blocks the call and a failing
 * database never breaks it: entries are batched and a failed batch is dropped with one warning.
 */
export function databaseRequestLog(
  options: { flushMs?: number; maxBatch?: number; getDb?: () => Promise<Db> } = {},
): RequestLogSink & { flush(): Promise<void> } {
  const flushMs = options.flushMs ?? 200;
  const maxBatch = options.maxBatch ?? 200;
  let pending: RequestLogEntry[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inFlight: Promise<void> = Promise.resolve();
  let warned = false;

  async function write(batch: RequestLogEntry[]): Promise<void> {
    try {
      const { requestLog } = await import('@/server/db/schema');
      const db = await (options.getDb ?? (await import('@/server/db/client')).getDb)();
      await db.insert(requestLog).values(batch);
    } catch (error) {
      if (!warned) {
        warned = true;
        componentLogger('partner').warn(
          { err: error, entries: batch.length },
          'request log: could not write entries (later failures are not logged)',
        );
      }
    }
  }

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = pending;
    pending = [];
    if (batch.length > 0) inFlight = inFlight.then(() => write(batch));
    return inFlight;
  }

  return {
    record(entry) {
      pending.push(entry);
      if (pending.length >= maxBatch) void flush();
      else if (!timer) {
        timer = setTimeout(() => void flush(), flushMs);
        timer.unref?.();
      }
    },
    flush,
  };
}
