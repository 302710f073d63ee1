'use server';
import 'server-only';
import { auditLogFiltersSchema, requestLogFiltersSchema } from '@/lib/activity/activity-filters';
import { partnerAction } from '@/server/action-runner/partner-action';
import { listAuditLog, listRequestLog } from '@/server/activity/queries';
import { organizationNamesById } from '@/server/reference/organizations';

const activityRoles = ['admin', 'support'] as const;

/** A page of the request log, for the Activity page's table (admin and support). */
export async function listRequestLogAction(input: unknown) {
  return partnerAction(
    {
      roles: activityRoles,
      schema: requestLogFiltersSchema,
      run: async (filters) => listRequestLog(filters, undefined, await organizationNamesById()),
    },
    input,
  );
}

/** A page of the audit log, for the Activity page's table (admin and support). */
export async function listAuditLogAction(input: unknown) {
  return partnerAction(
    { roles: activityRoles, schema: auditLogFiltersSchema, run: (filters) => listAuditLog(filters) },
    input,
  );
}
