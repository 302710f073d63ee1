import { ClientMessages } from '@/components/providers/client-messages';
import { FailureText } from '@/components/ui/failure-text';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { AccountPermissionsProvider } from '@/components/permission/account-permissions-provider';
import { SignInLinkPanel } from '@/components/sign-in-links/sign-in-link-panel';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { requirePageUser } from '@/server/auth/guards';
import { accountPermissionsRead } from '@/server/account/reads';
import { signInLinkPageRead } from '@/server/sign-in-links/reads';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('signInLinksPage'))('title') };
}

type Search = { student?: string; organization?: string };

export default async function SignInLinksPage({ searchParams }: { searchParams: Promise<Search> }) {
  const user = await requirePageUser();
  const { student: wanted = '', organization } = await searchParams;
  const [load, account, t] = await Promise.all([
    signInLinkPageRead.load(user, { student: wanted }),
    accountPermissionsRead.load(user, {}),
    getTranslations('signInLinksPage'),
  ]);
  const studentsLink = (chunks: React.ReactNode) => (
    <Link href="/students" className="text-sky-800 hover:underline">
      {chunks}
    </Link>
  );
  return (
    <ClientMessages scope="(console)/sign-in-links/page">
      <AccountPermissionsProvider permissions={account.ok ? account.data : null}>
        <div className="max-w-3xl space-y-5">
          <div>
            <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
            <p className="mt-1 text-sm text-slate-600">{t('intro')}</p>
          </div>
          <form className="flex flex-wrap items-end gap-2" role="search">
            <div className="min-w-64 flex-1">
              <Label htmlFor="link-student">{t('studentLabel')}</Label>
              <Input id="link-student" name="student" defaultValue={wanted} placeholder="ana@example.com" />
            </div>
            <Button type="submit" variant="secondary">
              {t('find')}
            </Button>
          </form>
          {load.kind === 'failed' ? (
            <Alert title={t('lookupFailed')} requestId={load.error.requestId}>
              <FailureText failure={load.error} /> {t('tryAgain')}
            </Alert>
          ) : load.kind === 'none' ? (
            <p className="text-sm text-slate-600">
              {wanted
                ? t.rich('notFound', { wanted, link: studentsLink })
                : t.rich('findFirst', { link: studentsLink })}
            </p>
          ) : (
            <Card>
              <CardHeader>
                <CardTitle>
                  <Link href={`/students/${load.student._id}`} className="hover:underline">
                    {load.student.fullName}
                  </Link>
                </CardTitle>
                <CardDescription>
                  {t('studentLine', {
                    username: load.student.username,
                    email: load.student.email,
                    platforms: load.student.activatedPlatformsThisSeason.join(', ') || t('none'),
                  })}
                </CardDescription>
              </CardHeader>
              <CardContent>
                <SignInLinkPanel
                  studentId={load.student._id}
                  organizations={load.organizations}
                  {...(organization ? { initialOrganization: organization } : {})}
                />
              </CardContent>
            </Card>
          )}
        </div>
      </AccountPermissionsProvider>
    </ClientMessages>
  );
}
