import 'server-only';
import { dehydrate, type DehydratedState, type QueryKey } from '@tanstack/react-query';
import { makeQueryClient } from '@/lib/query/make-query-client';

/**
 * Prefetches queries on the server for one page and returns the state to pass to <HydrationBoundary>.
 * A failed prefetch is not thrown: the client component's useQuery shows the error with its request id.
 */
export async function prefetch(
  queries: Array<{ queryKey: QueryKey; queryFn: () => Promise<unknown> }>,
): Promise<DehydratedState> {
  const client = makeQueryClient();
  await Promise.all(queries.map((q) => client.prefetchQuery(q)));
  return dehydrate(client);
}
