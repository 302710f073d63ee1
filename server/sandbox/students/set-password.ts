import { passwordDetailProblem } from '@/lib/partner-api/student-rules/password';
import { validateSetPassword } from '@/lib/partner-api/student-rules/validate';
import { badRequest, conflict } from '../kernel/errors';
import type { OperationHandlers } from '../kernel/types';
import { findOwnStudent } from './lookups';
import { hashPassword } from './password-hash';
import { pathStudentId, requireValid } from './request-helpers';
import { studentWithIds } from './views';

/**
 * PUT /v1/student/{studentId}/password (spec §4.3 set-password rules, docs/api-notes.md). Checks in order:
 * (1) body rules, 400, before the student is looked up; (2) not yours, 404; (3) email confirmed, 409;
 * (4) a personal detail in the password, 400. Stored as a slow scrypt hash; setting again replaces it.
 */
export const setPasswordHandlers: OperationHandlers = {
  async setStudentPassword({ sandbox, account, params, body }) {
    const studentId = pathStudentId(params);
    const { password } = requireValid(validateSetPassword(body));
    const student = findOwnStudent(sandbox, account, studentId);
    if (student.emailConfirmed)
      throw conflict('The student has confirmed the email address; only the student can change the password now.');
    const problem = passwordDetailProblem(password, student);
    if (problem) throw badRequest(problem, { problems: [{ field: 'password', message: problem }] });
    const passwordHash = await hashPassword(password);
    // The student may have confirmed the address while the hash was computed.
    if (student.emailConfirmed)
      throw conflict('The student has confirmed the email address; only the student can change the password now.');
    student.passwordHash = passwordHash;
    student.updatedAt = sandbox.now().toISOString();
    sandbox.markDirty('students');
    return { message: 'Password set.', data: studentWithIds(student) };
  },
};
