import type { AuditLogFilters, RequestLogFilters } from '@/lib/activity/activity-filters';

/** Query keys of the Activity page. */
export const activityKeys = {
  all: ['activity'] as const,
  requests: (filters: RequestLogFilters) => [...activityKeys.all, 'requests', filters] as const,
  audit: (filters: AuditLogFilters) => [...activityKeys.all, 'audit', filters] as const,
};
