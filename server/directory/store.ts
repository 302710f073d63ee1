import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { DirectoryRowValues } from '@/lib/directory/to-row';
import type { Db } from '@/server/db/client';
import { directoryStudents as t } from '@/server/db/schema';

const BATCH = 100;

/**
 * Inserts or replaces directory rows. A row's known signed-in organizations are kept when the new
 * values do not know them (null), and the run that saw it is kept when the write is not a sync's.
 */
export async function upsertDirectoryRows(db: Db, rows: readonly DirectoryRowValues[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    const chunk = rows.slice(i, i + BATCH);
    // One id twice in one statement is refused by ON CONFLICT: the last one wins (pages may repeat records).
    const unique = [...new Map(chunk.map((r) => [r.id, r])).values()];
    await db
      .insert(t)
      .values(unique)
      .onConflictDoUpdate({
        target: t.id,
        set: {
          firstName: sql`excluded.first_name`,
          lastName: sql`excluded.last_name`,
          fullName: sql`excluded.full_name`,
          sortName: sql`excluded.sort_name`,
          firstFold: sql`excluded.first_fold`,
          searchText: sql`excluded.search_text`,
          username: sql`excluded.username`,
          usernameFold: sql`excluded.username_fold`,
          email: sql`excluded.email`,
          emailConfirmed: sql`excluded.email_confirmed`,
          countryId: sql`excluded.country_id`,
          countryName: sql`excluded.country_name`,
          cityId: sql`excluded.city_id`,
          cityName: sql`excluded.city_name`,
          schoolId: sql`excluded.school_id`,
          schoolName: sql`excluded.school_name`,
          gradeId: sql`excluded.grade_id`,
          gradeName: sql`excluded.grade_name`,
          gradeOrder: sql`excluded.grade_order`,
          platforms: sql`excluded.platforms`,
          signedInOrgs: sql`coalesce(excluded.signed_in_orgs, ${t.signedInOrgs})`,
          updatedAt: sql`excluded.updated_at`,
          syncedAt: sql`excluded.synced_at`,
          seenRun: sql`coalesce(excluded.seen_run, ${t.seenRun})`,
        },
      });
  }
}

/** Removes one student from the directory; true when a row was there. */
export async function deleteDirectoryRow(db: Db, id: string): Promise<boolean> {
  const removed = await db.delete(t).where(eq(t.id, id)).returning({ id: t.id });
  return removed.length > 0;
}

/** Sets the organizations a student has signed in to (slugs), when a feature learns them. */
export async function setSignedInOrgs(db: Db, id: string, slugs: readonly string[]): Promise<void> {
  await db.update(t).set({ signedInOrgs: [...new Set(slugs)].sort() }).where(eq(t.id, id));
}
