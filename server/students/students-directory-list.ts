import 'server-only';
import { and, count, sql, type SQL } from 'drizzle-orm';
import { type DirectoryQuery } from '@/lib/directory/search-params';
import { parseDirectoryParams } from '@/lib/directory/query-schema';
import type { DirectoryPage, DirectoryStudentView } from '@/lib/directory/types';
import { MAX_LIMIT } from '@/lib/partner-api/pagination';
import { listRowOfDirectory } from '@/lib/students/list-row';
import type { StudentListParams } from '@/lib/students/list-params';
import type { ConsoleUser } from '@/server/auth/roles';
import { getDb } from '@/server/db/client';
import { directoryStudents as t } from '@/server/db/schema';
import { noteConsoleActivity } from '@/server/directory/activity';
import { studentScopeFor } from '@/server/access/scope';
import { searchOrder, searchWhere } from '@/server/directory/search-where';
import { viewOf } from '@/server/directory/search';
import { readSyncStateOnce } from '@/server/directory/sync-state';
import type { StudentListPage } from './queries';

type Viewer = Pick<ConsoleUser, 'role' | 'schools'>;

/**
 * A directory page within the user's scope with one more condition (the e-mail list), and how many match, in one
 * statement (each row carries the count, `count(*) over ()`); past the last page, where no row comes back to carry
 * it, the count is read on its own. `held`: a count to read with the page (whether the directory holds every
 * address asked for), answered beside it.
 */
async function scopedPage(
  user: Viewer,
  query: DirectoryQuery,
  extra: SQL,
  held: SQL<number | string> = sql`0`,
): Promise<{ page: DirectoryPage<DirectoryStudentView>; held: number }> {
  noteConsoleActivity();
  const started = performance.now();
  const db = await getDb();
  const where = and(await searchWhere(db, studentScopeFor(user), query), extra);
  const read = await db
    .select({ row: t, matched: sql<number | string>`count(*) over ()`, held })
    .from(t)
    .where(where)
    .orderBy(...searchOrder(query))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const counts = read[0]
    ? { matched: read[0].matched, held: read[0].held }
    : (await db.select({ matched: count(), held }).from(t).where(where))[0];
  const total = Number(counts?.matched ?? 0);
  return {
    page: {
      rows: read.map(({ row }) => viewOf(row)),
      page: query.page,
      limit: query.limit,
      total,
      totalCapped: false,
      totalPages: Math.ceil(total / query.limit),
      tookMs: Math.round(performance.now() - started),
    },
    held: Number(counts?.held ?? 0),
  };
}

const lowerEmails = (params: StudentListParams) => [...new Set(params.emails.map((e) => e.toLowerCase()))];

const emailCondition = (emails: string[]): SQL =>
  emails.length > 0
    ? sql`lower(${t.email}) in (${sql.join(
        emails.map((e) => sql`${e}`),
        sql`, `,
      )})`
    : // Counted exactly (unlike the search, capped at 1,000): a coordinator's schools are a narrow filter.
      sql`true`;

/**
 * The e-mail finder's list for admin and support from the directory, without a call, once a complete sync has
 * read the whole account and the directory holds every address asked for; null otherwise. An address it does not
 * hold may be a student registered elsewhere since that sync: the API is asked then, so "nobody" is never said
 * from the copy.
 */
export async function directoryStudentListWhenComplete(
  user: Viewer,
  params: StudentListParams,
): Promise<StudentListPage | null> {
  if (!(await readSyncStateOnce(await getDb())).lastCompletedAt) return null;
  return directoryStudentList(user, params, true);
}

/**
 * The e-mail finder's list from the console's directory: for a coordinator always (the API cannot filter by
 * school, so filtering its pages would leave them uneven), for admin and support once it is complete (above).
 * Every student in the user's scope (by name), or those with the given addresses.
 */
export async function loadDirectoryStudentList(user: Viewer, params: StudentListParams): Promise<StudentListPage> {
  return (await directoryStudentList(user, params, false))!;
}

/** The list from the directory; with `allHeld`, null when the directory lacks an address asked for. */
async function directoryStudentList(
  user: Viewer,
  params: StudentListParams,
  allHeld: boolean,
): Promise<StudentListPage | null> {
  const limit = Math.min(MAX_LIMIT, Math.max(1, params.limit));
  const query = parseDirectoryParams({ page: String(params.page) });
  const emails = lowerEmails(params);
  const held = allHeld && emails.length > 0 ? heldAddresses(emails) : undefined;
  const { page, held: heldCount } = await scopedPage(user, { ...query, limit }, emailCondition(emails), held);
  if (held && heldCount < emails.length) return null;
  const { lastCompletedAt } = await readSyncStateOnce(await getDb());
  return {
    data: page.rows.map((row) => listRowOfDirectory(row)),
    pagination: { page: page.page, limit: page.limit, total: page.total, totalPages: page.totalPages },
    requestId: '',
    source: 'directory',
    syncedAt: lastCompletedAt?.toISOString() ?? null,
    freshness: null,
  };
}

/** How many of these addresses the whole directory holds (whoever may see them). */
const heldAddresses = (emails: string[]): SQL<number | string> =>
  sql`(select count(distinct lower(${t.email})) from ${t} where ${emailCondition(emails)})`;
