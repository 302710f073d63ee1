import { ClientMessages } from '@/components/providers/client-messages';
import { FailureText } from '@/components/ui/failure-text';
import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import { AccountPermissionsProvider } from '@/components/permission/account-permissions-provider';
import { RegisterStudentForm } from '@/components/students/register-student-form';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent } from '@/components/ui/card';
import { requirePageUser } from '@/server/auth/guards';
import { accountPermissionsRead } from '@/server/account/reads';
import { studentFormReferenceRead } from '@/server/students/reads';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('registerStudent'))('title') };
}

export default async function NewStudentPage() {
  const user = await requirePageUser();
  const t = await getTranslations('registerStudent');
  const common = await getTranslations('common');
  const [countries, account] = await Promise.all([
    studentFormReferenceRead.load(user, {}),
    accountPermissionsRead.load(user, {}),
  ]);
  return (
    <ClientMessages scope="(console)/students/new/page">
      <AccountPermissionsProvider permissions={account.ok ? account.data : null}>
        <div className="max-w-3xl space-y-5">
          <nav className="text-sm">
            <Link href="/students" className="text-sky-800 hover:underline">
              {t('backToStudents')}
            </Link>
          </nav>
          <div>
            <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
            <p className="mt-1 text-sm text-slate-600">{t('intro')}</p>
          </div>
          {countries.ok ? (
            <Card>
              <CardContent className="py-5">
                <RegisterStudentForm
                  countries={countries.data}
                  schools={user.role === 'coordinator' ? user.schools : null}
                />
              </CardContent>
            </Card>
          ) : (
            <Alert title={t('countriesFailed')} requestId={countries.error.requestId}>
              <FailureText failure={countries.error} /> {common('reloadHint')}
            </Alert>
          )}
        </div>
      </AccountPermissionsProvider>
    </ClientMessages>
  );
}
