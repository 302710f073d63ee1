import { z } from 'zod';
import { gradeGroupRefSchema, personSchema } from './group-challenge';

export const standingStates = [
  'not_eligible',
  'not_in_group',
  'group_pending',
  'group_active',
  'group_completed',
] as const;

/** Spec §2 "Student standing in a group challenge". */
export const standingSchema = z.looseObject({
  studentId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  grade: z.looseObject({ _id: z.string(), name: z.string() }).nullable(),
  eligible: z.boolean(),
  gradeGroup: gradeGroupRefSchema.nullable(),
  teacherLinked: z.boolean(),
  state: z.string(),
  group: z.looseObject({ _id: z.string(), displayName: z.string(), status: z.string() }).nullable(),
  panelPath: z.string().optional(),
});
export type Standing = z.infer<typeof standingSchema>;

/** An activity entry of a group (docs/api-notes.md): `{ _id, kind, actor: Person, stepId, at }`. */
export const activityEntrySchema = z.looseObject({
  _id: z.string(),
  kind: z.string(),
  actor: personSchema,
  stepId: z.string().nullable().optional(),
  at: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** Answer of submitGroupChallengeStep; a repeat answers `changed: false`. */
export const submitStepResultSchema = z.looseObject({
  changed: z.boolean(),
  stepId: z.string(),
  stepState: z.string(),
  nextStepId: z.string().nullable().optional(),
});
export type SubmitStepResult = z.infer<typeof submitStepResultSchema>;

/** Answer of finalSubmitGroupChallenge (spec §4.7); the safe retry answers `changed: false`. */
export const finalSubmitResultSchema = z.looseObject({
  changed: z.boolean(),
  finalSubmittedAt: z.string().nullable().optional(),
  groupId: z.string().optional(),
  groupStatus: z.string().optional(),
});
export type FinalSubmitResult = z.infer<typeof finalSubmitResultSchema>;
