import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { AccountPermissionsProvider } from '@/components/permission/account-permissions-provider';
import { ActivatePlatforms } from '@/components/students/activate-platforms';
import { OrganizationCardSkeleton } from '@/components/students/organization-card-view';
import { SetPasswordForm } from '@/components/students/set-password-form';
import { Alert } from '@/components/ui/alert';
import type { Organization } from '@/lib/partner-api/schemas/reference';
import type { ResolvedStudent } from '@/lib/partner-api/schemas/student';
import type { ConsoleUser } from '@/server/auth/roles';
import { accountPermissionsRead } from '@/server/account/reads';
import { OrganizationCard } from './organization-card';

/**
 * What the student page offers to do (each organization's card, activation, password), streamed after the
 * student's record: its buttons wait for the partner account's permissions, so none is enabled and then
 * disabled. Each organization's card streams in its own <Suspense>.
 */
export async function StudentActionsSection({
  user,
  student,
  organizations,
}: {
  user: ConsoleUser;
  student: ResolvedStudent;
  organizations: Organization[];
}) {
  const account = await accountPermissionsRead.load(user, {});
  const t = await getTranslations('studentOrgs');
  return (
    <AccountPermissionsProvider permissions={account.ok ? account.data : null}>
      {!account.ok ? (
        <Alert tone="warning" title={t('permissionsFailed')} requestId={account.error.requestId}>
          {t('permissionsFailedHint', { message: account.error.message })}
        </Alert>
      ) : null}
      <section aria-labelledby="orgs-heading" className="space-y-3">
        <h2 id="orgs-heading" className="text-lg font-semibold text-slate-900">
          {t('organizations')}
        </h2>
        <div className="grid gap-4 lg:grid-cols-2">
          {organizations.map((organization) => (
            <Suspense key={organization._id} fallback={<OrganizationCardSkeleton name={organization.name} />}>
              <OrganizationCard user={user} student={student} organization={organization} />
            </Suspense>
          ))}
        </div>
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <ActivatePlatforms
          studentId={student._id}
          activated={student.activatedPlatformsThisSeason}
          organizations={organizations.map((o) => ({ slug: o.slug, name: o.name }))}
        />
        <SetPasswordForm
          student={{
            _id: student._id,
            firstName: student.firstName,
            lastName: student.lastName,
            username: student.username,
            email: student.email,
            emailConfirmed: student.emailConfirmed,
          }}
        />
      </div>
    </AccountPermissionsProvider>
  );
}
