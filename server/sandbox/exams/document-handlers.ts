import { paginate, paginationParams } from '@/lib/partner-api/pagination';
import { notFound } from '../kernel/errors';
import type { OperationHandler, OperationHandlers, OperationRequest } from '../kernel/types';
import type { StoredStudent } from '../students/students-state';
import { findOrgCopy, requireOrgCopy } from '../students/lookups';
import type { StoredDocument } from './exams-state';
import { minimalPdf } from './pdf';
import { organizationOf, pathId } from './request';
import { documentView } from './views';

type Kind = StoredDocument['kind'];

/**
 * `userId` of the certificate and report paths (docs/api-notes.md) is the student's core id (`studentId`);
 * the organization's own id of the student (StudentRef `_id`) is accepted too. Another account's
 * student, or an id of neither kind: 404. A core student who never signed in: 409 (spec §1.5).
 */
function studentOfUserId(req: OperationRequest, organizationId: string): StoredStudent {
  const userId = pathId(req, 'userId');
  const own = (id: string) =>
    req.sandbox.state.students.students.find((s) => s._id === id && s.ownerAccountId === req.account._id);
  const byCore = own(userId);
  if (byCore) {
    requireOrgCopy(req.sandbox, organizationId, byCore._id);
    return byCore;
  }
  const copy = req.sandbox.state.students.orgCopies.find(
    (c) => c._id === userId && c.organizationId === organizationId,
  );
  const byCopy = copy ? own(copy.mainId) : undefined;
  if (!byCopy || !findOrgCopy(req.sandbox, organizationId, byCopy._id)) throw notFound('Student not found!');
  return byCopy;
}

function documentsOf(req: OperationRequest, kind: Kind, organizationId: string, studentId: string): StoredDocument[] {
  return req.sandbox.state.exams.documents
    .filter((d) => d.kind === kind && d.organizationId === organizationId && d.studentId === studentId)
    .sort((a, b) => (a.issuedAt < b.issuedAt ? 1 : a.issuedAt > b.issuedAt ? -1 : a._id < b._id ? -1 : 1));
}

const labels = { certificate: 'Certificate', report: 'Report' } as const;
const plural = { certificate: 'Certificates', report: 'Reports' } as const;

function listHandler(kind: Kind): OperationHandler {
  return (req) => {
    const organization = organizationOf(req);
    const student = studentOfUserId(req, organization._id);
    const { page, limit } = paginationParams(req.query);
    const { data, pagination } = paginate(documentsOf(req, kind, organization._id, student._id), page, limit);
    return { message: `${plural[kind]} fetched successfully.`, data: data.map(documentView), pagination };
  };
}

/** The file of one certificate or report: a one-page PDF with its title (no library). */
function downloadHandler(kind: Kind, idParam: string): OperationHandler {
  return (req) => {
    const organization = organizationOf(req);
    const student = studentOfUserId(req, organization._id);
    const documentId = pathId(req, idParam);
    const document = documentsOf(req, kind, organization._id, student._id).find((d) => d._id === documentId);
    if (!document) throw notFound(`${labels[kind]} not found!`);
    const pdf = minimalPdf(document.title, [
      `${labels[kind]} of ${student.fullName}`,
      `${organization.name} - issued ${document.issuedAt.slice(0, 10)}`,
      `Reference ${document._id}`,
    ]);
    return new Response(pdf, {
      status: 200,
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${kind}-${document._id}.pdf"`,
        'content-length': String(pdf.byteLength),
      },
    });
  };
}

/** Certificates and reports (spec §4.8, docs/api-notes.md): paginated `{ _id, title, exam, issuedAt }`, newest first. */
export const documentHandlers: OperationHandlers = {
  listStudentCertificates: listHandler('certificate'),
  listStudentReports: listHandler('report'),
  downloadStudentCertificate: downloadHandler('certificate', 'certificateId'),
  downloadStudentReport: downloadHandler('report', 'reportId'),
};
