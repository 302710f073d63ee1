import 'server-only';
import { foldText } from '@/lib/directory/fold';
import { rowsOutsideSchools, type RowOutOfScope, type ScopedRow } from '@/lib/directory/import-scope';
import type { ConsoleUser } from '@/server/auth/roles';

/** What a coordinator sees of another school's student: exactly what an unknown student gives. */
export const studentNotFoundMessage = 'Student not found.';

/** Thrown by assertStudentInScope: pages turn it into notFound(), actions into a 404 answer. */
export class StudentNotFoundError extends Error {
  readonly status = 404 as const;
  constructor() {
    super(studentNotFoundMessage);
    this.name = 'StudentNotFoundError';
  }
}

export function isStudentNotFound(error: unknown): error is StudentNotFoundError {
  return error instanceof StudentNotFoundError;
}

/** The action answer of an unknown or out-of-scope student. */
export function studentNotFoundResult(): {
  ok: false;
  error: { status: 404; message: string; say: { key: 'studentNotFound' } };
} {
  return { ok: false, error: { status: 404, message: studentNotFoundMessage, say: { key: 'studentNotFound' } } };
}

/** Which students a user may see: null = every student (admin, support); a coordinator: their school names. */
export function studentScopeFor(user: Pick<ConsoleUser, 'role' | 'schools'>): string[] | null {
  return user.role === 'coordinator' ? [...user.schools] : null;
}

/**
 * A student as any part of the console holds it: resolved from the API (`school: { name }`), a directory row
 * (`schoolName`), or null/undefined when unknown.
 */
export type ScopedStudent =
  | { school?: { name: string } | string | null; schoolName?: never }
  | { schoolName: string | null; school?: never }
  | null
  | undefined;

function schoolNameOf(student: NonNullable<ScopedStudent>): string | null {
  if ('schoolName' in student && student.schoolName !== undefined) return student.schoolName;
  const school = (student as { school?: { name: string } | string | null }).school;
  // An id alone (a record with ids) cannot be placed: a coordinator is refused rather than let through.
  return school && typeof school === 'object' ? school.name : null;
}

/** True when the user may see the student. School names compare with accents, case and spacing folded. */
export function isStudentInScope(user: Pick<ConsoleUser, 'role' | 'schools'>, student: ScopedStudent): boolean {
  if (!student) return false;
  const scope = studentScopeFor(user);
  if (scope === null) return true;
  const name = schoolNameOf(student);
  if (!name) return false;
  const folded = foldText(name);
  return scope.some((s) => foldText(s) === folded);
}

/** Throws StudentNotFoundError for an unknown student or one outside a coordinator's schools. */
export function assertStudentInScope<T extends ScopedStudent>(
  user: Pick<ConsoleUser, 'role' | 'schools'>,
  student: T,
): asserts student is NonNullable<T> {
  if (!isStudentInScope(user, student)) throw new StudentNotFoundError();
}

/** The students of a list the user may see (e.g. a page of listStudents for a coordinator). */
export function filterStudentsInScope<T extends NonNullable<ScopedStudent>>(
  user: Pick<ConsoleUser, 'role' | 'schools'>,
  students: readonly T[],
): T[] {
  return studentScopeFor(user) === null ? [...students] : students.filter((s) => isStudentInScope(user, s));
}

/**
 * For imports: the rows of a coordinator's file that name a school outside their schools, each with a
 * message (empty for admin and support). Refuse the import while any remain.
 */
export function filterRowsInScope(
  user: Pick<ConsoleUser, 'role' | 'schools'>,
  rows: readonly ScopedRow[],
): RowOutOfScope[] {
  return rowsOutsideSchools(studentScopeFor(user), rows);
}
