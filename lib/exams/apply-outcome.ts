import { ruleTitles } from './why';

/**
 * What one "apply" came to, in words for a coordinator: applied (201), already applied (200, the API
 * answers the existing application), or refused with the reason and the request id.
 */

export type ApplyOutcome =
  | { kind: 'applied' | 'already'; applicationId: string; text: string; requestId: string | null }
  | {
      kind: 'refused';
      reason: 'not-signed-in' | 'no-grade' | 'rule' | 'other';
      text: string;
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
  };
}

const ruleWords: Record<string, string> = {
  open: 'the exam is not open for applications',
  grade: 'the student’s grade is not one of the exam’s grades',
  country: 'the exam is not open to the student’s country',
  language: 'the exam has no language',
  sitting: 'the student already holds an application for this category on this sitting',
};

/** Decides on status, code and `details.rule` (sandbox README), never on the message (spec §7). */
export function applyOutcome(
  answer: ApplyAnswer,
  context: { organization: string; studentHasGrade?: boolean },
): ApplyOutcome {
  if (answer.ok && answer.data) {
    const { created, applicationId, requestId } = answer.data;
    return created
      ? { kind: 'applied', applicationId, requestId, text: 'Applied.' }
      : {
          kind: 'already',
          applicationId,
          requestId,
          text: 'Already applied: the API answered the existing application.',
        };
  }
  const error = answer.error ?? { message: 'No answer.' };
  const requestId = error.requestId ?? null;
  const rule = typeof error.details?.rule === 'string' ? error.details.rule : null;
  if (rule && rule in ruleWords) {
    const title = ruleTitles[rule as keyof typeof ruleTitles];
    return { kind: 'refused', reason: 'rule', requestId, text: `Refused (${title}): ${ruleWords[rule]}.` };
  }
  if (error.status === 409) {
    return {
      kind: 'refused',
      reason: 'not-signed-in',
      requestId,
      text: `Refused: the student has never signed in to ${context.organization}. Send a sign-in link, let the student open it, then apply again. (${error.message})`,
    };
  }
  if (error.status === 400 && context.studentHasGrade === false) {
    return {
      kind: 'refused',
      reason: 'no-grade',
      requestId,
      text: 'Refused: the student has no grade set. Set the grade on the student’s page, then apply again.',
    };
  }
  return { kind: 'refused', reason: 'other', requestId, text: `Refused: ${error.message}` };
}
