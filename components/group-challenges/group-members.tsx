import Link from 'next/link';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { otherMemberCount } from '@/lib/group-challenges/timeline';
import type { Group } from '@/lib/partner-api/schemas/group';
import { LocalTime } from '@/components/ui/local-time';

/** Your students in the group by name (each linking to their standing); the others counted only. */
export function GroupMembers({ group, challengePath }: { group: Group; challengePath: string }) {
  const others = otherMemberCount(group);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Members ({group.memberCount})</CardTitle>
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
                {s.gradeName ? `Grade ${s.gradeName}` : 'Grade not known'}
                {s.addedAt ? (
                  <>
                    {' · added '}
                    <LocalTime value={s.addedAt} />
                  </>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
        {others > 0 ? (
          <p className="text-slate-600">
            And {others} other member{others === 1 ? '' : 's'} who {others === 1 ? 'is' : 'are'} not your student
            {others === 1 ? '' : 's'} (not named).
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
