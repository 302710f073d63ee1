'use client';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Freshness } from '@/lib/read-model/stored';

/** A stale copy's background read has usually ended by then; the page then picks it up once. */
export const PICK_UP_AFTER_MS = 2500;

/**
 * For a TanStack query whose data comes from the read model: Refresh reads
 * the API now and puts the answer in the query's place; a stale copy is fetched again once (`pickUp`, the
 * query's own refetch, which asks the API nothing while the background read has stored the new copy).
 */
export function useStoredQuery<T>(options: {
  queryKey: QueryKey;
  /** The freshness of the query's current data (undefined while it has none). */
  freshness: Freshness | null | undefined;
  refresh: () => Promise<T>;
  pickUp: () => unknown;
}) {
  const queryClient = useQueryClient();
  const { queryKey, freshness, pickUp } = options;
  const mutation = useMutation({
    mutationFn: options.refresh,
    onSuccess: (next) => queryClient.setQueryData(queryKey, next),
  });
  const waiting = freshness ? freshness.stale && !freshness.busy : false;
  const fetchedAt = freshness?.fetchedAt;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => pickUp(), PICK_UP_AFTER_MS);
    return () => clearTimeout(timer);
  }, [waiting, fetchedAt, pickUp]);
  return { refresh: () => mutation.mutate(), refreshing: mutation.isPending, error: mutation.error };
}
