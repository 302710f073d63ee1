import 'server-only';
import { cache } from 'react';
import { and, asc, count, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { examSchema, type Exam } from '@/lib/partner-api/schemas/exam';
import type { ResolvedApplication } from '@/lib/partner-api/schemas/application';
import type { Pagination } from '@/lib/partner-api/pagination';
import type { Freshness } from '@/lib/read-model/stored';
import { getDb, type Db } from '@/server/db/client';
import { rowsOneByOne, type ReadRows } from '@/server/db/rows-together';
import { mirroredApplications as t } from '@/server/db/schema';
import { getReadModel } from '@/server/read-model';
import { currentReadModelConfig } from '@/server/read-model/freshness';

/**
 * The mirror's copy of an organization's applications (docs/read-model.md, "The mirror"): the directory sync lists
 * every application of each organization with its payment (listApplications, resolved); once an organization's
 * lists were read to the end without moving, they are copied here, and the read model's `application-lists` mark
 * (subject: the organization, so an apply, move or delete in the console invalidates it) says which run's copy is
 * whole and as of when. The applications pages answer from it with no call while the mark is recent.
 */

export interface ListMark {
  /** The run whose rows are the copy; null: a write came since, the next complete run brings a new copy. */
  runId: string | null;
  total: number;
}

export interface MirroredApplications {
  organizationId: string;
  runId: string;
  total: number;
  freshness: Freshness;
}

/**
 * After the directory sync read an organization's lists to the end (its cards written): this run's applications
 * replace the organization's copy, and the mark says it is whole as of `readAt`. A mark a write invalidated since
 * the last run is not made whole again by this run (its read may have begun before the write): it becomes
 * "no copy" until the next run.
 */
export async function keepMirroredApplications(
  db: Db,
  runId: string,
  organization: { id: string; slug: string },
  readAt: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(t).where(eq(t.orgId, organization.id));
    await tx.execute(sql`
      insert into mirrored_applications (org_id, run_id, position, application_id, student_id, exam_id, data)
      select ${organization.id}, run_id, position, application_id, student_id,
        case jsonb_typeof(data->'exam') when 'object' then data->'exam'->>'_id' when 'string' then data->>'exam' end,
        data
      from directory_applications where run_id = ${runId} and org = ${organization.slug}`);
  });
  const [held] = await db
    .select({ n: count() })
    .from(t)
    .where(and(eq(t.orgId, organization.id), eq(t.runId, runId)));
  const mark: ListMark = { runId, total: held?.n ?? 0 };
  const none: ListMark = { runId: null, total: 0 };
  await getReadModel().putUnlessInvalidated('application-lists', organization.id, mark, readAt, organization.id, none);
}

/**
 * An organization's mark (null: none, invalidated, or READ_MODEL=off) and the run its held rows belong to (null:
 * none held). An organization's rows are only ever replaced whole, in one transaction (keepMirroredApplications), so
 * they all belong to one run, and when that is the mark's run they are the mark's `total`, counted after that
 * transaction: finding the run is one index step, where counting the rows grew with the account (4,500 rows an
 * organization at 20,000 students, 27 ms on PGlite for every applications page and student page).
 */
export interface CopyHolding {
  mark: { data: ListMark; fetchedAt: Date } | null;
  heldRun: string | null;
}

/** The run each organization's held rows belong to (null: none held), in one statement. */
export async function heldRuns(
  db: Db,
  organizationIds: readonly string[],
  read: ReadRows = rowsOneByOne(db),
): Promise<Array<string | null>> {
  if (organizationIds.length === 0) return [];
  const ids = sql.join(
    organizationIds.map((id) => sql`${id}`),
    sql`, `,
  );
  // Ordered by run so that the planner walks the (org_id, run_id, position) index: without the order, it expects an
  // organization's rows everywhere and scans the table from its start, past the organizations written before.
  const rows = await read(sql`
    select o.id as org_id,
      (select m.run_id from mirrored_applications m where m.org_id = o.id order by m.run_id limit 1) as run_id
    from unnest(array[${ids}]::text[]) as o(id)`);
  const byOrg = new Map(rows.map((r) => [String(r.org_id), r.run_id === null ? null : String(r.run_id)]));
  return organizationIds.map((id) => byOrg.get(id) ?? null);
}

/**
 * The mark and the held run together, once per page view (React's `cache`): the applications page's export note
 * and its list both ask for them.
 */
