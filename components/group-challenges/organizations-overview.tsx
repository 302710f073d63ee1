'use client';
import { FailureText } from '@/components/ui/failure-text';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { FreshnessNote } from '@/components/read-model/freshness-note';
import { useStoredQuery } from '@/components/read-model/use-stored-query';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { unwrapAction } from '@/lib/query/action-query';
import { combinedFreshness } from '@/lib/read-model/stored';
import { groupChallengeKeys } from '@/lib/query/keys/group-challenges';
import { listGroupChallengeOverviewAction } from '@/server/group-challenges/actions';
import { ChallengesTable } from './challenges-table';
import { NotSwitchedOn } from './not-switched-on';
import { QueryError } from './query-error';

/** Every organization with its challenges; where the feature is off it says so, calmly. */
export function OrganizationsOverview() {
  const t = useTranslations('groupChallenges');
  const common = useTranslations('common');
  const queryKey = groupChallengeKeys.overview();
  const query = useQuery({ queryKey, queryFn: () => unwrapAction(listGroupChallengeOverviewAction({})) });
  const data = query.data;
  const freshness = useMemo(
    () => (data ? combinedFreshness(data.flatMap(({ list }) => ('freshness' in list ? [list.freshness] : []))) : null),
    [data],
  );
  const stored = useStoredQuery({
    queryKey,
    freshness,
    refresh: () => unwrapAction(listGroupChallengeOverviewAction({ force: true })),
    pickUp: query.refetch,
  });
  if (query.isPending) return <p className="text-sm text-slate-600">{t('loadingOrganizations')}</p>;
  if (query.isError)
    return <QueryError title={t('organizationsFailed')} error={query.error} onRetry={() => query.refetch()} />;
  // Organizations with challenges first; those that do not run them in one line at the end, not a card each.
  const rank = ({ list }: (typeof query.data)[number]) =>
    list.enabled ? (list.challenges.length > 0 ? 0 : 2) : list.enabled === null ? 1 : 3;
  const shown = query.data.filter((o) => o.list.enabled !== false).sort((a, b) => rank(a) - rank(b));
  const off = query.data.filter((o) => o.list.enabled === false).map((o) => o.organization.name);
  return (
    <div className="space-y-5">
      {freshness ? <FreshnessNote stored={freshness} control={stored} /> : null}
      {shown.map(({ organization, list }) => (
        <Card
          key={organization._id}
          aria-labelledby={`org-${organization.slug}`}
          data-testid={`organization-${organization.slug}`}
        >
          <CardHeader className="flex-row flex-wrap items-baseline justify-between gap-2">
            <CardTitle id={`org-${organization.slug}`}>{organization.name}</CardTitle>
            {list.enabled && list.pagination.total > list.challenges.length ? (
              <Link href={`/group-challenges/${organization.slug}`} className="text-sm text-sky-800 hover:underline">
                {t('allChallenges', { count: list.pagination.total })}
              </Link>
            ) : null}
          </CardHeader>
          <CardContent className={list.enabled && list.challenges.length > 0 ? 'px-0 py-0' : undefined}>
            {list.enabled === null ? (
              <Alert
                tone="error"
                title={t('challengesFailed', { organization: organization.name })}
                requestId={list.error.requestId}
              >
                <FailureText failure={list.error} /> {common('reloadHint')}
              </Alert>
            ) : null}
            {list.enabled ? <ChallengesTable slug={organization.slug} challenges={list.challenges} /> : null}
          </CardContent>
        </Card>
      ))}
      {off.length > 0 ? <NotSwitchedOn organizationNames={off} /> : null}
    </div>
  );
}
