import 'server-only';
import { and, count, sql, type SQL } from 'drizzle-orm';
import type { DirectoryQuery } from '@/lib/directory/search-params';
import type { DirectoryPage } from '@/lib/directory/types';
import { MAX_LIMIT } from '@/lib/partner-api/pagination';
import { listRowOfDirectory } from '@/lib/students/list-row';
import type { StudentListParams } from '@/lib/students/list-params';
import type { ConsoleUser } from '@/server/auth/roles';
import { getDb } from '@/server/db/client';
import { directoryStudents as t } from '@/server/db/schema';
import { noteConsoleActivity } from '@/server/directory/activity';
import { studentScopeFor } from '@/server/directory/scope';
import { searchOrder, searchWhere } from '@/server/directory/search-where';
import { viewOf } from '@/server/directory/search';
import { directorySyncStatus } from '@/server/directory/status';
import type { StudentListPage } from './queries';
import { requireOrganizationForAction } from './students-organizations';

type Viewer = Pick<ConsoleUser, 'role' | 'schools'>;

/** A directory page within the user's scope with one more condition (the e-mail list, an organization's visibility). */
async function scopedPage(user: Viewer, query: DirectoryQuery, extra: SQL): Promise<DirectoryPage> {
  noteConsoleActivity();
  const started = performance.now();
  const db = await getDb();
  const where = and(await searchWhere(db, studentScopeFor(user), query), extra);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(t)
      .where(where)
      .orderBy(...searchOrder(query))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(t).where(where),
  ]);
  const total = counted?.n ?? 0;
  return {
    rows: rows.map(viewOf),
    page: query.page,
    limit: query.limit,
    total,
    totalCapped: false,
    totalPages: Math.ceil(total / query.limit),
    tookMs: Math.round(performance.now() - started),
  };
}

/**
 * The students list of a coordinator, from the console's directory: the API cannot filter by school, so
 * filtering its pages would leave them uneven. Same views as the live list: every student of their schools
 * (by name), those with the given addresses, or those an organization can see (activated for it or for
 * `common`, the API's visibility rule). Sign-in status is what the directory's sync learned (signedInOrgs):
 * a student it does not know yet is left out of both the signed-in and the never-signed-in view.
 */
export async function loadDirectoryStudentList(user: Viewer, params: StudentListParams): Promise<StudentListPage> {
  const limit = Math.min(MAX_LIMIT, Math.max(1, params.limit));
  const none = undefined;
  const query: DirectoryQuery = {
    q: none,
    school: none,
    city: none,
    grade: none,
    platform: none,
    org: none,
    sort: 'name',
    dir: 'asc',
    page: params.page,
    limit,
  };
  let organization: string | null = null;
  let page: DirectoryPage;
  if (params.org) {
    organization = (await requireOrganizationForAction(params.org)).slug;
    const visible = sql`${t.platforms} && array[${organization}, 'common']::text[]`;
    const signedIn = sql`${t.signedInOrgs} @> array[${organization}]::text[]`;
    const extra =
      params.signedIn === 'yes'
        ? and(visible, signedIn)!
        : params.signedIn === 'no'
          ? and(visible, sql`${t.signedInOrgs} is not null`, sql`not (${signedIn})`)!
          : visible;
    page = await scopedPage(user, query, extra);
  } else if (params.emails.length > 0) {
    const emails = params.emails.map((e) => e.toLowerCase());
    page = await scopedPage(
      user,
      query,
      sql`lower(${t.email}) in (${sql.join(
        emails.map((e) => sql`${e}`),
        sql`, `,
      )})`,
    );
  } else {
    // Counted exactly (unlike the directory's search, capped at 1,000): a coordinator's schools are a narrow filter.
    page = await scopedPage(user, query, sql`true`);
  }
  const status = await directorySyncStatus(await getDb());
  return {
    view: organization ? 'organization' : 'all',
    organization,
    data: page.rows.map((row) => listRowOfDirectory(row, organization)),
    pagination: { page: page.page, limit: page.limit, total: page.total, totalPages: page.totalPages },
    requestId: '',
    source: 'directory',
    syncedAt: status.lastCompletedAt,
    freshness: null,
  };
}
