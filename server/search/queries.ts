import 'server-only';
import { desc, sql } from 'drizzle-orm';
import { normalizeRequestId } from '@/lib/activity/activity-filters';
import { directoryQuerySchema } from '@/lib/directory/query-schema';
import { isObjectId } from '@/lib/partner-api/student-rules/field-rules';
import {
  studentHitsShown,
  type ApplicationHit,
  type GlobalSearchResult,
  type RequestHit,
  type StudentHit,
} from '@/lib/search/global-search';
import { requestIdIs } from '@/server/activity/queries';
import { isStudentInScope, studentScopeFor } from '@/server/access/scope';
import type { ConsoleUser } from '@/server/auth/roles';
import { getDb, type Db } from '@/server/db/client';
import { requestLog } from '@/server/db/schema';
import { flushPendingWrites } from '@/server/db/write-behind';
import { directoryRow, searchDirectory, type DirectoryRow } from '@/server/directory/search';
import { getPartnerClient } from '@/server/partner';

type Viewer = Pick<ConsoleUser, 'role' | 'schools'>;

/** Roles that may read the request log (server/activity/reads.ts): the only ones whose search finds requests. */
const requestLogRoles: ReadonlySet<ConsoleUser['role']> = new Set(['admin', 'support']);

const studentHit = (r: Pick<DirectoryRow, 'id' | 'fullName' | 'email' | 'schoolName'>): StudentHit => ({
  id: r.id,
  name: r.fullName,
  email: r.email,
  school: r.schoolName,
});

/**
 * The header's search: students by name, username or e-mail (the directory, within a coordinator's schools) or
 * by id; applications by their short code (the stored organization cards of students the user may see); and,
 * for the roles that may read the request log, requests by id. Codes and ids ignore spaces and case.
 */
export async function searchEverything(user: Viewer, q: string, db?: Db): Promise<GlobalSearchResult> {
  const handle = db ?? (await getDb());
  const code = normalizeRequestId(q);
  const [students, applications, requests] = await Promise.all([
    findStudents(handle, user, q, code),
    findApplications(handle, user, code),
    requestLogRoles.has(user.role) ? findRequests(handle, code) : Promise.resolve(null),
  ]);
  return { q, ...students, applications, requests };
}

async function findStudents(db: Db, user: Viewer, q: string, code: string) {
  if (isObjectId(code)) {
    const row = await directoryRow(db, code.toLowerCase());
    const found = row && isStudentInScope(user, row) ? [studentHit(row)] : [];
    return { students: found, studentsTotal: found.length, studentsCapped: false };
  }
  const page = await searchDirectory(db, studentScopeFor(user), directoryQuerySchema.parse({ q }));
  return {
    students: page.rows.slice(0, studentHitsShown).map(studentHit),
    studentsTotal: page.total,
    studentsCapped: page.totalCapped,
  };
}

/** Applications whose code is `code` in the stored organization cards, of students the user may see. */
async function findApplications(db: Db, user: Viewer, code: string): Promise<ApplicationHit[]> {
  if (code.length < 4 || code.length > 64) return [];
  const items = sql`case when jsonb_typeof(c.data->'applications'->'data'->'items') = 'array' then c.data->'applications'->'data'->'items' else '[]'::jsonb end`;
  const found = await db.execute<{
    id: string;
    code: string;
    slug: string;
    organization: string;
    student: string | null;
    school: string | null;
    known: boolean;
  }>(sql`
    select a->>'_id' as id, a->>'uuid' as code, c.data->'organization'->>'slug' as slug,
           c.data->'organization'->>'name' as organization, d.full_name as student, d.school_name as school,
           d.id is not null as known
    from stored_copies c
    cross join lateral jsonb_array_elements(${items}) a
    left join directory_students d on d.id = c.subject
    where c.account_key = ${getPartnerClient().apiKey} and c.kind = 'student-organization'
      and upper(a->>'uuid') = ${code.toUpperCase()}
    limit 20`);
  const rows = (found as unknown as { rows: Array<Record<string, unknown>> }).rows;
  const seen = new Set<string>();
  const hits: ApplicationHit[] = [];
  for (const r of rows) {
    const id = String(r.id);
    // A coordinator sees only their schools' students' applications; a student the directory does not hold cannot be placed.
    if (seen.has(id) || !isStudentInScope(user, r.known ? { schoolName: (r.school as string | null) ?? null } : null))
      continue;
    seen.add(id);
    hits.push({
      id,
      code: String(r.code),
      slug: String(r.slug),
      organization: String(r.organization),
      student: (r.student as string | null) ?? null,
    });
  }
  return hits;
}

async function findRequests(db: Db, code: string): Promise<RequestHit[]> {
  if (code.length < 4 || code.length > 256) return [];
  // A call of a moment ago is still queued (server/db/write-behind.ts): written first.
  await flushPendingWrites();
  const rows = await db
    .select({
      requestId: requestLog.requestId,
      operation: requestLog.operation,
      status: requestLog.status,
      at: requestLog.at,
    })
    .from(requestLog)
    .where(requestIdIs(code))
    .orderBy(desc(requestLog.at))
    .limit(5);
  return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
}
