import 'server-only';
import { partner } from '@/server/partner';

/** Grades and countries as `{ _id, name }`, from the client's reference cache (spec §4.2). */
export interface NamedRef {
  _id: string;
  name: string;
}

/** A reference list's pages are at most 100 records (spec §8); this many pages is past any real list. */
const maxReferencePages = 100;

/**
 * Every record of a paginated list, read page by page (100 a page) to its last: the first page says how many
 * there are, the others are read together. Pages are counted afresh each time (spec §8), so records are
 * deduplicated by `_id`.
 */
export async function readAllPages<T extends { _id: string }>(
  load: (page: number, limit: number) => Promise<{ data: T[]; pagination: { totalPages: number } }>,
): Promise<T[]> {
  const first = await load(1, 100);
  const pages = Math.min(first.pagination.totalPages, maxReferencePages);
  const rest = await Promise.all(Array.from({ length: Math.max(pages - 1, 0) }, (_, i) => load(i + 2, 100)));
  const byId = new Map<string, T>();
  for (const record of [first, ...rest].flatMap((p) => p.data)) if (!byId.has(record._id)) byId.set(record._id, record);
  return [...byId.values()];
}

/** Every country of the API (the client caches each page 5 minutes). */
export const listAllCountries = () => readAllPages((page, limit) => partner.listCountries({ page, limit }));

/** Every grade of the API. */
export const listAllGrades = () => readAllPages((page, limit) => partner.listGrades({ page, limit }));

const named = (records: NamedRef[]): NamedRef[] => records.map((r) => ({ _id: r._id, name: r.name }));

export async function loadGradesAndCountries(): Promise<{ grades: NamedRef[]; countries: NamedRef[] }> {
  const [grades, countries] = await Promise.all([listAllGrades(), listAllCountries()]);
  return { grades: named(grades), countries: named(countries) };
}
