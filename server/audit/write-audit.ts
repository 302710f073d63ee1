import 'server-only';
import { getDb, type Db } from '@/server/db/client';
import { storable } from '@/server/db/safe-values';
import { auditLog } from '@/server/db/schema';
import { writeBehind } from '@/server/db/write-behind';
import { componentLogger } from '@/server/log/logger';

export interface AuditEntry {
  /** Who made the change. */
  user: { id: string; email: string };
  /** What was done, e.g. `user.create`, `student.update`. */
  action: string;
  targetType: string;
  targetId: string;
  /** One human sentence for the Activity page. */
  summary: string;
  /** The Partner API's request id, when the change went upstream. */
  requestId?: string | null;
  /** Extra facts; never a secret, a token or a password. */
  details?: Record<string, unknown>;
}

type AuditRow = typeof auditLog.$inferInsert;

/** Each queued row with the database it goes to (tests give their own; the console's own otherwise). */
const queue = writeBehind<{ row: AuditRow; db: Promise<Db> }>({
  what: 'audit log entries',
  log: componentLogger('audit'),
  failureLevel: 'error',
  async write(batch) {
    const byDb = new Map<Db, AuditRow[]>();
    for (const { row, db } of batch) {
      const handle = await db;
      byDb.set(handle, [...(byDb.get(handle) ?? []), row]);
    }
    for (const [handle, rows] of byDb) await handle.insert(auditLog).values(rows);
  },
});

/**
 * Records one change made through the console. Every server action that changes something calls this. The
 * entry is queued and written with others once the response has gone (server/db/write-behind.ts): a failing
 * write is logged, never thrown into the action. `at` is when it was queued.
 */
export function queueAudit(entry: AuditEntry, db?: Db): void {
  // The API's values (a name with a NUL) must not cost the entry.
  entry = storable(entry);
  const target = db ? Promise.resolve(db) : getDb();
  target.catch(() => {}); // a closed database fails the batch, which logs it
  queue.add({
    db: target,
    row: {
      at: new Date(),
      userId: entry.user.id,
      userEmail: entry.user.email,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      summary: entry.summary,
      requestId: entry.requestId ?? null,
      details: entry.details ?? {},
    },
  });
}
