import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@/server/db/client';
import { parseDirectoryParams } from '@/lib/directory/query-schema';
import { measuring } from '@/test/support/db/plan-rows';
import { testDatabases } from '@/test/support/db/test-databases';
import { countUpToStatement } from '@/server/db/count-up-to';
import { directoryStudents } from '@/server/db/schema';
import { countCap, textSearchPage } from './search';
import { searchWhere } from './search-where';

const STUDENTS = 20_000;
// As many last names as the demo seed has (17 at 20,000 students), so each is shared by about 1,200.
const LAST_NAMES = [
  'Beridze',
  'Dvali',
  'Gelashvili',
  'Kapanadze',
  'Lomidze',
  'Maisuradze',
  'Nozadze',
  'Tsiklauri',
  'Abashidze',
  'Chkheidze',
  'Gogua',
  'Jikia',
  'Khurtsidze',
  'Mchedlishvili',
  'Papava',
  'Shengelia',
  'Zhvania',
];

/**
 * A Students search's count of matches, and a text search's page, at 20,000 students on the embedded database
 * (opened with random_page_cost 1.1, server/db/open-pglite.ts): a last name some 1,200 students share is counted,
 * and its page read, through the trigram index, not by reading every row. PostgreSQL's planner follows its
 * operator's setting (docs/operations.md), so only PGlite here.
 */
for (const target of testDatabases().filter((d) => d.name === 'pglite')) {
  describe(`the search's count at ${STUDENTS} students (${target.name})`, () => {
    let handle: DbHandle;
    beforeAll(async () => {
      handle = await target.open();
      const names = sql.raw(`array[${LAST_NAMES.map((n) => `'${n}'`).join(', ')}]`);
      // Rows about as wide as the sync writes them (some 400 bytes: the table's pages decide the planner's choice).
      await handle.db.execute(sql`
        insert into directory_students (id, first_name, last_name, full_name, sort_name, first_fold, search_text,
          username, username_fold, email, email_confirmed, country_id, country_name, city_id, city_name, school_id,
          school_name, grade_id, grade_name, grade_order, platforms, signed_in_orgs, updated_at, synced_at, seen_run)
        select 'stu_' || md5(i::text), 'Nino', n, 'Nino ' || n, lower(n) || ' nino', 'nino',
          'nino ' || lower(n) || ' nino.' || lower(n) || i || ' nino.' || lower(n) || '.' || i || '@students.example.test',
          'nino.' || lower(n) || i, 'nino.' || lower(n) || i, 'nino.' || lower(n) || '.' || i || '@students.example.test',
          true, 'country_' || md5('c'), 'Georgia', 'city_' || md5('t' || i % 7), 'Tbilisi', 'school_' || md5('s' || i % 20),
          'Public School No. ' || (i % 20) || ' of Tbilisi', 'grade_' || md5('g' || i % 12), 'Grade ' || (1 + i % 12),
          1 + i % 12, array['stem', 'common'], array['stem']::text[], now(), now(), 'run_' || md5('r')
        from generate_series(1, ${STUDENTS}) i, lateral (select (${names})[1 + i % ${LAST_NAMES.length}] as n) name`);
      // As the directory sync does after each complete run: PGlite has no autovacuum.
      await handle.db.execute(sql`analyze directory_students`);
    }, 180_000);
    afterAll(() => target.cleanup());

    it('counts the students of one last name (about 1,200 of 20,000) up to the cap without reading every row', async () => {
      const query = parseDirectoryParams({ q: 'dvali' });
      const where = await searchWhere(handle.db, null, query);
      const read: number[] = [];
      const [row] = await measuring(
        handle.db,
        read,
        'directory_students',
      )(countUpToStatement(directoryStudents, where, countCap + 1));
      expect(Number(row!.n)).toBe(countCap + 1);
      // Through the index: the first 1,001 matches and nothing else (at random_page_cost 4, a scan of about 17,000 rows).
      expect(read[0]).toBeLessThanOrEqual(countCap + 1);
    });

    it('reads the first page of the last name last in the alphabet from its matches, not by walking the name index', async () => {
      const query = parseDirectoryParams({ q: 'zhvania' });
      const where = await searchWhere(handle.db, null, query);
      const read: number[] = [];
      const rows = await measuring(
        handle.db,
        read,
        'directory_students',
      )(textSearchPage(handle.db, where, query).getSQL());
      const shared = 1_176; // Zhvania, the 17th name: students 16, 33, …, 19,992
      expect(rows).toHaveLength(query.limit);
      expect(rows.map((r) => Number(r.matched))).toEqual(Array(query.limit).fill(shared));
      // Its matches through the trigram index, then the page's rows again by id; a walk along sort_name steps over
      // the 18,800 students before them.
      expect(read[0]).toBeLessThanOrEqual(shared + query.limit);
    });
  });
}
