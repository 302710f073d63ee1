import type { ServerSay } from '@/lib/i18n/server-says';
import type { ExamRuleId } from '@/lib/partner-api/exam-rules';

/**
 * What one "apply" came to: applied (201), already applied (200, the API answers the existing application), or
 * refused with the reason and the request id. The `apply` messages say it (components/exams/use-apply-words.ts).
 */

export type ApplyOutcome =
  | { kind: 'applied' | 'already'; applicationId: string; requestId: string | null }
  | {
      kind: 'refused';
      reason: 'not-signed-in' | 'no-grade' | 'rule' | 'other';
      /** The broken rule (`details.rule`) when the reason is `rule`. */
      rule?: ExamRuleId;
      /** The action's English message, and its catalog key to say it in the reader's language (`other`). */
      message: string;
      say?: ServerSay | undefined;
      requestId: string | null;
    };

export interface ApplyAnswer {
  ok: boolean;
  data?: { created: boolean; applicationId: string; requestId: string };
  error?: {
    message: string;
    status?: number;
    code?: string;
    requestId?: string | null;
    details?: Record<string, unknown>;
    say?: ServerSay | undefined;
  };
}

const rules: readonly ExamRuleId[] = ['open', 'grade', 'country', 'language', 'sitting'];
const isRule = (value: unknown): value is ExamRuleId => rules.includes(value as ExamRuleId);

/** Decides on status, code and `details.rule` (sandbox README), never on the message (spec §7). */
export function applyOutcome(answer: ApplyAnswer, context: { studentHasGrade?: boolean }): ApplyOutcome {
  if (answer.ok && answer.data) {
    const { created, applicationId, requestId } = answer.data;
    return { kind: created ? 'applied' : 'already', applicationId, requestId };
  }
  const error = answer.error ?? { message: 'No answer.' };
  const refused = {
    kind: 'refused' as const,
    message: error.message,
    say: 'say' in error ? error.say : undefined,
    requestId: error.requestId ?? null,
  };
  const rule = error.details?.rule;
  if (isRule(rule)) return { ...refused, reason: 'rule', rule };
  if (error.status === 409) return { ...refused, reason: 'not-signed-in' };
  if (error.status === 400 && context.studentHasGrade === false) return { ...refused, reason: 'no-grade' };
  return { ...refused, reason: 'other' };
}
