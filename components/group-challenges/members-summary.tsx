import { useLocale, useTranslations } from 'next-intl';
import { formatCount } from '@/lib/format/count';
import type { GroupListItem } from '@/lib/partner-api/schemas/group';
import { otherMemberCount } from '@/lib/group-challenges/timeline';

/** Your students by name; everyone else counted, never named (spec §2). */
export function MembersSummary({ group }: { group: Pick<GroupListItem, 'memberCount' | 'yourStudents'> }) {
  const t = useTranslations('groupChallenges');
  const locale = useLocale();
  const others = otherMemberCount(group);
  const names = group.yourStudents.map((s) => `${s.firstName} ${s.lastName}`);
  return (
    <span>
      {names.join(', ')}
      {others > 0 ? (
        <span className="text-slate-600">
          {`${names.length ? ' + ' : ''}${t('othersCount', { count: others, n: formatCount(others, locale) })}`}
        </span>
      ) : null}
    </span>
  );
}
