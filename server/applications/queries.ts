import 'server-only';
import { z } from 'zod';
import { correctLimit, correctPage, MAX_LIMIT, type Pagination } from '@/lib/partner-api/pagination';
import type { ExamApplication, ResolvedApplication } from '@/lib/partner-api/schemas/application';
import type { Exam, ExamCategory } from '@/lib/partner-api/schemas/exam';
import { studentScopeFor } from '@/server/access/scope';
import { loadStoredStudentInScope, studentIdsInScope } from '@/server/access/student-access';
import { combinedFreshness, freshnessOf, type Freshness } from '@/lib/read-model/stored';
import { partner } from '@/server/partner';
import { getReadModel } from '@/server/read-model';
import { currentReadModelConfig } from '@/server/read-model/freshness';
import { formatCursor, normalizeCursor, parseCursor } from './application-cursor';
import { scanList, type ScanView } from './application-scan';
import {
  mirroredApplicationsOf,
  mirroredExamRecords,
  mirroredApplicationsPage,
  type MirroredApplications,
  type MirroredList,
} from './mirrored-applications';
import { examDirectory, fillDirectory, type ExamDirectory } from '../exams/exam-directory';
import type { Viewer } from '../exams/exam-student';
import { loadCategories, openExamsCopy, orgRef, organizationBySlug, type OrgRef } from '../exams/queries';

const objectId = z.string().regex(/^[0-9a-fA-F]{24}$/, 'must be a 24-hex id');

/**
 * The URL of /applications: organization, one of student or exam, page, size (forgiving, spec §8). A
 * coordinator's filtered lists page by cursor instead of page: `from` (this view starts there) or
 * `before` (this view ends there); an unreadable cursor is the list's start.
 */
export const applicationFiltersSchema = z.object({
  organization: z.string().min(1),
  student: objectId.optional(),
  exam: objectId.optional(),
  page: z.unknown().transform((v) => correctPage(v as string | undefined)),
  limit: z.unknown().transform((v) => correctLimit(v as string | undefined)),
  from: z.unknown().transform(normalizeCursor).optional(),
  before: z.unknown().transform(normalizeCursor).optional(),
});
export type ApplicationFilters = z.output<typeof applicationFiltersSchema>;

export interface ApplicationRow {
  _id: string;
  uuid: string;
  student: { orgId: string; mainId: string | null; name: string };
  exam: Exam | null;
  examId: string | null;
  payment: ResolvedApplication['payment'];
  participated: boolean;
  examSubmitted: boolean;
  removeAfter: string | null;
  createdAt: string;
}

/**
 * API pages a coordinator's view reads at most (of 100 applications). Each is one request against the
 * operation's budget of 100 a minute, which every user of the console shares: 5 keeps a view under a
 * second or two and lets 20 such views a minute through before the client starts queueing.
 */
export const SCAN_MAX_READS = 5;

/** A coordinator's view of a list the API cannot filter by school, read until full (see application-scan). */
export interface ScannedPaging {
  kind: 'scan';
  /** Cursor texts for `before=` and `from=`; null at the list's start or end. */
  previous: string | null;
  next: string | null;
  looked: { first: number; last: number } | null;
  /** Every school's applications in the list. */
  total: number;
  /** The view stopped after SCAN_MAX_READS pages before it was full; this way reads further. */
  capped: 'next' | 'previous' | null;
  /** Applications one view looks through at most (SCAN_MAX_READS pages of 100). */
  cap: number;
  size: number;
  reads: number;
}

export type ApplicationsPaging = { kind: 'pages'; pagination: Pagination } | ScannedPaging;

export interface ApplicationsPage {
  organization: OrgRef;
  mode: 'organization' | 'student' | 'exam';
  rows: ApplicationRow[];
  /** The API's numbered pages (admin, support, one student's own list), or a coordinator's scanned view. */
  paging: ApplicationsPaging;
  /** A coordinator's schools when the rows are filtered to their students; null for admin and support, and for one student's own list. */
  schools: string[] | null;
  categories: ExamCategory[];
  directory: ExamDirectory;
  /** When the oldest of the API pages shown was read (null when none was read). */
  freshness: Freshness | null;
}

const studentName = (u: { firstName?: string; lastName?: string; _id: string }) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ') || u._id;

function toRow(a: ResolvedApplication | ExamApplication, examsById: Map<string, Exam>): ApplicationRow {
  const exam = typeof a.exam === 'string' ? (examsById.get(a.exam) ?? null) : a.exam;
  return {
    _id: a._id,
    uuid: a.uuid,
    student: { orgId: a.user._id, mainId: a.user.mainId ?? null, name: studentName(a.user) },
    exam,
    examId: typeof a.exam === 'string' ? a.exam : (a.exam?._id ?? null),
    payment: a.payment,
    participated: a.participated,
    examSubmitted: a.examSubmitted ?? false,
    removeAfter: a.removeAfter ?? null,
    createdAt: a.createdAt,
  };
}

type ApiApplication = ResolvedApplication | ExamApplication;

function scannedPaging(view: ScanView<ApiApplication>, size: number): ScannedPaging {
  return {
    kind: 'scan',
    previous: view.previous ? formatCursor(view.previous) : null,
    next: view.next ? formatCursor(view.next) : null,
    looked: view.looked,
    total: view.total,
    capped: view.capped,
    cap: SCAN_MAX_READS * MAX_LIMIT,
    size,
    reads: view.reads,
  };
}

/**
 * One page of applications: the organization's, one student's, or one exam's (past sittings too).
 * Admin and support (and anyone on one student's own list) get the API's numbered page. A coordinator
 * gets only the rows of their schools' students (placed by the directory from the StudentRef's
 * registered id), read over API pages of 100 until their page is full (scanList); asking for another
 * school's student throws StudentNotFoundError.
 */
