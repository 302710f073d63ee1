import 'server-only';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { studentIdSchema } from '@/lib/partner-api/student-rules/request-rules';
import { studentListParamsSchema } from '@/lib/students/list-params-schema';
import { studentKeys } from '@/lib/query/keys/students';
import { defineRead, type ReadCopy } from '@/server/action-runner/define-read';
import { partnerFailure } from '@/server/action-runner/partner-action';
import type { ConsoleUser } from '@/server/auth/roles';
import { isStudentNotFound } from '@/server/access/scope';
import { isPartnerApiError } from '@/server/partner';
import { loadStoredStudentInScope } from '@/server/access/student-access';
import { withFreshness } from '@/lib/read-model/stored';
import { withExamNaming } from '@/server/students/exam-names';
import {
  documentDownloadFailure,
  downloadStudentDocument,
  loadStoredStudentDocuments,
  type DocumentKind,
} from '@/server/students/student-documents';
import type { Download } from '@/server/partner';
import { loadStudentPage } from '@/server/students/student-page';
import { loadStudentFormReference } from '@/server/students/student-reference';
import { loadStoredOrganizationCard } from '@/server/students/student-organizations';
import { loadStudentList } from '@/server/students/queries';
import { requireOrganizationForAction } from '@/server/students/students-organizations';

// For pages: which schools a user is kept to (null: every student), and the failure that is their not-found page.
export { isStudentNotFound, studentScopeFor } from '@/server/access/scope';

const roles = ['admin', 'support', 'coordinator'] as const;
const organizationOfStudent = z.strictObject({ studentId: studentIdSchema, organization: z.string().min(1) });

/** A page of the students list (all students, or one organization's view; a coordinator's from the directory). */
export const studentListRead = defineRead({
  roles,
  scope: 'own-schools',
  copy: ['student-pages', 'database'],
  schema: studentListParamsSchema,
  queryKey: (params) => studentKeys.list(params),
  load: (params, user, { force }) => loadStudentList(user, params, { force }),
});

/** One student with references resolved, from the read model; the read itself is the scope check. */
export const studentRecordRead = defineRead({
  roles,
  scope: 'own-schools',
  copy: 'student',
  schema: z.strictObject({ studentId: studentIdSchema }),
  queryKey: ({ studentId }) => studentKeys.detail(studentId),
  load: ({ studentId }, user, { force }) => loadStoredStudentInScope(user, studentId, { force }),
});

/**
 * The student page's record (its stored copy) and the organizations: what decides its 404 before it streams
 * (`{ kind: 'not-found' }`: an unknown or malformed id, and for a coordinator another school's student).
 */
const studentPage = (source: 'stored' | 'live', copy: ReadCopy) =>
  defineRead({
    roles,
    scope: 'own-schools',
    copy,
    schema: z.strictObject({ studentId: z.string() }),
    load: ({ studentId }, user) => loadStudentPage(user, studentId, source),
  });
export const studentPageRead = studentPage('stored', ['student', 'live']);

/** The same for the edit form, read live (the form must start from the exact record). */
export const studentForEditRead = studentPage('live', 'live');

/** The countries the student forms offer; a failure is the answer, with its request id. */
export const studentFormReferenceRead = defineRead({
  roles,
  scope: 'account',
  copy: 'live',
  schema: z.strictObject({}),
  load: (_input, user) => loadStudentFormReference(user),
});

/**
 * Before a page names a student of its address (applications, why, a challenge standing): for a coordinator the
 * live record must be of one of their schools (else StudentNotFoundError, the page's 404); nothing for admin and
 * support. One getStudent per render, shared with the loaders that stream after it.
 */
export const studentScopeRead = defineRead({
  roles,
  scope: { students: ({ studentId }) => studentId },
  copy: 'live',
  schema: z.strictObject({ studentId: studentIdSchema }),
  // The scope is the whole read: its check runs before this.
  load: async () => undefined,
});

/** One organization's card of the student page, from the read model. */
export const organizationCardRead = defineRead({
  roles,
  scope: 'own-schools',
  copy: ['student', 'student-organization'],
  schema: organizationOfStudent,
  queryKey: ({ studentId, organization }) => studentKeys.organizationCard(studentId, organization),
  load: async ({ studentId, organization }, user, { force }) => {
    const org = await requireOrganizationForAction(organization);
    const student = await loadStoredStudentInScope(user, studentId);
    const stored = await loadStoredOrganizationCard(user, student.data, org, { force });
    return { ...stored, data: await withExamNaming(stored.data) };
  },
});

/**
 * Before a page about one student streams (available exams): reads their record as studentRecordRead does. An
 * unknown student, and for a coordinator another school's, is the not-found page (the stored record decides when
 * the console holds one; else the API). Another failure of the API is returned for the page to show with its
 * request id; null once the student is read.
 */
export async function requireStudentForPage(
  user: ConsoleUser,
  studentId: string,
): Promise<ReturnType<typeof partnerFailure>['error'] | null> {
  return studentRecordRead.load(user, { studentId }).then(
    () => null,
    (error: unknown) => {
      if (isStudentNotFound(error) || (isPartnerApiError(error) && error.status === 404)) notFound();
      if (isPartnerApiError(error)) return partnerFailure(error).error;
      throw error;
    },
  );
}

/**
 * A signed-in student's certificates and reports in one organization, from the read model: the card's part
 * the browser reads when the person opens it (never on page load). The stored student record is the scope
 * check, as for the card.
 */
export const studentDocumentsRead = defineRead({
  roles,
  scope: 'own-schools',
  copy: ['student', 'student-documents'],
  schema: organizationOfStudent,
  queryKey: ({ studentId, organization }) => studentKeys.documents(studentId, organization),
  load: async ({ studentId, organization }, user, { force }) => {
    const org = await requireOrganizationForAction(organization);
    const student = await loadStoredStudentInScope(user, studentId);
    return withFreshness(await loadStoredStudentDocuments(user, student.data, org, { force }));
  },
});

/**
 * A certificate's or report's PDF for its download route, read live as the user; or why not, as the route's status
 * and plain text: not found (an unknown student, or another school's for a coordinator) or the API's error with its
 * request id.
 */
export async function studentDocumentFile(
  user: ConsoleUser,
  target: { studentId: string; organization: string; kind: DocumentKind; documentId: string },
): Promise<{ ok: true; file: Download } | { ok: false; status: number; message: string }> {
  try {
    const { organization, studentId, kind, documentId } = target;
    return { ok: true, file: await downloadStudentDocument(user, organization, studentId, kind, documentId) };
  } catch (error) {
    const failure = documentDownloadFailure(error);
    if (!failure) throw error;
    return { ok: false, ...failure };
  }
}
