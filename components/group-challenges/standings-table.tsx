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
import { listChallengeStandingsAction } from '@/server/group-challenges/actions';
import { QueryError } from './query-error';
import { StateBadge } from './state-badge';
import type { ChallengeRef } from './use-challenge';
import { useChallengeWords } from './use-challenge-words';
import { GradeGroupLabel } from './grade-group-label';

/** Your students signed in to the organization, with where each stands in the challenge. */
export function StandingsTable({ challenge, params }: { challenge: ChallengeRef; params: ListParams }) {
  const t = useTranslations('groupChallenges');
  const loading = useTranslations('loading');
  const words = useChallengeWords();
  const { organizationId, slug, challengeId } = challenge;
  const { query, stored } = useStoredRead(
    groupChallengeKeys.standings(slug, challengeId, params),
    listChallengeStandingsAction,
    { organizationId, challengeId, params },
  );
  if (query.isPending) return <p className="text-sm text-slate-600">{loading('students')}</p>;
  if (query.isError)
    return <QueryError title={t('studentsFailed')} error={query.error} onRetry={() => query.refetch()} />;
  const { standings, pagination, freshness } = query.data;
  const note = freshness && <FreshnessNote stored={freshness} control={stored} />;
  const base = `/group-challenges/${slug}/${challengeId}`;
  if (standings.length === 0) {
    return (
      <div className="space-y-3">
        {note}
        <p className="text-sm text-slate-600">{t('noStudents')}</p>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      {note}
      <Card>
        <Table stack>
          <TableHead>
            <tr>
              <Th>{t('student')}</Th>
              <Th>{t('grade')}</Th>
              <Th>{t('standing')}</Th>
              <Th>{t('teacherLinked')}</Th>
              <Th>{t('group')}</Th>
            </tr>
          </TableHead>
          <TableBody>
            {standings.map((s) => (
              <TableRow key={s.studentId}>
                <Td wide>
                  <Link href={`${base}/students/${s.studentId}`} className="font-medium text-sky-800 hover:underline">
                    {s.firstName} {s.lastName}
                    <LinkPending />
                  </Link>
                </Td>
                <Td label={t('grade')}>
                  {s.grade?.name ?? '—'}
                  <span className="block text-xs text-slate-600">
                    {s.gradeGroup ? (
                      <GradeGroupLabel label={s.gradeGroup.label} />
                    ) : s.eligible ? null : (
                      t('noGradeGroup')
                    )}
                  </span>
                </Td>
                <Td label={t('standing')}>
                  <StateBadge state={words.state('standing', s.state)} />
                </Td>
                <Td label={t('teacherLinked')}>
                  {s.teacherLinked ? t('yes') : <span className="text-amber-800">{t('no')}</span>}
                </Td>
                <Td label={t('group')}>
                  {s.group ? (
                    <span className="flex flex-col items-start gap-1">
                      <Link href={`${base}/groups/${s.group._id}`} className="text-sky-800 hover:underline">
                        {s.group.displayName}
                        <LinkPending />
                      </Link>
                      <StateBadge state={words.state('group', s.group.status)} />
                    </span>
                  ) : (
                    '—'
                  )}
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
        noun="student"
        hrefFor={(page) => `${base}${toSearch({ tab: 'students', page, limit: params.limit })}`}
      />
    </div>
  );
}
