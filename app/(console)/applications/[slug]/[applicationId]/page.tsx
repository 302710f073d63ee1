import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ApplicationDetail } from '@/components/applications/application-detail';
import { AccountPermissionsProvider } from '@/components/permission/account-permissions-provider';
import { isObjectId } from '@/lib/partner-api/student-rules/field-rules';
import { applicationKeys } from '@/lib/query/keys/exams';
import { requirePageUser } from '@/server/auth/guards';
import { loadAccountPermissions } from '@/server/queries/account';
import { loadApplicationDetail } from '@/server/queries/application-detail';
import { asUser } from '@/server/queries/as-user';
import { prefetchOrNotFound } from '@/server/queries/exam-prefetch';
import { requireOrganization } from '@/server/queries/organizations';

export const metadata: Metadata = { title: 'Application' };

export default async function ApplicationPage({ params }: { params: Promise<{ slug: string; applicationId: string }> }) {
  const user = await requirePageUser();
  const { slug, applicationId } = await params;
  if (!isObjectId(applicationId)) notFound();
  const organization = await requireOrganization(slug);
  const [state, account] = await Promise.all([
    // A coordinator's application of another school's student (or an unknown one) is the 404 page.
    prefetchOrNotFound([{ queryKey: applicationKeys.detail(slug, applicationId), queryFn: asUser(user, () => loadApplicationDetail(user, slug, applicationId)) }]),
    loadAccountPermissions(user),
  ]);
  return (
    <AccountPermissionsProvider permissions={account.ok ? account.data : null}>
      <div className="max-w-6xl space-y-4">
        <nav className="text-sm">
          <Link href={`/applications?organization=${slug}`} className="text-sky-800 hover:underline">
            ← {organization.name} applications
          </Link>
        </nav>
        <HydrationBoundary state={state}>
          <ApplicationDetail slug={slug} applicationId={applicationId} />
        </HydrationBoundary>
      </div>
    </AccountPermissionsProvider>
  );
}
