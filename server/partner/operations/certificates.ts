import 'server-only';
import { operations } from '@/lib/partner-api/operations';
import type { PartnerClient } from '../client';
import type { OperationOptions, OrgScope, PageQuery } from './types';

/** Certificates and reports of a student (docs/api-notes.md); `userId` is the student's id. Downloads answer PDFs. */
export function certificateOperations(c: PartnerClient) {
  return {
    listStudentCertificates: (
      { organizationId }: OrgScope,
      userId: string,
      query: PageQuery = {},
      o: OperationOptions = {},
    ) =>
      c.list('listStudentCertificates', operations.listStudentCertificates.answer, {
        params: { organizationId, userId },
        query: { ...query },
        ...o,
      }),
    downloadStudentCertificate: (
      { organizationId }: OrgScope,
      userId: string,
      certificateId: string,
      o: OperationOptions = {},
    ) => c.download('downloadStudentCertificate', { params: { organizationId, userId, certificateId }, ...o }),
    listStudentReports: (
      { organizationId }: OrgScope,
      userId: string,
      query: PageQuery = {},
      o: OperationOptions = {},
    ) =>
      c.list('listStudentReports', operations.listStudentReports.answer, {
        params: { organizationId, userId },
        query: { ...query },
        ...o,
      }),
    downloadStudentReport: ({ organizationId }: OrgScope, userId: string, reportId: string, o: OperationOptions = {}) =>
      c.download('downloadStudentReport', { params: { organizationId, userId, reportId }, ...o }),
  };
}
