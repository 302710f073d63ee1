import { HydrationBoundary } from '@tanstack/react-query';
import { ApplicationsTable } from '@/components/applications/applications-table';
import type { ConsoleUser } from '@/server/auth/roles';
import type { ApplicationFilters, ApplicationsPage } from '@/server/applications/queries';
import { applicationsPageRead } from '@/server/applications/reads';
import { prefetch } from '@/server/action-runner/prefetch';

/**
 * The table, read inside the page's <Suspense> (the page has already answered 404 where it must): a
 * failure is left to the table's query, which shows it with its request id. A student in the address was
 * checked by the page; the list's own check shares that render's read of the student.
 */
export async function ApplicationsList({
  user,
  params,
  loaded,
}: {
  user: ConsoleUser;
  params: ApplicationFilters;
  /** The read the page already started. */
  loaded?: Promise<ApplicationsPage>;
}) {
  const state = await prefetch([applicationsPageRead.query(user, params, loaded)]);
  return (
    <HydrationBoundary state={state}>
      <ApplicationsTable params={params} />
    </HydrationBoundary>
  );
}
