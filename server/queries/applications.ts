import 'server-only';
import { z } from 'zod';
import { correctLimit, correctPage, type Pagination } from '@/lib/partner-api/pagination';
import type { ExamApplication, ResolvedApplication } from '@/lib/partner-api/schemas/application';
import type { Exam, ExamCategory } from '@/lib/partner-api/schemas/exam';
import { studentScopeFor } from '@/server/directory/scope';
import { requireStudentInScope, studentIdsInScope } from '@/server/directory/student-access';
import { partner } from '@/server/partner';
import { examDirectory, fillDirectory, type ExamDirectory } from './exam-directory';
import type { Viewer } from './exam-student';
import { loadCategories, loadOpenExams, orgRef, organizationBySlug, type OrgRef } from './exams';

const objectId = z.string().regex(/^[0-9a-fA-F]{24}$/, 'must be a 24-hex id');

/** The URL of /applications: organization, one of student or exam, page, size (forgiving, spec §8). */
export const applicationFiltersSchema = z.object({
  organization: z.string().min(1),
  student: objectId.optional(),
  exam: objectId.optional(),
  page: z.unknown().transform((v) => correctPage(v as string | undefined)),
  limit: z.unknown().transform((v) => correctLimit(v as string | undefined)),
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

export interface ApplicationsPage {
  organization: OrgRef;
  mode: 'organization' | 'student' | 'exam';
  rows: ApplicationRow[];
  /** The API's pages; for a coordinator they count every student's applications, the rows only their schools'. */
  pagination: Pagination;
  /** A coordinator's schools when the rows are filtered to their students; null for admin and support, and for one student's own list. */
  schools: string[] | null;
  categories: ExamCategory[];
  directory: ExamDirectory;
}

const studentName = (u: { firstName?: string; lastName?: string; _id: string }) => [u.firstName, u.lastName].filter(Boolean).join(' ') || u._id;

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

/**
 * One server page of applications: the organization's, one student's, or one exam's (past sittings too).
 * A coordinator sees only the rows of their schools' students (placed by the directory from the
 * StudentRef's registered id); asking for another school's student throws StudentNotFoundError.
 */
export async function listApplicationsPage(user: Viewer, filters: ApplicationFilters): Promise<ApplicationsPage> {
  const organization = await organizationBySlug(filters.organization);
  // A student named in the address is checked live; their own list then needs no further filter.
  if (filters.student) await requireStudentInScope(user, filters.student);
  const scope = { organizationId: organization._id };
  const query = { page: filters.page, limit: filters.limit };
  const [answer, categories, openExams] = await Promise.all([
    filters.exam
      ? partner.listExamApplications(scope, filters.exam, query)
      : filters.student
        ? partner.listStudentApplications(scope, filters.student, query)
        : partner.listApplications(scope, query),
    loadCategories(organization._id),
    loadOpenExams(organization._id),
  ]);
  const examsById = new Map(openExams.map((e) => [e._id, e]));
  const all = answer.data.map((a) => toRow(a, examsById));
  const schools = studentScopeFor(user);
  const visible = schools === null || (filters.student && !filters.exam) ? null : await studentIdsInScope(user, all.flatMap((r) => (r.student.mainId ? [r.student.mainId] : [])));
  const rows = visible === null ? all : all.filter((r) => r.student.mainId !== null && visible.has(r.student.mainId));
  await fillDirectory(organization._id, rows.flatMap((r) => (r.exam ? [r.exam] : [])));
  return {
    organization: orgRef(organization),
    mode: filters.exam ? 'exam' : filters.student ? 'student' : 'organization',
    rows,
    pagination: answer.pagination,
    schools: visible === null ? null : schools,
    categories,
    directory: examDirectory(organization._id),
  };
}
