import 'server-only';
import { inArray } from 'drizzle-orm';
import { cache } from 'react';
import type { ResolvedStudent } from '@/lib/partner-api/schemas/student';
import { isObjectId } from '@/lib/partner-api/student-rules/field-rules';
import type { ConsoleUser } from '@/server/auth/roles';
import { getDb } from '@/server/db/client';
import { directoryStudents as t } from '@/server/db/schema';
import type { Stored } from '@/lib/read-model/stored';
import { isPartnerApiError, partner } from '@/server/partner';
import { getReadModel, type ReadSpec } from '@/server/read-model';
import { assertStudentInScope, isStudentInScope, StudentNotFoundError, studentScopeFor } from './scope';
import { removeFromDirectory } from '@/server/directory/write-through';

type Viewer = Pick<ConsoleUser, 'role' | 'schools'>;

/**
 * One getStudent per student and server render: a page's not-found check and the loaders it streams after
 * it share the read. Outside a render (actions, route handlers, tests) every call reads.
 */
const readStudent = cache((studentId: string) => partner.getStudent(studentId));

/**
 * The live student for this user. An unknown id, another account's student (the API's 404) and, for a
 * coordinator, another school's student all throw the same StudentNotFoundError.
 */
export async function loadStudentInScope(user: Viewer, studentId: string): Promise<ResolvedStudent> {
  if (!isObjectId(studentId)) throw new StudentNotFoundError();
  let student: ResolvedStudent;
  try {
    student = (await readStudent(studentId)).data;
  } catch (error) {
    if (isPartnerApiError(error) && error.status === 404) {
      await removeFromDirectory(studentId);
      throw new StudentNotFoundError();
    }
    throw error;
  }
  assertStudentInScope(user, student);
  return student;
}

/** The stored copy of a student's record (read model kind `student`; the directory sync also writes it). */
export const studentCopy = (studentId: string): ReadSpec<ResolvedStudent> => ({
  kind: 'student',
  key: studentId,
  subject: studentId,
  load: async () => (await readStudent(studentId)).data,
});

/**
 * One stored read per student and server render: the student page's record and each of its organization cards
 * share it. Outside a render (actions, route handlers, tests) every call reads.
 */
const readStoredStudent = cache((studentId: string) => getReadModel().read(studentCopy(studentId)));

/**
 * The student as a page shows them: the stored copy while it is fresh (stale: shown, and read again in the
 * background), else read live once. A coordinator is checked against the copy; only a live read decides
 * not found (a live 404 removes the copy; admin and support get the API's 404). Writes check the live record
 * (requireStudentInScope).
 */
export async function loadStoredStudentInScope(
  user: Viewer,
  studentId: string,
  options: { force?: boolean } = {},
): Promise<Stored<ResolvedStudent>> {
  if (!isObjectId(studentId)) throw new StudentNotFoundError();
  let stored: Stored<ResolvedStudent>;
  try {
    stored = options.force
      ? await getReadModel().read({ ...studentCopy(studentId), force: true })
      : await readStoredStudent(studentId);
  } catch (error) {
    if (isPartnerApiError(error) && error.status === 404) {
      await removeFromDirectory(studentId);
      // Admin and support keep the API's answer (with its request id); a coordinator's must not differ from out of scope.
      throw studentScopeFor(user) === null ? error : new StudentNotFoundError();
    }
    throw error;
  }
  assertStudentInScope(user, stored.data);
  return stored;
}

/**
 * Before an operation on a student by id: nothing for admin and support (the API answers 404 for a
 * student not theirs); for a coordinator, the live record must be of one of their schools.
 */
export async function requireStudentInScope(user: Viewer, studentId: string): Promise<void> {
  if (studentScopeFor(user) === null) return;
  await loadStudentInScope(user, studentId);
}

/**
 * Of the ids a list names (applications, group members), those the user may see. For a coordinator the
 * directory places each id; an id it does not hold yet is left out until the sync or a write-through adds it.
 */
export async function studentIdsInScope(user: Viewer, ids: readonly string[]): Promise<Set<string>> {
  if (studentScopeFor(user) === null) return new Set(ids);
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Set();
  const rows = await (
    await getDb()
  )
    .select({ id: t.id, schoolName: t.schoolName })
    .from(t)
    .where(inArray(t.id, unique));
  return new Set(rows.filter((row) => isStudentInScope(user, row)).map((row) => row.id));
}
