import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { AccountPermissionsProvider } from '@/components/permission/account-permissions-provider';
import { EditStudentForm } from '@/components/students/edit-student-form';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent } from '@/components/ui/card';
import { studentToForm } from '@/lib/students/student-form';
import { requirePageUser } from '@/server/auth/guards';
import { loadAccountPermissions } from '@/server/queries/account';
import { loadStudentPage } from '@/server/queries/student-page';
import { loadStudentFormReference } from '@/server/queries/student-reference';

export const metadata: Metadata = { title: 'Edit student' };

export default async function EditStudentPage({ params }: { params: Promise<{ studentId: string }> }) {
  const user = await requirePageUser();
  const { studentId } = await params;
  const [load, countries, account] = await Promise.all([loadStudentPage(user, studentId), loadStudentFormReference(user), loadAccountPermissions(user)]);
  if (load.kind === 'not-found') notFound();
  const failed = load.kind === 'failed' ? load.error : !countries.ok ? countries.error : null;
  return (
    <AccountPermissionsProvider permissions={account.ok ? account.data : null}>
      <div className="max-w-3xl space-y-5">
        <nav className="text-sm">
          <Link href={`/students/${studentId}`} className="text-sky-800 hover:underline">
            ← Back to the student
          </Link>
        </nav>
        <h1 className="text-2xl font-semibold text-slate-900">Edit {load.kind === 'found' ? load.student.fullName : 'student'}</h1>
        {failed || load.kind !== 'found' || !countries.ok ? (
          <Alert title="The form cannot be shown." requestId={failed?.requestId}>
            {failed?.message} Reload the page to try again.
          </Alert>
        ) : (
          <Card>
            <CardContent className="py-5">
              <EditStudentForm
                studentId={load.student._id}
                initial={studentToForm(load.student)}
                countries={countries.data}
                schools={user.role === 'coordinator' ? user.schools : null}
              />
            </CardContent>
          </Card>
        )}
      </div>
    </AccountPermissionsProvider>
  );
}
