import { ClientMessages } from '@/components/providers/client-messages';
import { FailureText } from '@/components/ui/failure-text';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
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
import { accountPermissionsRead, ownSessionsRead, twoFactorStatusRead } from '@/server/account/reads';
import { organizationsRead } from '@/server/reference/reads';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('account'))('title') };
}

export default async function AccountPage() {
  const user = await requirePageUser(undefined, { beforeTwoFactor: true });
  const [account, sessions, twoFactor, organizations, t, roles, common] = await Promise.all([
    accountPermissionsRead.load(user, {}),
    ownSessionsRead.load(user, {}),
    twoFactorStatusRead.load(user, {}),
    organizationsRead.load(user, {}).catch(() => []),
    getTranslations('account'),
    getTranslations('roles'),
    getTranslations('common'),
  ]);
  return (
    <ClientMessages scope="(console)/account/page">
      <div className="max-w-5xl space-y-6">
        <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
        {twoFactor.setupRequired ? (
          <Alert tone="warning" title={t('twoFactorRequired')} className="max-w-2xl" data-testid="two-factor-required">
            {t('twoFactorRequiredText')}
          </Alert>
        ) : null}
        <div className="max-w-2xl">
          <SignInCard
            name={user.name}
            email={user.email}
            roleLabel={roles(user.role)}
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
          <Alert tone="error" title={t('accountFailed')} requestId={account.error.requestId} className="max-w-2xl">
            <FailureText failure={account.error} /> {common('reloadHint')}
          </Alert>
        )}
      </div>
    </ClientMessages>
  );
}
