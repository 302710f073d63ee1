import 'server-only';
import { explainPartnerError } from '@/server/action-runner/explain-partner-error';
import type { ConsoleUser } from '@/server/auth/roles';
import { isStudentNotFound, studentNotFoundMessage } from '@/server/directory/scope';
import { requireStudentInScope } from '@/server/directory/student-access';
import { isPartnerApiError, partner, runAsActor, type Download } from '@/server/partner';
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
