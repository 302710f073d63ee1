import { isObjectId } from '@/lib/partner-api/student-rules/field-rules';
import { fieldMessages } from '@/lib/partner-api/student-rules/messages';
import type { Validation } from '@/lib/partner-api/student-rules/problems';
import { badRequest } from '../kernel/errors';
import type { ReferenceProblem } from './references';

/**
 * A body that breaks a field rule: 400 `bad_request` with the first rule's message (spec §7 rule 6);
 * `details.problems` lists every field, so a form can mark each one.
 */
export function requireValid<T>(validation: Validation<T>): T {
  if (validation.ok) return validation.value;
  const problems = validation.problems.map(({ field, message }) => ({ field, message }));
  throw badRequest(problems[0]?.message ?? 'Invalid request body.', { problems });
}

/** A reference that matched nothing: 400 with its message (spec §4.3 rule 6, §7 rule 6). */
export function refuseReferenceProblems(problems: readonly ReferenceProblem[]): void {
  if (problems.length > 0) throw badRequest(problems[0]!.message, { problems: [...problems] });
}

/** A path id that is not 24 hex characters: 400 (spec §7). */
export function pathStudentId(params: Record<string, string>, name = 'studentId'): string {
  const value = params[name] ?? '';
  if (!isObjectId(value)) throw badRequest(fieldMessages.notObjectId(name));
  return value;
}
