import type { StudentListParams } from '@/lib/students/list-params';

/** Query keys of the students pages. */
export const studentKeys = {
  all: ['students'] as const,
  list: (params: StudentListParams) => [...studentKeys.all, 'list', params] as const,
  /** The student's record (references resolved), as the student page shows it. */
  detail: (studentId: string) => [...studentKeys.all, 'detail', studentId] as const,
  /** One organization's card of the student page. */
  organizationCard: (studentId: string, organization: string) =>
    [...studentKeys.all, 'organization-card', studentId, organization] as const,
  /** A student's certificates and reports in one organization (the card's part read when opened). */
  documents: (studentId: string, organization: string) =>
    [...studentKeys.all, 'documents', studentId, organization] as const,
};
