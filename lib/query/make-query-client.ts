import { QueryClient, defaultShouldDehydrateQuery, isServer } from '@tanstack/react-query';

/** One set of defaults for the server's per-request clients and the browser's single client. */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Data prefetched on the server is fresh on arrival; do not refetch it at once in the browser.
        staleTime: 30_000,
        retry: false,
        refetchOnWindowFocus: false,
      },
      dehydrate: {
        shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || query.state.status === 'pending',
      },
    },
  });
}

let browserClient: QueryClient | undefined;

/** In the browser one client lives for the session; on the server every request gets a new one. */
export function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  return (browserClient ??= makeQueryClient());
}
