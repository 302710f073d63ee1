import type { StudentUpdateBody } from '@/lib/partner-api/student-rules/body-schemas';
import { mergePlatforms } from '@/lib/partner-api/student-rules/field-rules';
import { validateUpdate } from '@/lib/partner-api/student-rules/validate';
import { conflict } from '../kernel/errors';
import type { Sandbox } from '../kernel/sandbox';
import type { OperationHandlers } from '../kernel/types';
import { findOwnStudent } from './lookups';
import { resolveReferences } from './references';
import { emailTakenMessage, studentByEmail } from './register';
import { pathStudentId, refuseReferenceProblems, requireValid } from './request-helpers';
import type { StoredStudent } from './students-state';
import { studentWithIds } from './views';

const compared = [
  'firstName',
  'lastName',
  'fullName',
  'email',
  'emailConfirmed',
  'phone',
  'birth',
  'sex',
  'country',
  'city',
  'school',
  'grade',
] as const;

/**
 * The eight rules of spec §4.3 updateStudent on a validated body; `addPlatforms` are added as well
 * (updateOrgStudent adds the organization's slug). updatedAt moves only when something changed, so
 * that the same body twice equals once (rule 8).
 */
export function applyStudentUpdate(
  sandbox: Sandbox,
  student: StoredStudent,
  value: StudentUpdateBody,
  addPlatforms: string[] = [],
): StoredStudent {
  const { resolved, problems } = resolveReferences(
    sandbox.state.reference,
    { country: value.country, grade: value.grade, city: value.city, school: value.school },
    { country: student.country, city: student.city },
  );
  refuseReferenceProblems(problems);
  const emailChanges = value.email !== undefined && value.email !== student.email;
  if (emailChanges) {
    const holder = studentByEmail(sandbox, value.email!);
    if (holder && holder._id !== student._id) throw conflict(emailTakenMessage);
  }

  const next: StoredStudent = { ...student };
  if (value.firstName !== undefined) next.firstName = value.firstName;
  if (value.lastName !== undefined) next.lastName = value.lastName;
  next.fullName = `${next.firstName} ${next.lastName}`;
  if (emailChanges) Object.assign(next, { email: value.email, emailConfirmed: false });
  if (value.phone === '') delete next.phone;
  else if (value.phone !== undefined) next.phone = value.phone;
  if (value.birth !== undefined) next.birth = value.birth;
  if (value.sex !== undefined) next.sex = value.sex;
  for (const field of ['country', 'grade', 'city', 'school'] as const) {
    const id = resolved[field];
    if (value[field] !== undefined && id) next[field] = id;
  }
  next.activatedPlatformsThisSeason = mergePlatforms(student.activatedPlatformsThisSeason, [
    ...(value.activatedPlatformsThisSeason ?? []),
    ...addPlatforms,
  ]);

  const changed =
    compared.some((key) => next[key] !== student[key]) ||
    next.activatedPlatformsThisSeason.length !== student.activatedPlatformsThisSeason.length;
  if (changed) {
    next.updatedAt = sandbox.now().toISOString();
    Object.assign(student, next);
    if (next.phone === undefined) delete student.phone;
    sandbox.markDirty('students');
  }
  return student;
}

export const updateHandlers: OperationHandlers = {
  updateStudent({ sandbox, account, params, body }) {
    const studentId = pathStudentId(params);
    const value = requireValid(validateUpdate(body));
    const student = findOwnStudent(sandbox, account, studentId);
    applyStudentUpdate(sandbox, student, value);
    return { message: 'Student updated successfully.', data: studentWithIds(student) };
  },
};
