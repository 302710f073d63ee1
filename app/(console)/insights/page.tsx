import type { Metadata } from 'next';
import { getTimeZone, getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { InsightsView } from '@/components/insights/insights-view';
import { Await } from '@/components/shell/await';
import { PageSkeleton } from '@/components/shell/page-skeleton';
import { requirePageUser } from '@/server/auth/guards';
import { insightsRead } from '@/server/insights/reads';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('insights'))('title') };
}

/** Insights: how registrations, sign-ins, applications and imports move, from the console's copy (no script). */
export default async function InsightsPage() {
  const user = await requirePageUser(['admin', 'support', 'coordinator']);
  const t = await getTranslations('insights');
  const timeZone = (await getTimeZone()) ?? 'UTC';
  return (
    <div className="max-w-6xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
        <p className="text-sm text-slate-600">
          {user.role === 'coordinator'
            ? t('introCoordinator', { schools: user.schools.length ? user.schools.join(', ') : t('yourSchools') })
            : t('intro')}
        </p>
      </div>
      <Suspense fallback={<PageSkeleton />}>
        <Await load={() => insightsRead.load(user, { timeZone })}>{(view) => <InsightsView view={view} />}</Await>
      </Suspense>
    </div>
  );
}
