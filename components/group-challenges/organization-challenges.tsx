'use client';
import { useTranslations } from 'next-intl';
import { PaginationNav } from '@/components/activity/pagination-nav';
import { FreshnessNote } from '@/components/read-model/freshness-note';
import { useStoredRead } from '@/components/read-model/use-stored-read';
import { Card } from '@/components/ui/card';
import { toSearch, type ListParams } from '@/lib/group-challenges/list-params';
import { groupChallengeKeys } from '@/lib/query/keys/group-challenges';
import { listGroupChallengesAction } from '@/server/group-challenges/actions';
import { ChallengesTable } from './challenges-table';
import { NotSwitchedOn } from './not-switched-on';
import { QueryError } from './query-error';

interface Props {
  organization: { _id: string; name: string; slug: string };
  params: ListParams;
}

/** One organization's challenges, a page at a time (page and size in the URL). */
export function OrganizationChallenges({ organization, params }: Props) {
  const t = useTranslations('groupChallenges');
  const loading = useTranslations('loading');
  const { query, stored } = useStoredRead(
    groupChallengeKeys.challenges(organization.slug, params),
    listGroupChallengesAction,
    {
      organizationId: organization._id,
      params,
    },
  );
  if (query.isPending) return <p className="text-sm text-slate-600">{loading('challenges')}</p>;
  if (query.isError)
    return <QueryError title={t('challengesReadFailed')} error={query.error} onRetry={() => query.refetch()} />;
  const list = query.data;
  const freshness = <FreshnessNote stored={list.freshness} control={stored} />;
  if (!list.enabled) {
    return (
      <div className="space-y-3">
        {freshness}
        <NotSwitchedOn organizationNames={[organization.name]} />
      </div>
    );
  }
  return (
    <div className="space-y-3">
      {freshness}
      <Card>
        <ChallengesTable slug={organization.slug} challenges={list.challenges} />
      </Card>
      <PaginationNav
        page={list.pagination.page}
        totalPages={list.pagination.totalPages}
        total={list.pagination.total}
        noun="challenge"
        hrefFor={(page) => `/group-challenges/${organization.slug}${toSearch({ page, limit: params.limit })}`}
      />
    </div>
  );
}
