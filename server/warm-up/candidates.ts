import 'server-only';
import { and, asc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { directoryStudents as t, user } from '@/server/db/schema';

/** A student the warm-up may read ahead for, as the directory knows them. */
export interface WarmUpCandidate {
  id: string;
  /** Activated platforms (slugs, or `common`). */
  platforms: string[];
  /** Organizations the student signed in to; null when the directory does not know. */
  signedInOrgs: string[] | null;
}

/** The schools of the console's coordinators: their students are read ahead first. */
export async function coordinatorSchools(db: Db): Promise<string[]> {
  const rows = await db
    .select({ schools: user.schools })
    .from(user)
    .where(and(eq(user.role, 'coordinator'), eq(user.disabled, false)));
  return [...new Set(rows.flatMap((row) => row.schools))];
}

/**
 * The directory's students whose pages cost API calls when nothing is stored (signed in somewhere, or not known
 * to the directory), `size` at a time in name order: first those of `firstSchools`, then the others.
 */
export async function* warmUpCandidates(
  db: Db,
  firstSchools: readonly string[],
  size = 100,
): AsyncGenerator<WarmUpCandidate[]> {
  const mayCost = or(isNull(t.signedInOrgs), sql`cardinality(${t.signedInOrgs}) > 0`);
  const groups = firstSchools.length
    ? [
        inArray(t.schoolName, [...firstSchools]),
        or(isNull(t.schoolName), sql`not (${inArray(t.schoolName, [...firstSchools])})`),
      ]
    : [undefined];
  for (const group of groups) {
    let after: { sortName: string; id: string } | null = null;
    for (;;) {
      const cursor: SQL | undefined = after
        ? or(gt(t.sortName, after.sortName), and(eq(t.sortName, after.sortName), gt(t.id, after.id)))
        : undefined;
      const rows: Array<WarmUpCandidate & { sortName: string }> = await db
        .select({ id: t.id, sortName: t.sortName, platforms: t.platforms, signedInOrgs: t.signedInOrgs })
        .from(t)
        .where(and(mayCost, group, cursor))
        .orderBy(asc(t.sortName), asc(t.id))
        .limit(size);
      if (rows.length === 0) break;
      yield rows.map(({ id, platforms, signedInOrgs }) => ({ id, platforms, signedInOrgs }));
      const last = rows.at(-1)!;
      after = { sortName: last.sortName, id: last.id };
    }
  }
}
