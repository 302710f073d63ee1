import type { Metadata } from 'next';
import { AccountDetails } from '@/components/account/account-details';
import { AccountRoles } from '@/components/account/account-roles';
import { ChangePasswordForm } from '@/components/account/change-password-form';
import { PermissionMatrix } from '@/components/account/permission-matrix';
import { SignInCard } from '@/components/account/sign-in-card';
import { Alert } from '@/components/ui/alert';
import { requirePageUser } from '@/server/auth/guards';
import { roleLabels } from '@/server/auth/roles';
import { loadAccountPermissions } from '@/server/account/queries';

export const metadata: Metadata = { title: 'Account' };

export default async function AccountPage() {
  const user = await requirePageUser();
  const account = await loadAccountPermissions(user);
  return (
    <div className="max-w-5xl space-y-6">
      <h1 className="text-2xl font-semibold text-slate-900">Account</h1>
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
      {account.ok ? (
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
