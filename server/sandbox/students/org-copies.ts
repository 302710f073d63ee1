import type { Sandbox } from '../kernel/sandbox';
import { findOrgCopy } from './lookups';
import type { OrgStudentCopy } from './students-state';

const reservationKey = (organizationId: string, studentId: string) => `${organizationId}:${studentId}`;

/**
 * The id the student has (or will have) in the organization. A sign-in link replaces `{userId}` with it
 * before the copy exists, so the id is reserved at link time and used when the copy is made.
 */
export function orgIdOfStudent(sandbox: Sandbox, organizationId: string, studentId: string): string {
  const copy = findOrgCopy(sandbox, organizationId, studentId);
  if (copy) return copy._id;
  const reserved = sandbox.state.students.reservedCopyIds;
  const key = reservationKey(organizationId, studentId);
  reserved[key] ??= sandbox.newId();
  return reserved[key];
}

/** Makes the organization's copy at the first sign-in (spec §1.5); a later sign-in keeps the first copy. */
export function ensureOrgCopy(sandbox: Sandbox, organizationId: string, studentId: string, at: string): OrgStudentCopy {
  const existing = findOrgCopy(sandbox, organizationId, studentId);
  if (existing) return existing;
  const copy: OrgStudentCopy = {
    _id: orgIdOfStudent(sandbox, organizationId, studentId),
    mainId: studentId,
    organizationId,
    signedInAt: at,
    createdAt: at,
    updatedAt: at,
  };
  delete sandbox.state.students.reservedCopyIds[reservationKey(organizationId, studentId)];
  sandbox.state.students.orgCopies.push(copy);
  sandbox.markDirty('students');
  return copy;
}
