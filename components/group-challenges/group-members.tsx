import { Link } from '@/components/ui/link';
import { useLocale, useTranslations } from 'next-intl';
import { formatCount } from '@/lib/format/count';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { otherMemberCount } from '@/lib/group-challenges/timeline';
import type { Group } from '@/lib/partner-api/schemas/group';
import { LocalTime } from '@/components/ui/local-time';

/**
 * Your students in the group by name (each linking to their standing); the others counted only. A coordinator's
 * others are "not your students" (their schools); admin and support see every student of the account, so theirs
 * are the members the API does not name: students of no one in this partner account.
 */
export function GroupMembers({
  group,
  challengePath,
  schoolScoped,
}: {
  group: Group;
  challengePath: string;
  schoolScoped: boolean;
}) {
  const t = useTranslations('groupChallenges');
  const locale = useLocale();
  const others = otherMemberCount(group);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('membersCount', { count: group.memberCount })}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <ul className="space-y-2">
          {group.yourStudents.map((s) => (
            <li key={s.studentId}>
              <Link
                href={`${challengePath}/students/${s.studentId}`}
                className="font-medium text-sky-800 hover:underline"
              >
                {s.firstName} {s.lastName}
              </Link>
              <span className="block text-xs text-slate-600">
                {s.gradeName ? t('gradeOf', { grade: s.gradeName }) : t('gradeUnknown')}
                {s.addedAt ? (
                  <>
                    {` · ${t('added')} `}
                    <LocalTime value={s.addedAt} />
                  </>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
        {others > 0 ? (
          <p className="text-slate-600">
            {t(schoolScoped ? 'otherMembers' : 'otherMembersAccount', {
              count: others,
              n: formatCount(others, locale),
            })}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
