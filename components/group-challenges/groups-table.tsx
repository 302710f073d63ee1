'use client';
import Link from 'next/link';
import { LinkPending } from '@/components/shell/link-pending';
import { PaginationNav } from '@/components/activity/pagination-nav';
import { FreshnessNote } from '@/components/read-model/freshness-note';
import { useStoredRead } from '@/components/read-model/use-stored-read';
import { Card } from '@/components/ui/card';
import { Table, TableBody, TableHead, TableRow, Td, Th } from '@/components/ui/table';
import { groupStatusLabel } from '@/lib/group-challenges/labels';
import { toSearch, type ListParams } from '@/lib/group-challenges/list-params';
import { groupChallengeKeys } from '@/lib/query/keys/group-challenges';
import { listChallengeGroupsAction } from '@/server/group-challenges/actions';
import { LocalTime } from '@/components/ui/local-time';
import { MembersSummary } from './members-summary';
import { QueryError } from './query-error';
import { StateBadge } from './state-badge';
import { StepsProgress } from './steps-progress';
import type { ChallengeRef } from './use-challenge';

/** Groups of the challenge with at least one of your students, oldest first (spec §4.7). */
export function GroupsTable({ challenge, params }: { challenge: ChallengeRef; params: ListParams }) {
  const { organizationId, slug, challengeId } = challenge;
  const { query, stored } = useStoredRead(
    groupChallengeKeys.groups(slug, challengeId, params),
    listChallengeGroupsAction,
    { organizationId, challengeId, params },
  );
  if (query.isPending) return <p className="text-sm text-slate-600">Loading groups…</p>;
  if (query.isError)
    return <QueryError title="The groups could not be read." error={query.error} onRetry={() => query.refetch()} />;
  const { groups, pagination, freshness } = query.data;
  const note = freshness && <FreshnessNote stored={freshness} control={stored} />;
  const base = `/group-challenges/${slug}/${challengeId}`;
  if (groups.length === 0) {
    return (
      <div className="space-y-3">
        {note}
        <p className="text-sm text-slate-600">
          None of your students is in a group of this challenge yet. A teacher puts students in groups.
        </p>
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
              <Th>Group</Th>
              <Th>Status</Th>
              <Th>Members</Th>
              <Th>Steps submitted</Th>
              <Th>Work sent</Th>
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
                    Code {g.shortCode}
                    {g.gradeGroup ? ` · ${g.gradeGroup.label}` : ''}
                  </span>
                </Td>
                <Td label="Status">
                  <StateBadge state={groupStatusLabel(g.status)} />
                </Td>
                <Td label="Members" wide className="sm:min-w-48">
                  <MembersSummary group={g} />
                </Td>
                <Td label="Steps submitted">
                  <StepsProgress submitted={g.stepsSubmitted} total={g.stepCount} />
                </Td>
                <Td label="Work sent" className="whitespace-nowrap">
                  <LocalTime value={g.finalSubmittedAt} fallback="Not yet" />
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
