import type { GroupListItem } from '@/lib/partner-api/schemas/group';
import { otherMemberCount } from '@/lib/group-challenges/timeline';

/** Your students by name; everyone else counted, never named (spec §2). */
export function MembersSummary({ group }: { group: Pick<GroupListItem, 'memberCount' | 'yourStudents'> }) {
  const others = otherMemberCount(group);
  const names = group.yourStudents.map((s) => `${s.firstName} ${s.lastName}`);
  return (
    <span>
      {names.join(', ')}
      {others > 0 ? (
        <span className="text-slate-600">{`${names.length ? ' + ' : ''}${others} other${others === 1 ? '' : 's'}`}</span>
      ) : null}
    </span>
  );
}
