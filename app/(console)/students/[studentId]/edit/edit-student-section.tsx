import { FailureText } from '@/components/ui/failure-text';
import { getTranslations } from 'next-intl/server';
import { AccountPermissionsProvider } from '@/components/permission/account-permissions-provider';
import { EditStudentForm } from '@/components/students/edit-student-form';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent } from '@/components/ui/card';
import type { ResolvedStudent } from '@/lib/partner-api/schemas/student';
import { studentToForm } from '@/lib/students/student-form';
import type { ConsoleUser } from '@/server/auth/roles';
import { accountPermissionsRead } from '@/server/account/reads';
import { studentFormReferenceRead } from '@/server/students/reads';

/** The edit form, streamed once the countries and the partner account's permissions are read. */
export async function EditStudentSection({ user, student }: { user: ConsoleUser; student: ResolvedStudent }) {
  const [countries, account] = await Promise.all([
    studentFormReferenceRead.load(user, {}),
    accountPermissionsRead.load(user, {}),
  ]);
  const t = await getTranslations('editStudent');
  const common = await getTranslations('common');
  if (!countries.ok) {
    return (
      <Alert title={t('formUnavailable')} requestId={countries.error.requestId}>
        <FailureText failure={countries.error} /> {common('reloadHint')}
      </Alert>
    );
  }
  return (
    <AccountPermissionsProvider permissions={account.ok ? account.data : null}>
      <Card>
        <CardContent className="py-5">
          <EditStudentForm
            studentId={student._id}
            initial={studentToForm(student)}
            countries={countries.data}
            schools={user.role === 'coordinator' ? user.schools : null}
          />
        </CardContent>
      </Card>
    </AccountPermissionsProvider>
  );
}
