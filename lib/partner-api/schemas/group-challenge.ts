import { z } from 'zod';

export const challengeStatuses = ['published', 'closed'] as const;
export const personRoles = ['student', 'teacher', 'administrator', 'partner', 'system'] as const;

/** `{ _id, label }`: a grade group of a challenge. */
export const gradeGroupRefSchema = z.looseObject({ _id: z.string(), label: z.string() });
export type GradeGroupRef = z.infer<typeof gradeGroupRefSchema>;

/** Spec §2 "Person": named only when the student is yours; others are shown by role alone. */
export const personSchema = z.looseObject({
  role: z.string(),
  studentId: z.string().nullable().optional(),
  name: z.string().nullable().optional(),
  yours: z.boolean(),
});
export type Person = z.infer<typeof personSchema>;

/** A group challenge (docs/api-notes.md): `{ _id, title, status, windowStart, windowEnd, gradeGroups, stepCount }`. */
export const groupChallengeSchema = z.looseObject({
  _id: z.string(),
  title: z.string(),
  status: z.string(),
  windowStart: z.string().nullable(),
  windowEnd: z.string().nullable(),
  gradeGroups: z.array(gradeGroupRefSchema),
  stepCount: z.number(),
});
export type GroupChallenge = z.infer<typeof groupChallengeSchema>;
