import 'server-only';
import { operations } from '@/lib/partner-api/operations';
import type { PartnerClient } from '../client';
import type { OperationOptions, OrgScope, PageQuery } from './types';

/** Exams of an organization (spec §4.5, docs/api-notes.md). */
export function examOperations(c: PartnerClient) {
  return {
    /** All categories, active or not; cached as reference data. Sort by `order`. */
    listExamCategories: ({ organizationId }: OrgScope, query: PageQuery = {}, o: OperationOptions = {}) =>
      c.list('listExamCategories', operations.listExamCategories.answer, {
        params: { organizationId },
        query: { ...query },
        ...o,
      }),
    /** Open exams, soonest sitting first. */
    listExams: ({ organizationId }: OrgScope, query: PageQuery = {}, o: OperationOptions = {}) =>
      c.list('listExams', operations.listExams.answer, { params: { organizationId }, query: { ...query }, ...o }),
    /** The whole tree (not paginated); `[]` when nothing is offered. */
    listAvailableExams: ({ organizationId }: OrgScope, studentId: string, o: OperationOptions = {}) =>
      c.call('listAvailableExams', operations.listAvailableExams.answer, {
        params: { organizationId, studentId },
        ...o,
      }),
  };
}
