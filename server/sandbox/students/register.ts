import type { StudentCheckBody } from '@/lib/partner-api/student-rules/body-schemas';
import type { Sandbox } from '../kernel/sandbox';
import type { StoredStudent } from './students-state';
import { issueUsername } from './usernames';
import type { ResolvedRefs } from './imports/import-types';

/** The student (of any account) who holds an address; addresses are stored in lower case. */
export function studentByEmail(sandbox: Sandbox, email: string): StoredStudent | undefined {
  const lower = email.toLowerCase();
  return sandbox.state.students.students.find((s) => s.email === lower);
}

/** Every registered address, for checking a whole batch at once. */
export function emailIndex(sandbox: Sandbox): Map<string, StoredStudent> {
  return new Map(sandbox.state.students.students.map((s) => [s.email, s]));
}

export const registeredMessage = 'Student registered successfully.';
export const emailTakenMessage = 'This email is already registered.';

export function welcomeEmail(sandbox: Sandbox, student: StoredStudent): void {
  sandbox.sendEmail({
    to: student.email,
    kind: 'welcome',
    subject: `Welcome, ${student.firstName}! Your username is ${student.username}`,
  });
}

type RegistrationFields = Omit<StudentCheckBody, 'country' | 'grade' | 'city' | 'school' | 'email2'>;

/**
 * Writes a new student on the core record: username issued, `activatedPlatformsThisSeason` defaulting
 * to `common`, email unconfirmed, references stored as ids; sends the welcome e-mail (spec §4.8).
 * The caller has checked every rule and the address.
 */
export function createStudent(
  sandbox: Sandbox,
  accountId: string,
  fields: RegistrationFields,
  refs: ResolvedRefs,
  passwordHash?: string,
  at: string = sandbox.now().toISOString(),
): StoredStudent {
  const platforms = fields.activatedPlatformsThisSeason;
  const student: StoredStudent = {
    _id: sandbox.newId(),
    ownerAccountId: accountId,
    username: issueUsername(sandbox, refs.country, fields.lastName),
    firstName: fields.firstName,
    lastName: fields.lastName,
    fullName: `${fields.firstName} ${fields.lastName}`,
    email: fields.email,
    emailConfirmed: false,
    ...(fields.phone ? { phone: fields.phone } : {}),
    birth: fields.birth,
    sex: fields.sex,
    country: refs.country,
    city: refs.city,
    school: refs.school,
    grade: refs.grade,
    activatedPlatformsThisSeason: platforms && platforms.length > 0 ? platforms : ['common'],
    ...(passwordHash ? { passwordHash } : {}),
    createdAt: at,
    updatedAt: at,
  };
  sandbox.state.students.students.push(student);
  welcomeEmail(sandbox, student);
  sandbox.markDirty('students');
  return student;
}
