import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { AvailableTree } from '@/components/exams/available-tree';
import { AccountPermissionsProvider } from '@/components/permission/account-permissions-provider';
import { isObjectId } from '@/lib/partner-api/student-rules/field-rules';
import { examKeys } from '@/lib/query/keys/exams';
import { requirePageUser } from '@/server/auth/guards';
import { loadAccountPermissions } from '@/server/queries/account';
import { asUser } from '@/server/queries/as-user';
import { loadAvailableExams } from '@/server/queries/available-exams';
import { prefetchOrNotFound } from '@/server/queries/exam-prefetch';
import { requireOrganization } from '@/server/queries/organizations';

export const metadata: Metadata = { title: 'Available exams' };

export default async function AvailableExamsPage({ params }: { params: Promise<{ slug: string; studentId: string }> }) {
  const user = await requirePageUser();
  const { slug, studentId } = await params;
  if (!isObjectId(studentId)) notFound();
  const organization = await requireOrganization(slug);
  const [state, account] = await Promise.all([
    // A coordinator asking for another school's student gets the 404 page, as for an unknown one.
    prefetchOrNotFound([{ queryKey: examKeys.available(slug, studentId), queryFn: asUser(user, () => loadAvailableExams(user, slug, studentId)) }]),
    loadAccountPermissions(user),
  ]);
  return (
    <AccountPermissionsProvider permissions={account.ok ? account.data : null}>
      <div className="max-w-4xl space-y-4">
        <nav className="text-sm">
          <Link href={`/exams/${slug}`} className="text-sky-800 hover:underline">
            ← {organization.name} exams
          </Link>
        </nav>
        <HydrationBoundary state={state}>
          <AvailableTree slug={slug} studentId={studentId} />
        </HydrationBoundary>
      </div>
    </AccountPermissionsProvider>
  );
}
