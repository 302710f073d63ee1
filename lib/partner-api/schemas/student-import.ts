import { z } from 'zod';

export const importStatuses = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export const importRowStatuses = ['pending', 'registered', 'skipped'] as const;
export const importRowErrorCodes = [
  'invalid_field',
  'unexpected_field',
  'unknown_reference',
  'duplicate_in_request',
  'email_taken_by_your_student',
  'email_unavailable',
] as const;

/** The error of one import row (spec §2 "Import row"). */
export const importRowErrorSchema = z.looseObject({
  code: z.string(),
  message: z.string(),
  studentId: z.string().optional(),
  duplicateOf: z.number().optional(),
});

/** One import row. */
export const importRowSchema = z.looseObject({
  row: z.number(),
  email: z.string(),
  externalRef: z.string().optional(),
  status: z.string(),
  studentId: z.string().optional(),
  error: importRowErrorSchema.nullable().optional(),
});
export type ImportRow = z.infer<typeof importRowSchema>;

/** Spec §2 "Student import"; `students` is one page and absent from the creation answer. */
export const studentImportSchema = z.looseObject({
  _id: z.string(),
  status: z.string(),
  total: z.number(),
  registered: z.number(),
  clientReference: z.string().optional(),
  failure: z.looseObject({ code: z.string(), message: z.string() }).nullable().optional(),
  students: z.array(importRowSchema).optional(),
  createdAt: z.string(),
  startedAt: z.string().nullable().optional(),
  finishedAt: z.string().nullable().optional(),
  expiresAt: z.string().nullable().optional(),
});
export type StudentImport = z.infer<typeof studentImportSchema>;
