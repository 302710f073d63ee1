// Zod-free, so that a client component that links to Activity (the header's search) does not ship the filters'
// schemas and the operations table to every page.
import type { AuditLogFilters, RequestLogFilters } from './activity-filters';

export const activityTabs = ['requests', 'audit'] as const;
export type ActivityTab = (typeof activityTabs)[number];

export const defaultPageSize = 50;

/** The Activity URL of a tab with these filters; defaults (page 1, 50 a page) are left out. */
export function activityHref(tab: ActivityTab, filters: Partial<RequestLogFilters & AuditLogFilters> = {}): string {
  const params = new URLSearchParams();
  if (tab !== 'requests') params.set('tab', tab);
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === '') continue;
    if (key === 'page' && value === 1) continue;
    if (key === 'limit' && value === defaultPageSize) continue;
    if (key === 'calls' && value === 'people') continue;
    params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `/activity?${query}` : '/activity';
}
