'use client';
import Link from 'next/link';
import { LinkPending } from '@/components/shell/link-pending';
import { Table, TableBody, TableHead, TableRow, Td, Th } from '@/components/ui/table';
import { challengeStatusLabel } from '@/lib/group-challenges/labels';
import type { GroupChallenge } from '@/lib/partner-api/schemas/group-challenge';
import { ChallengeWindow } from './challenge-window';
import { StateBadge } from './state-badge';

/** Challenges of one organization: title (link), status, window with countdown, grade groups, steps. */
export function ChallengesTable({ slug, challenges }: { slug: string; challenges: GroupChallenge[] }) {
  if (challenges.length === 0)
    return <p className="text-sm text-slate-600">This organization has no group challenges you can read yet.</p>;
  return (
    <Table stack>
      <TableHead>
        <tr>
          <Th>Challenge</Th>
          <Th>Status</Th>
          <Th>Window (your time zone)</Th>
          <Th>Grade groups</Th>
          <Th className="text-right">Steps</Th>
        </tr>
      </TableHead>
      <TableBody>
        {challenges.map((c) => (
          <TableRow key={c._id}>
            <Td wide className="font-medium">
              <Link href={`/group-challenges/${slug}/${c._id}`} className="text-sky-800 hover:underline">
                {c.title}
                <LinkPending />
              </Link>
            </Td>
            <Td label="Status">
              <StateBadge state={challengeStatusLabel(c.status)} />
            </Td>
            <Td label="Window (your time zone)" wide className="sm:min-w-56">
              <ChallengeWindow status={c.status} windowStart={c.windowStart} windowEnd={c.windowEnd} />
            </Td>
            <Td label="Grade groups">{c.gradeGroups.map((g) => g.label).join(', ') || '—'}</Td>
            <Td label="Steps" className="tabular-nums sm:text-right">
              {c.stepCount}
            </Td>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
