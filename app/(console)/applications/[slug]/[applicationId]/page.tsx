import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { ApplicationDetailSkeleton } from '@/components/applications/applications-skeletons';
import { ClientMessages } from '@/components/providers/client-messages';
import { isObjectId } from '@/lib/partner-api/student-rules/field-rules';
import { requirePageUser } from '@/server/auth/guards';
import { isStudentNotFound } from '@/server/students/reads';
import type { ConsoleUser } from '@/server/auth/roles';
import { applicationInScopeRead } from '@/server/applications/reads';
import { organizationRead } from '@/server/reference/reads';
import { ApplicationSection } from './application-section';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('applications'))('detailTitle') };
}

export default async function ApplicationPage({
  params,
}: {
  params: Promise<{ slug: string; applicationId: string }>;
}) {
  const user = await requirePageUser();
  const { slug, applicationId } = await params;
  if (!isObjectId(applicationId)) notFound();
  const organization = await organizationRead.load(user, { slug });
  // Only what decides the 404 is awaited before the page starts streaming (a 200 cannot become a 404
  // afterwards): a coordinator's application of another school's student, or an unknown one.
  await decideNotFound(user, organization._id, applicationId);
  const t = await getTranslations('applications');
  return (
    <ClientMessages scope="(console)/applications/[slug]/[applicationId]/page">
      <div className="max-w-6xl space-y-4">
        <nav className="text-sm">
          <Link href={`/applications?organization=${slug}`} className="text-sky-800 hover:underline">
            {t('backToList', { organization: organization.name })}
          </Link>
        </nav>
        <Suspense fallback={<ApplicationDetailSkeleton />}>
          <ApplicationSection user={user} slug={slug} applicationId={applicationId} />
        </Suspense>
      </div>
    </ClientMessages>
  );
}

/**
 * notFound() for an unknown application or, for a coordinator, another school's student's; the stored copies it
 * reads are the section's. Any other failure is left to the section's query, which reports it with its request id.
 */
async function decideNotFound(user: ConsoleUser, organizationId: string, applicationId: string): Promise<void> {
  try {
    await applicationInScopeRead.load(user, { organizationId, applicationId });
  } catch (error) {
    if (isStudentNotFound(error)) notFound();
  }
}
