import 'server-only';
import { partner, type Download } from '@/server/partner';
import { requireOrganizationForAction } from './students-organizations';

export type DocumentKind = 'certificate' | 'report';

/** A certificate's or report's PDF, as the API answers it (DESIGN §5). */
export async function downloadStudentDocument(slug: string, studentId: string, kind: DocumentKind, documentId: string): Promise<Download> {
  const organization = await requireOrganizationForAction(slug);
  const scope = { organizationId: organization._id };
  return kind === 'certificate'
    ? partner.downloadStudentCertificate(scope, studentId, documentId)
    : partner.downloadStudentReport(scope, studentId, documentId);
}
