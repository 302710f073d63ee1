import 'server-only';
import type { DirectoryQuery } from '@/lib/directory/search-params';
import type { DirectoryPage, DirectoryStudentView } from '@/lib/directory/types';
import type { ConsoleUser } from '@/server/auth/roles';
import { getDb } from '@/server/db/client';
import { noteConsoleActivity } from './activity';
import { directoryFacets, matchNamesExactly, type DirectoryFacets } from './facets';
import { assertStudentInScope, studentScopeFor } from '@/server/access/scope';
import { directoryRow, searchDirectory, viewOf } from './search';

type Viewer = Pick<ConsoleUser, 'role' | 'schools'>;

/** One page of the directory as this user may see it (a coordinator: their schools' students only). */
export async function loadDirectoryPage(user: Viewer, query: DirectoryQuery): Promise<DirectoryPage> {
  noteConsoleActivity();
  return searchDirectory(await getDb(), studentScopeFor(user), query);
}

/** One directory row; an unknown id and another school's student both throw StudentNotFoundError. */
export async function loadDirectoryStudent(user: Viewer, id: string): Promise<DirectoryStudentView> {
  noteConsoleActivity();
  const row = await directoryRow(await getDb(), id);
  assertStudentInScope(user, row);
  return viewOf(row);
}

/** The filter choices this user may pick from (a coordinator: their own schools only). */
export async function loadDirectoryFacets(user: Viewer): Promise<DirectoryFacets> {
  const facets = await directoryFacets(await getDb());
  const scope = studentScopeFor(user);
  if (scope === null) return facets;
  const schools = matchNamesExactly(facets.schools, scope).filter((s) => facets.schools.includes(s));
  return { ...facets, schools };
}
