import type { z } from 'zod';
import { studentFormFields, type StudentFormField, type StudentFormValues } from './student-form';

export type FormErrors = Partial<Record<StudentFormField, string[]>> & { form?: string[] };

/** A zod error of a body schema as messages per form field (the lib schemas carry the API's words). */
export function errorsOfIssues(error: z.ZodError): FormErrors {
  const out: FormErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    const field = (studentFormFields as readonly string[]).includes(key) ? (key as StudentFormField) : 'form';
    (out[field] ??= []).push(issue.message);
  }
  return out;
}

/** Server-action fieldErrors (the API's 400 naming a field, or zod on the server) keyed by form field. */
export function errorsOfFieldErrors(fieldErrors: Record<string, string[] | undefined> | undefined): FormErrors {
  const out: FormErrors = {};
  for (const [key, messages] of Object.entries(fieldErrors ?? {})) {
    if (!messages?.length) continue;
    const field = (studentFormFields as readonly string[]).includes(key) ? (key as StudentFormField) : 'form';
    (out[field] ??= []).push(...messages);
  }
  return out;
}

/** checkStudentRegistration's problems (`{ field, message }`) keyed by form field. */
export function errorsOfProblems(problems: ReadonlyArray<{ field: string; message: string }>): FormErrors {
  return errorsOfFieldErrors(Object.fromEntries(groupBy(problems)));
}

function groupBy(problems: ReadonlyArray<{ field: string; message: string }>): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const p of problems) map.set(p.field, [...(map.get(p.field) ?? []), p.message]);
  return map;
}

/** Messages of several sources per field; a field with none in any source is left out. */
export function mergeErrors(...sources: FormErrors[]): FormErrors {
  const out: FormErrors = {};
  for (const source of sources) {
    for (const [key, messages] of Object.entries(source) as Array<[keyof FormErrors, string[] | undefined]>) {
      if (!messages?.length) continue;
      out[key] = [...new Set([...(out[key] ?? []), ...messages])];
    }
  }
  return out;
}

/** What a submission's answer said, with the values it was about. */
export interface AnsweredErrors {
  errors: FormErrors;
  values: StudentFormValues;
}

/**
 * The messages of an answer that are still about what the form holds: a field's only while its value is the one
 * sent (an answer that arrives after the person changed the field is about a value no longer there), and the
 * form's own.
 */
export function errorsStillTrue(answered: AnsweredErrors | null, values: StudentFormValues): FormErrors {
  if (!answered) return {};
  const out: FormErrors = {};
  for (const [key, messages] of Object.entries(answered.errors) as Array<[keyof FormErrors, string[] | undefined]>)
    if (key === 'form' || answered.values[key] === values[key]) out[key] = messages;
  return out;
}