export const copyHolding = cache(async (organizationId: string): Promise<CopyHolding> => {
  const db = await getDb();
  const [mark, [heldRun]] = await Promise.all([
    getReadModel().peek<ListMark>('application-lists', organizationId),
    heldRuns(db, [organizationId]),
  ]);
  return { mark, heldRun: heldRun ?? null };
});

/**
 * The organization's copy when it can answer a page: marked whole, not invalidated by a write, younger than the
 * kind's freshness (two runs), and all its rows there. Null otherwise (never covered, a write since, too old,
 * READ_MODEL=off): the page reads live.
 */
export async function mirroredApplicationsOf(organizationId: string): Promise<MirroredApplications | null> {
  const { mark: stored, heldRun } = await copyHolding(organizationId);
  if (!stored?.data.runId) return null;
  const ageMs = Date.now() - stored.fetchedAt.getTime();
  if (ageMs > currentReadModelConfig().freshnessSeconds['application-lists'] * 1000) return null;
  const { runId, total } = stored.data;
  // Held rows of another run (a later run whose mark was not written) or none: whole only when the run listed none.
  if (heldRun !== runId && total !== 0) return null;
  return {
    organizationId,
    runId,
    total,
    freshness: { fetchedAt: stored.fetchedAt.toISOString(), stale: false, busy: false },
  };
}

export type MirroredList =
  { kind: 'organization' } | { kind: 'student'; studentId: string } | { kind: 'exam'; examId: string };

/**
 * One page of the organization's, a student's or an exam's applications from the copy, as the API pages them
 * (spec §8: `limit` records from `(page - 1) × limit`, in the order the organization's list gave them, the total
 * of the filtered list). A student with no application in the copy is null: the live list decides (their 404 or
 * 409 too).
 */
export async function mirroredApplicationsPage(
  copy: MirroredApplications,
  list: MirroredList,
  query: { page: number; limit: number },
): Promise<{ data: ResolvedApplication[]; pagination: Pagination; requestId: string } | null> {
  const db = await getDb();
  const filter: SQL | undefined =
    list.kind === 'student'
      ? eq(t.studentId, list.studentId)
      : list.kind === 'exam'
        ? eq(t.examId, list.examId)
        : undefined;
  const where = and(eq(t.orgId, copy.organizationId), eq(t.runId, copy.runId), filter);
  const total =
    list.kind === 'organization' ? copy.total : ((await db.select({ n: count() }).from(t).where(where))[0]?.n ?? 0);
  if (list.kind === 'student' && total === 0) return null;
  const rows = await db
    .select({ data: t.data })
    .from(t)
    .where(where)
    .orderBy(asc(t.position))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return {
    data: rows.map((r) => r.data as ResolvedApplication),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
    requestId: '',
  };
}

/** How many applications each exam holds in the organization's copy, by student (whatever the copy's age). */
export async function mirroredExamCounts(
  organizationId: string,
): Promise<Array<{ examId: string; studentId: string; applications: number }>> {
  const db = await getDb();
  const rows = await db
    .select({ examId: t.examId, studentId: t.studentId, applications: count() })
    .from(t)
    .where(and(eq(t.orgId, organizationId), isNotNull(t.examId)))
    .groupBy(t.examId, t.studentId);
  return rows.flatMap((r) =>
    r.examId ? [{ examId: r.examId, studentId: r.studentId, applications: r.applications }] : [],
  );
}

/**
 * The exam records the copy's applications carry (listApplications resolves them), by id: what names an exam the
 * API no longer lists (a past sitting: listExams lists open exams only, spec §4.5).
 */
export async function mirroredExamRecords(
  organizationId: string,
  examIds: readonly string[],
): Promise<Map<string, Exam>> {
  if (examIds.length === 0) return new Map();
  const db = await getDb();
  const rows = await db
    .selectDistinctOn([t.examId], { examId: t.examId, exam: sql<unknown>`${t.data}->'exam'` })
    .from(t)
    .where(and(eq(t.orgId, organizationId), inArray(t.examId, [...examIds])));
  const records = new Map<string, Exam>();
  for (const row of rows) {
    const parsed = examSchema.safeParse(row.exam);
    if (row.examId && parsed.success) records.set(row.examId, parsed.data);
  }
  return records;
}

/** When the organization's copy of its applications was read whole last (null: never). */
export async function mirroredApplicationsReadAt(organizationId: string): Promise<string | null> {
  const stored = await getReadModel().peek<ListMark>('application-lists', organizationId);
  return stored ? stored.fetchedAt.toISOString() : null;
}
