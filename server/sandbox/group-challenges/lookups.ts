import { isObjectId } from '@/lib/partner-api/student-rules/field-rules';
import { badRequest, conflict, notFound, SandboxError } from '../kernel/errors';
import type { StoredStudent } from '../students/students-state';
import type { StoredChallenge, StoredGroup } from './challenges-state';
import { hasSignedIn, isReadable, isVisibleGroup, ownStudent, type Viewer } from './viewer';

/** Malformed challengeId, groupId, studentId or stepId in the path: 400 (spec §4.7). */
export function requirePathIds(params: Record<string, string>, names: readonly string[]): void {
  for (const name of names) {
    const value = params[name];
    if (value !== undefined && !isObjectId(value)) throw badRequest(`Invalid value for '${name}': expected ObjectId.`);
  }
}

/**
 * Where group challenges are not switched on for the organization every operation answers like an
 * unknown path (spec §4.7). `unknownPath` is the kernel's answer for a path matching no operation.
 */
export function requireEnabled(viewer: Viewer, unknownPath: () => SandboxError): void {
  if (!viewer.sandbox.state.challenges.enabledOrganizationIds.includes(viewer.organizationId)) throw unknownPath();
}

/** A published or closed challenge of the organization; any other is 404 (spec §4.7). */
export function requireChallenge(viewer: Viewer, challengeId: string): StoredChallenge {
  const challenge = viewer.sandbox.state.challenges.challenges.find(
    (c) => c._id === challengeId && c.organizationId === viewer.organizationId && isReadable(c),
  );
  if (!challenge) throw notFound('Group challenge not found!');
  return challenge;
}

/** A group of the challenge with one of the viewer's students as an active member (spec §4.7). */
export function requireVisibleGroup(viewer: Viewer, challenge: StoredChallenge, groupId: string): StoredGroup {
  const group = viewer.sandbox.state.challenges.groups.find(
    (g) => g._id === groupId && g.challengeId === challenge._id,
  );
  if (!group || !isVisibleGroup(viewer, group)) throw notFound('Group not found!');
  return group;
}

/** One of your students (404 otherwise) who has signed in to the organization (409 `not_signed_in`). */
export function requireSignedInStudent(viewer: Viewer, studentId: string): StoredStudent {
  const student = ownStudent(viewer, studentId);
  if (!student) throw notFound('Student not found!');
  if (!hasSignedIn(viewer, studentId)) {
    throw conflict('Student has not signed in to this organization yet.', { reason: 'not_signed_in' });
  }
  return student;
}
