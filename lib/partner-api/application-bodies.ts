import { z } from 'zod';
import { isObjectId } from './student-rules/field-rules';
import { fieldMessages as m } from './student-rules/messages';

/** A required id field of a body: missing is `<field> should not be empty`, anything else not 24 hex `<field> must be a mongodb id`. */
function idField(field: string) {
  return z
    .string({ error: (iss) => (iss.input === undefined || iss.input === null ? m.empty(field) : m.notObjectId(field)) })
    .refine(isObjectId, { error: m.notObjectId(field) });
}

/** POST /v1/{organizationId}/application (spec §4.8, docs/api-notes.md). Unknown properties are refused. */
export const createApplicationBodySchema = z.strictObject({
  studentId: idField('studentId'),
  examId: idField('examId'),
});
export type CreateApplicationBody = z.output<typeof createApplicationBodySchema>;

/** PUT /v1/{organizationId}/application/{applicationId}: only `examId` (spec §4.8 "move"). */
export const moveApplicationBodySchema = z.strictObject({ examId: idField('examId') });
export type MoveApplicationBody = z.output<typeof moveApplicationBodySchema>;
