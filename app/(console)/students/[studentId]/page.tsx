import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { AccountPermissionsProvider } from '@/components/permission/account-permissions-provider';
import { ActivatePlatforms } from '@/components/students/activate-platforms';
import { OrganizationCardSkeleton } from '@/components/students/organization-card-view';
import { SetPasswordForm } from '@/components/students/set-password-form';
import { StudentDetails } from '@/components/students/student-details';
import { Alert } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button';
import { studentKeys } from '@/lib/query/keys/students';
import { requirePageUser } from '@/server/auth/guards';
import { loadAccountPermissions } from '@/server/queries/account';
import { loadStudentPage } from '@/server/queries/student-page';
import { prefetch } from '@/server/query/prefetch';
import { OrganizationCard } from './organization-card';

export const metadata: Metadata = { title: 'Student' };

type Props = { params: Promise<{ studentId: string }>; searchParams: Promise<{ registered?: string }> };

export default async function StudentPage({ params, searchParams }: Props) {
  const user = await requirePageUser();
  const { studentId } = await params;
  const { registered } = await searchParams;
  const [load, account] = await Promise.all([loadStudentPage(user, studentId), loadAccountPermissions(user)]);
  if (load.kind === 'not-found') notFound();
  if (load.kind === 'failed') {
    return (
      <div className="max-w-2xl space-y-4">
        <h1 className="text-2xl font-semibold text-slate-900">Student</h1>
        <Alert title="The student could not be loaded." requestId={load.error.requestId}>
          {load.error.message} Reload the page to try again.
        </Alert>
      </div>
    );
  }
  const { student, organizations } = load;
  const state = await prefetch([{ queryKey: studentKeys.detail(student._id), queryFn: async () => student }]);
  return (
    <AccountPermissionsProvider permissions={account.ok ? account.data : null}>
      <div className="max-w-6xl space-y-6">
        <nav className="text-sm">
          <Link href="/students" className="text-sky-800 hover:underline">
            ← Students
          </Link>
        </nav>
        {registered ? (
          <Alert tone="success" title={`${student.fullName} is registered.`} data-testid="registered-banner">
            <p>
              Username: <span className="font-mono text-lg font-semibold" data-testid="registered-username">{student.username}</span>. Give it to the student
              with the password; a welcome e-mail has gone to {student.email}.
            </p>
          </Alert>
        ) : null}
        {!account.ok ? (
          <Alert tone="warning" title="The partner account's permissions could not be read." requestId={account.error.requestId}>
            Buttons stay enabled and the Partner API decides. {account.error.message}
          </Alert>
        ) : null}
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h1 className="text-2xl font-semibold text-slate-900">{student.fullName}</h1>
            <p className="font-mono text-base text-slate-700" data-testid="student-username">
              {student.username}
            </p>
          </div>
          <Link href={`/students/${student._id}/edit`} className={buttonVariants({ variant: 'secondary' })}>
            Edit
          </Link>
        </div>
        <HydrationBoundary state={state}>
          <StudentDetails studentId={student._id} />
        </HydrationBoundary>
        <section aria-labelledby="orgs-heading" className="space-y-3">
          <h2 id="orgs-heading" className="text-lg font-semibold text-slate-900">
            Organizations
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
          <ActivatePlatforms studentId={student._id} activated={student.activatedPlatformsThisSeason} organizations={organizations.map((o) => ({ slug: o.slug, name: o.name }))} />
          <SetPasswordForm student={{ _id: student._id, firstName: student.firstName, lastName: student.lastName, username: student.username, email: student.email, emailConfirmed: student.emailConfirmed }} />
        </div>
      </div>
    </AccountPermissionsProvider>
  );
}
