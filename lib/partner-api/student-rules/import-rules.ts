import { z } from 'zod';
import { studentImportRowSchema, type StudentImportRow } from './body-schemas';
import { importMessages, fieldMessages } from './messages';
import { asObject, issuesToProblems, type FieldProblem } from './problems';
import { validateImportRow } from './validate';
import { importMaxRows, importMinRows } from './import-limits';

export { importMaxRows, importMinRows };

const importEnvelopeSchema = z.strictObject({
  students: z.array(z.unknown(), {
    error: (iss) =>
      iss.input === undefined || iss.input === null ? fieldMessages.empty('students') : importMessages.notArray,
  }),
  clientReference: z.string({ error: importMessages.clientReference }).optional(),
});

/** The whole body as the API document describes it; `validateImportBody` checks it row by row to name every problem. */
export const importBodySchema = importEnvelopeSchema.extend({
  students: z.array(studentImportRowSchema).min(importMinRows).max(importMaxRows),
});

/** A broken rule of an import body; `row` counts from 0 and is null for the body's own fields. */
export interface ImportProblem extends FieldProblem {
  row: number | null;
}

export interface ImportBody {
  students: StudentImportRow[];
  clientReference?: string;
}

export type ImportValidation = { ok: true; value: ImportBody } | { ok: false; problems: ImportProblem[] };

/** `row 3: email must be an email`, or the bare message for the body's own fields. */
export function importProblemMessage(problem: ImportProblem): string {
  return problem.row === null ? problem.message : `row ${problem.row}: ${problem.message}`;
}

/**
 * The field rules of an import body (spec §4.3 createStudentImport): the row count, unknown properties
 * (`password` included) and every registration rule of every row. Every problem is listed, so a CSV
 * validator can mark each cell; lookups and emails are the service's part.
 */
export function validateImportBody(body: unknown): ImportValidation {
  const envelope = importEnvelopeSchema.safeParse(asObject(body));
  if (!envelope.success) {
    return { ok: false, problems: issuesToProblems(envelope.error.issues).map((p) => ({ ...p, row: null })) };
  }
  const { students, clientReference } = envelope.data;
  if (students.length < importMinRows || students.length > importMaxRows) {
    return {
      ok: false,
      problems: [{ row: null, field: 'students', message: importMessages.rowCount, code: 'invalid_field' }],
    };
  }
  const problems: ImportProblem[] = [];
  const rows: StudentImportRow[] = [];
  students.forEach((raw, row) => {
    const result = validateImportRow(raw);
    if (result.ok) rows.push(result.value);
    else for (const p of result.problems) problems.push({ ...p, row });
  });
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, value: clientReference === undefined ? { students: rows } : { students: rows, clientReference } };
}
