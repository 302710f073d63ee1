import 'server-only';
import { operations } from '@/lib/partner-api/operations';
import type { CreateApplicationBody, MoveApplicationBody } from '@/lib/partner-api/application-bodies';
import type { PartnerClient } from '../client';
import type { OperationOptions, OrgScope, PageQuery } from './types';

/** Applications to exams (spec §4.6, §4.8, docs/api-notes.md). */
export function applicationOperations(c: PartnerClient) {
  return {
    /** 201 with the new application; the same student and exam again: 200 with the existing one (`status` tells). */
    createApplication: ({ organizationId }: OrgScope, body: CreateApplicationBody, o: OperationOptions = {}) =>
      c.call('createApplication', operations.createApplication.answer, { params: { organizationId }, body, ...o }),
    listApplications: ({ organizationId }: OrgScope, query: PageQuery = {}, o: OperationOptions = {}) =>
      c.list('listApplications', operations.listApplications.answer, {
        params: { organizationId },
        query: { ...query },
        ...o,
      }),
    listExamApplications: (
      { organizationId }: OrgScope,
      examId: string,
      query: PageQuery = {},
      o: OperationOptions = {},
    ) =>
      c.list('listExamApplications', operations.listExamApplications.answer, {
        params: { organizationId, examId },
        query: { ...query },
        ...o,
      }),
    listStudentApplications: (
      { organizationId }: OrgScope,
      studentId: string,
      query: PageQuery = {},
      o: OperationOptions = {},
    ) =>
      c.list('listStudentApplications', operations.listStudentApplications.answer, {
        params: { organizationId, studentId },
        query: { ...query },
        ...o,
      }),
    getApplication: ({ organizationId }: OrgScope, applicationId: string, o: OperationOptions = {}) =>
      c.call('getApplication', operations.getApplication.answer, { params: { organizationId, applicationId }, ...o }),
    /** The answer's form is not fixed by the spec: resolved or with ids, both parse. */
    moveApplication: (
      { organizationId }: OrgScope,
      applicationId: string,
      body: MoveApplicationBody,
      o: OperationOptions = {},
    ) =>
      c.call('moveApplication', operations.moveApplication.answer, {
        params: { organizationId, applicationId },
        body,
        ...o,
      }),
    /** The application as it was, with ids. */
    deleteApplication: ({ organizationId }: OrgScope, applicationId: string, o: OperationOptions = {}) =>
      c.call('deleteApplication', operations.deleteApplication.answer, {
        params: { organizationId, applicationId },
        ...o,
      }),
  };
}
