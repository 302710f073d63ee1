import type { Sandbox } from '../kernel/sandbox';
import type { SandboxAccount } from '../kernel/accounts';
import { conflict, notFound } from '../kernel/errors';
import type { OrgStudentCopy, StoredStudent } from './students-state';

/** One of the account's own students; another account's student behaves as if it did not exist (spec §1.2). */
export function findOwnStudent(sandbox: Sandbox, account: SandboxAccount, studentId: string): StoredStudent {
  const student = sandbox.state.students.students.find((s) => s._id === studentId && s.ownerAccountId === account._id);
  if (!student) throw notFound('Student not found!');
  return student;
}

export function findOrgCopy(sandbox: Sandbox, organizationId: string, studentId: string): OrgStudentCopy | undefined {
  return sandbox.state.students.orgCopies.find((c) => c.organizationId === organizationId && c.mainId === studentId);
}

/** Operations that need the organization's copy answer 409 for a student who never signed in (spec §1.5). */
export function requireOrgCopy(sandbox: Sandbox, organizationId: string, studentId: string): OrgStudentCopy {
  const copy = findOrgCopy(sandbox, organizationId, studentId);
  if (!copy) throw conflict('Student has not signed in to this organization yet.');
  return copy;
}
