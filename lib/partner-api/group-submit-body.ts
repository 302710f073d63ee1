import { z } from 'zod';
import { isObjectId } from './student-rules/field-rules';
import { fieldMessages as m } from './student-rules/messages';

/** Body of both group-challenge submits (spec §4.7, §4.8): `{ studentId }`, nothing else. */
export const groupSubmitBodySchema = z.strictObject({
  studentId: z
    .string({
      error: (iss) =>
        iss.input === undefined || iss.input === null ? m.empty('studentId') : m.notObjectId('studentId'),
    })
    .refine((v) => v !== '', { error: m.empty('studentId'), abort: true })
    .refine(isObjectId, { error: m.notObjectId('studentId') }),
});

export type GroupSubmitBody = z.infer<typeof groupSubmitBodySchema>;
