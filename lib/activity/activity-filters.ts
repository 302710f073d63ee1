/**
 * The Activity page's filters and page, as they live in the URL. Parsing is forgiving: a value that does
 * not fit (a hand-edited URL) falls back to its default instead of failing the page.
 */
import { z } from 'zod';
import { defaultPageSize, type ActivityTab } from './activity-href';
import { operationIds, type OperationId } from '@/lib/partner-api/operations';

export const pageSizes = [25, 50, 100] as const;

/** `2xx`…`5xx`, an exact status such as `404`, or `none` (no answer arrived: network failure, timeout). */
export const statusFilterPattern = /^([1-5]xx|[1-5]\d\d|none)$/;
const isoDay = /^\d{4}-\d{2}-\d{2}$/;
/** The forms' way of writing a day (the API's DD/MM/YYYY), which the date filters are typed in. */
const formDay = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** `25/11/2026` (as typed) or `2026-11-25` (an older link) -> `2026-11-25`; anything else is kept as it is. */
function toIsoDay(value: string): string {
  const m = formDay.exec(value);
  return m ? `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}` : value;
}

/** `2026-11-25` -> `25/11/2026`, as the filter field shows it. */
export function toFormDay(isoDayValue: string | undefined): string {
  if (!isoDayValue) return '';
  const [y, m, d] = isoDayValue.split('-');
  return `${d}/${m}/${y}`;
}

/** An id or a code as someone reads it out: every space gone (`pc-Ab3 x9` -> `pc-Ab3x9`). Case is kept; searches ignore it. */
export function normalizeRequestId(value: string): string {
  return value.replace(/\s+/g, '');
}

const isRealDay = (s: string) => {
  const date = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === s;
};

const blankToUndefined = (v: unknown) =>
  typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : v;
const optionalText = z.preprocess(blankToUndefined, z.string().max(200).optional()).catch(undefined);
const optionalDate = z
  .preprocess((v) => {
    const value = blankToUndefined(v);
    return typeof value === 'string' ? toIsoDay(value) : value;
  }, z.string().regex(isoDay).refine(isRealDay).optional())
  .catch(undefined);
const pageField = z.coerce.number().int().min(1).max(1_000_000).catch(1);
const limitField = z.coerce
  .number()
  .refine((n) => (pageSizes as readonly number[]).includes(n))
  .catch(defaultPageSize);

const common = { page: pageField, limit: limitField, user: optionalText, from: optionalDate, to: optionalDate };

/**
 * Whose calls the request log shows: people's (the default: what someone did or opened), the background reads
 * (the directory sync, stored copies refreshed in the background, an import's polling), or both.
 */
export const requestKinds = ['people', 'background', 'all'] as const;
export type RequestKind = (typeof requestKinds)[number];

export const requestLogFiltersSchema = z.object({
  ...common,
  calls: z.preprocess(blankToUndefined, z.enum(requestKinds).default('people')).catch('people'),
  operation: z
    .preprocess(blankToUndefined, z.enum(operationIds as [OperationId, ...OperationId[]]).optional())
    .catch(undefined),
  status: z.preprocess(blankToUndefined, z.string().regex(statusFilterPattern).optional()).catch(undefined),
  /** A request id as read over the phone: spaces dropped, matched whatever its case. */
  requestId: z
    .preprocess((v) => (typeof v === 'string' ? normalizeRequestId(v) || undefined : v), z.string().max(256).optional())
    .catch(undefined),
  /** A student: their id, or part of their name, username or e-mail (from the directory). */
  student: optionalText,
});
export type RequestLogFilters = z.infer<typeof requestLogFiltersSchema>;

export const auditLogFiltersSchema = z.object({ ...common, action: optionalText });
export type AuditLogFilters = z.infer<typeof auditLogFiltersSchema>;

export type SearchParams = Record<string, string | string[] | undefined>;

function firstValues(params: SearchParams): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
}

export function parseActivityTab(params: SearchParams): ActivityTab {
  const tab = firstValues(params).tab;
  return tab === 'audit' ? 'audit' : 'requests';
}

export const parseRequestLogFilters = (params: SearchParams): RequestLogFilters =>
  requestLogFiltersSchema.parse(firstValues(params));
export const parseAuditLogFilters = (params: SearchParams): AuditLogFilters =>
  auditLogFiltersSchema.parse(firstValues(params));

/** The half-open UTC interval of a from/to date filter (both days included). */
export function dateRange(from: string | undefined, to: string | undefined): { start?: Date; end?: Date } {
  const start = from ? new Date(`${from}T00:00:00.000Z`) : undefined;
  const end = to ? new Date(Date.parse(`${to}T00:00:00.000Z`) + 86_400_000) : undefined;
  return { ...(start ? { start } : {}), ...(end ? { end } : {}) };
}

/** The status interval a status filter stands for: `4xx` -> [400, 499]; `none` -> [0, 0]. */
export function statusRange(status: string): [number, number] {
  if (status === 'none') return [0, 0];
  if (status.endsWith('xx')) {
    const base = Number(status[0]) * 100;
    return [base, base + 99];
  }
  const exact = Number(status);
  return [exact, exact];
}
