import 'server-only';
import { and, asc, gt, or, eq, sql, type SQL } from 'drizzle-orm';
import type { DirectoryQuery } from '@/lib/directory/search-params';
import type { DirectoryPage, DirectoryStudentView } from '@/lib/directory/types';
import type { Db } from '@/server/db/client';
import { directoryStudents as t } from '@/server/db/schema';
import { searchOrder, searchWhere } from './search-where';

/** Matches are counted up to this many; past it the page says "10,000+" (a count of every match costs a full scan). */
export const countCap = 10_000;

export type DirectoryRow = typeof t.$inferSelect;

export function viewOf(r: DirectoryRow): DirectoryStudentView {
  return {
    id: r.id, firstName: r.firstName, lastName: r.lastName, fullName: r.fullName, username: r.username, email: r.email,
    emailConfirmed: r.emailConfirmed, countryId: r.countryId, countryName: r.countryName, cityId: r.cityId, cityName: r.cityName,
    schoolId: r.schoolId, schoolName: r.schoolName, gradeId: r.gradeId, gradeName: r.gradeName, platforms: r.platforms,
    signedInOrgs: r.signedInOrgs, updatedAt: r.updatedAt.toISOString(), syncedAt: r.syncedAt.toISOString(),
  };
}

/** One page of a directory search within a scope (null: every student; else a coordinator's school names). */
export async function searchDirectory(db: Db, scope: string[] | null, query: DirectoryQuery): Promise<DirectoryPage> {
  const started = performance.now();
  const where = await searchWhere(db, scope, query);
  const [rows, counted] = await Promise.all([
    db.select().from(t).where(where).orderBy(...searchOrder(query)).limit(query.limit).offset((query.page - 1) * query.limit),
    db.execute<{ n: number | string }>(
      sql`select count(*) as n from (select 1 from ${t} ${where ? sql`where ${where}` : sql``} limit ${countCap + 1}) m`,
    ),
  ]);
  const n = Number((counted as unknown as { rows: { n: number | string }[] }).rows[0]?.n ?? 0);
  const total = Math.min(n, countCap);
  return {
    rows: rows.map(viewOf),
    page: query.page,
    limit: query.limit,
    total,
    totalCapped: n > countCap,
    totalPages: Math.ceil(total / query.limit),
    tookMs: Math.round(performance.now() - started),
  };
}

/** Every match in name order, in batches (keyset over the name index): for the CSV export. */
export async function* streamDirectory(db: Db, scope: string[] | null, query: DirectoryQuery, batch = 1000): AsyncGenerator<DirectoryStudentView[]> {
  const where = await searchWhere(db, scope, query);
  let after: { sortName: string; id: string } | null = null;
  for (;;) {
    const keyset: SQL | undefined = after
      ? or(gt(t.sortName, after.sortName), and(eq(t.sortName, after.sortName), gt(t.id, after.id)))
      : undefined;
    const rows: DirectoryRow[] = await db.select().from(t).where(and(where, keyset)).orderBy(asc(t.sortName), asc(t.id)).limit(batch);
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
