import { correctLimit, correctPage } from '@/lib/partner-api/pagination';
import { parseEmailFilterText } from './email-filter';
import type { StudentListParams } from './list-params-schema';

// Its schema is in ./list-params-schema.ts (zod), for the read; the page's client components need only what is here.
export type { StudentListParams } from './list-params-schema';

type Search = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Reads the list's URL forgivingly: page and limit as the API would correct them (a wanted limit above 100
 * is kept so that the page can say the API used 100), an e-mail filter that does not parse is dropped
 * (the filter box shows why), an unknown signed-in value is `any`.
 */
export function readStudentListParams(search: Search): StudentListParams & { emailText: string } {
  const emailText = first(search.email) ?? '';
  const parsed = parseEmailFilterText(emailText);
  const rawLimit = first(search.limit);
  const wanted = rawLimit === undefined ? undefined : Number.parseInt(rawLimit, 10);
  return {
    page: correctPage(first(search.page)),
    limit: wanted !== undefined && Number.isFinite(wanted) && wanted > 0 ? wanted : correctLimit(rawLimit),
    emails: parsed.ok ? parsed.emails : [],
    emailText,
  };
}

/** The URL of the e-mail finder with these addresses; defaults are left out so links stay short. */
export function studentListHref(params: Partial<StudentListParams> & { emailText?: string }): string {
  const q = new URLSearchParams();
  if (params.emailText) q.set('email', params.emailText);
  else q.set('by', 'email');
  if (params.limit && params.limit !== 20) q.set('limit', String(params.limit));
  if (params.page && params.page > 1) q.set('page', String(params.page));
  return `/students?${q.toString()}`;
}
