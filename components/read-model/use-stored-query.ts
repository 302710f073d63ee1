'use client';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Stored } from '@/lib/read-model/stored';

type Freshness = Pick<Stored<unknown>, 'fetchedAt' | 'stale' | 'busy'>;

/** A stale copy's background read has usually ended by then; the page then picks it up once. */
export const PICK_UP_AFTER_MS = 2500;

/**
 * For a TanStack query whose data comes from the read model and carries its `freshness`: Refresh reads
 * the API now and puts the answer in the query's place; a stale copy is fetched again once (`pickUp`, the
 * query's own refetch, which asks the API nothing while the background read has stored the new copy).
 */
export function useStoredQuery<T extends { freshness: Freshness }>(options: {
  queryKey: QueryKey;
  data: T | undefined;
  refresh: () => Promise<T>;
  pickUp: () => unknown;
}) {
  const queryClient = useQueryClient();
  const { queryKey, data, pickUp } = options;
  const mutation = useMutation({
    mutationFn: options.refresh,
    onSuccess: (next) => queryClient.setQueryData(queryKey, next),
  });
  const waiting = data ? data.freshness.stale && !data.freshness.busy : false;
  const fetchedAt = data?.freshness.fetchedAt;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => pickUp(), PICK_UP_AFTER_MS);
    return () => clearTimeout(timer);
  }, [waiting, fetchedAt, pickUp]);
  return { refresh: () => mutation.mutate(), refreshing: mutation.isPending, error: mutation.error };
}
