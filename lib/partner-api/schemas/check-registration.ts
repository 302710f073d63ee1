import { z } from 'zod';

const nullableId = z.string().nullable().optional();

/** Answer of checkStudentRegistration (spec §4.3). */
export const checkRegistrationResultSchema = z.looseObject({
  valid: z.boolean(),
  problems: z.array(z.looseObject({ field: z.string(), message: z.string() })),
  resolved: z.looseObject({ country: nullableId, grade: nullableId, city: nullableId, school: nullableId }).optional(),
  duplicate: z.looseObject({ sameAccount: z.boolean(), studentId: z.string().optional() }).nullable().optional(),
});
export type CheckRegistrationResult = z.infer<typeof checkRegistrationResultSchema>;
