'use client';
import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { LinkPending } from '@/components/shell/link-pending';
import { Table, TableBody, TableHead, TableRow, Td, Th } from '@/components/ui/table';
import type { GroupChallenge } from '@/lib/partner-api/schemas/group-challenge';
import { ChallengeWindow } from './challenge-window';
import { StateBadge } from './state-badge';
import { useChallengeWords } from './use-challenge-words';
import { GradeGroupList } from './grade-group-label';

/** Challenges of one organization: title (link), status, window with countdown, grade groups, steps. */
export function ChallengesTable({ slug, challenges }: { slug: string; challenges: GroupChallenge[] }) {
  const t = useTranslations('groupChallenges');
  const words = useChallengeWords();
  if (challenges.length === 0) return <p className="text-sm text-slate-600">{t('noChallenges')}</p>;
  return (
    <Table stack>
      <TableHead>
        <tr>
          <Th>{t('challenge')}</Th>
          <Th>{t('status')}</Th>
          <Th>{t('window')}</Th>
          <Th>{t('gradeGroups')}</Th>
          <Th className="text-right">{t('steps')}</Th>
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
            <Td label={t('status')}>
              <StateBadge state={words.state('challenge', c.status)} />
            </Td>
            <Td label={t('window')} wide className="sm:min-w-56">
              <ChallengeWindow status={c.status} windowStart={c.windowStart} windowEnd={c.windowEnd} />
            </Td>
            <Td label={t('gradeGroups')}>
              <GradeGroupList groups={c.gradeGroups} />
            </Td>
            <Td label={t('steps')} className="tabular-nums sm:text-right">
              {c.stepCount}
            </Td>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
