import type { Metadata } from 'next';
import Link from 'next/link';
import { AccountPermissionsProvider } from '@/components/permission/account-permissions-provider';
import { RegisterStudentForm } from '@/components/students/register-student-form';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent } from '@/components/ui/card';
import { requirePageUser } from '@/server/auth/guards';
import { loadAccountPermissions } from '@/server/account/queries';
import { loadStudentFormReference } from '@/server/students/student-reference';

export const metadata: Metadata = { title: 'Register a student' };

export default async function NewStudentPage() {
  const user = await requirePageUser();
  const [countries, account] = await Promise.all([loadStudentFormReference(user), loadAccountPermissions(user)]);
  return (
    <AccountPermissionsProvider permissions={account.ok ? account.data : null}>
      <div className="max-w-3xl space-y-5">
        <nav className="text-sm">
          <Link href="/students" className="text-sky-800 hover:underline">
            ← Students
          </Link>
        </nav>
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">Register a student</h1>
          <p className="mt-1 text-sm text-slate-600">
            The Partner API issues the username and sends the student a welcome e-mail. A password can be set afterwards
            on the student&apos;s page.
          </p>
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
          <Alert
            title="The countries could not be loaded, so the form cannot be shown."
            requestId={countries.error.requestId}
          >
            {countries.error.message} Reload the page to try again.
          </Alert>
        )}
      </div>
    </AccountPermissionsProvider>
  );
}
