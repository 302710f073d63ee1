import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/providers/client-messages';
import { WriteFeedback, WriteFeedbackProvider } from '@/components/ui/write-feedback';
import { CreateUserDialog } from './create-user-dialog';
import { TwoFactorRequirement } from './two-factor-requirement';
import { UsersTable } from './users-table';
import { requirePageUser } from '@/server/auth/guards';
import { knownSchoolsRead, managedUsersRead, twoFactorRequiredRolesRead } from '@/server/users/reads';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('users'))('title') };
}

export default async function UsersPage() {
  const me = await requirePageUser(['admin']);
  const [users, requiredRoles, t, knownSchools] = await Promise.all([
    managedUsersRead.load(me, {}),
    twoFactorRequiredRolesRead.load(me, {}),
    getTranslations('users'),
    knownSchoolsRead.load(me, {}),
  ]);
  return (
    <ClientMessages scope="(console)/users/page">
      <WriteFeedbackProvider>
        <div className="space-y-6">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
              <p className="mt-1 text-sm text-slate-600">{t('intro')}</p>
            </div>
            <CreateUserDialog known={knownSchools} />
          </div>
          <WriteFeedback />
          <UsersTable
            currentUserId={me.id}
            knownSchools={knownSchools}
            users={users.map((u) => ({
              id: u.id,
              email: u.email,
              name: u.name,
              role: u.role,
              disabled: u.disabled,
              schools: u.schools,
            }))}
          />
        </div>
        {/* The requirement's own note sits above its card, where the person is looking when they save. */}
        <WriteFeedbackProvider>
          <div className="mt-6 max-w-2xl space-y-3">
            <WriteFeedback />
            <TwoFactorRequirement required={requiredRoles} />
          </div>
        </WriteFeedbackProvider>
      </WriteFeedbackProvider>
    </ClientMessages>
  );
}
