import { z } from 'zod';
import { isObjectId } from '@/lib/partner-api/student-rules/field-rules';
import { fieldMessages as m } from '@/lib/partner-api/student-rules/messages';
import { validateWith } from '@/lib/partner-api/student-rules/problems';
import { badRequest } from '../kernel/errors';

/** Body of both submits (spec §4.7, §4.8): `{ studentId }`, nothing else. */
export const groupSubmitBodySchema = z.strictObject({
  studentId: z
    .string({ error: (iss) => (iss.input === undefined || iss.input === null ? m.empty('studentId') : m.notObjectId('studentId')) })
    .refine((v) => v !== '', { error: m.empty('studentId'), abort: true })
    .refine(isObjectId, { error: m.notObjectId('studentId') }),
});

export type GroupSubmitBody = z.infer<typeof groupSubmitBodySchema>;

/** 400 with the first problem's message (unknown properties first), the others in `details.problems`. */
export function parseSubmitBody(body: unknown): GroupSubmitBody {
  const result = validateWith(groupSubmitBodySchema, body);
  if (result.ok) return result.value;
  const [first] = result.problems;
  throw badRequest(first?.message ?? 'Invalid body', { problems: result.problems });
}
