import { foldText } from './fold';
import type { DirectoryQuery } from './query-schema';

export const directorySorts = ['name', 'school', 'grade', 'updated'] as const;
export type DirectorySort = (typeof directorySorts)[number];
export const directoryPageSizes = [25, 50, 100] as const;
export const defaultDirectoryPageSize = 25;

// The schema that reads the URL is in ./query-schema.ts (zod): client components need only what is here, which
// keeps zod out of their bundles.
export type { DirectoryQuery } from './query-schema';

export type SearchParams = Record<string, string | string[] | undefined>;

/** The query's URL below `base`, leaving defaults out so links stay short. */
export function directoryHref(query: Partial<DirectoryQuery>, base = '/students'): string {
  const p = new URLSearchParams();
  for (const key of ['q', 'school', 'city', 'grade', 'platform', 'org'] as const)
    if (query[key]) p.set(key, query[key]);
  if (query.org && query.signedIn === 'no') p.set('signedIn', 'no');
  if (query.sort && query.sort !== 'name') p.set('sort', query.sort);
  if (query.dir && query.dir !== 'asc') p.set('dir', query.dir);
  if (query.page && query.page > 1) p.set('page', String(query.page));
  if (query.limit && query.limit !== defaultDirectoryPageSize) p.set('limit', String(query.limit));
  const s = p.toString();
  return s ? `${base}?${s}` : base;
}

const fieldNames = {
  school: 'school',
  city: 'city',
  grade: 'grade',
  platform: 'platform',
  org: 'org',
  organization: 'org',
} as const;
type FieldName = (typeof fieldNames)[keyof typeof fieldNames];

/**
 * Splits the search box into free text and `field:value` filters (`maria school:"Tbilisi Public School No. 1" grade:7`).
 * Filters typed in the box win over the form's; the text that remains is folded (accents and case).
 */
export function parseSearchText(input: string | undefined): {
  text: string;
  filters: Partial<Record<FieldName, string>>;
} {
  const filters: Partial<Record<FieldName, string>> = {};
  if (!input) return { text: '', filters };
  const rest = input.replace(
    /\b([a-z]+):(?:"([^"]*)"|(\S+))/gi,
    (whole, key: string, quoted?: string, bare?: string) => {
      const name = fieldNames[key.toLowerCase() as keyof typeof fieldNames];
      if (!name) return whole;
      const value = (quoted ?? bare ?? '').trim();
      if (value) filters[name] = value;
      return ' ';
    },
  );
  return { text: foldText(rest), filters };
}

/** The query with the box's `field:value` filters merged in and its text folded: what the database is asked. */
export function effectiveQuery(query: DirectoryQuery): DirectoryQuery & { text: string } {
  const { text: folded, filters } = parseSearchText(query.q);
  return { ...query, ...filters, text: folded };
}
