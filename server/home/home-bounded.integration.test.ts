import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@/server/db/client';
import { storedCopies } from '@/server/db/schema';
import { upsertDirectoryRows } from '@/server/directory/store';
import { directoryRowOf } from '@/lib/directory/to-row';
import { measuring, nodeTypes, rowsRead, type PlanNode } from '@/test/support/db/plan-rows';
import { testDatabases } from '@/test/support/db/test-databases';
import { storedStudent } from '@/test/support/directory/stored-student';
import type { HomeViewer } from './directory-scope';
import { registrationTrend } from './registrations';
import { awaitingPayments, neverSignedIn } from './student-cards';

const now = Date.parse('2030-03-10T12:00:00Z');
const account = 'key_big';
const support: HomeViewer = { id: 'u-s', role: 'support', schools: [] };
const CARDS = 20_000;

const card = (student: string, org: string, applications: unknown[]) => ({
  accountKey: account,
  kind: 'student-organization',
  key: `${student}:org-${org}:activated`,
  subject: student,
  data: {
    organization: { _id: `org-${org}`, slug: org, name: `Org ${org}` },
    applications: { ok: true, data: { items: applications, total: applications.length } },
  },
  fetchedAt: new Date(now - 1000),
});
const pending = (id: string, amount: number) => ({
  _id: id,
  user: { firstName: 'Nino', lastName: id },
  payment: { status: 'pending', amount },
  createdAt: new Date(now - 3600_000).toISOString(),
});

/**
 * Home at 20,000 students (issue 36): with some 40,000 stored cards and student records, its reads of the cards
 * visit what they find (pending payments, one card per organization, recent registrations), not every card.
 */
for (const target of testDatabases()) {
  describe(`home's reads of the stored cards at ${CARDS} students (${target.name})`, () => {
    let handle: DbHandle;
    beforeAll(async () => {
      handle = await target.open();
      const db = handle.db;
      // Every student: a card of org a or b with one paid application, and a record registered a year ago.
      await db.execute(sql`
        insert into stored_copies (account_key, kind, key, subject, data, fetched_at)
        select ${account}, 'student-organization', 's' || i || ':org', 's' || i,
          jsonb_build_object(
            'organization', jsonb_build_object('_id', 'org-' || o, 'slug', o, 'name', 'Org ' || o),
            'applications', jsonb_build_object('ok', true, 'data', jsonb_build_object('total', 1, 'items',
              jsonb_build_array(jsonb_build_object('_id', 'app' || i, 'createdAt', '2029-06-01T00:00:00.000Z',
                'payment', jsonb_build_object('status', 'paid', 'amount', 10)))))),
          ${new Date(now - 3600_000).toISOString()}::timestamptz
        from generate_series(1, ${CARDS}) i, lateral (select case when i % 2 = 0 then 'a' else 'b' end as o) org`);
      await db.execute(sql`
        insert into stored_copies (account_key, kind, key, subject, data, fetched_at)
        select ${account}, 'student', 's' || i, 's' || i,
          jsonb_build_object('_id', 's' || i, 'createdAt', '2029-03-01T10:00:00.000Z'),
          ${new Date(now - 3600_000).toISOString()}::timestamptz
        from generate_series(1, ${CARDS}) i`);
      const student = (id: string, createdAt: string) => ({
        accountKey: account,
        kind: 'student',
        key: id,
        subject: id,
        data: { _id: id, createdAt },
        fetchedAt: new Date(now),
      });
      // Directory students known never to have signed in, activated at an organization nobody applied to: the
      // count reads none of them (2,000 show it as well as 20,000, in a fifth of the time).
      await db.execute(sql`
        insert into directory_students (id, first_name, last_name, full_name, sort_name, first_fold, search_text,
          username, username_fold, email, email_confirmed, school_name, platforms, signed_in_orgs, updated_at, synced_at)
        select 'd-big-' || i, 'Nino', 'B' || i, 'Nino B' || i, 'b' || i || ' nino', 'nino', 'nino b' || i, 'u' || i,
          'u' || i, 'u' || i || '@example.test', false, 'School ' || (i % 20), array['z'], '{}'::text[], now(), now()
        from generate_series(1, 2000) i`);
      await upsertDirectoryRows(db, [
        directoryRowOf(storedStudent('d1', 'School 1', now, ['a']), new Date(now), { signedInOrgs: [] }),
        directoryRowOf(storedStudent('d2', 'School 1', now, ['b']), new Date(now), { signedInOrgs: ['b'] }),
      ]);
      await db.insert(storedCopies).values([
        card('p1', 'c', [pending('p1-1', 40), pending('p1-2', 0)]),
        card('p2', 'a', [pending('p2-1', 15)]),
        // Registered this week, the week before (at either side of its start, in other offsets), and before that.
        student('r1', new Date(now - 2 * 24 * 3600_000).toISOString()),
        student('r2', '2030-02-24T16:30:00.000+04:00'), // 12:30 UTC: 13 days 23.5 hours ago
        student('r3', '2030-02-24T01:00:00-12:00'), // 13:00 UTC
        student('r4', '2030-02-24T15:00:00.000+04:00'), // 11:00 UTC: just over two weeks ago
        student('r5', '2030-02-23T23:00:00-12:00'), // 11:00 UTC on the 24th
      ]);
      // As the directory sync does after each complete run (server/directory/sync-run.ts): PGlite has no autovacuum.
      await db.execute(sql`analyze stored_copies, directory_students`);
    }, 180_000); // 40,000 rows on a busy machine
    afterAll(() => target.cleanup());

    it('finds the awaiting payments and their "as of" through the cards that hold one', async () => {
      const read: number[] = [];
      const found = await awaitingPayments(handle.db, account, support, measuring(handle.db, read));
      expect(found.list.map((p) => [p.applicationId, p.amount])).toEqual([
        ['p1-1', 40],
        ['p2-1', 15],
      ]);
      expect(found.total).toBe(2);
      expect(found.asOf).toBe(new Date(now - 1000).toISOString());
      expect(Math.max(...read)).toBeLessThan(10);
    });

    it('finds the organizations students applied to with a few index steps each, and counts from the directory groups', async () => {
      const read: number[] = [];
      const directoryRead: number[] = [];
      const found = await neverSignedIn(handle.db, account, support, measuring(handle.db, read));
      await neverSignedIn(handle.db, account, support, measuring(handle.db, directoryRead, 'directory_students'));
      // Orgs a, b and c hold applications; only a has an activated student who never signed in (d1).
      expect(found).toEqual([
        { organization: { slug: 'a', name: 'Org a' }, students: 1, href: '/students?org=a&signedIn=no' },
      ]);
      expect(read).toHaveLength(1);
      expect(read[0]).toBeLessThan(10);
      // The counts come from the groups the triggers keep (directory_student_groups), not the 20,000 rows.
      expect(directoryRead).toEqual([0]);
    });

    it('counts the registrations of the last two weeks reading only those records', async () => {
      const read: number[] = [];
      const trend = await registrationTrend(handle.db, account, support, now, measuring(handle.db, read));
      expect(trend).toEqual({ thisWeek: 1, lastWeek: 2 });
      expect(read[0]).toBeLessThan(10);
    });
  });
}

