import type { Metadata } from 'next';
import { AccountDetails } from '@/components/account/account-details';
import { AccountRoles } from '@/components/account/account-roles';
import { ChangePasswordForm } from '@/components/account/change-password-form';
import { PermissionMatrix } from '@/components/account/permission-matrix';
import { SessionsCard } from '@/components/account/sessions-card';
import { SignInCard } from '@/components/account/sign-in-card';
import { TwoFactorCard } from '@/components/account/two-factor-card';
import { WhatYouCanDo } from '@/components/account/what-you-can-do';
import { Alert } from '@/components/ui/alert';
import { describeAbilities } from '@/lib/account/abilities';
import type { Role } from '@/lib/partner-api/permissions';
import { requirePageUser } from '@/server/auth/guards';
import { loadOwnSessions } from '@/server/auth/own-sessions';
import { loadTwoFactorStatus } from '@/server/auth/two-factor-status';
import { roleLabels } from '@/server/auth/roles';
import { loadAccountPermissions } from '@/server/account/queries';
import { listOrganizations } from '@/server/reference/organizations';

export const metadata: Metadata = { title: 'Account' };

export default async function AccountPage() {
  const user = await requirePageUser(undefined, { beforeTwoFactor: true });
  const [account, sessions, twoFactor, organizations] = await Promise.all([
    loadAccountPermissions(user),
    loadOwnSessions(user.id),
    loadTwoFactorStatus(user),
    listOrganizations().catch(() => []),
  ]);
  return (
    <div className="max-w-5xl space-y-6">
      <h1 className="text-2xl font-semibold text-slate-900">Account</h1>
      {twoFactor.setupRequired ? (
        <Alert
          tone="warning"
          title="Set up two-factor sign-in to continue"
          className="max-w-2xl"
          data-testid="two-factor-required"
        >
          An administrator requires two-factor sign-in for your role. Set it up below; the rest of the console opens
          once it is on.
        </Alert>
      ) : null}
      <div className="max-w-2xl">
        <SignInCard
          name={user.name}
          email={user.email}
          roleLabel={roleLabels[user.role]}
          schools={user.role === 'coordinator' ? user.schools : null}
        />
      </div>
      <div className="max-w-2xl">
        <ChangePasswordForm />
      </div>
      <div className="max-w-2xl">
        <TwoFactorCard on={twoFactor.on} requiredForRole={twoFactor.requiredForRole} />
      </div>
      <div className="max-w-2xl">
        <SessionsCard sessions={sessions} />
      </div>
      {account.ok && user.role === 'coordinator' ? (
        <div className="max-w-2xl">
          <WhatYouCanDo
            abilities={describeAbilities(account.data.roles as Role[], account.data.accountId, organizations)}
            schools={user.schools}
          />
        </div>
      ) : account.ok ? (
        <>
          <div className="max-w-2xl">
            <AccountDetails {...account.data} />
          </div>
          <PermissionMatrix roles={account.data.roles} accountId={account.data.accountId} />
          <AccountRoles roles={account.data.roles} accountId={account.data.accountId} />
        </>
      ) : (
        <Alert
          tone="error"
          title="The partner account could not be read."
          requestId={account.error.requestId}
          className="max-w-2xl"
        >
          {account.error.message} Reload the page to try again.
        </Alert>
      )}
    </div>
  );
}
