import 'server-only';
import { applicationKeys } from '@/lib/query/keys/exams';
import { defineRead } from '@/server/action-runner/define-read';
import { z } from 'zod';
import { isObjectId } from '@/lib/partner-api/student-rules/field-rules';
import { getStoredApplicationInScope, loadApplicationDetail } from '@/server/applications/application-detail';
import { applicationFiltersSchema, listApplicationsPage } from '@/server/applications/queries';
import { loadPastExams } from '@/server/applications/past-exams';

/** What /applications reads from its address (the page checks it before it reads). */
export { applicationFiltersSchema };

/** A server page of applications: the organization's, a student's or an exam's, from the read model. */
export const applicationsPageRead = defineRead({
  roles: ['admin', 'support', 'coordinator'],
  scope: 'own-schools',
  copy: ['application-lists', 'application-pages', 'student', 'open-exams', 'exam-categories'],
  schema: applicationFiltersSchema,
  queryKey: (filters) => applicationKeys.list(filters),
  load: (filters, user, { force }) => listApplicationsPage(user, filters, { force }),
});

export const applicationTargetSchema = z.strictObject({
  slug: z.string().min(1).max(40),
  applicationId: z.string().refine(isObjectId, { error: 'must be a 24-hex id' }),
});

/** One application with what it may move to, from its stored copy (`force`: from the API now). */
export const applicationDetailRead = defineRead({
  roles: ['admin', 'support', 'coordinator'],
  scope: 'own-schools',
  copy: ['application', 'student', 'student-organization', 'open-exams', 'exam-categories'],
  schema: applicationTargetSchema,
  queryKey: ({ slug, applicationId }) => applicationKeys.detail(slug, applicationId),
  load: ({ slug, applicationId }, user, { force }) => loadApplicationDetail(user, slug, applicationId, { force }),
});

/**
 * An application's stored copy and, for a coordinator, its student's, which must be of their schools (else
 * StudentNotFoundError): what decides an application page's 404 before it streams.
 */
export const applicationInScopeRead = defineRead({
  roles: ['admin', 'support', 'coordinator'],
  scope: 'own-schools',
  copy: ['application', 'student'],
  schema: z.strictObject({
    organizationId: z.string().refine(isObjectId, { error: 'must be a 24-hex id' }),
    applicationId: z.string().refine(isObjectId, { error: 'must be a 24-hex id' }),
  }),
  load: ({ organizationId, applicationId }, user, { force }) =>
    getStoredApplicationInScope(user, organizationId, applicationId, { force }),
});

/** /exams/{slug}'s past sittings: the exams the mirror's applications name that are no longer open. */
export const pastExamsRead = defineRead({
  roles: ['admin', 'support', 'coordinator'],
  scope: 'own-schools',
  copy: ['application-lists', 'open-exams', 'exam-categories'],
  schema: z.strictObject({ slug: z.string().min(1).max(40) }),
  load: ({ slug }, user) => loadPastExams(user, slug),
});
