import 'server-only';
import { rowMessages } from '@/lib/students/row-messages';
import type { ConsoleUser } from '@/server/auth/roles';
import { studentScopeFor } from '@/server/access/scope';
import { studentIdsInScope } from '@/server/access/student-access';

type Viewer = Pick<ConsoleUser, 'role' | 'schools'>;

interface RegistrationCheck {
  valid?: boolean;
  problems: { field: string; message: string }[];
  duplicate?: { sameAccount: boolean; studentId?: string } | null;
}

/**
 * checkStudentRegistration's answers as `user` may see them: a same-account student the user may not see
 * (a coordinator: another school's) becomes "this address cannot be used", exactly as an address held on
 * another account reads, with no id and no hint that the holder is the partner's.
 */
export async function checksInScope<T extends RegistrationCheck>(user: Viewer, checks: T[]): Promise<T[]> {
  if (studentScopeFor(user) === null) return checks;
  const visible = await studentIdsInScope(
    user,
    checks.flatMap((c) => (c.duplicate?.sameAccount && c.duplicate.studentId ? [c.duplicate.studentId] : [])),
  );
  return checks.map((c) => {
    if (!c.duplicate?.sameAccount || (c.duplicate.studentId && visible.has(c.duplicate.studentId))) return c;
    return {
      ...c,
      ...(c.valid === undefined ? {} : { valid: false }),
      duplicate: null,
      problems: [...c.problems, { field: 'email', message: rowMessages.emailUnavailable }],
    };
  });
}
