import type { Group } from '@/lib/partner-api/schemas/group';
import type { GroupChallenge } from '@/lib/partner-api/schemas/group-challenge';
import { windowState } from './countdown';
import type { SubmitFailure } from './submit-outcome';

/**
 * Why a submit would be refused now, worked out from what the page already shows, in the shape of the
 * API's own refusal (spec §4.7 checks 5-7) so that it reads the same as one. The API still decides:
 * these only explain a disabled button. Null when nothing stands in the way that the page can see.
 */
export type Blocker = Pick<SubmitFailure, 'status' | 'details'> & { message: string };

const refusal = (reason: string, extra: Record<string, unknown> = {}): Blocker => ({
  status: 409,
  message: '',
  details: { reason, ...extra },
});

function challengeBlocker(
  challenge: Pick<GroupChallenge, 'status' | 'windowStart' | 'windowEnd'>,
  nowMs: number,
): Blocker | null {
  if (challenge.status !== 'published') return refusal('challenge_closed');
  const phase = windowState(nowMs, challenge.windowStart, challenge.windowEnd).phase;
  if (phase === 'not_started' || phase === 'ended') {
    return refusal('window_closed', { windowStart: challenge.windowStart, windowEnd: challenge.windowEnd });
  }
  return null;
}

function confirmationBlocker(group: Pick<Group, 'status'>): Blocker | null {
  if (group.status === 'awaiting_payment') return refusal('payment_pending');
  if (group.status === 'draft') return refusal('group_not_confirmed');
  return null;
}

/** Why "send the group's work" is not possible now; null when `canFinalSubmit` or nothing visible. */
export function finalSubmitBlocker(
  group: Pick<Group, 'status' | 'stepsSubmitted' | 'stepCount' | 'canFinalSubmit'>,
  challenge: Pick<GroupChallenge, 'status' | 'windowStart' | 'windowEnd'> | undefined,
  nowMs: number,
): Blocker | null {
  if (group.canFinalSubmit || group.status === 'completed') return null;
  const fromChallenge = challenge ? challengeBlocker(challenge, nowMs) : null;
  if (fromChallenge) return fromChallenge;
  const fromGroup = confirmationBlocker(group);
  if (fromGroup) return fromGroup;
  if (group.stepsSubmitted < group.stepCount) {
    return refusal('steps_incomplete', { stepsSubmitted: group.stepsSubmitted, stepCount: group.stepCount });
  }
  return null;
}

/** Why an open step cannot be submitted now; null for steps that can be, or that are not open. */
export function stepSubmitBlocker(
  step: { state: string; canSubmit: boolean; files: ReadonlyArray<{ state: string }> },
  challenge: Pick<GroupChallenge, 'status' | 'windowStart' | 'windowEnd'> | undefined,
  nowMs: number,
): Blocker | null {
  if (step.canSubmit || step.state !== 'open') return null;
  const fromChallenge = challenge ? challengeBlocker(challenge, nowMs) : null;
  if (fromChallenge) return fromChallenge;
  // A file counts once its upload finished (draft or submitted).
  const finished = step.files.some((f) => f.state === 'draft' || f.state === 'submitted');
  if (!finished) return refusal(step.files.length > 0 ? 'file_uploading' : 'no_file');
  return null;
}
