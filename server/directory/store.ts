import 'server-only';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { DirectoryRowValues } from '@/lib/directory/to-row';
import type { Db } from '@/server/db/client';
import { insertFromJson } from '@/server/db/insert-from-json';
import { keptPerDb } from '@/server/db/kept-per-db';
import { rowsOf, type Row } from '@/server/db/rows-of';
import { storable } from '@/server/db/safe-values';
import { directoryStudents as t } from '@/server/db/schema';

const BATCH = 100;

/** How many students the directory holds, from the groups its triggers keep (directory_student_groups). */
export const directorySizeQuery = sql`select coalesce(sum(students), 0)::int as n from directory_student_groups`;
export const directorySizeOf = (rows: readonly Row[]): number => Number(rows[0]?.n ?? 0);

/**
 * The directory's size as the students pages' sync line shows it: kept 2 s per process (each view of the list and
 * the search read it). The writes here that add or remove rows forget it at once; another instance's show within
 * the 2 s.
 */
export const directorySize = keptPerDb(2_000, async (db) =>
  directorySizeOf(rowsOf(await db.execute(directorySizeQuery))),
);

/** The columns a write replaces as they come (signed_in_orgs and seen_run have their own rules below). */
const replaced = [
  t.firstName,
  t.lastName,
  t.fullName,
  t.sortName,
  t.firstFold,
  t.searchText,
  t.username,
  t.usernameFold,
  t.email,
  t.emailConfirmed,
  t.countryId,
  t.countryName,
  t.cityId,
  t.cityName,
  t.schoolId,
  t.schoolName,
  t.gradeId,
  t.gradeName,
  t.gradeOrder,
  t.platforms,
  t.updatedAt,
  t.syncedAt,
];

const textArray = (values: readonly string[]): SQL =>
  values.length
    ? sql`array[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]::text[]`
    : sql`'{}'::text[]`;

/**
 * The signed-in organizations a write leaves: a row's known ones are kept when the new values do not know
 * them (null); with `vouched` (the sync), the new ones replace those organizations only, and the row keeps
 * any other it had (an organization the sync could not read to the end).
 */
function signedInOrgsAfter(vouched: readonly string[] | undefined): SQL {
  if (!vouched) return sql`coalesce(excluded.signed_in_orgs, ${t.signedInOrgs})`;
  return sql`case when excluded.signed_in_orgs is null then ${t.signedInOrgs} else array(
    select distinct o from unnest(excluded.signed_in_orgs || array(
      select unnest(coalesce(${t.signedInOrgs}, '{}'::text[])) except select unnest(${textArray(vouched)})
    )) as o order by o
  ) end`;
}

/**
 * Inserts or replaces directory rows. A row's known signed-in organizations are kept when the new
 * values do not know them (null), and the run that saw it is kept when the write is not a sync's.
 * `signedInVouched`: the organizations whose sign-ins the new values state in full (see signedInOrgsAfter).
 */
export async function upsertDirectoryRows(
  db: Db,
  rows: readonly DirectoryRowValues[],
  options: { signedInVouched?: readonly string[] } = {},
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    const chunk = rows.slice(i, i + BATCH);
    // One id twice in one statement is refused by ON CONFLICT: the last one wins (pages may repeat records).
    const unique = [...new Map(chunk.map((r) => [r.id, storable(r)])).values()];
    await db.execute(
      insertFromJson(
        t,
        unique,
        sql`on conflict (${sql.identifier(t.id.name)}) do update set ${sql.join(
          replaced.map((c) => sql`${sql.identifier(c.name)} = excluded.${sql.identifier(c.name)}`),
          sql`, `,
        )}, ${sql.identifier(t.signedInOrgs.name)} = ${signedInOrgsAfter(options.signedInVouched)}, ${sql.identifier(
          t.seenRun.name,
        )} = coalesce(excluded.seen_run, ${t.seenRun})`,
      ),
    );
  }
  directorySize.forget(db);
}

/** Removes one student from the directory; true when a row was there. */
export async function deleteDirectoryRow(db: Db, id: string): Promise<boolean> {
  const removed = await db.delete(t).where(eq(t.id, id)).returning({ id: t.id });
  directorySize.forget(db);
  return removed.length > 0;
}

/** Sets the organizations a student has signed in to (slugs), when a feature learns them. */
export async function setSignedInOrgs(db: Db, id: string, slugs: readonly string[]): Promise<void> {
  await db
    .update(t)
    .set({ signedInOrgs: [...new Set(slugs)].sort() })
    .where(eq(t.id, id));
}
