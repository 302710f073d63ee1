import 'server-only';
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import { getDb, type Db } from '@/server/db/client';
import { auditLog } from '@/server/db/schema';
import { flushPendingWrites } from '@/server/db/write-behind';

export type AuditRow = typeof auditLog.$inferSelect;

export interface AuditQuery {
  userId?: string;
  targetType?: string;
  targetId?: string;
  action?: string;
  /** Keyset pagination: rows with an id below this one. */
  beforeId?: number;
  limit?: number;
}

/** The newest audit entries first, filtered; for the Activity page. */
export async function listAudit(
  query: AuditQuery = {},
  db?: Db,
): Promise<{ rows: AuditRow[]; nextBeforeId: number | null }> {
  await flushPendingWrites();
  const handle = db ?? (await getDb());
  const limit = Math.min(Math.max(query.limit ?? 50, 1), 200);
  const filters: SQL[] = [];
  if (query.userId) filters.push(eq(auditLog.userId, query.userId));
  if (query.targetType) filters.push(eq(auditLog.targetType, query.targetType));
  if (query.targetId) filters.push(eq(auditLog.targetId, query.targetId));
  if (query.action) filters.push(eq(auditLog.action, query.action));
  if (query.beforeId !== undefined) filters.push(lt(auditLog.id, query.beforeId));
  const rows = await handle
    .select()
    .from(auditLog)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { rows: page, nextBeforeId: rows.length > limit && last ? last.id : null };
}
