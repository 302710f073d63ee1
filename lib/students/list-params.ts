import { z } from 'zod';
import { correctLimit, correctPage } from '@/lib/partner-api/pagination';
import { parseEmailFilterText } from './email-filter';

export const signedInFilters = ['any', 'yes', 'no'] as const;
export type SignedInFilter = (typeof signedInFilters)[number];

/** What the students list shows, all of it kept in the URL (`/students?page=&limit=&email=&org=&signedIn=`). */
export const studentListParamsSchema = z.strictObject({
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  /** Addresses of the e-mail filter; only with the all-students view (the API filters listStudents only). */
  emails: z.array(z.string()).max(100),
  /** An organization's slug, or null for every student on the core record. */
  org: z.string().min(1).nullable(),
  signedIn: z.enum(signedInFilters),
});
export type StudentListParams = z.infer<typeof studentListParamsSchema>;

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
  const org = first(search.org);
  const signedIn = first(search.signedIn);
  const rawLimit = first(search.limit);
  const wanted = rawLimit === undefined ? undefined : Number.parseInt(rawLimit, 10);
  return {
    page: correctPage(first(search.page)),
    limit: wanted !== undefined && Number.isFinite(wanted) && wanted > 0 ? wanted : correctLimit(rawLimit),
    emails: parsed.ok && !org ? parsed.emails : [],
    org: org && org !== 'all' ? org : null,
    signedIn: signedInFilters.includes(signedIn as SignedInFilter) ? (signedIn as SignedInFilter) : 'any',
    emailText,
  };
}

/** The URL of a list view; defaults are left out so links stay short. */
export function studentListHref(params: Partial<StudentListParams> & { emailText?: string }): string {
  const q = new URLSearchParams();
  if (params.org) q.set('org', params.org);
  if (params.org && params.signedIn && params.signedIn !== 'any') q.set('signedIn', params.signedIn);
  if (!params.org && params.emailText) q.set('email', params.emailText);
  if (params.limit && params.limit !== 20) q.set('limit', String(params.limit));
  if (params.page && params.page > 1) q.set('page', String(params.page));
  const text = q.toString();
  return text ? `/students?${text}` : '/students';
}
