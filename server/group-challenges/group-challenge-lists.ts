import 'server-only';
import type { ListParams } from '@/lib/group-challenges/list-params';
import { paginate, type Pagination } from '@/lib/partner-api/pagination';

/** The API's largest page (spec §8) and how many of them a coordinator's list reads at most (10,000 records). */
const READ_LIMIT = 100;
const MAX_PAGES = 100;

export interface ApiPage<T> {
  data: T[];
  pagination: Pagination;
  requestId: string;
}

/**
 * A coordinator's list of a challenge (its students or its groups), paged by the console: the API pages
 * over every student of the account, so a page of it filtered to the coordinator's schools would be
 * short or empty while later pages hold their students. Every page is read at the largest size (a few
 * requests for the demo's few hundred students), records are deduplicated by `keyOf` (the API promises
 * no order), `keep` narrows them, and the console cuts the page asked for. Admin and support never come here.
 */
export async function pageOfEveryRecord<T, U>(
  read: (params: ListParams) => Promise<ApiPage<T>>,
  keyOf: (record: T) => string,
  keep: (records: T[]) => Promise<U[]>,
  params: ListParams,
): Promise<{ data: U[]; pagination: Pagination; requestId: string }> {
  const seen = new Map<string, T>();
  let requestId = '';
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await read({ page, limit: READ_LIMIT });
    requestId = answer.requestId;
    for (const record of answer.data) if (!seen.has(keyOf(record))) seen.set(keyOf(record), record);
    if (page >= answer.pagination.totalPages || answer.data.length === 0) break;
  }
  const { data, pagination } = paginate(await keep([...seen.values()]), params.page, params.limit);
  return { data, pagination, requestId };
}
