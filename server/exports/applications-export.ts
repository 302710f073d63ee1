import 'server-only';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { ApplicationExportRow, CopyCompleteness } from '@/lib/exports/tables';
import type { ResolvedApplication } from '@/lib/partner-api/schemas/application';
import type { ExamCategory } from '@/lib/partner-api/schemas/exam';
import type { Organization } from '@/lib/partner-api/schemas/reference';
import { isStudentInScope, studentScopeFor, StudentNotFoundError } from '@/server/access/scope';
import { studentIdsInScope } from '@/server/access/student-access';
import type { ConsoleUser } from '@/server/auth/roles';
import { getDb } from '@/server/db/client';
import { directoryStudents as d, mirroredApplications as m } from '@/server/db/schema';
import { examDirectory } from '@/server/exams/exam-directory';
import { copyHolding, heldRuns, type CopyHolding, type ListMark } from '@/server/applications/mirrored-applications';
import { getReadModel } from '@/server/read-model';
import { listOrganizations } from '@/server/reference/organizations';

/**
 * The applications export (issue 33), made from the mirror's copy (`mirrored_applications`, docs/read-model.md "The
 * mirror"), never from the API: an organization's copy is whole when its `application-lists` mark names the run
 * whose rows are all held and no write in the console has invalidated it since; otherwise the rows held (if any)
 * are exported and the file and the page say the copy is not whole.
 */

export type Viewer = Pick<ConsoleUser, 'role' | 'schools'>;

/** What an applications export covers: one organization (and in it one exam or one student), or one student everywhere. */
export interface ApplicationsExportScope {
  organization?: string;
  exam?: string;
  student?: string;
}

type OrgCopy =
  { state: 'whole'; runId: string; asOf: string } | { state: 'changed'; runId: string } | { state: 'none' };

/**
 * Each organization's copy: whole (as of the mirror's read), held but not whole any more, or not held. One
 * organization's (the applications page's note, every view) is the read its list shares (`copyHolding`); for several,
 * one statement finds the run each holds and the marks are read together.
 */
async function orgCopies(organizationIds: readonly string[]): Promise<OrgCopy[]> {
  if (organizationIds.length === 1) {
    const { mark, heldRun } = await copyHolding(organizationIds[0]!);
    return [copyState(mark, heldRun)];
  }
  const db = await getDb();
  const [marks, runs] = await Promise.all([
    Promise.all(organizationIds.map((id) => getReadModel().peek<ListMark>('application-lists', id))),
    heldRuns(db, organizationIds),
  ]);
  return organizationIds.map((_, i) => copyState(marks[i] ?? null, runs[i] ?? null));
}

/** Rows held of the mark's run are all of them (copyHolding says why): whole; of another run: held, not whole. */
function copyState(mark: CopyHolding['mark'], heldRun: string | null): OrgCopy {
  if (!heldRun) return { state: 'none' };
  if (mark?.data.runId === heldRun) return { state: 'whole', runId: heldRun, asOf: mark.fetchedAt.toISOString() };
  return { state: 'changed', runId: heldRun };
}

/** The organizations a scope covers: the one named (undefined when unknown), or every one for a student's export. */
async function organizationsOf(scope: ApplicationsExportScope): Promise<Organization[] | undefined> {
  const all = await listOrganizations();
  if (!scope.organization) return all;
  const one = all.find((o) => o.slug === scope.organization);
  return one ? [one] : undefined;
}

/** How whole the copy is over these organizations' copies. */
function completenessOf(copies: readonly { organization: Organization; copy: OrgCopy }[]): CopyCompleteness {
  const whole = copies.flatMap((c) => (c.copy.state === 'whole' ? [c.copy.asOf] : []));
  const missing = copies.filter((c) => c.copy.state !== 'whole').map((c) => c.organization.name);
  const oldest = whole.sort()[0] ?? null;
  if (missing.length === 0 && oldest) return { state: 'whole', asOf: oldest };
  if (copies.every((c) => c.copy.state === 'none')) return { state: 'none', missing };
  return { state: 'partial', asOf: oldest, missing };
}

