import { HydrationBoundary } from '@tanstack/react-query';
import { ApplicationsTable } from '@/components/applications/applications-table';
import { applicationKeys } from '@/lib/query/keys/exams';
import type { ConsoleUser } from '@/server/auth/roles';
import { listApplicationsPage, type ApplicationFilters } from '@/server/applications/queries';
import { asUser } from '@/server/action-runner/as-user';
import { prefetch } from '@/server/action-runner/prefetch';

/**
 * The table, read inside the page's <Suspense> (the page has already answered 404 where it must): a
 * failure is left to the table's query, which shows it with its request id.
 */
export async function ApplicationsList({
  user,
  params,
  studentChecked,
}: {
  user: ConsoleUser;
  params: ApplicationFilters;
  studentChecked: boolean;
}) {
  const state = await prefetch([
    {
      queryKey: applicationKeys.list(params),
      queryFn: asUser(user, () => listApplicationsPage(user, params, { studentChecked })),
    },
  ]);
  return (
    <HydrationBoundary state={state}>
      <ApplicationsTable params={params} />
    </HydrationBoundary>
  );
}
