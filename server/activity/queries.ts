import 'server-only';
import { and, between, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { dateRange, statusRange, type AuditLogFilters, type RequestLogFilters } from '@/lib/activity/activity-filters';
import { describeAuditEntry, isAuditActionId, type AuditNames, type AuditWords } from '@/lib/activity/audit-words';
import { getDb, type Db } from '@/server/db/client';
import { countUpTo } from '@/server/db/count-up-to';
import { auditLog, directoryStudents, requestLog, user } from '@/server/db/schema';
import { flushPendingWrites } from '@/server/db/write-behind';
import { directoryQuerySchema } from '@/lib/directory/query-schema';
import { searchWhere } from '@/server/directory/search-where';

export interface ActivityPage<T> {
  rows: T[];
  page: number;
  limit: number;
  /** The matches, or `activityCountCap` when `totalCapped`. */
  total: number;
  /** More than `activityCountCap` matched and this is not the last page: how many more is not counted. */
  totalCapped: boolean;
  totalPages: number;
  hasMore: boolean;
}

/**
 * A log is counted up to this many matches: the request log grows by every call the console makes (some 100,000
 * a day on a 20,000-student account), so a count of it all took 80 ms at a million rows on PGlite, and more each day.
 */
export const activityCountCap = 1_000;

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
  /** A read of background work, not of a person. */
  background: boolean;
}

/**
 * One change made through the console, in words (lib/activity/audit-words.ts): who by name, what it was about by
 * name where the console knows it. `details` stay in the database; `summary` (English, written at the time) is
 * what the page shows for an action it does not name.
 */
export interface AuditLogRow {
  id: number;
  at: string;
  userEmail: string;
  /** The user's name now; null when they are no longer a user of the console. */
  userName: string | null;
  action: string;
  targetType: string;
  targetId: string;
  summary: string;
  requestId: string | null;
  words: AuditWords;
}

/** `%`, `_` and `\` match themselves in a "contains" filter. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function timeFilters(column: typeof requestLog.at | typeof auditLog.at, from?: string, to?: string): SQL[] {
  const { start, end } = dateRange(from, to);
  return [...(start ? [gte(column, start)] : []), ...(end ? [lt(column, end)] : [])];
}

/**
 * The page of a log whose matches were counted up to the cap and one more. Past the cap the page is read with one
 * row more than shown, to know whether a next page exists; the last page tells the total.
 */
async function paged<T>(
  filters: { page: number; limit: number },
  counted: number,
  fetch: (offset: number, limit: number) => Promise<T[]>,
): Promise<ActivityPage<T>> {
  const { page, limit } = filters;
  const offset = (page - 1) * limit;
  if (counted <= activityCountCap) {
    const totalPages = Math.ceil(counted / limit);
    const rows = counted === 0 ? [] : await fetch(offset, limit);
    return { rows, page, limit, total: counted, totalCapped: false, totalPages, hasMore: page < totalPages };
  }
  const read = await fetch(offset, limit + 1);
  const hasMore = read.length > limit;
  const rows = read.slice(0, limit);
  if (!hasMore && rows.length > 0) {
    const total = offset + rows.length;
    return { rows, page, limit, total, totalCapped: false, totalPages: Math.ceil(total / limit), hasMore };
  }
  const totalPages = Math.max(Math.ceil(activityCountCap / limit), page + (hasMore ? 1 : 0));
  return { rows, page, limit, total: activityCountCap, totalCapped: true, totalPages, hasMore };
}

/**
 * The request log, newest first, filtered by whose calls (people's by default), operation, status, user e-mail
 * (contains), UTC days, request id (exact, any case) and student (their id, or a directory search of their name,
 * username or e-mail);
 * `organizationNames` (id to name) names the organization of each organization-scoped call.
 */
