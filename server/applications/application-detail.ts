import { rulesExamOf } from '@/lib/exams/predict';
import 'server-only';
import type { ActionError } from '@/server/auth/action-result';
import { moveTargets } from '@/lib/applications/eligibility';
import { evaluateExamRules } from '@/lib/partner-api/exam-rules';
import type { ResolvedApplication } from '@/lib/partner-api/schemas/application';
import type { Exam, ExamCategory } from '@/lib/partner-api/schemas/exam';
import { freshnessOf, type Freshness } from '@/lib/read-model/stored';
import { StudentNotFoundError, studentScopeFor } from '@/server/access/scope';
import { loadStoredStudentInScope, loadStudentInScope } from '@/server/access/student-access';
import { isPartnerApiError, partner } from '@/server/partner';
import { getReadModel, type ReadSpec } from '@/server/read-model';
import { readTree } from '../exams/available-exams';
import { examDirectory, type ExamDirectory } from '../exams/exam-directory';
import { loadStudentApplications, toExamStudent, type ExamStudent, type Viewer } from '../exams/exam-student';
import { loadCategories, loadOpenExams, orgRef, organizationBySlug, type OrgRef } from '../exams/queries';
import { loadGradesAndCountries, type NamedRef } from '../reference/reference-names';

export interface ApplicationDetail {
  organization: OrgRef;
  application: ResolvedApplication;
  /** The student's core record (by StudentRef.mainId); null when the application does not name it. */
  student: ExamStudent | null;
  categories: ExamCategory[];
  directory: ExamDirectory;
  grades: NamedRef[];
  countries: NamedRef[];
  /** Exams the application may move to by the rules of spec §4.5 and the payment rule of §2. */
  moveOptions: Exam[];
  /** Why the options could not be worked out, when so (worded by the page in its reader's language). */
  moveOptionsNote: MoveOptionsNote | null;
  /** When the application was read from the API (its stored copy). */
  freshness: Freshness;
}

export type MoveOptionsNote =
  { kind: 'noStudentId' } | { kind: 'neverSignedIn' } | { kind: 'unreadable'; error: ActionError };

export interface ApplicationInScope {
  application: ResolvedApplication;
  /** The student's live record when a coordinator's check read it; null for admin and support. */
  student: ExamStudent | null;
}

/**
 * getApplication for this user, before anything is shown or done with it. For a coordinator the
 * application's student (StudentRef.mainId, the registered id) must be of their schools: another
 * school's, one the application does not name, and an unknown application all throw
 * StudentNotFoundError, so they answer alike. Admin and support get the API's answer as before.
 */
export async function getApplicationInScope(
  user: Viewer,
  organizationId: string,
  applicationId: string,
): Promise<ApplicationInScope> {
  if (studentScopeFor(user) === null)
    return { application: (await partner.getApplication({ organizationId }, applicationId)).data, student: null };
  let application: ResolvedApplication;
  try {
    application = (await partner.getApplication({ organizationId }, applicationId)).data;
  } catch (error) {
    if (isPartnerApiError(error) && error.status === 404) throw new StudentNotFoundError();
    throw error;
  }
  const student = toExamStudent(await loadStudentInScope(user, application.user.mainId ?? ''));
  return { application, student };
}

/** The stored copy of an application (read model kind `application`); a move or delete of it invalidates it. */
const applicationCopy = (organizationId: string, applicationId: string): ReadSpec<ResolvedApplication> => ({
  kind: 'application',
  key: `${organizationId}:${applicationId}`,
  subject: applicationId,
  load: async () => (await partner.getApplication({ organizationId }, applicationId)).data,
});

export interface StoredApplicationInScope extends ApplicationInScope {
  freshness: Freshness;
}

/**
 * The application as a page shows it: its stored copy (read live once when there is none, or with `force`), and
 * for a coordinator the stored copy of its student, which must be of their schools. A live 404 removes the copy;
 * a coordinator's answers like another school's. Moves and deletes check the live record (getApplicationInScope).
 */
export async function getStoredApplicationInScope(
  user: Viewer,
  organizationId: string,
  applicationId: string,
  options: { force?: boolean } = {},
): Promise<StoredApplicationInScope> {
  const coordinator = studentScopeFor(user) !== null;
  let stored;
  try {
    stored = await getReadModel().read({ ...applicationCopy(organizationId, applicationId), force: options.force });
  } catch (error) {
    if (coordinator && isPartnerApiError(error) && error.status === 404) throw new StudentNotFoundError();
    throw error;
  }
  const application = stored.data;
  const student = coordinator
    ? toExamStudent((await loadStoredStudentInScope(user, application.user.mainId ?? '')).data)
    : null;
  return { application, student, freshness: freshnessOf(stored) };
}

/** /applications/{slug}/{applicationId}, from stored copies; a coordinator's out-of-scope application throws StudentNotFoundError. */
export async function loadApplicationDetail(
  user: Viewer,
  slug: string,
  applicationId: string,
  options: { force?: boolean } = {},
): Promise<ApplicationDetail> {
  const organization = await organizationBySlug(slug);
  const orgId = organization._id;
  const [{ application, student: checked, freshness }, categories, refs] = await Promise.all([
    getStoredApplicationInScope(user, orgId, applicationId, options),
    loadCategories(orgId),
    loadGradesAndCountries(),
  ]);
  const studentId = application.user.mainId ?? null;
  let moveOptions: Exam[] = [];
  let moveOptionsNote: MoveOptionsNote | null = null;
  let student: ExamStudent | null = null;
  if (!studentId) {
    moveOptionsNote = { kind: 'noStudentId' };
  } else {
    const [core, applications, exams] = await Promise.all([
      checked ?? loadStoredStudentInScope(user, studentId).then((stored) => toExamStudent(stored.data)),
      loadStudentApplications(orgId, studentId),
      loadOpenExams(orgId),
      readTree(orgId, studentId),
    ]);
    student = core;
    const others = applications.known
      ? applications.list
          .filter((a) => a._id !== application._id)
          .flatMap((a) =>
            a.exam?.session && a.exam.category
              ? [{ _id: a._id, session: a.exam.session, category: a.exam.category }]
              : [],
          )
      : [];
    if (!applications.known)
      moveOptionsNote = applications.error
        ? { kind: 'unreadable', error: applications.error }
        : { kind: 'neverSignedIn' };
    const directory = await examDirectory(orgId);
    const now = new Date();
    const allowed = exams.filter((exam) => {
      const category = categories.find((c) => c._id === exam.category);
      const sitting = exam.session ? directory.sittings[exam.session] : undefined;
      return evaluateExamRules({
        exam: rulesExamOf(exam),
        // listExams lists open exams only: without a known date the sitting counts as still to come.
        session: exam.session ? { _id: exam.session, date: sitting?.date ?? '9999-12-31T00:00:00.000Z' } : null,
        category: category ? { _id: category._id, isActive: category.isActive ?? false } : null,
        languageExists: Boolean(exam.language),
        student: { grade: core.grade?._id ?? null, country: core.country?._id ?? null },
        applications: others,
        now,
      }).offered;
    });
    const examId = application.exam?._id ?? null;
    moveOptions = moveTargets(
      { ...application, examId },
      allowed.map((e) => ({ ...e, examId: e._id })),
    ).map(({ examId: _, ...e }) => e);
  }
  return {
    organization: orgRef(organization),
    application,
    student,
    categories,
    directory: await examDirectory(orgId),
    ...refs,
    moveOptions,
    moveOptionsNote,
    freshness,
  };
}
