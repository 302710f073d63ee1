import 'server-only';
import { componentLogger } from '@/server/log/logger';
import type { OperationId } from '@/lib/partner-api/operations';
import type { Db } from '@/server/db/client';
import { writeBehind } from '@/server/db/write-behind';

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
  /** The student the call's path named; null for the others. */
  studentId: string | null;
  /** HTTP status; 0 when no answer arrived. */
  status: number;
  errorCode: string | null;
  durationMs: number;
  requestId: string;
  /** The answer's `Deprecation` and `Sunset` headers (spec §9.5), as sent; null when absent. Kept per operation, not per row. */
  deprecation?: string | null;
  sunset?: string | null;
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
 * Writes to the request_log table after the response (server/db/write-behind.ts): a write never blocks the call
 * and a failing database never breaks it: entries go in batches, one insert each, and a failed batch is dropped
 * with a warning.
 */
export function databaseRequestLog(
  options: { flushMs?: number; maxBatch?: number; getDb?: () => Promise<Db>; register?: boolean } = {},
): RequestLogSink & { flush(): Promise<void> } {
  const queue = writeBehind<RequestLogEntry>({
    what: 'request log entries',
    log: componentLogger('partner'),
    flushMs: options.flushMs,
    maxBatch: options.maxBatch,
    register: options.register,
    async write(batch) {
      const { requestLog } = await import('@/server/db/schema');
      const db = await (options.getDb ?? (await import('@/server/db/client')).getDb)();
      await db.insert(requestLog).values(batch.map(({ deprecation: _d, sunset: _s, ...row }) => row));
      await recordLifecycle(db, batch);
    },
  });
  return { record: (entry) => queue.add(entry), flush: queue.flush };
}

/** Each operation's last answer in the batch that carried `Deprecation` or `Sunset`. */
export function lifecycleNotices(
  batch: readonly RequestLogEntry[],
): Array<{ operation: string; deprecation: string | null; sunset: string | null; at: Date }> {
  const last = new Map<string, { operation: string; deprecation: string | null; sunset: string | null; at: Date }>();
  for (const e of batch) {
    if (!e.deprecation && !e.sunset) continue;
    const seen = last.get(e.operation);
    if (!seen || seen.at <= e.at) {
      last.set(e.operation, {
        operation: e.operation,
        deprecation: e.deprecation ?? null,
        sunset: e.sunset ?? null,
        at: e.at,
      });
    }
  }
  return [...last.values()];
}

/** Keeps the last Deprecation/Sunset of each operation, with when they were first and last seen (api_lifecycle). */
async function recordLifecycle(db: Db, batch: readonly RequestLogEntry[]): Promise<void> {
  const notices = lifecycleNotices(batch);
  if (notices.length === 0) return;
  const { apiLifecycle } = await import('@/server/db/schema');
  const { sql } = await import('drizzle-orm');
  await db
    .insert(apiLifecycle)
    .values(
      notices.map((n) => ({
        operation: n.operation,
        deprecation: n.deprecation,
        sunset: n.sunset,
        firstSeenAt: n.at,
        lastSeenAt: n.at,
      })),
    )
    .onConflictDoUpdate({
      target: apiLifecycle.operation,
      set: {
        deprecation: sql`excluded.deprecation`,
        sunset: sql`excluded.sunset`,
        lastSeenAt: sql`greatest(${apiLifecycle.lastSeenAt}, excluded.last_seen_at)`,
      },
    });
  (await import('@/server/activity/api-lifecycle')).retiringOperations.forget(db);
}
