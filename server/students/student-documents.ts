import 'server-only';
import type { Organization } from '@/lib/partner-api/schemas/reference';
import type { ResolvedStudent } from '@/lib/partner-api/schemas/student';
import type { Stored } from '@/lib/read-model/stored';
import type { StudentDocumentLists } from '@/lib/students/organization-card';
import { explainPartnerError } from '@/server/action-runner/explain-partner-error';
import type { ConsoleUser } from '@/server/auth/roles';
import { assertStudentInScope, isStudentNotFound, studentNotFoundMessage } from '@/server/access/scope';
import { requireStudentInScope } from '@/server/access/student-access';
import { isPartnerApiError, partner, runAsActor, type Download } from '@/server/partner';
import { getReadModel, type ReadSpec } from '@/server/read-model';
import { settle, wholeList } from './student-organizations';
import { requireOrganizationForAction } from './students-organizations';

export type DocumentKind = 'certificate' | 'report';

/**
 * A certificate's or report's PDF, as the API answers it (docs/api-notes.md), read as the signed-in user (the
 * request log names them). For a coordinator the student must be of their schools: another school's student
 * throws StudentNotFoundError, like an unknown one.
 */
export async function downloadStudentDocument(
  user: Pick<ConsoleUser, 'id' | 'email' | 'role' | 'schools'>,
  slug: string,
  studentId: string,
  kind: DocumentKind,
  documentId: string,
): Promise<Download> {
  return runAsActor({ id: user.id, email: user.email }, async () => {
    await requireStudentInScope(user, studentId);
    const organization = await requireOrganizationForAction(slug);
    const scope = { organizationId: organization._id };
    return kind === 'certificate'
      ? partner.downloadStudentCertificate(scope, studentId, documentId)
      : partner.downloadStudentReport(scope, studentId, documentId);
  });
}

/**
 * What the download's route answers for a failure of downloadStudentDocument, as plain text: not found (an
 * unknown student, or another school's for a coordinator) or the API's error with its request id; null for any
 * other failure, which the route rethrows.
 */
export function documentDownloadFailure(error: unknown): { status: number; message: string } | null {
  if (isStudentNotFound(error))
    return {
      status: 404,
      message: `${studentNotFoundMessage} Go back to the students list and choose the student again.`,
    };
  if (!isPartnerApiError(error)) return null;
  return {
    status: error.status >= 400 && error.status < 600 ? error.status : 502,
    message: `${explainPartnerError(error).message}\nRequest id: ${error.requestId}`,
  };
}

/** The stored copy of a student's certificates and reports in one organization (kind `student-documents`). */
export function studentDocumentsCopy(studentId: string, organization: Organization): ReadSpec<StudentDocumentLists> {
  const scope = { organizationId: organization._id };
  return {
    kind: 'student-documents',
    key: `${studentId}:${organization._id}`,
    subject: studentId,
    // A list that failed (a 409 before the student's first sign-in, the API down) is shown, not stored.
    storable: (lists) => lists.certificates.ok && lists.reports.ok,
    load: async () => {
      const [certificates, reports] = await Promise.all([
        settle(() => wholeList((page, limit) => partner.listStudentCertificates(scope, studentId, { page, limit }))),
        settle(() => wholeList((page, limit) => partner.listStudentReports(scope, studentId, { page, limit }))),
      ]);
      return { certificates, reports };
    },
  };
}

/**
 * A student's certificates and reports in one organization, each list read to its end, from the read model: not
 * part of the organization card, read when the person opens them (2 calls on a cold read, one more for each
 * further 100 of a list; `force`: live now).
 * For a coordinator the student (the stored record the page shows) must be of their schools, else
 * StudentNotFoundError, before anything is read.
 */
export async function loadStoredStudentDocuments(
  user: Pick<ConsoleUser, 'role' | 'schools'>,
  student: Pick<ResolvedStudent, '_id' | 'school'>,
  organization: Organization,
  options: { force?: boolean } = {},
): Promise<Stored<StudentDocumentLists>> {
  assertStudentInScope(user, student);
  return getReadModel().read({ ...studentDocumentsCopy(student._id, organization), force: options.force });
}
