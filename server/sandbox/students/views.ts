import type { Sandbox } from '../kernel/sandbox';
import type { OrganizationRecord } from '../reference/reference-state';
import { findOrgCopy } from './lookups';
import type { StoredStudent } from './students-state';

/** The Student record with ids (spec §2), as register, update and set-password answer it. */
export function studentWithIds(student: StoredStudent) {
  const { ownerAccountId: _owner, passwordHash: _hash, ...record } = student;
  return record;
}

/** Supervisor and partner as resolved: `_id`, `mainId`, `firstName`, `lastName`, `fullName`, `username`. */
function personRef(sandbox: Sandbox, id: string) {
  const supervisor = sandbox.state.students.supervisors.find((p) => p._id === id || p.mainId === id);
  if (!supervisor) return null;
  const { _id, mainId, firstName, lastName, fullName, username } = supervisor;
  return { _id, mainId, firstName, lastName, fullName, username };
}

/**
 * The student with references resolved into records (spec §2: country, city, school, grade, supervisor,
 * partner); a reference not set is left out, one that no longer resolves is null.
 */
export function resolvedStudent(sandbox: Sandbox, student: StoredStudent, supervisorId = student.supervisor) {
  const ref = sandbox.state.reference;
  const record: Record<string, unknown> = studentWithIds(student);
  const resolve = <T>(id: string | undefined, find: (id: string) => T | undefined) =>
    id === undefined ? undefined : (find(id) ?? null);
  const fields: Record<string, unknown> = {
    country: resolve(student.country, (id) => ref.countries.find((c) => c._id === id)),
    city: resolve(student.city, (id) => ref.cities.find((c) => c._id === id)),
    school: resolve(student.school, (id) => ref.schools.find((s) => s._id === id)),
    grade: resolve(student.grade, (id) => ref.grades.find((g) => g._id === id)),
    supervisor: resolve(supervisorId, (id) => personRef(sandbox, id)),
    partner: resolve(student.partner, (id) => personRef(sandbox, id)),
  };
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) delete record[key];
    else record[key] = value;
  }
  return record;
}

/**
 * A student as an organization-scoped operation answers it: resolved, plus `signedIn`. Once the student
 * has signed in, `_id` is the organization's own id and `mainId` the registered one (spec §2), and the
 * supervisor is the one linked in this organization.
 */
export function orgStudentView(sandbox: Sandbox, student: StoredStudent, organization: OrganizationRecord) {
  const copy = findOrgCopy(sandbox, organization._id, student._id);
  const record = resolvedStudent(sandbox, student, copy ? copy.supervisor : undefined);
  if (!copy) return { ...record, signedIn: false };
  return { ...record, _id: copy._id, mainId: student._id, signedIn: true };
}
