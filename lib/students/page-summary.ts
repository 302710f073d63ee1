import type { Pagination } from '@/lib/partner-api/pagination';

/**
 * What the list shows above the table, saying honestly when the API corrected the request (spec §8:
 * corrections are silent): "Showing page 1 of 15 (100 per page: the API's maximum)".
 */
export function describeListPage(
  wanted: { page: number; limit: number },
  pagination: Pagination,
  noun = 'students',
): string {
  const { page, limit, total, totalPages } = pagination;
  if (total === 0) return `No ${noun}.`;
  const perPage =
    limit !== wanted.limit
      ? limit < wanted.limit
        ? `${limit} per page: the API's maximum`
        : `${limit} per page, as the API chose`
      : `${limit} per page`;
  const where =
    page > totalPages ? `Page ${page} is past the last page (${totalPages})` : `Showing page ${page} of ${totalPages}`;
  const corrected = page !== wanted.page ? ` (page ${wanted.page} was read as ${page})` : '';
  return `${where}${corrected} (${perPage}); ${total} ${total === 1 ? noun.replace(/s$/, '') : noun} in all.`;
}
