import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ActivityTabs } from '@/components/activity/activity-tabs';
import { RetiringOperationsBanner } from '@/components/activity/retiring-operations-banner';
import { AuditLogFiltersForm } from '@/components/activity/audit-log-filters';
import { AuditLogTable } from '@/components/activity/audit-log-table';
import { RequestLogFiltersForm } from '@/components/activity/request-log-filters';
import { RequestLogTable } from '@/components/activity/request-log-table';
import { ClientMessages } from '@/components/providers/client-messages';
import {
  parseActivityTab,
  parseAuditLogFilters,
  parseRequestLogFilters,
  type SearchParams,
} from '@/lib/activity/activity-filters';
import { requirePageUser } from '@/server/auth/guards';
import type { ConsoleUser } from '@/server/auth/roles';
import { auditLogRead, requestLogRead, retiringOperationsRead } from '@/server/activity/reads';
import { prefetch } from '@/server/action-runner/prefetch';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('activityPage'))('title') };
}

export default async function ActivityPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requirePageUser(['admin', 'support']);
  const params = await searchParams;
  const tab = parseActivityTab(params);
  const t = await getTranslations('activityPage');
  return (
    <ClientMessages scope="(console)/activity/page">
      <div className="space-y-5">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('intro')}</p>
        </div>
        <RetiringOperationsBanner operations={await retiringOperationsRead.load(user, {})} />
        <ActivityTabs current={tab} />
        {tab === 'requests' ? (
          <RequestsSection user={user} params={params} />
        ) : (
          <AuditSection user={user} params={params} />
        )}
      </div>
    </ClientMessages>
  );
}

async function RequestsSection({ user, params }: { user: ConsoleUser; params: SearchParams }) {
  const filters = parseRequestLogFilters(params);
  const t = await getTranslations('activityPage');
  const state = await prefetch([requestLogRead.query(user, filters)]);
  return (
    <section aria-label={t('requestsSection')} className="space-y-4">
      <RequestLogFiltersForm filters={filters} />
      <HydrationBoundary state={state}>
        <RequestLogTable filters={filters} />
      </HydrationBoundary>
    </section>
  );
}

async function AuditSection({ user, params }: { user: ConsoleUser; params: SearchParams }) {
  const filters = parseAuditLogFilters(params);
  const t = await getTranslations('activityPage');
  const state = await prefetch([auditLogRead.query(user, filters)]);
  return (
    <section aria-label={t('changesSection')} className="space-y-4">
      <AuditLogFiltersForm filters={filters} />
      <HydrationBoundary state={state}>
        <AuditLogTable filters={filters} />
      </HydrationBoundary>
    </section>
  );
}
