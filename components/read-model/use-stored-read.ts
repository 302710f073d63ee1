'use client';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { unwrapAction, type ActionAnswer } from '@/lib/query/action-query';
import { freshnessOf, type Freshness } from '@/lib/read-model/stored';
import { useStoredQuery } from './use-stored-query';

/** A read answers a view with its freshness beside the data, or a stored copy itself (`Stored<T>`). */
function freshnessOfAnswer(data: { freshness: Freshness | null } | Freshness): Freshness | null {
  return 'freshness' in data ? data.freshness : freshnessOf(data);
}

/**
 * The browser's side of a read defined with defineRead (server/action-runner/define-read.ts): the query under
 * the read's key, filled by its server action, and Refresh (the same action with `force`) in place.
 */
export function useStoredRead<I extends object, T extends { freshness: Freshness | null } | Freshness>(
  queryKey: QueryKey,
  action: (input: I & { force?: boolean }) => Promise<ActionAnswer<T>>,
  input: I,
) {
  const query = useQuery({ queryKey, queryFn: () => unwrapAction(action(input)) });
  const stored = useStoredQuery({
    queryKey,
    freshness: query.data ? freshnessOfAnswer(query.data) : undefined,
    refresh: () => unwrapAction(action({ ...input, force: true })),
    pickUp: query.refetch,
  });
  return { query, stored };
}
