/**
 * The `error.details.reason` values of the group-challenge operations (spec §4.7, §7 rule 4), each with
 * the plain-English explanation the console shows. The spec names the final-submit reasons and `busy`;
 * the step-submit reasons (`step_locked`, `no_file`, `file_uploading`) and `not_signed_in` are this
 * project's, answered the same way by the sandbox. New values may appear: use `explainGroupChallengeReason`,
 * which has an answer for an unknown value too.
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
  /** Short label for a badge or a heading. */
  title: string;
  /** What happened and what to do, for the people using the console. */
  explanation: string;
  /** Which submits answer with it; reads answer `not_signed_in` too. */
  answeredBy: readonly GroupChallengeSubmitKind[];
}

const both = ['finalSubmit', 'stepSubmit'] as const;

export const groupChallengeReasons: Record<GroupChallengeReason, GroupChallengeReasonInfo> = {
  not_signed_in: {
    status: 409,
    title: 'Not signed in yet',
    explanation:
      'The student has never signed in to this organization, so it has no record of them yet. Send the student a sign-in link and try again after they have opened it.',
    answeredBy: both,
  },
  challenge_closed: {
    status: 409,
    title: 'Challenge closed',
    explanation: 'The organizers have closed this challenge. Work can be read but no longer sent.',
    answeredBy: both,
  },
  window_closed: {
    status: 409,
    title: 'Outside the submission window',
    explanation:
      'Work is accepted only between the start and the end of the challenge window, and now lies outside it. Check the window dates shown with the challenge.',
    answeredBy: both,
  },
  payment_pending: {
    status: 409,
    title: 'Payment pending',
    explanation: 'The group has not been paid for yet. Its teacher can confirm it once the payment has gone through.',
    answeredBy: both,
  },
  group_not_confirmed: {
    status: 409,
    title: 'Group not confirmed',
    explanation:
      'The teacher has not confirmed the group yet, so it has no steps to work on. Ask the teacher to confirm the group in the panel.',
    answeredBy: both,
  },
  steps_incomplete: {
    status: 409,
    title: 'Steps still open',
    explanation: 'Every step has to be submitted before the group can send its work. Submit the remaining steps first.',
    answeredBy: ['finalSubmit'],
  },
  step_locked: {
    status: 409,
    title: 'Step locked',
    explanation: 'This step has not opened yet. Steps open one by one as the step before them is submitted.',
    answeredBy: ['stepSubmit'],
  },
  no_file: {
    status: 409,
    title: 'No file',
    explanation:
      'The step has no uploaded file yet. A member of the group has to upload a file to it before it can be submitted.',
    answeredBy: ['stepSubmit'],
  },
  file_uploading: {
    status: 409,
    title: 'Upload in progress',
    explanation:
      'A file of this step is still uploading and none has finished yet. Wait for the upload to finish, then submit.',
    answeredBy: ['stepSubmit'],
  },
  busy: {
    status: 503,
    title: 'Group busy',
    explanation: 'Someone else is changing this group at this moment. Nothing was written; try again in a second.',
    answeredBy: both,
  },
};

export const groupChallengeReasonValues = Object.keys(groupChallengeReasons) as GroupChallengeReason[];

export function isGroupChallengeReason(value: unknown): value is GroupChallengeReason {
  return typeof value === 'string' && Object.hasOwn(groupChallengeReasons, value);
}

/** The explanation of a reason; a value this console does not know yet still gets a useful sentence. */
export function explainGroupChallengeReason(reason: unknown): string {
  if (isGroupChallengeReason(reason)) return groupChallengeReasons[reason].explanation;
  if (typeof reason === 'string' && reason.length > 0) {
    return `The API refused the request for a reason this console does not know yet (${reason}). Check the group in the panel and try again.`;
  }
  return "The API refused the request because of the group's current state. Reload the group and try again.";
}
