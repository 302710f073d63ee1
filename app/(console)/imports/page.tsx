import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import { HydrationBoundary } from '@tanstack/react-query';
import { Suspense } from 'react';
import { JobsTableSkeleton } from '@/components/imports/imports-skeletons';
import { JobsTable } from '@/components/imports/jobs-table';
import { ClientMessages } from '@/components/providers/client-messages';
import { Await } from '@/components/shell/await';
import { buttonVariants } from '@/components/ui/button';
import { requirePageUser } from '@/server/auth/guards';
import { importJobsRead } from '@/server/imports/reads';
import { prefetch } from '@/server/action-runner/prefetch';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('imports'))('title') };
}

// No loading.tsx here: it would also wrap the job page below, whose notFound() must answer a real 404.
export default async function Page({ searchParams }: { searchParams: Promise<{ page?: string }> }) {
  const user = await requirePageUser(['admin', 'support', 'coordinator']);
  const page = Math.max(1, Math.floor(Number((await searchParams).page)) || 1);
  const t = await getTranslations('imports');
  const load = () => prefetch([importJobsRead.query(user, { page })]);
  return (
    <ClientMessages scope="(console)/imports/page">
      <div className="mx-auto max-w-6xl space-y-6">
        <div className="flex flex-wrap items-center gap-3">
          <div>
            <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
            <p className="text-sm text-slate-600">{user.role === 'coordinator' ? t('introCoordinator') : t('intro')}</p>
          </div>
          <Link href="/imports/new" className={buttonVariants({ className: 'ml-auto' })}>
            {t('new')}
          </Link>
        </div>
        <Suspense fallback={<JobsTableSkeleton />}>
          <Await load={load}>
            {(state) => (
              <HydrationBoundary state={state}>
                <JobsTable page={page} />
              </HydrationBoundary>
            )}
          </Await>
        </Suspense>
      </div>
    </ClientMessages>
  );
}
