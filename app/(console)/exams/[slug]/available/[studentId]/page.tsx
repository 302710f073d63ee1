import { ClientMessages } from '@/components/providers/client-messages';
import { FailureText } from '@/components/ui/failure-text';
import { getTranslations } from 'next-intl/server';
import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { AvailableTree } from '@/components/exams/available-tree';
import { AvailableExamsSkeleton } from '@/components/exams/exams-skeletons';
import { AccountPermissionsProvider } from '@/components/permission/account-permissions-provider';
import { Await } from '@/components/shell/await';
import { Alert } from '@/components/ui/alert';
import { isObjectId } from '@/lib/partner-api/student-rules/field-rules';
import { requirePageUser } from '@/server/auth/guards';
import { accountPermissionsRead } from '@/server/account/reads';
import { organizationRead } from '@/server/reference/reads';
import { prefetch } from '@/server/action-runner/prefetch';
import { availableExamsRead } from '@/server/exams/reads';
import { requireStudentForPage } from '@/server/students/reads';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('availableExams'))('metaTitle') };
}

export default async function AvailableExamsPage({ params }: { params: Promise<{ slug: string; studentId: string }> }) {
  const user = await requirePageUser();
  const { slug, studentId } = await params;
  if (!isObjectId(studentId)) notFound();
  const organization = await organizationRead.load(user, { slug });
  // Before any byte: an unknown student, and for a coordinator another school's, get the 404 page (the stored
  // record decides when the console holds one; else the API).
  const failure = await requireStudentForPage(user, studentId);
  const t = await getTranslations('availableExams');
  if (failure) {
    return (
      <div className="max-w-4xl space-y-4">
        <Alert title={t('studentUnread')} requestId={failure.requestId}>
          <FailureText failure={failure} />
        </Alert>
      </div>
    );
  }
  // The tree streams below; its loader reads the student through the same per-render read, and its failures show in the tree.
  const load = () =>
    Promise.all([
      prefetch([availableExamsRead.query(user, { slug, studentId })]),
      accountPermissionsRead.load(user, {}),
    ]);
  return (
    <ClientMessages scope="(console)/exams/[slug]/available/[studentId]/page">
      <div className="max-w-4xl space-y-4">
        <nav className="text-sm">
          <Link href={`/exams/${slug}`} className="text-sky-800 hover:underline">
            {t('backToOrg', { organization: organization.name })}
          </Link>
        </nav>
        <Suspense fallback={<AvailableExamsSkeleton />}>
          <Await load={load}>
            {([state, account]) => (
              <AccountPermissionsProvider permissions={account.ok ? account.data : null}>
                <HydrationBoundary state={state}>
                  <AvailableTree slug={slug} studentId={studentId} />
                </HydrationBoundary>
              </AccountPermissionsProvider>
            )}
          </Await>
        </Suspense>
      </div>
    </ClientMessages>
  );
}
