import 'server-only';
import { inArray, sql, type Column, type SQL } from 'drizzle-orm';
import type { ConsoleUser } from '@/server/auth/roles';
import type { Db } from '@/server/db/client';
import { directoryStudents } from '@/server/db/schema';
import { directoryFacets, matchNamesExactly } from '@/server/directory/facets';
import { studentScopeFor } from '@/server/access/scope';

export type HomeViewer = Pick<ConsoleUser, 'id' | 'role' | 'schools'>;

/**
 * The directory rows a viewer may see, as a WHERE on directory_students: undefined for admin and support, the
 * coordinator's schools (names compared as the directory search compares them) otherwise.
 */
export async function directoryScopeWhere(db: Db, viewer: HomeViewer): Promise<SQL | undefined> {
  return schoolScopeWhere(db, viewer, directoryStudents.schoolName);
}

/** The same scope on another table's school name column (directory_student_groups). */
export async function schoolScopeWhere(db: Db, viewer: HomeViewer, schoolName: Column): Promise<SQL | undefined> {
  const scope = studentScopeFor(viewer);
  if (scope === null) return undefined;
  const names = matchNamesExactly((await directoryFacets(db)).schools, scope);
  return names.length ? inArray(schoolName, names) : sql`false`;
}

/** `<column> in (ids of the directory rows in scope)`, or undefined when the viewer sees every student. */
export async function studentIdInScope(db: Db, viewer: HomeViewer, column: SQL | string): Promise<SQL | undefined> {
  const where = await directoryScopeWhere(db, viewer);
  if (!where) return undefined;
  const ids = db.select({ id: directoryStudents.id }).from(directoryStudents).where(where);
  return sql`${typeof column === 'string' ? sql.raw(column) : column} in ${ids}`;
}
