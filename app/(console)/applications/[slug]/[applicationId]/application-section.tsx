import { HydrationBoundary } from '@tanstack/react-query';
import { ApplicationDetail } from '@/components/applications/application-detail';
import { AccountPermissionsProvider } from '@/components/permission/account-permissions-provider';
import type { ConsoleUser } from '@/server/auth/roles';
import { accountPermissionsRead } from '@/server/account/reads';
import { applicationDetailRead } from '@/server/applications/reads';
import { prefetch } from '@/server/action-runner/prefetch';

type Props = { user: ConsoleUser; slug: string; applicationId: string };

/** The application with what it may move to, from stored copies, inside the page's <Suspense> once the 404 is decided. */
export async function ApplicationSection({ user, slug, applicationId }: Props) {
  const [state, account] = await Promise.all([
    prefetch([applicationDetailRead.query(user, { slug, applicationId })]),
    accountPermissionsRead.load(user, {}),
  ]);
  return (
    <AccountPermissionsProvider permissions={account.ok ? account.data : null}>
      <HydrationBoundary state={state}>
        <ApplicationDetail slug={slug} applicationId={applicationId} />
      </HydrationBoundary>
    </AccountPermissionsProvider>
  );
}
