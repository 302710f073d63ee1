import 'server-only';
import { z } from 'zod';
import { importFields } from '@/lib/csv/fields';
import { savedMappingSchema } from '@/lib/csv/saved-mapping';

const jobId = z.uuid();
const mapping = z.strictObject(
  Object.fromEntries(importFields.map((f) => [f, z.number().int().min(0).max(500).nullable()])) as Record<
    (typeof importFields)[number],
    z.ZodNullable<z.ZodNumber>
  >,
);

export const jobIdInput = z.strictObject({ jobId });
export const saveMappingInput = z.strictObject({
  headers: z.array(z.string().max(500)).min(1).max(500),
  mapping: savedMappingSchema,
});
/** One registration body per distinct (country, city, school, grade): checkStudentRegistration each. */
export const checkCombosInput = z.strictObject({ samples: z.array(z.record(z.string(), z.unknown())).min(1).max(100) });
export const findEmailsInput = z.strictObject({ emails: z.array(z.email().max(320)).min(1).max(1000) });
export const createJobInput = z.strictObject({
  fileName: z.string().trim().min(1).max(255),
  headers: z.array(z.string().max(500)).min(1).max(500),
  delimiter: z.string().max(2),
  mapping,
  totalRows: z.number().int().min(1).max(100_000),
  /** Rows removed during review, kept for the results file (not sent). */
  leftOut: z
    .array(
      z.strictObject({
        fileRow: z.number().int().min(1),
        cells: z.array(z.string().max(5000)).max(500),
        reason: z.string().max(2000),
      }),
    )
    .max(2000)
    .default([]),
});
export const addRowsInput = z.strictObject({
  jobId,
  chunkIndex: z.number().int().min(0).max(1000),
  fileRows: z.array(z.number().int().min(1)).min(1).max(1000),
  rows: z.array(z.record(z.string(), z.unknown())).min(1).max(1000),
  cells: z
    .array(z.array(z.string().max(5000)).max(500))
    .min(1)
    .max(1000),
});
export const listJobsInput = z.strictObject({ page: z.number().int().min(1).max(10_000).default(1) });
