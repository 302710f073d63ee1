import { HydrationBoundary } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Suspense } from 'react';
import { DirectoryResults } from '@/components/directory/directory-results';
import { DirectorySearchForm } from '@/components/directory/directory-search-form';
import { ResultsSkeleton, SearchFormSkeleton, SyncStatusSkeleton } from '@/components/directory/directory-skeletons';
import { SyncStatus } from '@/components/directory/sync-status';
import { Await } from '@/components/shell/await';
import type { DirectoryQuery } from '@/lib/directory/search-params';
import type { ConsoleUser } from '@/server/auth/roles';
import { prefetch } from '@/server/action-runner/prefetch';
import { ExportLinks } from '@/components/exports/export-links';
import { directoryHref } from '@/lib/directory/search-params';
import { studentsExportNote } from '@/server/exports/reads';
import { directorySearchFormRead, directorySearchRead, directorySyncStatusRead } from '@/server/directory/reads';

/** The search over the console's copy of the students: filters, results and, folded away, the copy's sync status. */
export function StudentsSearchSection({ user, query }: { user: ConsoleUser; query: DirectoryQuery }) {
  const t = useTranslations('students');
  const x = useTranslations('dataExports');
  const loadForm = () => directorySearchFormRead.load(user, {});
  // The export's buttons come with the results (one streamed part: nothing moves when either arrives).
  const loadResults = () => Promise.all([prefetch([directorySearchRead.query(user, query)]), studentsExportNote()]);
  const loadStatus = () => prefetch([directorySyncStatusRead.query(user, {})]);
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">{user.role === 'coordinator' ? t('introCoordinator') : t('intro')}</p>
      <Suspense fallback={<SearchFormSkeleton />}>
        <Await load={loadForm}>
          {([facets, organizations]) => (
            <DirectorySearchForm
              query={query}
              facets={facets}
              organizations={organizations.map((o) => ({ slug: o.slug, name: o.name }))}
            />
          )}
        </Await>
      </Suspense>
      <Suspense fallback={<ResultsSkeleton />}>
        <Await load={loadResults}>
          {([state, note]) => (
            <div className="space-y-4">
              <ExportLinks
                label={x('studentsLabel')}
                href={directoryHref({ ...query, page: undefined, limit: undefined }, '/api/exports/students')}
                words={{ csv: x('csv'), xlsx: x('xlsx') }}
                note={note}
                testId="students-export"
              />
              <HydrationBoundary state={state}>
                <DirectoryResults query={query} />
              </HydrationBoundary>
            </div>
          )}
        </Await>
      </Suspense>
      <details className="group" data-testid="students-copy-details">
        <summary className="cursor-pointer text-sm font-medium text-sky-800 underline-offset-4 hover:underline">
          {t('howUpToDate')}
        </summary>
        <div className="mt-2">
          <Suspense fallback={<SyncStatusSkeleton />}>
            <Await load={loadStatus}>
              {(state) => (
                <HydrationBoundary state={state}>
                  <SyncStatus canSync={user.role === 'admin'} />
                </HydrationBoundary>
              )}
            </Await>
          </Suspense>
        </div>
      </details>
    </div>
  );
}
