/**
 * The `error.details.reason` values of the group-challenge operations (spec §4.7, §7 rule 4); the words
 * the console shows for each are in the catalogs (`challengeReasons`). The spec names the final-submit reasons and `busy`;
 * the step-submit reasons (`step_locked`, `no_file`, `file_uploading`) and `not_signed_in` are this
 * project's, answered the same way by the sandbox. New values may appear: the console words an
 * unknown one too.
 */
export type GroupChallengeReason =
  | 'not_signed_in'
  | 'challenge_closed'
  | 'window_closed'
  | 'payment_pending'
  | 'group_not_confirmed'
  | 'steps_incomplete'
  | 'step_locked'
  | 'no_file'
  | 'file_uploading'
  | 'busy';

export type GroupChallengeSubmitKind = 'finalSubmit' | 'stepSubmit';

export interface GroupChallengeReasonInfo {
  /** HTTP status that carries the reason. */
  status: 409 | 503;
  /** Which submits answer with it; reads answer `not_signed_in` too. */
  answeredBy: readonly GroupChallengeSubmitKind[];
}

const both = ['finalSubmit', 'stepSubmit'] as const;

export const groupChallengeReasons: Record<GroupChallengeReason, GroupChallengeReasonInfo> = {
  not_signed_in: {
    status: 409,
    answeredBy: both,
  },
  challenge_closed: {
    status: 409,
    answeredBy: both,
  },
  window_closed: {
    status: 409,
    answeredBy: both,
  },
  payment_pending: {
    status: 409,
    answeredBy: both,
  },
  group_not_confirmed: {
    status: 409,
    answeredBy: both,
  },
  steps_incomplete: {
    status: 409,
    answeredBy: ['finalSubmit'],
  },
  step_locked: {
    status: 409,
    answeredBy: ['stepSubmit'],
  },
  no_file: {
    status: 409,
    answeredBy: ['stepSubmit'],
  },
  file_uploading: {
    status: 409,
    answeredBy: ['stepSubmit'],
  },
  busy: {
    status: 503,
    answeredBy: both,
  },
};

export const groupChallengeReasonValues = Object.keys(groupChallengeReasons) as GroupChallengeReason[];

export function isGroupChallengeReason(value: unknown): value is GroupChallengeReason {
  return typeof value === 'string' && Object.hasOwn(groupChallengeReasons, value);
}
