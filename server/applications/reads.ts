import 'server-only';
import { applicationKeys } from '@/lib/query/keys/exams';
import { defineRead } from '@/server/action-runner/define-read';
import { applicationFiltersSchema, listApplicationsPage } from '@/server/applications/queries';

/** A server page of applications: the organization's, a student's or an exam's, from the read model. */
export const applicationsPageRead = defineRead({
  roles: ['admin', 'support', 'coordinator'],
  schema: applicationFiltersSchema,
  queryKey: (filters) => applicationKeys.list(filters),
  load: (filters, user, { force }) => listApplicationsPage(user, filters, { force }),
});
