import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '@/server/db/rows-of';
import { testDatabases } from '@/test/support/db/test-databases';
import { sandboxSyncDeps } from '@/test/support/directory/sandbox-sync';
import { withSandboxAndDatabase } from '@/test/support/sandbox/sandbox-and-database';
import { runDirectorySyncTick } from './sync-run';

/**
 * PGlite runs no autovacuum: unless the sync vacuums the tables it wrote, no page is ever marked all-visible and
 * every index-only scan (Home's awaiting-payments total, the directory's counts) reads each row from the table too.
 */
describe.each(testDatabases())('a completed directory sync run ($name)', (target) => {
  const world = withSandboxAndDatabase(target);

  it('leaves the tables it wrote vacuumed (every page all-visible) and analyzed', async () => {
    // Stored copies the read model wrote before the run (this sandbox's run writes none of its own).
    await world.db.execute(sql`
      insert into stored_copies (account_key, kind, key, data, fetched_at)
      select 'key_test', 'student', 's' || n, jsonb_build_object('_id', 's' || n), now() from generate_series(1, 300) n`);
    expect(await runDirectorySyncTick(sandboxSyncDeps(world.standalone, world.db, { owner: 'test', share: 1 }))).toBe(
      'completed',
    );
    const tables = rowsOf(
      await world.db.execute(sql`
        select relname, relpages, relallvisible, reltuples from pg_class
        where relname in ('stored_copies', 'directory_students', 'mirrored_applications') order by relname`),
    );
    expect(tables.map((t) => t.relname)).toEqual(['directory_students', 'mirrored_applications', 'stored_copies']);
    // This sandbox's run mirrors no applications.
    for (const table of tables.filter((t) => t.relname !== 'mirrored_applications')) {
      expect(Number(table.relpages), String(table.relname)).toBeGreaterThan(0);
      expect(Number(table.reltuples), String(table.relname)).toBeGreaterThan(0);
    }
    for (const table of tables) expect(Number(table.relallvisible), String(table.relname)).toBe(Number(table.relpages));
  });
});
