import 'server-only';
import { auditLogFiltersSchema, requestLogFiltersSchema } from '@/lib/activity/activity-filters';
import { activityKeys } from '@/lib/query/keys/activity';
import { defineRead } from '@/server/action-runner/define-read';
import { z } from 'zod';
import { listRetiringOperations } from '@/server/activity/api-lifecycle';
import { listAuditLog, listRequestLog } from '@/server/activity/queries';
import { organizationNamesById, organizationNamesByIdOrSlug } from '@/server/reference/organizations';

const roles = ['admin', 'support'] as const;

/** A page of the request log, for the Activity page's table (admin and support). */
export const requestLogRead = defineRead({
  roles,
  scope: 'account',
  copy: 'database',
  schema: requestLogFiltersSchema,
  queryKey: (filters) => activityKeys.requests(filters),
  load: async (filters) => listRequestLog(filters, undefined, await organizationNamesById()),
});

/** A page of the audit log, for the Activity page's table (admin and support). */
export const auditLogRead = defineRead({
  roles,
  scope: 'account',
  copy: 'database',
  schema: auditLogFiltersSchema,
  queryKey: (filters) => activityKeys.audit(filters),
  load: async (filters) => listAuditLog(filters, undefined, await organizationNamesByIdOrSlug()),
});

/** Operations the API said it is retiring (spec §9.5): the banner on Home (admins) and on the request log. */
export const retiringOperationsRead = defineRead({
  roles,
  scope: 'account',
  copy: 'database',
  schema: z.strictObject({}),
  load: () => listRetiringOperations(),
});
