import 'server-only';
import { availableExamsSchema, examCategorySchema, examSchema } from '@/lib/partner-api/schemas/exam';
import type { PartnerClient } from '../client';
import type { OperationOptions, OrgScope, PageQuery } from './types';

/** Exams of an organization (spec §4.5, DESIGN §5). */
export function examOperations(c: PartnerClient) {
  return {
    /** All categories, active or not; cached as reference data. Sort by `order`. */
    listExamCategories: ({ organizationId }: OrgScope, query: PageQuery = {}, o: OperationOptions = {}) =>
      c.list('listExamCategories', examCategorySchema, { params: { organizationId }, query: { ...query }, ...o }),
    /** Open exams, soonest sitting first. */
    listExams: ({ organizationId }: OrgScope, query: PageQuery = {}, o: OperationOptions = {}) =>
      c.list('listExams', examSchema, { params: { organizationId }, query: { ...query }, ...o }),
    /** The whole tree (not paginated); `[]` when nothing is offered. */
    listAvailableExams: ({ organizationId }: OrgScope, studentId: string, o: OperationOptions = {}) =>
      c.call('listAvailableExams', availableExamsSchema, { params: { organizationId, studentId }, ...o }),
  };
}
