import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryRowOf } from '@/lib/directory/to-row';
import type { DbHandle } from '@/server/db/client';
import { examNames, importJobs, mirroredApplications, storedCopies } from '@/server/db/schema';
import { upsertDirectoryRows } from '@/server/directory/store';
import { rowsTogether } from '@/server/db/rows-together';
import type { HomeViewer } from '@/server/home/directory-scope';
import { requestStorage, type RequestContext } from '@/server/log/request-context';
import { testDatabases } from '@/test/support/db/test-databases';
import { storedStudent } from '@/test/support/directory/stored-student';
import { applicationsBySitting, importsByWeek, registrationsByWeek, signInCoverage } from './aggregations';

const account = 'key_insights';
const schoolA = 'Tbilisi Public School No. 1';
const schoolB = 'Batumi Public School No. 3';
const coordinator: HomeViewer = { id: 'u-c', role: 'coordinator', schools: ['tbilisi public school no. 1'] };
const support: HomeViewer = { id: 'u-s', role: 'support', schools: [] };
const stem = { id: 'org-stem', slug: 'stem', name: 'STEM Olympiad' };
const neo = { id: 'org-neo', slug: 'neo', name: 'Neo Olympiad' };

const student = storedStudent;

/**
 * School A: a1 (Monday 2 Sep 2024, 08:00 UTC), a2 (Sunday 8 Sep 2024, 21:30 UTC: Monday 9 Sep in Tbilisi, UTC+4),
 * a3 (10 Mar 2025). School B: b1 (3 Sep 2024), b2 (4 Sep 2024). Sign-ins: a1 stem; a2 none; a3 unknown (null);
 * b1 stem and neo; b2 none. Platforms: a1, a2, b1 stem; a3 common; b2 neo.
 */
const students = [
  { id: 'a1', school: schoolA, created: '2024-09-02T08:00:00Z', platforms: ['stem'], signedIn: ['stem'] },
  { id: 'a2', school: schoolA, created: '2024-09-08T21:30:00Z', platforms: ['stem'], signedIn: [] },
  { id: 'a3', school: schoolA, created: '2025-03-10T10:00:00Z', platforms: ['common'], signedIn: null },
  { id: 'b1', school: schoolB, created: '2024-09-03T10:00:00Z', platforms: ['stem'], signedIn: ['stem', 'neo'] },
  { id: 'b2', school: schoolB, created: '2024-09-04T10:00:00Z', platforms: ['neo'], signedIn: [] },
];

const application = (id: string, session: string | null, payment: unknown) => ({
  _id: id,
  exam: session === null ? null : { _id: `e-${id}`, session },
  user: { _id: `o-${id}` },
  ...(payment === undefined ? {} : { payment }),
  createdAt: '2024-09-10T10:00:00Z',
});

