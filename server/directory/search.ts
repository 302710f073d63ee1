import 'server-only';
import { and, asc, gt, inArray, or, eq, sql, type SQL } from 'drizzle-orm';
import { effectiveQuery, type DirectoryQuery } from '@/lib/directory/search-params';
import type { DirectoryPage, DirectoryRowView, DirectoryStudentView } from '@/lib/directory/types';
import type { Db } from '@/server/db/client';
import { countUpTo } from '@/server/db/count-up-to';
import { directoryStudents as t } from '@/server/db/schema';
import { searchOrder, searchWhere } from './search-where';

/**
 * Matches are counted up to this many; past it the page says "more than 1,000" and pages on with "next"
 * (the page is read with one row more to know there is a next one). Counting visits every match counted
 * (the trigram match needs the row), so at 10,000 a broad search's count was most of its time.
 */
export const countCap = 1_000;

/**
 * A search with text reads its matches up to this many at once (counted and sorted in one statement); past it
 * the page says "more than 2,000". Text matches do not follow the sort order: a last name's are together, so a
 * walk along the name index to "Smith" stepped over most of the directory (20,000 students: 8.6 ms on
 * PostgreSQL, 13 on PGlite), where reading its 1,158 matches and sorting them takes 1.8 and 4.4.
 */
export const textReadCap = 2_000;

export type DirectoryRow = typeof t.$inferSelect;

export function viewOf(r: DirectoryRow): DirectoryStudentView {
  return {
    id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    fullName: r.fullName,
    username: r.username,
    email: r.email,
    emailConfirmed: r.emailConfirmed,
    countryId: r.countryId,
    countryName: r.countryName,
    cityId: r.cityId,
    cityName: r.cityName,
    schoolId: r.schoolId,
    schoolName: r.schoolName,
    gradeId: r.gradeId,
    gradeName: r.gradeName,
    platforms: r.platforms,
    signedInOrgs: r.signedInOrgs,
    updatedAt: r.updatedAt.toISOString(),
    syncedAt: r.syncedAt.toISOString(),
  };
}

/** The columns a row of the Students search shows: a page reads only these (PGlite parses every column read, in JS). */
const shownColumns = {
  id: t.id,
  fullName: t.fullName,
  username: t.username,
  email: t.email,
  emailConfirmed: t.emailConfirmed,
  countryName: t.countryName,
  cityName: t.cityName,
  schoolName: t.schoolName,
  gradeName: t.gradeName,
  platforms: t.platforms,
  signedInOrgs: t.signedInOrgs,
  updatedAt: t.updatedAt,
};

/** A row as the Students search's table shows it (lib/directory/types.ts, `directoryRowSchema`). */
export function rowOf(r: Pick<DirectoryRow, keyof typeof shownColumns>): DirectoryRowView {
  return {
    id: r.id,
    fullName: r.fullName,
    username: r.username,
    email: r.email,
    emailConfirmed: r.emailConfirmed,
    countryName: r.countryName,
    cityName: r.cityName,
    schoolName: r.schoolName,
    gradeName: r.gradeName,
    platforms: r.platforms,
    signedInOrgs: r.signedInOrgs,
    updatedAt: r.updatedAt.toISOString(),
  };
}

/**
 * A page of the matches of `where` (up to `limit`), each row with how many matched (`matched`): the matches' sort
 * columns are read first (a LIMIT keeps the subquery apart, so the planner reads them through the filter's own
 * indexes), sorted, and only the page's rows read whole, by id. A common last name matches about 1,200 of 20,000
 * students: sorting their sort columns rather than every shown column took the statement from 3.0 to 2.1 ms on
 * PGlite.
 */
function pageOfMatches(db: Db, where: SQL | undefined, limit: number, query: DirectoryQuery) {
  const m = db
    .select({
      id: t.id,
      sortName: t.sortName,
      schoolName: t.schoolName,
      gradeOrder: t.gradeOrder,
      updatedAt: t.updatedAt,
    })
    .from(t)
    .where(where)
    .limit(limit)
    .as('m');
  const page = db
    .select({
      id: m.id,
      sortName: m.sortName,
      schoolName: m.schoolName,
      gradeOrder: m.gradeOrder,
      updatedAt: m.updatedAt,
      matched: sql<number | string>`count(*) over ()`.as('matched'),
    })
    .from(m)
    .orderBy(...searchOrder(query, m))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .as('page');
  return db
    .select({ ...shownColumns, matched: page.matched })
    .from(page)
    .innerJoin(t, eq(t.id, page.id))
    .orderBy(...searchOrder(query, page));
}

/** A text search's page: its matches up to `textReadCap` + 1, sorted, each row with how many there are (`matched`). */
export function textSearchPage(db: Db, where: SQL | undefined, query: DirectoryQuery) {
  return pageOfMatches(db, where, textReadCap + 1, query);
}

/**
 * The whole directory's page (no filter, no scope: nothing a walk along the sort index could step over) along the
 * sort order's index, one row more than shown, each row carrying the count of the directory up to `cap` + 1: the
 * count and the page in one statement, where a filtered search counts first.
 */
