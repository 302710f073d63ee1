import 'server-only';

/** The API's largest page (spec §8: a `limit` above 100 is read as 100). */
export const API_PAGE_LIMIT = 100;

/** A list's pages are at most 100 records (spec §8); this many pages is past any real list. */
const MAX_PAGES = 100;

/**
 * Every record of a paginated list, read page by page (100 a page) to its last: the first page says how many
 * there are, the others are read together. Pages are counted afresh each time (spec §8), so records are
 * deduplicated by `_id`. Used for every list the console shows whole (reference lists, exams, a student's
 * applications, certificates and reports).
 */
export async function readAllPages<T extends { _id: string }>(
  load: (page: number, limit: number) => Promise<{ data: T[]; pagination: { totalPages: number } }>,
): Promise<T[]> {
  const first = await load(1, API_PAGE_LIMIT);
  const pages = Math.min(first.pagination.totalPages, MAX_PAGES);
  const rest = await Promise.all(Array.from({ length: Math.max(pages - 1, 0) }, (_, i) => load(i + 2, API_PAGE_LIMIT)));
  const byId = new Map<string, T>();
  for (const record of [first, ...rest].flatMap((p) => p.data)) if (!byId.has(record._id)) byId.set(record._id, record);
  return [...byId.values()];
}
