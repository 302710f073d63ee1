import 'server-only';
import { and, asc, desc, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { escapeLike } from '@/lib/directory/fold';
import type { DirectoryQuery } from '@/lib/directory/search-params';
import { effectiveQuery } from '@/lib/directory/search-params';
import type { Db } from '@/server/db/client';
import { directoryStudents as t } from '@/server/db/schema';
import { directoryFacets, matchNamesContaining, matchNamesExactly } from './facets';

const never = sql`false`;

/**
 * The WHERE of a directory search for a scope (null: every student; else a coordinator's school names).
 * Text of 3 characters or more is a substring match on the folded search text (trigram index); shorter
 * text matches the start of the last name, first name or username (btree prefix indexes).
 */
export async function searchWhere(db: Db, scope: string[] | null, query: DirectoryQuery): Promise<SQL | undefined> {
  const q = effectiveQuery(query);
  const parts: SQL[] = [];
  const facets = scope !== null || q.school || q.city ? await directoryFacets(db) : null;
  if (scope !== null) {
    const names = matchNamesExactly(facets!.schools, scope);
    parts.push(names.length ? inArray(t.schoolName, names) : never);
  }
  if (q.text.length >= 3) {
    parts.push(sql`${t.searchText} like ${`%${escapeLike(q.text)}%`}`);
  } else if (q.text) {
    const prefix = `${escapeLike(q.text)}%`;
    parts.push(
      sql`(${t.sortName} like ${prefix} or ${t.firstFold} like ${prefix} or ${t.usernameFold} like ${prefix})`,
    );
  }
  if (q.school) {
    const names = matchNamesContaining(facets!.schools, q.school);
    parts.push(names.length ? inArray(t.schoolName, names) : never);
  }
  if (q.city) {
    const names = matchNamesContaining(facets!.cities, q.city);
    parts.push(names.length ? inArray(t.cityName, names) : never);
  }
  if (q.grade) {
    const n = /^\d{1,3}$/.test(q.grade.trim()) ? Number(q.grade.trim()) : null;
    parts.push(n !== null ? sql`${t.gradeOrder} = ${n}` : sql`${t.gradeName} = ${q.grade}`);
  }
  if (q.platform) parts.push(sql`${t.platforms} @> array[${q.platform.toLowerCase()}]::text[]`);
  if (q.org && q.signedIn === 'no') {
    // Activated there (by name or `common`), and known from the last sync not to have signed in yet.
    const org = q.org.toLowerCase();
    parts.push(
      sql`(${t.platforms} && array[${org}, 'common']::text[]) and ${t.signedInOrgs} is not null and not (${t.signedInOrgs} @> array[${org}]::text[])`,
    );
  } else if (q.org) parts.push(sql`${t.signedInOrgs} @> array[${q.org.toLowerCase()}]::text[]`);
  return parts.length ? and(...parts) : undefined;
}

/** The columns a sort names: the table's, or the same columns of a subquery over it. */
export type SortColumns = Record<'schoolName' | 'gradeOrder' | 'sortName' | 'updatedAt' | 'id', AnyColumn>;

/**
 * ORDER BY of a sort; the id last so that pages never overlap. Each order has an index that yields it
 * (descending school and grade included), so a broad search reads its page off the index.
 */
export function searchOrder(query: Pick<DirectoryQuery, 'sort' | 'dir'>, c: SortColumns = t): SQL[] {
  const d = query.dir === 'desc' ? desc : asc;
  switch (query.sort) {
    case 'school':
      return [
        query.dir === 'desc' ? sql`${c.schoolName} desc nulls last` : sql`${c.schoolName} asc nulls last`,
        asc(c.sortName),
        asc(c.id),
      ];
    case 'grade':
      return [
        query.dir === 'desc' ? sql`${c.gradeOrder} desc nulls last` : sql`${c.gradeOrder} asc nulls last`,
        asc(c.sortName),
        asc(c.id),
      ];
    case 'updated':
      return [d(c.updatedAt), d(c.id)];
    default:
      return [d(c.sortName), d(c.id)];
  }
}
