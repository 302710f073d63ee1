import 'server-only';
import type { Person } from '@/lib/partner-api/schemas/group-challenge';
import type { ChallengeFile, ChallengeStep, Group, GroupListItem } from '@/lib/partner-api/schemas/group';
import type { ActivityEntry } from '@/lib/partner-api/schemas/standing';
import type { ConsoleUser } from '@/server/auth/roles';
import { studentScopeFor } from '@/server/access/scope';
import { studentIdsInScope } from '@/server/access/student-access';

/**
 * A coordinator's view of a group challenge (issue 10): the console narrows the API's "your students"
 * to the coordinator's schools. A student of another school is treated as the API treats a student
 * not yours (spec §2 Person): counted in `memberCount`, never named, shown by role alone; the name of a
 * file they uploaded is left out. A group with no member of the coordinator's schools is not theirs.
 */
export type Viewer = Pick<ConsoleUser, 'role' | 'schools'>;

/** Of the student ids named, those the viewer may see; null for admin and support (everything). */
export async function visibleStudentIds(
  viewer: Viewer,
  ids: Iterable<string | null | undefined>,
): Promise<Set<string> | null> {
  if (studentScopeFor(viewer) === null) return null;
  return studentIdsInScope(
    viewer,
    [...ids].filter((id): id is string => typeof id === 'string' && id !== ''),
  );
}

const personIds = (person: Person | null | undefined) => (person?.studentId ? [person.studentId] : []);

/** The full group (with steps) rather than its list form. */
const isFullGroup = (group: GroupListItem | Group): group is Group => Array.isArray((group as Group).steps);

/** Every student id a group names: its members of yours and the people on its steps and files. */
export function studentIdsOfGroup(group: GroupListItem | Group): string[] {
  const ids = group.yourStudents.map((s) => s.studentId);
  if (!isFullGroup(group)) return ids;
  ids.push(...personIds(group.finalSubmittedBy));
  for (const step of group.steps) {
    ids.push(...personIds(step.submittedBy));
    for (const file of step.files ?? []) ids.push(...personIds(file.uploadedBy));
  }
  return ids;
}

/** A person outside the visible students by role alone; the console's own account stays "yours". */
export function maskPerson<P extends Person | null | undefined>(person: P, visible: Set<string> | null): P {
  if (!person || visible === null || !person.studentId || visible.has(person.studentId)) return person;
  return { ...person, studentId: null, name: null, yours: person.role === 'partner' ? person.yours : false };
}

function maskFile(file: ChallengeFile, visible: Set<string>): ChallengeFile {
  const hidden = Boolean(file.uploadedBy?.studentId) && !visible.has(file.uploadedBy!.studentId!);
  return { ...file, uploadedBy: maskPerson(file.uploadedBy, visible), ...(hidden ? { name: null } : {}) };
}

function maskStep(step: ChallengeStep, visible: Set<string>): ChallengeStep {
  return {
    ...step,
    submittedBy: maskPerson(step.submittedBy, visible),
    ...(step.files ? { files: step.files.map((f) => maskFile(f, visible)) } : {}),
  };
}

/**
 * The group as the viewer may see it, or null when none of its members of yours is visible to them.
 * Admin and support (visible = null) get the group as the API answered it.
 */
export function scopeGroup<G extends GroupListItem | Group>(group: G, visible: Set<string> | null): G | null {
  if (visible === null) return group;
  const yourStudents = group.yourStudents.filter((s) => visible.has(s.studentId));
  if (yourStudents.length === 0) return null;
  const scoped = { ...group, yourStudents };
  if (!isFullGroup(group)) return scoped;
  return {
    ...scoped,
    finalSubmittedBy: maskPerson(group.finalSubmittedBy, visible),
    steps: group.steps.map((s) => maskStep(s, visible)),
  };
}

/** A group's activity as the viewer may see it: actors outside their schools by role alone. */
export function scopeActivity(entries: ActivityEntry[], visible: Set<string> | null): ActivityEntry[] {
  return visible === null ? entries : entries.map((e) => ({ ...e, actor: maskPerson(e.actor, visible) }));
}