export function wholeDirectoryPage(db: Db, query: DirectoryQuery, cap: number) {
  const counted = sql<number | string>`(select count(*) from (select 1 from ${t} limit ${cap + 1}) c)`;
  return db
    .select({ ...shownColumns, counted: counted.as('counted') })
    .from(t)
    .orderBy(...searchOrder(query))
    .limit(query.limit + 1)
    .offset((query.page - 1) * query.limit);
}

/**
 * One page of a directory search within a scope (null: every student; else a coordinator's school names).
 * With text, the matches up to `textReadCap` are read through the text's index, counted, sorted and the page's rows
 * read in one statement (`pageOfMatches`). Without, matches are counted first (up to `countCap`), and the count
 * picks how the page is read:
 * - up to 1,000 matches: all of them through the filter's own indexes, then sorted (`pageOfMatches`), so a walk
 *   along the sort index can never step over thousands of rows that do not match;
 * - more: along the sort order's index until the page is full (the filters left have indexes in the
 *   sort order, or match many), one row more than shown to know whether a next page exists.
 * A text search past its cap is read the second way; the whole directory (no filter, no scope) is read the second
 * way with its count in the same statement (`wholeDirectoryPage`).
 */
export async function searchDirectory(db: Db, scope: string[] | null, query: DirectoryQuery): Promise<DirectoryPage> {
  const started = performance.now();
  const where = await searchWhere(db, scope, query);
  const offset = (query.page - 1) * query.limit;
  const text = effectiveQuery(query).text !== '';
  const cap = text ? textReadCap : countCap;
  let counted: number;
  let rows: Array<Pick<DirectoryRow, keyof typeof shownColumns>> = [];
  /** The page read along the sort order's index, one row more than shown (the whole directory's). */
  let alongSort: Array<Pick<DirectoryRow, keyof typeof shownColumns>> | null = null;
  if (text) {
    const read = await textSearchPage(db, where, query);
    rows = read;
    // Past the last page nothing comes back to carry the count.
    counted = read[0] ? Number(read[0].matched) : offset === 0 ? 0 : await countUpTo(db, t, where, cap + 1);
  } else if (!where) {
    const read = await wholeDirectoryPage(db, query, cap);
    alongSort = read;
    counted = read[0] ? Number(read[0].counted) : offset === 0 ? 0 : await countUpTo(db, t, where, cap + 1);
    if (counted <= cap) rows = alongSort.slice(0, query.limit);
  } else {
    // Counted first: past the cap (a school of more than 1,000 students) sorting the first 1,001 would be for nothing.
    counted = await countUpTo(db, t, where, cap + 1);
    if (counted <= cap) rows = await pageOfMatches(db, where, Number.MAX_SAFE_INTEGER, query);
  }
  let hasMore: boolean;
  let total = counted;
  let totalCapped = false;
  if (counted <= cap) {
    hasMore = offset + rows.length < counted;
  } else {
    const read =
      alongSort ??
      (await db
        .select(shownColumns)
        .from(t)
        .where(where)
        .orderBy(...searchOrder(query))
        .limit(query.limit + 1)
        .offset(offset));
    hasMore = read.length > query.limit;
    rows = read.slice(0, query.limit);
    // The last page tells the total; elsewhere it is only known to be larger than the cap.
    if (!hasMore && rows.length > 0) total = offset + rows.length;
    else [total, totalCapped] = [cap, true];
  }
  return {
    rows: rows.map(rowOf),
    page: query.page,
    limit: query.limit,
    total,
    totalCapped,
    hasMore,
    // Past the cap the pages are not counted: at least this one, and the next when there is one.
    totalPages: totalCapped
      ? Math.max(Math.ceil(total / query.limit), query.page + (hasMore ? 1 : 0))
      : Math.ceil(total / query.limit),
    tookMs: Math.round(performance.now() - started),
  };
}

/** Every match in name order, in batches (keyset over the name index): for the CSV export. */
export async function* streamDirectory(
  db: Db,
  scope: string[] | null,
  query: DirectoryQuery,
  batch = 1000,
): AsyncGenerator<DirectoryStudentView[]> {
  const where = await searchWhere(db, scope, query);
  let after: { sortName: string; id: string } | null = null;
  for (;;) {
    const keyset: SQL | undefined = after
      ? or(gt(t.sortName, after.sortName), and(eq(t.sortName, after.sortName), gt(t.id, after.id)))
      : undefined;
    const rows: DirectoryRow[] = await db
      .select()
      .from(t)
      .where(and(where, keyset))
      .orderBy(asc(t.sortName), asc(t.id))
      .limit(batch);
    if (rows.length === 0) return;
    yield rows.map(viewOf);
    const last = rows[rows.length - 1]!;
    after = { sortName: last.sortName, id: last.id };
    if (rows.length < batch) return;
  }
}

/** One directory row by id, or null. */
export async function directoryRow(db: Db, id: string): Promise<DirectoryRow | null> {
  const [row] = await db.select().from(t).where(eq(t.id, id)).limit(1);
  return row ?? null;
}

/** The organizations (slugs) each student had signed in to at the last sync; a student the sync has not seen is left out. */
export async function directorySignIns(db: Db, ids: readonly string[]): Promise<Map<string, string[] | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: t.id, signedInOrgs: t.signedInOrgs })
    .from(t)
    .where(inArray(t.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.signedInOrgs]));
}
