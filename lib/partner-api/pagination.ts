/**
 * Pagination of spec §8: silent corrections (never a 400) and the pagination object of §2.
 * Pure and isomorphic: the sandbox pages with it and the console predicts what the API will answer.
 */
export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

type RawParam = string | number | null | undefined | readonly string[];

/** Only leading digits are read (`1e2` -> 1, `2.9` -> 2, `-3` -> -3); anything else is not a number. */
function leadingInteger(raw: RawParam): number | undefined {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : undefined;
  const parsed = Number.parseInt(String(value), 10);
  return Number.isNaN(parsed) ? undefined : parsed;
}

/** limit: default 20; above 100 -> 100; 0 or negative -> 1; fractions dropped. */
export function correctLimit(raw: RawParam): number {
  const value = leadingInteger(raw);
  if (value === undefined) return DEFAULT_LIMIT;
  return Math.min(MAX_LIMIT, Math.max(1, value));
}

/** page: default 1; 0 or negative -> 1; no maximum (a page past the end is empty). */
export function correctPage(raw: RawParam): number {
  const value = leadingInteger(raw);
  if (value === undefined) return 1;
  return Math.max(1, value);
}

/** Reads `page` and `limit` from a query with the corrections applied. */
export function paginationParams(query: URLSearchParams | { get(name: string): string | null }): {
  page: number;
  limit: number;
} {
  return { page: correctPage(query.get('page')), limit: correctLimit(query.get('limit')) };
}

/** One page of items and its pagination object; `totalPages` is 0 when nothing matches. */
export function paginate<T>(items: readonly T[], page: number, limit: number): { data: T[]; pagination: Pagination } {
  const safePage = correctPage(page);
  const safeLimit = correctLimit(limit);
  const start = (safePage - 1) * safeLimit;
  return {
    data: items.slice(start, start + safeLimit),
    pagination: {
      page: safePage,
      limit: safeLimit,
      total: items.length,
      totalPages: Math.ceil(items.length / safeLimit),
    },
  };
}
