import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbHandle } from '@/server/db/client';
import { directorySignedIn, directoryStudents, storedCopies } from '@/server/db/schema';
import { testDatabases } from '@/test/support/db/test-databases';
import { insertFromJson } from './insert-from-json';

const student = (id: string, more: Partial<typeof directoryStudents.$inferInsert> = {}) => ({
  id,
  firstName: 'თამარ',
  lastName: `O'Brien "\\ ${id}`,
  fullName: `თამარ O'Brien ${id}`,
  sortName: `obrien ${id}`,
  firstFold: 'tamar',
  searchText: `tamar obrien ${id}`,
  username: `user_${id}`,
  usernameFold: `user_${id}`,
  email: `${id}@example.test`,
  emailConfirmed: true,
  countryId: null,
  countryName: null,
  cityId: 'c1',
  cityName: 'Tbilisi',
  schoolId: 's1',
  schoolName: 'School № 1',
  gradeId: 'g7',
  gradeName: '7',
  gradeOrder: 7,
  platforms: ['hilingua', 'stem'],
  signedInOrgs: null,
  updatedAt: new Date('2026-11-27T10:00:00.123Z'),
  syncedAt: new Date('2026-11-27T11:00:00Z'),
  seenRun: null,
  ...more,
});

describe.each(testDatabases())('many rows inserted as one JSON parameter ($name)', (target) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await target.open();
  }, 60_000);
  afterAll(() => target.cleanup());

  it('stores every column as drizzle’s own insert would: text, numbers, booleans, arrays, nulls, times', async () => {
    const rows = [
      student('a1'),
      student('a2', { signedInOrgs: [], platforms: [], gradeOrder: null, emailConfirmed: false }),
    ];
    await handle.db.execute(insertFromJson(directoryStudents, rows));
    const stored = await handle.db.select().from(directoryStudents).orderBy(asc(directoryStudents.id));
    expect(stored).toEqual(rows);
  });

  it('stores half a character (a lone surrogate) as U+FFFD, in text and in JSON, instead of failing', async () => {
    await handle.db.execute(
      insertFromJson(directorySignedIn, [
        { runId: 'h', studentId: 'Ni\ud800no', org: 'stem', signedIn: true, supervisor: { name: 'Ma\udc00ia' } },
      ]),
    );
    const [row] = await handle.db.select().from(directorySignedIn).where(eq(directorySignedIn.runId, 'h'));
    expect(row).toMatchObject({ studentId: 'Ni\ufffdno', supervisor: { name: 'Ma\ufffdia' } });
  });

  it('runs its ON CONFLICT clause against the rows already there', async () => {
    const conflict = sql`on conflict (id) do update set first_name = excluded.first_name, signed_in_orgs = coalesce(excluded.signed_in_orgs, ${directoryStudents.signedInOrgs})`;
    await handle.db.execute(insertFromJson(directoryStudents, [student('b1', { signedInOrgs: ['stem'] })], conflict));
    await handle.db.execute(
      insertFromJson(directoryStudents, [student('b1', { firstName: 'Nino', signedInOrgs: null })], conflict),
    );
    const [row] = await handle.db.select().from(directoryStudents).where(eq(directoryStudents.id, 'b1'));
    expect(row).toMatchObject({ firstName: 'Nino', signedInOrgs: ['stem'] });
  });

  it('keeps JSON values and nulls apart and leaves generated columns to the database', async () => {
    await handle.db.execute(
      insertFromJson(directorySignedIn, [
        { runId: 'r', studentId: 's1', org: 'stem', signedIn: true, supervisor: { name: 'Ms. K', tags: [1, 'x'] } },
        { runId: 'r', studentId: 's2', org: 'stem', signedIn: false, supervisor: null },
      ]),
    );
    expect(
      await handle.db
        .select()
        .from(directorySignedIn)
        .where(eq(directorySignedIn.runId, 'r'))
        .orderBy(asc(directorySignedIn.studentId)),
    ).toEqual([
      { runId: 'r', studentId: 's1', org: 'stem', signedIn: true, supervisor: { name: 'Ms. K', tags: [1, 'x'] } },
      { runId: 'r', studentId: 's2', org: 'stem', signedIn: false, supervisor: null },
    ]);
    const fetchedAt = new Date('2026-11-27T12:00:00Z');
    const card = {
      applications: { ok: true, data: { items: [{ payment: { status: 'pending', amount: 10 }, createdAt: 'x' }] } },
    };
    await handle.db.execute(
      insertFromJson(storedCopies, [
        {
          accountKey: 'k',
          kind: 'student-organization',
          key: 's1:o',
          subject: 's1',
          data: card,
          fetchedAt,
          invalidated: false,
        },
        {
          accountKey: 'k',
          kind: 'note',
          key: 'n',
          subject: null,
          data: 'a JSON string',
          fetchedAt,
          invalidated: false,
        },
      ]),
    );
    const copies = await handle.db.select().from(storedCopies).orderBy(asc(storedCopies.key));
    expect(copies.map((c) => [c.key, c.data, c.fetchedAt, c.invalidatedAt, c.awaitingPayments])).toEqual([
      ['n', 'a JSON string', fetchedAt, null, null],
      ['s1:o', card, fetchedAt, null, 1],
    ]);
  });
});
