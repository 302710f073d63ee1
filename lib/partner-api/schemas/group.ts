import { z } from 'zod';
import { gradeGroupRefSchema, personSchema } from './group-challenge';

export const groupStatuses = ['awaiting_payment', 'draft', 'finalized', 'completed'] as const;
export const stepStates = ['locked', 'open', 'submitted'] as const;
export const fileStatuses = ['uploading', 'draft', 'submitted'] as const;

/** Spec §2 "File" of a step. */
export const challengeFileSchema = z.looseObject({
  _id: z.string(),
  status: z.string(),
  name: z.string().nullable().optional(),
  fileType: z.string().nullable().optional(),
  size: z.number().nullable().optional(),
  uploadedBy: personSchema.nullable().optional(),
  completedAt: z.string().nullable().optional(),
  submittedAt: z.string().nullable().optional(),
});
export type ChallengeFile = z.infer<typeof challengeFileSchema>;

/** Spec §2 "Step". */
export const challengeStepSchema = z.looseObject({
  _id: z.string(),
  order: z.number(),
  title: z.string(),
  state: z.string(),
  openedAt: z.string().nullable().optional(),
  submittedAt: z.string().nullable().optional(),
  submittedBy: personSchema.nullable().optional(),
  reopenCount: z.number().optional(),
  canSubmit: z.boolean().optional(),
  files: z.array(challengeFileSchema).optional(),
});
export type ChallengeStep = z.infer<typeof challengeStepSchema>;

const yourStudentSchema = z.looseObject({
  studentId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  gradeName: z.string().nullable().optional(),
  addedAt: z.string().nullable().optional(),
});

/** The list form of a group: the fields up to `finalSubmittedAt` (spec §2 "Group challenge group"). */
export const groupListItemSchema = z.looseObject({
  _id: z.string(),
  challengeId: z.string(),
  shortCode: z.string(),
  name: z.string().nullable(),
  displayName: z.string(),
  status: z.string(),
  gradeGroup: gradeGroupRefSchema.nullable().optional(),
  memberCount: z.number(),
  yourStudents: z.array(yourStudentSchema),
  stepCount: z.number(),
  stepsSubmitted: z.number(),
  createdAt: z.string().nullable().optional(),
  finalizedAt: z.string().nullable().optional(),
  finalSubmittedAt: z.string().nullable().optional(),
});
export type GroupListItem = z.infer<typeof groupListItemSchema>;

/** The full group: list form plus who sent the work, whether it can be sent now, and the steps. */
export const groupSchema = groupListItemSchema.extend({
  finalSubmittedBy: personSchema.nullable().optional(),
  canFinalSubmit: z.boolean(),
  steps: z.array(challengeStepSchema),
});
export type Group = z.infer<typeof groupSchema>;