/**
 * Throws StudentNotFoundError for a coordinator's student of another school (or one the directory does not hold),
 * as the applications page answers 404: decided on the console's copy, with no call.
 */
async function checkStudent(user: Viewer, studentId: string | undefined): Promise<void> {
  if (!studentId || studentScopeFor(user) === null) return;
  if (!(await studentIdsInScope(user, [studentId])).has(studentId)) throw new StudentNotFoundError();
}

/** How whole the copy is for this scope (shown beside the download buttons); undefined for an unknown organization. */
export async function applicationsExportCompleteness(
  user: Viewer,
  scope: ApplicationsExportScope,
): Promise<CopyCompleteness | undefined> {
  await checkStudent(user, scope.student);
  const organizations = await organizationsOf(scope);
  if (!organizations) return undefined;
  const copies = await orgCopies(organizations.map((o) => o._id));
  return completenessOf(organizations.map((organization, i) => ({ organization, copy: copies[i]! })));
}

const studentName = (u: ResolvedApplication['user']) => [u.firstName, u.lastName].filter(Boolean).join(' ') || u._id;

/**
 * Every application of the scope held in the copy with its payment, in each organization's list order
 * (organizations by name), a coordinator's limited to their schools' students (placed by the directory, as the
 * applications page places them), and how whole the copy is. Undefined for an unknown organization; a coordinator's
 * student of another school throws StudentNotFoundError. Reads the database only.
 */
export async function applicationsExport(
  user: Viewer,
  scope: ApplicationsExportScope,
): Promise<
  { rows: ApplicationExportRow[]; completeness: CopyCompleteness; organizations: Organization[] } | undefined
> {
  await checkStudent(user, scope.student);
  const organizations = await organizationsOf(scope);
  if (!organizations) return undefined;
  const db = await getDb();
  const held = await orgCopies(organizations.map((o) => o._id));
  const copies = organizations.map((organization, i) => ({ organization, copy: held[i]! }));
  const rows: ApplicationExportRow[] = [];
  for (const { organization, copy } of copies) {
    if (copy.state === 'none') continue;
    const filter: SQL[] = [eq(m.orgId, organization._id), eq(m.runId, copy.runId)];
    if (scope.exam) filter.push(eq(m.examId, scope.exam));
    if (scope.student) filter.push(eq(m.studentId, scope.student));
    const held = await db
      .select({ data: m.data, studentId: m.studentId, schoolName: d.schoolName })
      .from(m)
      .leftJoin(d, eq(d.id, m.studentId))
      .where(and(...filter))
      .orderBy(asc(m.position));
    const visible = held.filter((r) => isStudentInScope(user, { schoolName: r.schoolName ?? null }));
    if (visible.length === 0) continue;
    const [names, categories] = await Promise.all([
      examDirectory(organization._id),
      getReadModel().peek<ExamCategory[]>('exam-categories', organization._id),
    ]);
    const categoryName = new Map((categories?.data ?? []).map((c) => [c._id, c.name]));
    for (const { data, studentId, schoolName } of visible) {
      const a = data as ResolvedApplication;
      const exam = a.exam;
      const sitting = exam?.session ? names.sittings[exam.session] : undefined;
      const language = exam?.language ? names.languages[exam.language] : undefined;
      rows.push({
        organization: organization.name,
        applicationUuid: a.uuid,
        applicationId: a._id,
        studentId,
        studentName: studentName(a.user),
        school: schoolName ?? '',
        examId: exam?._id ?? '',
        category: exam?.category ? (categoryName.get(exam.category) ?? exam.category) : '',
        sitting: sitting ? [sitting.sessionName, sitting.date].filter(Boolean).join(' ') : (exam?.session ?? ''),
        language: language ? language.name : (exam?.language ?? ''),
        paymentStatus: a.payment?.status ?? '',
        paymentAmount: a.payment ? String(a.payment.amount) : '',
        paymentId: a.payment?._id ?? '',
        participated: a.participated,
        examSubmitted: a.examSubmitted ?? false,
        createdAt: a.createdAt,
        removeAfter: a.removeAfter ?? '',
      });
    }
  }
  return { rows, completeness: completenessOf(copies), organizations };
}
