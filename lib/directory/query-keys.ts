import type { DirectoryQuery } from './search-params';

/** Query keys of the directory page. */
export const directoryKeys = {
  all: ['directory'] as const,
  search: (query: DirectoryQuery) => [...directoryKeys.all, 'search', query] as const,
  status: () => [...directoryKeys.all, 'sync-status'] as const,
};
