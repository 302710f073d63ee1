import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { directoryRowOf } from '@/lib/directory/to-row';
import { rowsOf } from '@/server/db/rows-of';
import { testDatabases } from '@/test/support/db/test-databases';
import { sandboxSyncDeps } from '@/test/support/directory/sandbox-sync';
import { storedStudent } from '@/test/support/directory/stored-student';
import { withSandboxAndDatabase } from '@/test/support/sandbox/sandbox-and-database';
import { directorySyncStatus } from './status';
import { deleteDirectoryRow, directorySize, setSignedInOrgs, upsertDirectoryRows } from './store';
import { runDirectorySyncTick } from './sync-run';

/**
 * directory_student_groups (migration 0017) is what Home counts never-signed-in students with and what the sync
 * status counts the directory with: its triggers must keep it equal to a count of the rows after every kind of
 * write, by the sync and by the console's own.
 */
describe.each(testDatabases())('the directory groups kept by triggers ($name)', (target) => {
  const world = withSandboxAndDatabase(target);
  const now = Date.parse('2030-03-10T12:00:00Z');

  async function groupsOf(table: 'directory_students' | 'directory_student_groups') {
    const counted =
      table === 'directory_students'
        ? sql`select school_name, signed_in_orgs, platforms, count(*)::int as students from directory_students group by 1, 2, 3`
        : sql`select school_name, signed_in_orgs, platforms, students from directory_student_groups`;
    return rowsOf(await world.db.execute(counted))
      .map((r) => JSON.stringify([r.school_name, r.signed_in_orgs, r.platforms, r.students]))
      .sort();
  }

  async function expectGroupsToMatchRows() {
    const fromRows = await groupsOf('directory_students');
    expect(await groupsOf('directory_student_groups')).toEqual(fromRows);
    const students = fromRows.reduce((n, g) => n + (JSON.parse(g) as [unknown, unknown, unknown, number])[3], 0);
    expect((await directorySyncStatus(world.db)).rows).toBe(students);
    return students;
  }

  it('match the rows after a sync, after the console writes, and after a row is removed or the table emptied', async () => {
    const deps = sandboxSyncDeps(world.standalone, world.db, { owner: 'test', share: 1 });
    expect(await runDirectorySyncTick(deps)).toBe('completed');
    expect(await expectGroupsToMatchRows()).toBeGreaterThan(10);

    const [first, second, third] = rowsOf(
      await world.db.execute(sql`select id from directory_students order by id limit 3`),
    ).map((r) => String(r.id));
    // Sign-ins learned, a student moved to another school and activated elsewhere, one written again unchanged.
    await setSignedInOrgs(world.db, first!, ['neo', 'coding']);
    const moved = directoryRowOf(storedStudent(second!, 'School of Groups', now, ['gmath', 'neo']), new Date(now), {
      signedInOrgs: [],
    });
    await upsertDirectoryRows(world.db, [moved]);
    await upsertDirectoryRows(world.db, [moved]);
    await expectGroupsToMatchRows();

    // A student registered by the console, then one removed, then a group emptied to its last student.
    await upsertDirectoryRows(world.db, [
      directoryRowOf(storedStudent('new-1', 'School of One', now, ['stem']), new Date(now), { signedInOrgs: null }),
    ]);
    expect(await deleteDirectoryRow(world.db, third!)).toBe(true);
    await expectGroupsToMatchRows();
    expect(await deleteDirectoryRow(world.db, 'new-1')).toBe(true);
    expect(await groupsOf('directory_student_groups')).not.toContainEqual(expect.stringContaining('School of One'));

    // The next sync puts back what the API holds; then the whole table emptied at once.
    expect(await runDirectorySyncTick({ ...deps, intervalMs: 0 })).toBe('completed');
    await expectGroupsToMatchRows();
    await world.db.execute(sql`truncate directory_students`);
    // Emptied around the console's writes (as another instance would): its kept size is dropped to see it at once.
    directorySize.forget(world.db);
    expect(await groupsOf('directory_student_groups')).toEqual([]);
    expect(await expectGroupsToMatchRows()).toBe(0);
  });
});
