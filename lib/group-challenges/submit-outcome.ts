import {
  explainGroupChallengeReason,
  groupChallengeReasons,
  isGroupChallengeReason,
} from '@/lib/partner-api/group-challenge-reasons';
import { formatLocalDateTime } from './format-time';

/** The failure half of a submit action's answer, as the browser has it (lib/query/action-query.ts). */
export interface SubmitFailure {
  message: string;
  status?: number;
  code?: string;
  requestId?: string | null;
  details?: Record<string, unknown>;
}

export interface SubmitRefusal {
  /** A short heading: `Outside the submission window`. */
  title: string;
  /** What happened and what to do, with the facts the API gave (window times, step counts). */
  message: string;
  /** The `details.reason`, when the API gave one. */
  reason: string | null;
}

/** A 503 whose `details.reason` is `busy`: someone else is changing the group; nothing was written. */
export function isBusyFailure(failure: SubmitFailure): boolean {
  return failure.status === 503 && failure.details?.reason === 'busy';
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The facts a refusal carries, in words (spec §4.7 checks 5 and 7). */
function factsOf(reason: string, details: Record<string, unknown>, timeZone?: string): string | null {
  if (reason === 'window_closed') {
    const start = text(details.windowStart);
    const end = text(details.windowEnd);
    if (start && end)
      return `The window runs from ${formatLocalDateTime(start, timeZone)} to ${formatLocalDateTime(end, timeZone)}.`;
  }
  if (reason === 'steps_incomplete') {
    const submitted = count(details.stepsSubmitted);
    const total = count(details.stepCount);
    if (submitted !== null && total !== null)
      return `${submitted} of ${total} steps are submitted; ${total - submitted} still to go.`;
  }
  return null;
}

/**
 * A submit refusal in words: a 409 or 503 with `details.reason` is explained from
 * lib/partner-api/group-challenge-reasons.ts with its facts; any other failure keeps the action's message
 * (which already says what happened and what to do).
 */
export function describeSubmitFailure(failure: SubmitFailure, timeZone?: string): SubmitRefusal {
  const reason = text(failure.details?.reason);
  if (reason === null || (failure.status !== 409 && failure.status !== 503)) {
    return { title: 'The submit did not go through', message: failure.message, reason };
  }
  const title = isGroupChallengeReason(reason) ? groupChallengeReasons[reason].title : 'Refused';
  const facts = factsOf(reason, failure.details ?? {}, timeZone);
  const explanation = explainGroupChallengeReason(reason);
  return { title, message: facts ? `${explanation} ${facts}` : explanation, reason };
}
