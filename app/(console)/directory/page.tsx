import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { Suspense } from 'react';
import { DirectoryResults } from '@/components/directory/directory-results';
import { DirectorySearchForm } from '@/components/directory/directory-search-form';
import { ResultsSkeleton, SearchFormSkeleton, SyncStatusSkeleton } from '@/components/directory/directory-skeletons';
import { SyncStatus } from '@/components/directory/sync-status';
import { Await } from '@/components/shell/await';
import { directoryKeys } from '@/lib/directory/query-keys';
import { parseDirectoryParams, type SearchParams } from '@/lib/directory/search-params';
import { requirePageUser } from '@/server/auth/guards';
import { getDb } from '@/server/db/client';
import { loadDirectoryFacets, loadDirectoryPage } from '@/server/directory/queries';
import { directorySyncStatus } from '@/server/directory/status';
import { prefetch } from '@/server/action-runner/prefetch';

export const metadata: Metadata = { title: 'Directory' };

// No loading.tsx here: it would also wrap the record page below, whose notFound() must answer a real 404.
// The sync status, the filters and the results stream each on its own.
export default async function DirectoryPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requirePageUser(['admin', 'support', 'coordinator']);
  const query = parseDirectoryParams(await searchParams);
  const loadStatus = () =>
    prefetch([{ queryKey: directoryKeys.status(), queryFn: async () => directorySyncStatus(await getDb()) }]);
  const loadResults = () =>
    prefetch([{ queryKey: directoryKeys.search(query), queryFn: () => loadDirectoryPage(user, query) }]);
  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Directory</h1>
        <p className="mt-1 text-sm text-slate-600">
          Search every student{user.role === 'coordinator' ? ' of your schools' : ''} by name, username or e-mail,
          accents and case ignored. The directory is the console&apos;s copy, refreshed in the background; a
          student&apos;s page shows the live record.
        </p>
      </div>
      <Suspense fallback={<SyncStatusSkeleton />}>
        <Await load={loadStatus}>
          {(state) => (
            <HydrationBoundary state={state}>
              <SyncStatus canSync={user.role === 'admin'} />
            </HydrationBoundary>
          )}
        </Await>
      </Suspense>
      <Suspense fallback={<SearchFormSkeleton />}>
        <Await load={() => loadDirectoryFacets(user)}>
          {(facets) => <DirectorySearchForm query={query} facets={facets} />}
        </Await>
      </Suspense>
      <Suspense fallback={<ResultsSkeleton />}>
        <Await load={loadResults}>
          {(state) => (
            <HydrationBoundary state={state}>
              <DirectoryResults query={query} />
            </HydrationBoundary>
          )}
        </Await>
      </Suspense>
    </div>
  );
}
