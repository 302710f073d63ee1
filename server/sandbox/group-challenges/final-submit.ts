import type { OperationSuccess } from '../kernel/types';
import { conflict } from '../kernel/errors';
import { completeGroup } from './group-actions';
import { stepsSubmitted } from './group-view';
import { partnerActor } from './person';
import { checkChallengeOpen, checkGroupConfirmed, checkSubmitter } from './submit-checks';
import type { Viewer } from './viewer';

/**
 * finalSubmitGroupChallenge (spec §4.7): the seven checks in order, the first failure decides and nothing
 * is written. A group held busy answers 503 once it is found (after check 3).
 */
export function finalSubmit(
  viewer: Viewer,
  ids: { challengeId: string; groupId: string },
  studentId: string,
): OperationSuccess {
  const { sandbox } = viewer;
  const { challenge, group } = checkSubmitter(viewer, ids.challengeId, ids.groupId, studentId);
  if (group.finalSubmittedAt !== null) {
    return {
      message: 'Group work already submitted.',
      data: { changed: false, finalSubmittedAt: group.finalSubmittedAt, groupId: group._id, groupStatus: group.status },
    };
  }
  const now = sandbox.now();
  checkChallengeOpen(challenge, now);
  checkGroupConfirmed(group);
  const submitted = stepsSubmitted(group);
  const stepCount = challenge.steps.length;
  if (group.steps.length < stepCount || submitted < stepCount) {
    throw conflict('Every step has to be submitted before the group sends its work.', {
      reason: 'steps_incomplete',
      stepsSubmitted: submitted,
      stepCount,
    });
  }
  const at = now.toISOString();
  completeGroup(sandbox, group, challenge, partnerActor(viewer.accountId, studentId), at);
  sandbox.markDirty('challenges');
  return {
    message: 'Group work submitted.',
    data: { changed: true, finalSubmittedAt: at, groupId: group._id, groupStatus: 'completed' },
  };
}