export async function listApplicationsPage(
  user: Viewer,
  filters: ApplicationFilters,
  options: { force?: boolean } = {},
): Promise<ApplicationsPage> {
  const organization = await organizationBySlug(filters.organization);
  // A coordinator's student named in the address is checked against the stored record, as the student's page is
  // (live on Refresh, and by every write); their own list then needs no further filter.
  if (filters.student && studentScopeFor(user) !== null)
    await loadStoredStudentInScope(user, filters.student, { force: options.force });
  const scope = { organizationId: organization._id };
  const readLive = async (query: { page: number; limit: number }) =>
    filters.exam
      ? partner.listExamApplications(scope, filters.exam, query)
      : filters.student
        ? partner.listStudentApplications(scope, filters.student, query)
        : partner.listApplications(scope, query);
  const list = filters.exam ? `exam:${filters.exam}` : filters.student ? `student:${filters.student}` : 'organization';
  const mirrored: MirroredList = filters.exam
    ? { kind: 'exam', examId: filters.exam }
    : filters.student
      ? { kind: 'student', studentId: filters.student }
      : { kind: 'organization' };
  const scanned = studentScopeFor(user) !== null && !(filters.student && !filters.exam);
  const keyOf = (query: { page: number; limit: number }) => `${organization._id}:${list}:${query.page}:${query.limit}`;
  // Read at once, so their stored copies come in one statement: the mirror's whole copy of the organization's
  // applications, which answers with no call (not on Refresh, nor after a write), the stored copy of the page asked
  // for (shown instead when a Refresh made it newer), and what names the exams.
  const shownKey = scanned ? null : keyOf({ page: filters.page, limit: filters.limit });
  const [mirror, shownPageCopy, categories, openExams] = await Promise.all([
    options.force ? null : mirroredApplicationsOf(organization._id),
    options.force || !shownKey ? null : getReadModel().peek('application-pages', shownKey),
    loadCategories(organization._id),
    loadStoredOpenExams(organization._id, options.force),
  ]);
  const freshness: Freshness[] = [];
  // Each API page is a stored copy; a student's list is about the student, the others about the organization.
  const read = async (query: { page: number; limit: number }) => {
    const key = keyOf(query);
    const pageCopy = !mirror
      ? null
      : key === shownKey
        ? shownPageCopy
        : await getReadModel().peek('application-pages', key);
    if (mirror && !newerPageCopy(pageCopy, mirror)) {
      const page = await mirroredApplicationsPage(mirror, mirrored, query);
      if (page) {
        freshness.push(mirror.freshness);
        return page;
      }
    }
    const stored = await getReadModel().read({
      kind: 'application-pages',
      key,
      subject: filters.student && !filters.exam ? filters.student : organization._id,
      force: options.force,
      load: () => readLive(query),
    });
    freshness.push(freshnessOf(stored));
    return stored.data;
  };
  const keep = async (records: readonly ApiApplication[]) => {
    const visible = await studentIdsInScope(
      user,
      records.flatMap((a) => (a.user.mainId ? [a.user.mainId] : [])),
    );
    return new Set(records.filter((a) => a.user.mainId && visible.has(a.user.mainId)).map((a) => a._id));
  };
  const answer = scanned
    ? await scanList<ApiApplication>(
        { read: (page) => read({ page, limit: MAX_LIMIT }), keep },
        { from: parseCursor(filters.from), before: parseCursor(filters.before) },
        { size: filters.limit, maxReads: SCAN_MAX_READS, pageSize: MAX_LIMIT },
      )
    : await read({ page: filters.page, limit: filters.limit });
  const examsById = new Map(openExams.map((e) => [e._id, e]));
  const answered = 'rows' in answer ? answer.rows : answer.data;
  // listExamApplications answers the exam's id; a past sitting's exam is named by the mirror's applications.
  const unnamed = answered.flatMap((a) => (typeof a.exam === 'string' && !examsById.has(a.exam) ? [a.exam] : []));
  for (const [id, exam] of await mirroredExamRecords(organization._id, [...new Set(unnamed)])) examsById.set(id, exam);
  const rows = answered.map((a) => toRow(a, examsById));
  await fillDirectory(
    organization._id,
    rows.flatMap((r) => (r.exam ? [r.exam] : [])),
  );
  return {
    organization: orgRef(organization),
    mode: filters.exam ? 'exam' : filters.student ? 'student' : 'organization',
    rows,
    paging: 'rows' in answer ? scannedPaging(answer, filters.limit) : { kind: 'pages', pagination: answer.pagination },
    schools: scanned ? studentScopeFor(user) : null,
    categories,
    directory: await examDirectory(organization._id),
    freshness: combinedFreshness(freshness),
  };
}

/** A fresh copy of the API page read after the mirror's copy (a Refresh): it is shown rather than the older copy. */
function newerPageCopy(copy: { fetchedAt: Date } | null, mirror: MirroredApplications): boolean {
  if (!copy || copy.fetchedAt.toISOString() <= mirror.freshness.fetchedAt) return false;
  return Date.now() - copy.fetchedAt.getTime() <= currentReadModelConfig().freshnessSeconds['application-pages'] * 1000;
}

/** The organization's open exams, to name the exams of applications (read model kind `open-exams`). */
async function loadStoredOpenExams(organizationId: string, force?: boolean): Promise<Exam[]> {
  const stored = await getReadModel().read({ ...openExamsCopy(organizationId), force });
  return stored.data;
}
