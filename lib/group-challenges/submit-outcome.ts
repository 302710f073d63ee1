import { isGroupChallengeReason, type GroupChallengeReason } from '@/lib/partner-api/group-challenge-reasons';

/** The failure half of a submit action's answer, as the browser has it (lib/query/action-query.ts). */
export interface SubmitFailure {
  message: string;
  status?: number;
  code?: string;
  requestId?: string | null;
  details?: Record<string, unknown>;
}

/**
 * What a submit refusal says, for wording in the reader's language: a 409 or 503 with `details.reason`
 * is the reason (known or not) with its facts (window times, step counts); any other failure keeps the
 * action's message, which already says what happened and what to do.
 */
export type SubmitRefusal =
  | { kind: 'message'; message: string }
  | {
      kind: 'reason';
      reason: GroupChallengeReason | null;
      /** A reason this console has no words for, as the API gave it. */
      unknownReason: string | null;
      window: { start: string; end: string } | null;
      steps: { submitted: number; total: number } | null;
    };

/** A 503 whose `details.reason` is `busy`: someone else is changing the group; nothing was written. */
export function isBusyFailure(failure: SubmitFailure): boolean {
  return failure.status === 503 && failure.details?.reason === 'busy';
}

const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null);
const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

export function readSubmitFailure(failure: SubmitFailure): SubmitRefusal {
  const details = failure.details ?? {};
  const reason = text(details.reason);
  if (reason === null || (failure.status !== 409 && failure.status !== 503))
    return { kind: 'message', message: failure.message };
  const start = text(details.windowStart);
  const end = text(details.windowEnd);
  const submitted = count(details.stepsSubmitted);
  const total = count(details.stepCount);
  return {
    kind: 'reason',
    reason: isGroupChallengeReason(reason) ? reason : null,
    unknownReason: isGroupChallengeReason(reason) ? null : reason,
    window: reason === 'window_closed' && start && end ? { start, end } : null,
    steps: reason === 'steps_incomplete' && submitted !== null && total !== null ? { submitted, total } : null,
  };
}
