/**
 * Words and badge tones for the states of group challenges (spec §2, §3). New values may appear at any
 * time (spec §1 conventions): an unknown one is shown as written, in a neutral tone.
 */
export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export interface StateLabel {
  label: string;
  tone: Tone;
  /** A sentence for a coordinator, where one helps. */
  hint?: string;
}

const unknown = (value: string): StateLabel => ({ label: value.replaceAll('_', ' '), tone: 'neutral' });

const pick = (table: Record<string, StateLabel>, value: string): StateLabel =>
  Object.hasOwn(table, value) ? table[value]! : unknown(value);

const challenge: Record<string, StateLabel> = {
  published: { label: 'Open', tone: 'success', hint: 'Published: work can be sent within the window.' },
  closed: { label: 'Closed', tone: 'neutral', hint: 'Closed by the organizers: work can be read but no longer sent.' },
};

const group: Record<string, StateLabel> = {
  awaiting_payment: {
    label: 'Awaiting payment',
    tone: 'warning',
    hint: 'The teacher can confirm the group once it is paid.',
  },
  draft: {
    label: 'Not confirmed',
    tone: 'warning',
    hint: 'The teacher has not confirmed the group yet; it has no steps.',
  },
  finalized: { label: 'Working', tone: 'info', hint: 'Confirmed: the steps open one by one.' },
  completed: { label: 'Completed', tone: 'success', hint: 'The group has sent its work.' },
};

const step: Record<string, StateLabel> = {
  locked: { label: 'Locked', tone: 'neutral', hint: 'Opens when the step before it is submitted.' },
  open: { label: 'Open', tone: 'info' },
  submitted: { label: 'Submitted', tone: 'success' },
};

const file: Record<string, StateLabel> = {
  uploading: { label: 'Uploading', tone: 'warning' },
  draft: { label: 'Uploaded', tone: 'info' },
  submitted: { label: 'Submitted', tone: 'success' },
};

const standing: Record<string, StateLabel> = {
  not_eligible: {
    label: 'Not eligible',
    tone: 'neutral',
    hint: 'The student’s grade is in none of the challenge’s grade groups.',
  },
  not_in_group: {
    label: 'Not in a group',
    tone: 'warning',
    hint: 'Eligible, but no teacher has put the student in a group yet.',
  },
  group_pending: {
    label: 'Group not confirmed',
    tone: 'warning',
    hint: 'In a group that waits for payment or for the teacher to confirm it.',
  },
  group_active: {
    label: 'Working in a group',
    tone: 'info',
    hint: 'In a confirmed group that has not sent its work yet.',
  },
  group_completed: { label: 'Work sent', tone: 'success', hint: 'The student’s group has sent its work.' },
};

const roles: Record<string, string> = {
  student: 'A student',
  teacher: 'The teacher',
  administrator: 'An administrator',
  partner: 'A partner account',
  system: 'The platform',
};

const activity: Record<string, string> = {
  group_created: 'created the group',
  group_confirmed: 'confirmed the group',
  file_uploaded: 'started uploading a file',
  file_completed: 'finished uploading a file',
  step_opened: 'opened a step',
  step_submitted: 'submitted a step',
  step_reopened: 'reopened a step',
  group_submitted: 'sent the group’s work',
};

export const challengeStatusLabel = (value: string) => pick(challenge, value);
export const groupStatusLabel = (value: string) => pick(group, value);
export const stepStateLabel = (value: string) => pick(step, value);
export const fileStatusLabel = (value: string) => pick(file, value);
export const standingStateLabel = (value: string) => pick(standing, value);

/** What an activity entry's actor did, e.g. `submitted a step`. */
export function activityKindLabel(kind: string): string {
  return Object.hasOwn(activity, kind) ? activity[kind]! : kind.replaceAll('_', ' ');
}

/** A role shown alone, for people who are not yours (spec §2 Person). */
export function roleLabel(role: string): string {
  return Object.hasOwn(roles, role) ? roles[role]! : `Someone (${role.replaceAll('_', ' ')})`;
}
