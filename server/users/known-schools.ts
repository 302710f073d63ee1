import 'server-only';
import { findKnownSchool, unknownSchoolNames, type KnownSchool } from '@/lib/users/school-match';
import { formError } from '@/lib/i18n/form-errors';
import { ActionRefusal } from '@/server/action-runner/action-refusal';
import type { ConsoleUser } from '@/server/auth/roles';
import { getDb } from '@/server/db/client';
import { directorySchools } from '@/server/directory/facets';

/** The schools a coordinator's schools are chosen from (every school: only admins manage users). */
export async function loadKnownSchools(user: Pick<ConsoleUser, 'role'>): Promise<KnownSchool[]> {
  if (user.role !== 'admin') return [];
  return directorySchools(await getDb());
}

/**
 * The guard on a coordinator's schools, whatever the form sent: at least one school, and a name the console
 * does not know only when the admin confirmed it ("save anyway"). Throws the refusal with the field's reason;
 * answers the names to save, a known school spelled as the console's copy spells it.
 */
export async function checkCoordinatorSchools(schools: readonly string[], confirmUnknown: boolean): Promise<string[]> {
  if (schools.length === 0) throw ActionRefusal.field('schools', formError('schoolRequired'));
  const known = await directorySchools(await getDb());
  const spelled = [...new Set(schools.map((name) => findKnownSchool(name, known)?.name ?? name))];
  const unknown = unknownSchoolNames(spelled, known);
  if (unknown.length === 0 || confirmUnknown) return spelled;
  throw new ActionRefusal(`The console knows no school named ${unknown.join(', ')}.`, 422, {
    fieldErrors: { schools: [formError('schoolsUnknown', { count: unknown.length, names: unknown.join(', ') })] },
    details: { unknownSchools: unknown },
    say: { key: 'users.schoolsUnknown', values: { count: unknown.length } },
  });
}
