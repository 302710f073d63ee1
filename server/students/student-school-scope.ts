import 'server-only';
import { formError } from '@/lib/i18n/form-errors';
import { eq, isNotNull, and } from 'drizzle-orm';
import { isObjectId } from '@/lib/partner-api/student-rules/field-rules';
import { ActionRefusal } from '@/server/action-runner/action-refusal';
import type { ConsoleUser } from '@/server/auth/roles';
import { getDb } from '@/server/db/client';
import { directoryStudents as t } from '@/server/db/schema';
import { isStudentInScope, studentScopeFor } from '@/server/access/scope';

type Viewer = Pick<ConsoleUser, 'role' | 'schools'>;

const yourSchools = (user: Viewer) =>
  user.schools.length
    ? formError('chooseYourSchool', { schools: user.schools.join('; ') })
    : formError('noSchoolAssigned');

/**
 * Why a coordinator may not give this `school` (register, check, edit), or null when they may (or when the
 * user is not limited, or no school is given). A name compares with accents, case and spacing folded, like
 * every scope check; an id is placed through the directory (a school with no student there cannot be checked,
 * so it is refused with a message asking for the name).
 */
export async function schoolOutOfScopeMessage(user: Viewer, school: string | undefined): Promise<string | null> {
  if (studentScopeFor(user) === null || school === undefined) return null;
  const value = school.trim();
  if (!isObjectId(value)) return isStudentInScope(user, { schoolName: value }) ? null : yourSchools(user);
  const [row] = await (
    await getDb()
  )
    .select({ schoolName: t.schoolName })
    .from(t)
    .where(and(eq(t.schoolId, value), isNotNull(t.schoolName)))
    .limit(1);
  if (!row) return formError('schoolByName');
  return isStudentInScope(user, row) ? null : yourSchools(user);
}

/** Refuses the action with the reason beside its `school` field when schoolOutOfScopeMessage has one; nothing is sent. */
export async function assertSchoolInScope(user: Viewer, school: string | undefined): Promise<void> {
  const message = await schoolOutOfScopeMessage(user, school);
  if (message) throw ActionRefusal.field('school', message);
}
