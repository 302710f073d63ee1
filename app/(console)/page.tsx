import { getTranslations } from 'next-intl/server';
import type { Metadata } from 'next';
import { Suspense } from 'react';
import { RetiringOperationsBanner } from '@/components/activity/retiring-operations-banner';
import { HomeView } from '@/components/home/home-view';
import { ClientMessages } from '@/components/providers/client-messages';
import { Await } from '@/components/shell/await';
import { PageSkeleton } from '@/components/shell/page-skeleton';
import { requirePageUser } from '@/server/auth/guards';
import { retiringOperationsRead } from '@/server/activity/reads';
import { homeRead } from '@/server/home/reads';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('home'))('title') };
}

export default async function HomePage() {
  const user = await requirePageUser();
  const t = await getTranslations('home');
  return (
    <ClientMessages scope="(console)/page">
      <div className="max-w-5xl space-y-6">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
          <p className="text-sm text-slate-600">
            {user.role === 'coordinator'
              ? t('introCoordinator', {
                  schools: user.schools.length ? user.schools.join(', ') : t('yourSchoolsFallback'),
                })
              : t('intro')}
          </p>
        </div>
        {user.role === 'admin' ? (
          <Suspense fallback={null}>
            <Await load={() => retiringOperationsRead.load(user, {})}>
              {(operations) => <RetiringOperationsBanner operations={operations} />}
            </Await>
          </Suspense>
        ) : null}
        <Suspense fallback={<PageSkeleton />}>
          <Await load={() => homeRead.load(user, {})}>{(view) => <HomeView view={view} />}</Await>
        </Suspense>
      </div>
    </ClientMessages>
  );
}
