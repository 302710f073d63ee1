/** Query keys of the Exams and Applications pages. */
export const examKeys = {
  all: ['exams'] as const,
  overview: (slug: string) => [...examKeys.all, 'overview', slug] as const,
  available: (slug: string, studentId: string) => [...examKeys.all, 'available', slug, studentId] as const,
  why: (slug: string, examId: string, studentId: string) => [...examKeys.all, 'why', slug, examId, studentId] as const,
};

export const applicationKeys = {
  all: ['applications'] as const,
  list: (filters: {
    organization: string;
    student?: string | undefined;
    exam?: string | undefined;
    page: number;
    limit: number;
  }) => [...applicationKeys.all, 'list', filters] as const,
  detail: (slug: string, applicationId: string) => [...applicationKeys.all, 'detail', slug, applicationId] as const,
};
