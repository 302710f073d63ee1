import 'server-only';
import { and, between, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { dateRange, statusRange, type AuditLogFilters, type RequestLogFilters } from '@/lib/activity/activity-filters';
import { getDb, type Db } from '@/server/db/client';
import { auditLog, directoryStudents, requestLog } from '@/server/db/schema';
import { directoryQuerySchema } from '@/lib/directory/query-schema';
import { searchWhere } from '@/server/directory/search-where';

export interface ActivityPage<T> {
  rows: T[];
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

/** One upstream request as the Activity page shows it; `at` in ISO 8601. */
export interface RequestLogRow {
  id: number;
  at: string;
  userEmail: string | null;
  operation: string;
  method: string;
  pathTemplate: string;
  /** The organization's name for an organization-scoped call; never its id. */
  organization: string | null;
  /** The student the call's path named (their id), when it named one. */
  studentId: string | null;
  status: number;
  errorCode: string | null;
  durationMs: number;
  requestId: string;
}

/** One change made through the console; `details` stay in the database. */
export interface AuditLogRow {
  id: number;
  at: string;
  userEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  summary: string;
  requestId: string | null;
}

/** `%`, `_` and `\` match themselves in a "contains" filter. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function timeFilters(column: typeof requestLog.at | typeof auditLog.at, from?: string, to?: string): SQL[] {
  const { start, end } = dateRange(from, to);
  return [...(start ? [gte(column, start)] : []), ...(end ? [lt(column, end)] : [])];
}

async function paged<T>(
  filters: { page: number; limit: number },
  total: number,
  fetch: (offset: number) => Promise<T[]>,
): Promise<ActivityPage<T>> {
  const totalPages = Math.ceil(total / filters.limit);
  const rows = total === 0 ? [] : await fetch((filters.page - 1) * filters.limit);
  return { rows, page: filters.page, limit: filters.limit, total, totalPages };
}

/**
 * The request log, newest first, filtered by operation, status, user e-mail (contains), UTC days, request id (exact,
 * any case) and student (their id, or a directory search of their name, username or e-mail);
 * `organizationNames` (id to name) names the organization of each organization-scoped call.
 */
export async function listRequestLog(
  filters: RequestLogFilters,
  db?: Db,
  organizationNames: ReadonlyMap<string, string> = new Map(),
): Promise<ActivityPage<RequestLogRow>> {
  const handle = db ?? (await getDb());
  const where: SQL[] = timeFilters(requestLog.at, filters.from, filters.to);
  if (filters.operation) where.push(eq(requestLog.operation, filters.operation));
  if (filters.status) where.push(between(requestLog.status, ...statusRange(filters.status)));
  if (filters.user) where.push(ilike(requestLog.userEmail, contains(filters.user)));
  if (filters.requestId) where.push(requestIdIs(filters.requestId));
  if (filters.student) where.push(await studentIs(handle, filters.student));
  const condition = where.length ? and(...where) : undefined;
  const [totalRow] = await handle.select({ n: count() }).from(requestLog).where(condition);
  return paged(filters, totalRow?.n ?? 0, async (offset) => {
    const rows = await handle
      .select()
      .from(requestLog)
      .where(condition)
      .orderBy(desc(requestLog.at), desc(requestLog.id))
      .limit(filters.limit)
      .offset(offset);
    return rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      userEmail: r.userEmail,
      operation: r.operation,
      method: r.method,
      pathTemplate: r.pathTemplate,
      organization: r.organizationId
        ? (organizationNames.get(r.organizationId) ?? 'an organization not named by the API')
        : null,
      studentId: r.studentId,
      status: r.status,
      errorCode: r.errorCode,
      durationMs: r.durationMs,
      requestId: r.requestId,
    }));
  });
}

/** The request id, whatever its case (the lower(request_id) index). */
export const requestIdIs = (requestId: string): SQL => sql`lower(${requestLog.requestId}) = ${requestId.toLowerCase()}`;

/** Calls that named the student: by id, or any student of the directory whose name, username or e-mail matches. */
async function studentIs(db: Db, text: string): Promise<SQL> {
  const match = await searchWhere(db, null, directoryQuerySchema.parse({ q: text }));
  const ids = db.select({ id: directoryStudents.id }).from(directoryStudents).where(match);
  return or(eq(requestLog.studentId, text), sql`${requestLog.studentId} in ${ids}`)!;
}

/** The audit log, newest first, filtered by user e-mail and action (both "contains") and UTC days. */
export async function listAuditLog(filters: AuditLogFilters, db?: Db): Promise<ActivityPage<AuditLogRow>> {
  const handle = db ?? (await getDb());
  const where: SQL[] = timeFilters(auditLog.at, filters.from, filters.to);
  if (filters.user) where.push(ilike(auditLog.userEmail, contains(filters.user)));
  if (filters.action) where.push(ilike(auditLog.action, contains(filters.action)));
  const condition = where.length ? and(...where) : undefined;
  const [totalRow] = await handle.select({ n: count() }).from(auditLog).where(condition);
  return paged(filters, totalRow?.n ?? 0, async (offset) => {
    const rows = await handle
      .select()
      .from(auditLog)
      .where(condition)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(filters.limit)
      .offset(offset);
    return rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      userEmail: r.userEmail,
      action: r.action,
      targetType: r.targetType,
      targetId: r.targetId,
      summary: r.summary,
      requestId: r.requestId,
    }));
  });
}
