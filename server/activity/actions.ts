'use server';
import 'server-only';
import { auditLogRead, requestLogRead } from '@/server/activity/reads';

/** A page of the request log, for the Activity page's table (admin and support). */
export async function listRequestLogAction(input: unknown) {
  return requestLogRead.action(input);
}

/** A page of the audit log, for the Activity page's table (admin and support). */
export async function listAuditLogAction(input: unknown) {
  return auditLogRead.action(input);
}
