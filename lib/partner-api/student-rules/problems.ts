import type { z } from 'zod';
import { fieldMessages } from './messages';

/** A field rule broken by a body or a CSV row; `code` uses the import row codes of spec §2. */
export interface FieldProblem {
  field: string;
  message: string;
  code: 'invalid_field' | 'unexpected_field';
}

export type Validation<T> = { ok: true; value: T } | { ok: false; problems: FieldProblem[] };

/** Bodies that are not JSON objects are checked as an empty body (spec §1: they yield an empty body's errors). */
export function asObject(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/**
 * zod issues as one problem per field, the first rule broken; unknown properties come first, each
 * named (`property <name> should not exist`).
 */
export function issuesToProblems(issues: readonly z.core.$ZodIssue[]): FieldProblem[] {
  const unexpected: FieldProblem[] = [];
  const invalid: FieldProblem[] = [];
  const seen = new Set<string>();
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys)
        unexpected.push({ field: key, message: fieldMessages.unknownProperty(key), code: 'unexpected_field' });
      continue;
    }
    const field = String(issue.path[0] ?? '');
    if (seen.has(field)) continue;
    seen.add(field);
    invalid.push({ field, message: issue.message, code: 'invalid_field' });
  }
  return [...unexpected, ...invalid];
}

export function validateWith<S extends z.ZodType>(schema: S, body: unknown): Validation<z.output<S>> {
  const result = schema.safeParse(asObject(body));
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, problems: issuesToProblems(result.error.issues) };
}