/**
 * An account where thousands of cards await a payment (the large demo account: 6,000 of its 20,000 students' cards),
 * its cards most of the table, as on a console serving one partner.
 */
const awaitingAccount = 'key_awaiting';
const AWAITING = 6_000;
for (const target of testDatabases()) {
  describe(`home's awaiting payments among ${AWAITING} awaiting cards (${target.name})`, () => {
    let handle: DbHandle;
    beforeAll(async () => {
      handle = await target.open();
      // Cards i = 1…18,000 of org a; every third one's single application awaits a payment, the later the newer.
      await handle.db.execute(sql`
        insert into stored_copies (account_key, kind, key, subject, data, fetched_at)
        select ${awaitingAccount}, 'student-organization', 'w' || i || ':org', 'w' || i,
          jsonb_build_object(
            'organization', jsonb_build_object('_id', 'org-a', 'slug', 'a', 'name', 'Org a'),
            'applications', jsonb_build_object('ok', true, 'data', jsonb_build_object('total', 1, 'items',
              jsonb_build_array(jsonb_build_object('_id', 'wapp' || i,
                'createdAt', to_char(timestamptz '2029-01-01' + i * interval '1 minute', 'YYYY-MM-DD"T"HH24:MI:SS.000"Z"'),
                'payment', jsonb_build_object('status', case when i % 3 = 0 then 'pending' else 'paid' end, 'amount', 10)))))),
          ${new Date(now - 3600_000).toISOString()}::timestamptz
        from generate_series(1, ${AWAITING * 3}) i`);
      await handle.db.execute(sql`analyze stored_copies`);
    }, 120_000);
    afterAll(() => target.cleanup());

    it('lists the newest of thousands of awaiting payments from the first 20 cards, with no parallel workers', async () => {
      const plans: PlanNode[] = [];
      const found = await awaitingPayments(
        handle.db,
        awaitingAccount,
        support,
        measuring(handle.db, [], 'stored_copies', plans),
      );
      expect(found.list.map((p) => p.applicationId)).toEqual(
        Array.from({ length: 20 }, (_, i) => `wapp${(AWAITING - i) * 3}`),
      );
      expect(found.total).toBe(AWAITING);
      // The list's statement (the one opening the cards' applications): when it read the 20th card's time through a
      // subquery, PostgreSQL guessed a third of the awaiting cards would pass and started parallel workers (5–6 ms
      // a Home view at 20,000 students) to open 20 of them.
      const list = plans.find((plan) => nodeTypes(plan).includes('Function Scan'))!;
      expect(nodeTypes(list).filter((type) => type.startsWith('Gather'))).toEqual([]);
      expect(rowsRead(list, 'stored_copies')).toBeLessThan(100);
    });
  });
}
