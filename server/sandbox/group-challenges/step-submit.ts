import type { OperationSuccess } from '../kernel/types';
import { conflict, notFound } from '../kernel/errors';
import { partnerActor } from './person';
import { submitStep } from './step-actions';
import { checkChallengeOpen, checkGroupConfirmed, checkSubmitter } from './submit-checks';
import type { Viewer } from './viewer';

/**
 * submitGroupChallengeStep (spec §4.8, docs/api-notes.md), checked in the order of the final submit: student,
 * challenge, group (then busy), group confirmed (a group has no steps before that), the step (404),
 * already submitted (200, `changed: false`), challenge open, then the step's own state and file.
 */
export function stepSubmit(
  viewer: Viewer,
  ids: { challengeId: string; groupId: string; stepId: string },
  studentId: string,
): OperationSuccess {
  const { sandbox } = viewer;
  const { challenge, group } = checkSubmitter(viewer, ids.challengeId, ids.groupId, studentId);
  checkGroupConfirmed(group);
  const step = group.steps.find((s) => s._id === ids.stepId);
  if (!step) throw notFound('Step not found!');
  const nextOf = () => group.steps.find((s) => s.order === step.order + 1)?._id ?? null;
  if (step.state === 'submitted') {
    return {
      message: 'Step already submitted.',
      data: { changed: false, stepId: step._id, stepState: step.state, nextStepId: nextOf() },
    };
  }
  const now = sandbox.now();
  checkChallengeOpen(challenge, now);
  if (step.state === 'locked') {
    throw conflict('This step has not opened yet; submit the steps before it first.', { reason: 'step_locked' });
  }
  if (!step.files.some((f) => f.status !== 'uploading')) {
    const uploading = step.files.length > 0;
    throw conflict(uploading ? "The step's file is still uploading." : 'The step has no file yet.', {
      reason: uploading ? 'file_uploading' : 'no_file',
    });
  }
  const next = submitStep(sandbox, group, step, partnerActor(viewer.accountId, studentId), now.toISOString());
  sandbox.markDirty('challenges');
  return {
    message: 'Step submitted.',
    data: { changed: true, stepId: step._id, stepState: step.state, nextStepId: next?._id ?? null },
  };
}
