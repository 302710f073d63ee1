import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { HydrationBoundary } from '@tanstack/react-query';
import { Suspense } from 'react';
import { JobProgressSkeleton } from '@/components/imports/imports-skeletons';
import { JobProgress } from '@/components/imports/job-progress';
import { ClientMessages } from '@/components/providers/client-messages';
import { Await } from '@/components/shell/await';
import { requirePageUser } from '@/server/auth/guards';
import { importJobRead, visibleJobKind } from '@/server/imports/reads';
import { prefetch } from '@/server/action-runner/prefetch';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('importJob'))('metaTitle') };
}

export default async function Page({ params }: { params: Promise<{ jobId: string }> }) {
  const user = await requirePageUser(['admin', 'support', 'coordinator']);
  const { jobId } = await params;
  const t = await getTranslations('importJob');
  if (!/^[0-9a-f-]{36}$/.test(jobId)) notFound();
  // Unknown, or another user's job for a coordinator: the same not-found page.
  const kind = await visibleJobKind(user, jobId);
  if (kind === null) notFound();
  const load = () => prefetch([importJobRead.query(user, { jobId })]);
  return (
    <ClientMessages scope="(console)/imports/[jobId]/page">
      <div className="mx-auto max-w-5xl space-y-6">
        <div>
          <Link href="/imports" className="text-sm text-sky-800 hover:underline">
            {t('back')}
          </Link>
          <h1 className="mt-1 text-2xl font-semibold text-slate-900">
            {kind === 'activation' ? t('activationTitle') : t('title')}
          </h1>
        </div>
        <Suspense fallback={<JobProgressSkeleton />}>
          <Await load={load}>
            {(state) => (
              <HydrationBoundary state={state}>
                <JobProgress jobId={jobId} />
              </HydrationBoundary>
            )}
          </Await>
        </Suspense>
      </div>
    </ClientMessages>
  );
}
