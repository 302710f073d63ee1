/**
 * Badge tones for the states of group challenges (spec §2, §3); their words and hints are in the catalogs
 * (`challengeStates`). New values may appear at any time (spec §1 conventions): an unknown one is shown
 * as written, in a neutral tone.
 */
export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export interface StateLabel {
  label: string;
  tone: Tone;
  /** A sentence for a coordinator, where one helps. */
  hint?: string;
}

export const stateTones = {
  challenge: { published: 'success', closed: 'neutral' },
  group: { awaiting_payment: 'warning', draft: 'warning', finalized: 'info', completed: 'success' },
  step: { locked: 'neutral', open: 'info', submitted: 'success' },
  file: { uploading: 'warning', draft: 'info', submitted: 'success' },
  standing: {
    not_eligible: 'neutral',
    not_in_group: 'warning',
    group_pending: 'warning',
    group_active: 'info',
    group_completed: 'success',
  },
} as const satisfies Record<string, Record<string, Tone>>;

export type StateKind = keyof typeof stateTones;

/** The tone of a value the console knows, or null for a value it has no words for. */
export function stateTone(kind: StateKind, value: string): Tone | null {
  const tones: Record<string, Tone> = stateTones[kind];
  return Object.hasOwn(tones, value) ? tones[value]! : null;
}

/** A value the console has no words for, as the API wrote it. */
export const unknownStateLabel = (value: string): StateLabel => ({
  label: value.replaceAll('_', ' '),
  tone: 'neutral',
});

export const activityKinds = [
  'group_created',
  'group_confirmed',
  'file_uploaded',
  'file_completed',
  'step_opened',
  'step_submitted',
  'step_reopened',
  'group_submitted',
] as const;

export type ActivityKind = (typeof activityKinds)[number];

export const isActivityKind = (kind: string): kind is ActivityKind =>
  (activityKinds as readonly string[]).includes(kind);

export const personRoles = ['student', 'teacher', 'administrator', 'partner', 'system'] as const;

export type PersonRole = (typeof personRoles)[number];

export const isPersonRole = (role: string): role is PersonRole => (personRoles as readonly string[]).includes(role);
