import type { Sandbox } from '../kernel/sandbox';
import type { StoredStudent } from '../students/students-state';
import type { StoredChallenge, StoredGroup } from './challenges-state';

/**
 * The caller an answer is built for: the account decides which students are "yours" (spec §1.2) and
 * so who is named (spec §4.7 "Only your own students are named").
 */
export interface Viewer {
  sandbox: Sandbox;
  accountId: string;
  organizationId: string;
}

/** The student when it belongs to the viewer's account, else undefined. */
export function ownStudent(viewer: Viewer, studentId: string): StoredStudent | undefined {
  return viewer.sandbox.state.students.students.find(
    (s) => s._id === studentId && s.ownerAccountId === viewer.accountId,
  );
}

export function hasSignedIn(viewer: Viewer, studentId: string): boolean {
  return viewer.sandbox.state.students.orgCopies.some(
    (c) => c.organizationId === viewer.organizationId && c.mainId === studentId,
  );
}

export function nowIso(sandbox: Sandbox): string {
  return sandbox.now().toISOString();
}

/** Published and closed challenges can be read; draft, archived and deleted cannot (spec §3, §4.7). */
export function isReadable(challenge: StoredChallenge): boolean {
  return challenge.status === 'published' || challenge.status === 'closed';
}

/** Work is accepted while the challenge is published and the clock lies in [windowStart, windowEnd). */
export function isWindowOpen(challenge: StoredChallenge, now: Date): boolean {
  const t = now.getTime();
  return Date.parse(challenge.windowStart) <= t && t < Date.parse(challenge.windowEnd);
}

export function isChallengeOpen(challenge: StoredChallenge, now: Date): boolean {
  return challenge.status === 'published' && isWindowOpen(challenge, now);
}

export function activeMembers(group: StoredGroup) {
  return group.members.filter((m) => m.removedAt === null);
}

export function isActiveMember(group: StoredGroup, studentId: string): boolean {
  return group.members.some((m) => m.studentId === studentId && m.removedAt === null);
}

/** Groups the viewer may see: not deleted, with at least one of the viewer's students as an active member. */
export function isVisibleGroup(viewer: Viewer, group: StoredGroup): boolean {
  return group.deletedAt === null && activeMembers(group).some((m) => ownStudent(viewer, m.studentId) !== undefined);
}

export function displayName(group: StoredGroup): string {
  return group.name ?? `Group ${group.shortCode}`;
}
