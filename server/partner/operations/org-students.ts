import 'server-only';
import { operations } from '@/lib/partner-api/operations';
import type { StudentUpdateBody } from '@/lib/partner-api/student-rules/body-schemas';
import type { SupervisorLinkBody } from '@/lib/partner-api/student-rules/request-rules';
import type { PartnerClient } from '../client';
import type { OperationOptions, OrgScope, PageQuery } from './types';

export interface ListOrgStudentsQuery extends PageQuery {
  signedIn?: boolean;
}

/** Students as one organization sees them (spec §4.8, docs/api-notes.md). */
export function orgStudentOperations(c: PartnerClient) {
  return {
    listOrgStudents: ({ organizationId }: OrgScope, query: ListOrgStudentsQuery = {}, o: OperationOptions = {}) =>
      c.list('listOrgStudents', operations.listOrgStudents.answer, {
        params: { organizationId },
        query: { ...query },
        ...o,
      }),
    getOrgStudent: ({ organizationId }: OrgScope, studentId: string, o: OperationOptions = {}) =>
      c.call('getOrgStudent', operations.getOrgStudent.answer, { params: { organizationId, studentId }, ...o }),
    /** Also adds the organization to the student's activated list. */
    updateOrgStudent: (
      { organizationId }: OrgScope,
      studentId: string,
      body: StudentUpdateBody,
      o: OperationOptions = {},
    ) =>
      c.call('updateOrgStudent', operations.updateOrgStudent.answer, {
        params: { organizationId, studentId },
        body,
        ...o,
      }),
    /** Needs the student to have signed in to the organization (409 otherwise). */
    linkStudentSupervisor: (
      { organizationId }: OrgScope,
      studentId: string,
      body: SupervisorLinkBody,
      o: OperationOptions = {},
    ) =>
      c.call('linkStudentSupervisor', operations.linkStudentSupervisor.answer, {
        params: { organizationId, studentId },
        body,
        ...o,
      }),
  };
}
