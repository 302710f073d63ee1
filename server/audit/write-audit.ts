import 'server-only';
import { getDb, type Db } from '@/server/db/client';
import { storable } from '@/server/db/safe-values';
import { auditLog } from '@/server/db/schema';

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

/** Records one change made through the console. Every server action that changes something calls this. */
export async function writeAudit(entry: AuditEntry, db?: Db): Promise<void> {
  const handle = db ?? (await getDb());
  // The API's values (a name with a NUL) must not cost the entry.
  entry = storable(entry);
  await handle.insert(auditLog).values({
    userId: entry.user.id,
    userEmail: entry.user.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    summary: entry.summary,
    requestId: entry.requestId ?? null,
    details: entry.details ?? {},
  });
}
