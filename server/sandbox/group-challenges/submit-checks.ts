import { conflict, notFound, SandboxError } from '../kernel/errors';
import type { StoredChallenge, StoredGroup } from './challenges-state';
import { requireChallenge, requireSignedInStudent } from './lookups';
import { isActiveMember, isWindowOpen, type Viewer } from './viewer';

/** 503 while someone else changes the group (spec §4.7, §7 rule 4): `Retry-After: 1`, reason `busy`. */
export function isBusy(group: StoredGroup, now: Date): boolean {
  return group.heldBusy || (group.busyUntil !== null && now.getTime() < Date.parse(group.busyUntil));
}

export function busyError(): SandboxError {
  return new SandboxError(
    503,
    'service_unavailable',
    'Someone else is changing this group at the moment. Nothing was written; resend the request.',
    { reason: 'busy' },
    { 'Retry-After': '1' },
  );
}

/**
 * Checks 1 to 3 of the final submit (spec §4.7), shared with the step submit: the student is yours and
 * signed in, the challenge is readable, the group belongs to it with the student as an active member.
 * Then the group must not be held busy.
 */
export function checkSubmitter(viewer: Viewer, challengeId: string, groupId: string, studentId: string) {
  const student = requireSignedInStudent(viewer, studentId);
  const challenge = requireChallenge(viewer, challengeId);
  const group = viewer.sandbox.state.challenges.groups.find(
    (g) => g._id === groupId && g.challengeId === challenge._id && g.deletedAt === null,
  );
  if (!group || !isActiveMember(group, student._id)) throw notFound('Group not found!');
  if (isBusy(group, viewer.sandbox.now())) throw busyError();
  return { student, challenge, group };
}

/** Check 5: the challenge is published, and now lies in its window. */
export function checkChallengeOpen(challenge: StoredChallenge, now: Date): void {
  if (challenge.status !== 'published') {
    throw conflict('The group challenge is closed.', { reason: 'challenge_closed' });
  }
  if (!isWindowOpen(challenge, now)) {
    throw conflict('The group challenge is outside its submission window.', {
      reason: 'window_closed',
      windowStart: challenge.windowStart,
      windowEnd: challenge.windowEnd,
    });
  }
}

/** Check 6: the teacher confirmed the group. */
export function checkGroupConfirmed(group: StoredGroup): void {
  if (group.status === 'awaiting_payment')
    throw conflict('The group has not been paid for yet.', { reason: 'payment_pending' });
  if (group.status === 'draft')
    throw conflict('The teacher has not confirmed the group yet.', { reason: 'group_not_confirmed' });
}
