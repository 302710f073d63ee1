import type { OperationHandlers } from '../kernel/types';
import { finalSubmit } from './final-submit';
import { viewerFor } from './request-context';
import { stepSubmit } from './step-submit';
import { parseSubmitBody } from './submit-body';

/** The two submits (spec §4.7, §4.8; permission `group-challenge/submit`). */
export const challengeSubmitHandlers: OperationHandlers = {
  submitGroupChallengeStep: (req) => {
    const viewer = viewerFor(req);
    const { studentId } = parseSubmitBody(req.body);
    const ids = {
      challengeId: req.params.challengeId ?? '',
      groupId: req.params.groupId ?? '',
      stepId: req.params.stepId ?? '',
    };
    return stepSubmit(viewer, ids, studentId);
  },

  finalSubmitGroupChallenge: (req) => {
    const viewer = viewerFor(req);
    const { studentId } = parseSubmitBody(req.body);
    return finalSubmit(
      viewer,
      { challengeId: req.params.challengeId ?? '', groupId: req.params.groupId ?? '' },
      studentId,
    );
  },
};
