import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { OverviewSkeleton } from '@/components/group-challenges/group-challenge-skeletons';
import { OrganizationsOverview } from '@/components/group-challenges/organizations-overview';
import { ClientMessages } from '@/components/providers/client-messages';
import { Await } from '@/components/shell/await';
import { requirePageUser } from '@/server/auth/guards';
import { prefetch } from '@/server/action-runner/prefetch';
import { challengeOverviewRead } from '@/server/group-challenges/reads';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('groupChallenges'))('title') };
}

// No loading.tsx here: it would also wrap the pages below, whose notFound() must answer a real 404.
export default async function GroupChallengesPage() {
  const user = await requirePageUser();
  const t = await getTranslations('groupChallenges');
  const load = () => prefetch([challengeOverviewRead.query(user, {})]);
  return (
    <ClientMessages scope="(console)/group-challenges/page">
      <div className="max-w-6xl space-y-5">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('intro')}</p>
        </div>
        <Suspense fallback={<OverviewSkeleton />}>
          <Await load={load}>
            {(state) => (
              <HydrationBoundary state={state}>
                <OrganizationsOverview />
              </HydrationBoundary>
            )}
          </Await>
        </Suspense>
      </div>
    </ClientMessages>
  );
}
