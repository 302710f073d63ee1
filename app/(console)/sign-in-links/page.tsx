import type { Metadata } from 'next';
import Link from 'next/link';
import { AccountPermissionsProvider } from '@/components/permission/account-permissions-provider';
import { SignInLinkPanel } from '@/components/sign-in-links/sign-in-link-panel';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { requirePageUser } from '@/server/auth/guards';
import { loadAccountPermissions } from '@/server/account/queries';
import { loadSignInLinkPage } from '@/server/sign-in-links/queries';

export const metadata: Metadata = { title: 'Sign-in links' };

type Search = { student?: string; organization?: string };

export default async function SignInLinksPage({ searchParams }: { searchParams: Promise<Search> }) {
  const user = await requirePageUser();
  const { student: wanted = '', organization } = await searchParams;
  const [load, account] = await Promise.all([loadSignInLinkPage(user, wanted), loadAccountPermissions(user)]);
  return (
    <AccountPermissionsProvider permissions={account.ok ? account.data : null}>
      <div className="max-w-3xl space-y-5">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">Sign-in links</h1>
          <p className="mt-1 text-sm text-slate-600">
            A sign-in link opens an organization&apos;s panel as the student, once, within 120 seconds. The console
            never keeps a link; the activity log records who generated one for whom.
          </p>
        </div>
        <form className="flex flex-wrap items-end gap-2" role="search">
          <div className="min-w-64 flex-1">
            <Label htmlFor="link-student">Student&apos;s e-mail or id</Label>
            <Input id="link-student" name="student" defaultValue={wanted} placeholder="ana@example.com" />
          </div>
          <Button type="submit" variant="secondary">
            Find student
          </Button>
        </form>
        {load.kind === 'failed' ? (
          <Alert title="The student could not be looked up." requestId={load.error.requestId}>
            {load.error.message} Try again.
          </Alert>
        ) : load.kind === 'none' ? (
          <p className="text-sm text-slate-600">
            {wanted
              ? `None of your students has the e-mail or id “${wanted}”. Check it, or find the student on the `
              : 'Find a student first, or open one from the '}
            <Link href="/students" className="text-sky-800 hover:underline">
              Students
            </Link>{' '}
            page.
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
                {load.student.username} · {load.student.email} · activated:{' '}
                {load.student.activatedPlatformsThisSeason.join(', ') || 'none'}
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
  );
}
