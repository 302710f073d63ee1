import { groupSubmitBodySchema, type GroupSubmitBody } from '@/lib/partner-api/group-submit-body';
import { validateWith } from '@/lib/partner-api/student-rules/problems';
import { badRequest } from '../kernel/errors';

/** 400 with the first problem's message (unknown properties first), the others in `details.problems`. */
export function parseSubmitBody(body: unknown): GroupSubmitBody {
  const result = validateWith(groupSubmitBodySchema, body);
  if (result.ok) return result.value;
  const [first] = result.problems;
  throw badRequest(first?.message ?? 'Invalid body', { problems: result.problems });
}
