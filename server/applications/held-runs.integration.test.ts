import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@/server/db/client';
import { measuring } from '@/test/support/db/plan-rows';
import { testDatabases } from '@/test/support/db/test-databases';
import { heldRuns } from './mirrored-applications';

const ORGANIZATIONS = 5;
const PER_ORGANIZATION = 2_000;

/**
 * Every applications page and student page asks which run each organization's held applications belong to. At
 * 20,000 students an organization holds some 4,500 of them (2,000 here), written one organization after the other: the answer
 * must take an index step per organization, not a walk past the rows of the organizations written before.
 */
for (const target of testDatabases()) {
  describe(`the run each organization's applications belong to, at ${ORGANIZATIONS * PER_ORGANIZATION} held (${target.name})`, () => {
    let handle: DbHandle;
    beforeAll(async () => {
      handle = await target.open();
      await handle.db.execute(sql`
        insert into mirrored_applications (org_id, run_id, position, application_id, student_id, exam_id, data)
        select 'org-' || o, 'run-' || o, i, 'app-' || o || '-' || i, 'student-' || i, 'exam-' || (i % 7),
          jsonb_build_object('_id', 'app-' || o || '-' || i, 'note', repeat('x', 200))
        from generate_series(1, ${ORGANIZATIONS}) o, generate_series(1, ${PER_ORGANIZATION}) i
        order by o, i`);
      // As the directory sync does after each complete run (server/directory/sync-run.ts): PGlite has no autovacuum.
      await handle.db.execute(sql`analyze mirrored_applications`);
    }, 180_000);
    afterAll(() => target.cleanup());

    it('answers each organization (and null for one with none) reading a row or two of each', async () => {
      const read: number[] = [];
      const organizations = ['org-5', 'org-1', 'org-none', 'org-3'];
      const runs = await heldRuns(handle.db, organizations, measuring(handle.db, read, 'mirrored_applications'));
      expect(runs).toEqual(['run-5', 'run-1', null, 'run-3']);
      expect(read).toHaveLength(1);
      expect(read[0]).toBeLessThan(10);
    });
  });
}
