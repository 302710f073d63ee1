import 'server-only';
import type { ConsoleUser } from '@/server/auth/roles';
import { requireStudentInScope } from '@/server/directory/student-access';
import { partner, type Download } from '@/server/partner';
import { requireOrganizationForAction } from './students-organizations';

export type DocumentKind = 'certificate' | 'report';

/**
 * A certificate's or report's PDF, as the API answers it (docs/api-notes.md). For a coordinator the student must be
 * of their schools: another school's student throws StudentNotFoundError, like an unknown one.
 */
export async function downloadStudentDocument(
  user: Pick<ConsoleUser, 'role' | 'schools'>,
  slug: string,
  studentId: string,
  kind: DocumentKind,
  documentId: string,
): Promise<Download> {
  await requireStudentInScope(user, studentId);
  const organization = await requireOrganizationForAction(slug);
  const scope = { organizationId: organization._id };
  return kind === 'certificate'
    ? partner.downloadStudentCertificate(scope, studentId, documentId)
    : partner.downloadStudentReport(scope, studentId, documentId);
}