export async function listRequestLog(
  filters: RequestLogFilters,
  db?: Db,
  organizationNames: ReadonlyMap<string, string> = new Map(),
): Promise<ActivityPage<RequestLogRow>> {
  // A person's own calls of a moment ago are still queued: written first, so they see them.
  await flushPendingWrites();
  const handle = db ?? (await getDb());
  const where: SQL[] = timeFilters(requestLog.at, filters.from, filters.to);
  if (filters.operation) where.push(eq(requestLog.operation, filters.operation));
  if (filters.status) where.push(between(requestLog.status, ...statusRange(filters.status)));
  if (filters.user) where.push(ilike(requestLog.userEmail, contains(filters.user)));
  if (filters.requestId) where.push(requestIdIs(filters.requestId));
  if (filters.student) where.push(await studentIs(handle, filters.student));
  if (filters.calls !== 'all') where.push(eq(requestLog.background, filters.calls === 'background'));
  const condition = where.length ? and(...where) : undefined;
  return paged(filters, await countUpTo(handle, requestLog, condition, activityCountCap + 1), async (offset, limit) => {
    const rows = await handle
      .select()
      .from(requestLog)
      .where(condition)
      .orderBy(desc(requestLog.at), desc(requestLog.id))
      .limit(limit)
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
      background: r.background,
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

/** The names an audit page mentions: its users (actors and targets) and students, read in two queries. */
async function auditNames(
  handle: Db,
  rows: Array<{ userId: string; targetType: string; targetId: string; details: Record<string, unknown> }>,
  organizations: ReadonlyMap<string, string>,
): Promise<AuditNames> {
  const userIds = new Set<string>();
  const studentIds = new Set<string>();
  for (const r of rows) {
    userIds.add(r.userId);
    if (r.targetType === 'user') userIds.add(r.targetId);
    if (r.targetType === 'student') studentIds.add(r.targetId);
    if (typeof r.details.studentId === 'string') studentIds.add(r.details.studentId);
  }
  const [users, students] = await Promise.all([
    userIds.size
      ? handle
          .select({ id: user.id, name: user.name, email: user.email })
          .from(user)
          .where(inArray(user.id, [...userIds]))
      : Promise.resolve([]),
    studentIds.size
      ? handle
          .select({ id: directoryStudents.id, name: directoryStudents.fullName })
          .from(directoryStudents)
          .where(inArray(directoryStudents.id, [...studentIds]))
      : Promise.resolve([]),
  ]);
  return {
    users: new Map(users.map((u) => [u.id, { name: u.name, email: u.email }])),
    students: new Map(students.map((s) => [s.id, s.name])),
    organizations,
  };
}

/**
 * The audit log, newest first, filtered by user e-mail and action (both "contains") and UTC days; each entry in
 * words, with the names of its users, students and organizations (`organizations`: by id and by slug).
 */
export async function listAuditLog(
  filters: AuditLogFilters,
  db?: Db,
  organizations: ReadonlyMap<string, string> = new Map(),
): Promise<ActivityPage<AuditLogRow>> {
  await flushPendingWrites();
  const handle = db ?? (await getDb());
  const where: SQL[] = timeFilters(auditLog.at, filters.from, filters.to);
  if (filters.user) where.push(ilike(auditLog.userEmail, contains(filters.user)));
  // A known action (the filter's list) exactly; anything else typed into the URL as "contains".
  if (filters.action)
    where.push(
      isAuditActionId(filters.action)
        ? eq(auditLog.action, filters.action)
        : ilike(auditLog.action, contains(filters.action)),
    );
  const condition = where.length ? and(...where) : undefined;
  return paged(filters, await countUpTo(handle, auditLog, condition, activityCountCap + 1), async (offset, limit) => {
    const rows = await handle
      .select()
      .from(auditLog)
      .where(condition)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(limit)
      .offset(offset);
    const names = await auditNames(handle, rows, organizations);
    return rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      userEmail: r.userEmail,
      userName: names.users.get(r.userId)?.name ?? null,
      action: r.action,
      targetType: r.targetType,
      targetId: r.targetId,
      summary: r.summary,
      requestId: r.requestId,
      words: describeAuditEntry(r, names),
    }));
  });
}
