import type { Sandbox } from '../kernel/sandbox';
import type { SandboxAccount } from '../kernel/accounts';
import { conflict, notFound } from '../kernel/errors';
import { findIndexed } from '../kernel/array-index';
import type { OrgStudentCopy, StoredStudent } from './students-state';

const idOf = (record: { _id: string }) => record._id;
const copyKey = (copy: Pick<OrgStudentCopy, 'organizationId' | 'mainId'>) => `${copy.organizationId}:${copy.mainId}`;

/** A student of any account by `_id`. */
export function findStudent(sandbox: Sandbox, studentId: string): StoredStudent | undefined {
  return findIndexed(sandbox.state.students.students, idOf, studentId);
}

/** One of the account's own students; another account's student behaves as if it did not exist (spec §1.2). */
export function findOwnStudent(sandbox: Sandbox, account: SandboxAccount, studentId: string): StoredStudent {
  const student = findStudent(sandbox, studentId);
  if (!student || student.ownerAccountId !== account._id) throw notFound('Student not found!');
  return student;
}

export function findOrgCopy(sandbox: Sandbox, organizationId: string, studentId: string): OrgStudentCopy | undefined {
  return findIndexed(sandbox.state.students.orgCopies, copyKey, copyKey({ organizationId, mainId: studentId }));
}

/** Operations that need the organization's copy answer 409 for a student who never signed in (spec §1.5). */
export function requireOrgCopy(sandbox: Sandbox, organizationId: string, studentId: string): OrgStudentCopy {
  const copy = findOrgCopy(sandbox, organizationId, studentId);
  if (!copy) throw conflict('Student has not signed in to this organization yet.');
  return copy;
}
