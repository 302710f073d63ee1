import 'server-only';
import { isPartnerApiError } from '@/server/partner';
import { readGroup } from './group-queries';
import type { GroupScope } from './queries';

export interface SubmitNames {
  group: string;
  student: string;
  step: string | null;
}

/**
 * Names for the audit entry of a submit, read from the group itself (never taken from the browser).
 * Read unscoped: the student acted for was checked before the submit, and a later scope refusal must
 * not turn a submit that happened into an error.
 * The submit has already happened: a failed read falls back to the ids rather than fail the action.
 */
export async function namesForAudit(scope: GroupScope, studentId: string, stepId?: string): Promise<SubmitNames> {
  const fallback: SubmitNames = {
    group: `group ${scope.groupId}`,
    student: `student ${studentId}`,
    step: stepId ? `step ${stepId}` : null,
  };
  try {
    const { group } = await readGroup(scope);
    const student = group.yourStudents.find((s) => s.studentId === studentId);
    const step = stepId ? group.steps.find((s) => s._id === stepId) : undefined;
    return {
      group: group.displayName,
      student: student ? `${student.firstName} ${student.lastName}` : fallback.student,
      step: step ? `step ${step.order} "${step.title}"` : fallback.step,
    };
  } catch (error) {
    if (isPartnerApiError(error)) return fallback;
    throw error;
  }
}
