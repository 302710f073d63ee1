'use client';
import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { LinkPending } from '@/components/shell/link-pending';
import { PaginationNav } from '@/components/activity/pagination-nav';
import { FreshnessNote } from '@/components/read-model/freshness-note';
import { useStoredRead } from '@/components/read-model/use-stored-read';
import { Card } from '@/components/ui/card';
import { Table, TableBody, TableHead, TableRow, Td, Th } from '@/components/ui/table';
import { toSearch, type ListParams } from '@/lib/group-challenges/list-params';
import { groupChallengeKeys } from '@/lib/query/keys/group-challenges';
import { listChallengeGroupsAction } from '@/server/group-challenges/actions';
import { LocalTime } from '@/components/ui/local-time';
import { MembersSummary } from './members-summary';
import { QueryError } from './query-error';
import { StateBadge } from './state-badge';
import { StepsProgress } from './steps-progress';
import type { ChallengeRef } from './use-challenge';
import { useChallengeWords } from './use-challenge-words';
import { GradeGroupLabel } from './grade-group-label';

/** Groups of the challenge with at least one of your students, oldest first (spec §4.7). */
export function GroupsTable({ challenge, params }: { challenge: ChallengeRef; params: ListParams }) {
  const t = useTranslations('groupChallenges');
  const words = useChallengeWords();
  const { organizationId, slug, challengeId } = challenge;
  const { query, stored } = useStoredRead(
    groupChallengeKeys.groups(slug, challengeId, params),
    listChallengeGroupsAction,
    { organizationId, challengeId, params },
  );
  if (query.isPending) return <p className="text-sm text-slate-600">{t('loadingGroups')}</p>;
  if (query.isError)
    return <QueryError title={t('groupsFailed')} error={query.error} onRetry={() => query.refetch()} />;
  const { groups, pagination, freshness } = query.data;
  const note = freshness && <FreshnessNote stored={freshness} control={stored} />;
  const base = `/group-challenges/${slug}/${challengeId}`;
  if (groups.length === 0) {
    return (
      <div className="space-y-3" data-testid="challenge-groups">
        {note}
        <p className="text-sm text-slate-600">{t('noGroups')}</p>
      </div>
    );
  }
  return (
    <div className="space-y-3" data-testid="challenge-groups">
      {note}
      <Card>
        <Table stack>
          <TableHead>
            <tr>
              <Th>{t('group')}</Th>
              <Th>{t('status')}</Th>
              <Th>{t('members')}</Th>
              <Th>{t('stepsSubmitted')}</Th>
              <Th>{t('workSent')}</Th>
            </tr>
          </TableHead>
          <TableBody>
            {groups.map((g) => (
              <TableRow key={g._id}>
                <Td wide>
                  <Link href={`${base}/groups/${g._id}`} className="font-medium text-sky-800 hover:underline">
                    {g.displayName}
                    <LinkPending />
                  </Link>
                  <span className="block text-xs text-slate-600">
                    {t('code', { code: g.shortCode })}
                    {g.gradeGroup ? (
                      <>
                        {' · '}
                        <GradeGroupLabel label={g.gradeGroup.label} />
                      </>
                    ) : null}
                  </span>
                </Td>
                <Td label={t('status')}>
                  <StateBadge state={words.state('group', g.status)} />
                </Td>
                <Td label={t('members')} wide className="sm:min-w-48">
                  <MembersSummary group={g} />
                </Td>
                <Td label={t('stepsSubmitted')}>
                  <StepsProgress submitted={g.stepsSubmitted} total={g.stepCount} />
                </Td>
                <Td label={t('workSent')} className="whitespace-nowrap">
                  <LocalTime value={g.finalSubmittedAt} fallback={t('notYet')} />
                </Td>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
      <PaginationNav
        page={pagination.page}
        totalPages={pagination.totalPages}
        total={pagination.total}
        noun="group"
        hrefFor={(page) => `${base}${toSearch({ tab: 'groups', page, limit: params.limit })}`}
      />
    </div>
  );
}