for (const target of testDatabases()) {
  describe(`insights aggregations (${target.name})`, () => {
    let handle: DbHandle;
    beforeAll(async () => {
      handle = await target.open();
      const db = handle.db;
      const now = new Date('2025-03-12T12:00:00Z');
      await upsertDirectoryRows(
        db,
        students.map((s) =>
          directoryRowOf(student(s.id, s.school, s.created, s.platforms), now, {
            ...(s.signedIn ? { signedInOrgs: s.signedIn } : {}),
          }),
        ),
      );
      await db.insert(storedCopies).values([
        ...students.map((s) => ({
          accountKey: account,
          kind: 'student',
          key: s.id,
          subject: s.id,
          data: student(s.id, s.school, s.created, s.platforms),
          fetchedAt: now,
        })),
        // Another account's copy of a school-A student is never counted.
        {
          accountKey: 'key_other',
          kind: 'student',
          key: 'a1',
          subject: 'a1',
          data: student('a1', schoolA, '2024-09-02T08:00:00Z', ['stem']),
          fetchedAt: now,
        },
      ]);
      const mirrored = (orgId: string, position: number, studentId: string, data: unknown) => ({
        orgId,
        runId: 'run-1',
        position,
        applicationId: (data as { _id: string })._id,
        studentId,
        examId: null,
        data,
      });
      await db
        .insert(mirroredApplications)
        .values([
          mirrored(stem.id, 0, 'a1', application('x1', 'sit-autumn', { _id: 'p1', status: 'paid', amount: 0 })),
          mirrored(stem.id, 1, 'a1', application('x2', 'sit-autumn', { _id: 'p2', status: 'pending', amount: 20 })),
          mirrored(stem.id, 2, 'a2', application('x3', 'sit-autumn', { _id: 'p3', status: 'canceled', amount: 20 })),
          mirrored(stem.id, 3, 'a2', application('x4', 'sit-spring', undefined)),
          mirrored(stem.id, 4, 'a1', application('x5', null, null)),
          mirrored(stem.id, 5, 'b1', application('x6', 'sit-autumn', { _id: 'p6', status: 'paid', amount: 20 })),
          mirrored(neo.id, 0, 'b1', application('x7', 'sit-neo', { _id: 'p7', status: 'refunded', amount: 20 })),
        ]);
      await db.insert(examNames).values([
        {
          organizationId: stem.id,
          kind: 'sitting',
          id: 'sit-autumn',
          info: { _id: 'sit-autumn', sessionName: 'Autumn round', date: '2024-10-01T08:00:00Z' },
          learnedAt: now,
        },
      ]);
      const job = (id: string, userId: string, status: string, registered: number, startedAt: string | null) => ({
        id,
        userId,
        userEmail: `${userId}@example.test`,
        fileName: `${id}.csv`,
        headers: [],
        mapping: {},
        totalRows: registered + 2,
        chunkCount: 1,
        status,
        registered,
        createdAt: new Date(startedAt ?? '2024-09-01T00:00:00Z'),
        startedAt: startedAt ? new Date(startedAt) : null,
      });
      await db
        .insert(importJobs)
        .values([
          job('mine-1', 'u-c', 'succeeded', 40, '2024-09-02T09:00:00Z'),
          job('mine-2', 'u-c', 'failed', 5, '2024-09-05T09:00:00Z'),
          job('mine-draft', 'u-c', 'draft', 0, null),
          job('other-1', 'u-o', 'succeeded', 100, '2024-09-16T09:00:00Z'),
        ]);
    });
    afterAll(() => target.cleanup());

    it('buckets registrations into the reader’s weeks (Monday to Sunday in their time zone)', async () => {
      const utc = await registrationsByWeek(handle.db, account, support, 'UTC');
      expect(utc.weeks).toEqual([
        { week: '2024-09-02', count: 5 - 1 }, // a1, a2 (Sunday in UTC), b1, b2
        { week: '2025-03-10', count: 1 },
      ]);
      const tbilisi = await registrationsByWeek(handle.db, account, support, 'Asia/Tbilisi');
      expect(tbilisi.weeks).toEqual([
        { week: '2024-09-02', count: 3 },
        { week: '2024-09-09', count: 1 }, // a2: Monday 01:30 in Tbilisi
        { week: '2025-03-10', count: 1 },
      ]);
      expect({ held: tbilisi.held, inScope: tbilisi.inScope }).toEqual({ held: 5, inScope: 5 });
    });

    it('counts only a coordinator’s schools: another school’s students never appear', async () => {
      const mine = await registrationsByWeek(handle.db, account, coordinator, 'UTC');
      expect(mine.weeks).toEqual([
        { week: '2024-09-02', count: 2 },
        { week: '2025-03-10', count: 1 },
      ]);
      expect({ held: mine.held, inScope: mine.inScope }).toEqual({ held: 3, inScope: 3 });
      const organizations = [neo, stem];
      const signIns = await signInCoverage(handle.db, coordinator, organizations);
      expect(signIns).toEqual({
        rows: [
          { organization: { slug: 'neo', name: 'Neo Olympiad' }, signedIn: 0, notSignedIn: 0 },
          { organization: { slug: 'stem', name: 'STEM Olympiad' }, signedIn: 1, notSignedIn: 1 },
        ],
        known: 2,
        inScope: 3,
      });
      const sittings = await applicationsBySitting(handle.db, coordinator, organizations);
      expect(sittings.map((s) => [s.organization.slug, s.sittingName ?? s.sittingId, s.counts])).toEqual([
        ['stem', 'Autumn round', { paid: 1, pending: 1, canceled: 1, other: 0, none: 0 }],
        ['stem', 'sit-spring', { paid: 0, pending: 0, canceled: 0, other: 0, none: 1 }],
        ['stem', null, { paid: 0, pending: 0, canceled: 0, other: 0, none: 1 }],
      ]);
      const imports = await importsByWeek(handle.db, coordinator, 'UTC');
      expect(imports).toEqual({ weeks: [{ week: '2024-09-02', count: 45 }], jobs: 2 });
    });

    it('counts the whole account for support: sign-ins, payment states (others as other), imports', async () => {
      const organizations = [neo, stem];
      const signIns = await signInCoverage(handle.db, support, organizations);
      expect(signIns.rows).toEqual([
        { organization: { slug: 'neo', name: 'Neo Olympiad' }, signedIn: 0, notSignedIn: 1 }, // b1 is not activated there
        { organization: { slug: 'stem', name: 'STEM Olympiad' }, signedIn: 2, notSignedIn: 1 },
      ]);
      expect({ known: signIns.known, inScope: signIns.inScope }).toEqual({ known: 4, inScope: 5 });
      const sittings = await applicationsBySitting(handle.db, support, organizations);
      expect(sittings.map((s) => [s.organization.slug, s.sittingId, s.sittingDate, s.counts])).toEqual([
        ['neo', 'sit-neo', null, { paid: 0, pending: 0, canceled: 0, other: 1, none: 0 }],
        ['stem', 'sit-autumn', '2024-10-01T08:00:00Z', { paid: 2, pending: 1, canceled: 1, other: 0, none: 0 }],
        ['stem', 'sit-spring', null, { paid: 0, pending: 0, canceled: 0, other: 0, none: 1 }],
        ['stem', null, null, { paid: 0, pending: 0, canceled: 0, other: 0, none: 1 }],
      ]);
      expect(await importsByWeek(handle.db, support, 'UTC')).toEqual({
        weeks: [
          { week: '2024-09-02', count: 45 },
          { week: '2024-09-16', count: 100 },
        ],
        jobs: 3,
      });
    });

    it('reads every chart of the page in one statement, answering what each answers alone', async () => {
      await signInCoverage(handle.db, coordinator, [stem]); // the directory's school names, kept a minute
      const organizations = [neo, stem];
      for (const viewer of [support, coordinator]) {
        const parts = (rows?: ReturnType<typeof rowsTogether>) =>
          Promise.all([
            registrationsByWeek(handle.db, account, viewer, 'Asia/Tbilisi', rows),
            signInCoverage(handle.db, viewer, organizations, rows),
            applicationsBySitting(handle.db, viewer, organizations, rows),
            importsByWeek(handle.db, viewer, 'Asia/Tbilisi', rows),
          ]);
        const alone = await parts();
        const context: RequestContext = { requestId: 'req-insights', method: 'GET', path: '/insights' };
        const together = await requestStorage.run(context, () => parts(rowsTogether(handle.db)));
        expect(together).toEqual(alone);
        expect(context.dbQueries).toBe(1);
      }
    });
  });
}
