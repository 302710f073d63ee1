import { HydrationBoundary } from '@tanstack/react-query';
import { ApplicationDetail } from '@/components/applications/application-detail';
import { AccountPermissionsProvider } from '@/components/permission/account-permissions-provider';
import { applicationKeys } from '@/lib/query/keys/exams';
import type { ConsoleUser } from '@/server/auth/roles';
import { loadAccountPermissions } from '@/server/account/queries';
import { loadApplicationDetail, type ApplicationInScope } from '@/server/applications/application-detail';
import { asUser } from '@/server/action-runner/as-user';
import { prefetch } from '@/server/action-runner/prefetch';

type Props = { user: ConsoleUser; slug: string; applicationId: string; inScope: ApplicationInScope | undefined };

/** The application with what it may move to, read inside the page's <Suspense> once the 404 is decided. */
export async function ApplicationSection({ user, slug, applicationId, inScope }: Props) {
  const [state, account] = await Promise.all([
    prefetch([
      {
        queryKey: applicationKeys.detail(slug, applicationId),
        queryFn: asUser(user, () => loadApplicationDetail(user, slug, applicationId, inScope)),
      },
    ]),
    loadAccountPermissions(user),
  ]);
  return (
    <AccountPermissionsProvider permissions={account.ok ? account.data : null}>
      <HydrationBoundary state={state}>
        <ApplicationDetail slug={slug} applicationId={applicationId} />
      </HydrationBoundary>
    </AccountPermissionsProvider>
  );
}
