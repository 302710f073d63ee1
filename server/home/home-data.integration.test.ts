import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryRowOf } from '@/lib/directory/to-row';
import type { DbHandle } from '@/server/db/client';
import { importJobs, requestLog, storedCopies } from '@/server/db/schema';
import { testDatabases } from '@/test/support/db/test-databases';
import { storedStudent } from '@/test/support/directory/stored-student';
import { readSyncState } from '@/server/directory/sync-state';
import { requestStorage, type RequestContext } from '@/server/log/request-context';
import { upsertDirectoryRows } from '@/server/directory/store';
import type { HomeViewer } from './directory-scope';
import { importsSummary } from './imports-summary';
import { directoryFreshness, upstreamProblems } from './operations';
import { rowsTogether, type ReadRows } from '@/server/db/rows-together';
import { registrationTrend } from './registrations';
import { awaitingPayments, neverSignedIn } from './student-cards';

const now = Date.parse('2030-03-10T12:00:00Z');
const day = 24 * 3600_000;
const account = 'key_home';
const schoolA = 'Tbilisi Public School No. 1';
const schoolB = 'Batumi Public School No. 3';
const coordinator: HomeViewer = { id: 'u-c', role: 'coordinator', schools: ['tbilisi public school no. 1'] };
const support: HomeViewer = { id: 'u-s', role: 'support', schools: [] };
const stem = { _id: 'org-stem', name: 'STEM Olympiad', slug: 'stem' };

const student = storedStudent;

const application = (id: string, status: string, amount: number, studentId: string) => ({
  _id: id,
  exam: { _id: `e-${id}`, name: `Exam ${id}` },
  user: { _id: `o-${studentId}`, firstName: `First${studentId}`, lastName: 'Beridze' },
  payment: { _id: `p-${id}`, status, amount },
  createdAt: new Date(now - day).toISOString(),
});

const card = (studentId: string, applications: unknown[]) => ({
  accountKey: account,
  kind: 'student-organization',
  key: `${studentId}:${stem._id}:activated`,
  subject: studentId,
  data: {
    organization: stem,
    activated: true,
    orgStudent: { ok: true, data: { signedIn: true, supervisor: null } },
    applications: { ok: true, data: { items: applications, total: applications.length } },
  },
  fetchedAt: new Date(now - 60_000),
});

for (const target of testDatabases()) {
  describe(`home page data (${target.name})`, () => {
    let handle: DbHandle;
    beforeAll(async () => {
      handle = await target.open();
      const db = handle.db;
      // a (school A) and b (school B) signed in to stem and applied; c (A) and e (B) never signed in there.
      const students = { a: now - day, b: now - day, c: now - 10 * day, d: now - 30 * day, e: now - 2 * day };
      const signedIn: Record<string, string[]> = { a: ['stem'], b: ['stem'], c: [], d: ['stem'], e: [] };
      await upsertDirectoryRows(
        db,
        Object.entries(students).map(([id, created]) =>
          directoryRowOf(student(id, id === 'b' || id === 'e' ? schoolB : schoolA, created), new Date(now), {
            signedInOrgs: signedIn[id],
          }),
        ),
      );
      await db.insert(storedCopies).values([
        card('a', [application('a1', 'pending', 50, 'a'), application('a2', 'paid', 50, 'a')]),
        card('b', [application('b1', 'pending', 30, 'b'), application('b2', 'pending', 0, 'b')]),
        ...Object.entries(students).map(([id, created]) => ({
          accountKey: account,
          kind: 'student',
          key: id,
          subject: id,
          data: student(id, '', created),
          fetchedAt: new Date(now),
        })),
        { ...card('x', [application('x1', 'pending', 99, 'x')]), accountKey: 'another-account' },
      ]);
      const job = (id: string, userId: string, status: string, finishedAgo: number | null) => ({
        id,
        userId,
        userEmail: `${userId}@example.test`,
        fileName: `${id}.csv`,
        headers: [],
        mapping: {},
        totalRows: 10,
        chunkCount: 1,
        status,
        createdAt: new Date(now - (finishedAgo ?? 0) - 60_000),
        finishedAt: finishedAgo === null ? null : new Date(now - finishedAgo),
        error: status === 'failed' ? 'The API refused the file.' : null,
      });
      await db
        .insert(importJobs)
        .values([
          job('mine-running', 'u-c', 'running', null),
          job('mine-done', 'u-c', 'succeeded', day),
          job('other-failed', 'u-o', 'failed', 2 * day),
          job('old-failed', 'u-o', 'failed', 9 * day),
        ]);
      const log = (status: number, operation: string, ago: number) => ({
        at: new Date(now - ago),
        operation,
        method: 'GET',
        pathTemplate: '/x',
        status,
        durationMs: 5,
        requestId: `r-${operation}-${status}-${ago}`,
      });
      await db
        .insert(requestLog)
        .values([
          log(200, 'listStudents', 1000),
          log(503, 'listStudents', 2000),
          log(429, 'getOrgStudent', 3000),
          log(0, 'getOrgStudent', 4000),
          log(404, 'getStudent', 5000),
          log(500, 'getStudent', 2 * day),
        ]);
    });
    afterAll(() => target.cleanup());

    it('lists applications awaiting payment (pending, above 0) in the viewer’s scope, of this account only', async () => {
      const mine = await awaitingPayments(handle.db, account, coordinator);
      expect(mine.list.map((a) => a.applicationId)).toEqual(['a1']);
      expect(mine.list[0]).toMatchObject({
        studentName: 'Firsta Beridze',
        amount: 50,
        organization: { slug: 'stem', name: 'STEM Olympiad' },
        href: '/applications/stem/a1',
      });
      expect(mine.total).toBe(1);
      expect(mine.asOf).toBe(new Date(now - 60_000).toISOString());
      const all = await awaitingPayments(handle.db, account, support);
      expect(all.list.map((a) => a.applicationId).sort()).toEqual(['a1', 'b1']);
      expect(all.total).toBe(2);
    });

    it('counts students who never signed in to an organization their schools apply to', async () => {
      expect(await neverSignedIn(handle.db, account, coordinator)).toEqual([
        { organization: { slug: 'stem', name: 'STEM Olympiad' }, students: 1, href: '/students?org=stem&signedIn=no' },
      ]);
      expect((await neverSignedIn(handle.db, account, support))[0]?.students).toBe(2);
      expect(await neverSignedIn(handle.db, 'nobody', support)).toEqual([]);
    });

    it('reads the organizations and their never-signed-in counts with one statement, not one per organization', async () => {
      await neverSignedIn(handle.db, account, coordinator); // the directory's school names, kept a minute
      for (const viewer of [support, coordinator]) {
        const context: RequestContext = { requestId: 'req-home-count', method: 'GET', path: '/' };
        const found = await requestStorage.run(context, () => neverSignedIn(handle.db, account, viewer));
        expect(found).toHaveLength(1);
        expect(context.dbQueries).toBe(1);
      }
    });

    it('reads the SQL parts of home together in one statement, answering what each answers alone', async () => {
      const state = await readSyncState(handle.db);
      for (const viewer of [support, coordinator]) {
        const parts = (rows?: ReadRows) =>
          Promise.all([
            awaitingPayments(handle.db, account, viewer, rows),
            neverSignedIn(handle.db, account, viewer, rows),
            importsSummary(handle.db, viewer, now, rows),
            registrationTrend(handle.db, account, viewer, now, rows),
            upstreamProblems(handle.db, now, rows),
            directoryFreshness(handle.db, state, rows),
          ]);
        const alone = await parts();
        const context: RequestContext = { requestId: 'req-home-together', method: 'GET', path: '/' };
        const together = await requestStorage.run(context, () => parts(rowsTogether(handle.db)));
        expect(together).toEqual(alone);
        expect(context.dbQueries).toBe(1);
      }
    });

    it('reads the directory sync state with one statement once its row exists', async () => {
      const first = await readSyncState(handle.db);
      const context: RequestContext = { requestId: 'req-sync-count', method: 'GET', path: '/' };
      expect(await requestStorage.run(context, () => readSyncState(handle.db))).toEqual(first);
      expect(context.dbQueries).toBe(1);
    });

    it('compares registrations of this week with the week before, in scope', async () => {
      expect(await registrationTrend(handle.db, account, coordinator, now)).toEqual({ thisWeek: 1, lastWeek: 1 });
      expect(await registrationTrend(handle.db, account, support, now)).toEqual({ thisWeek: 3, lastWeek: 1 });
    });

    it('keeps a coordinator to their own imports; staff also see the failures of the week', async () => {
      const mine = await importsSummary(handle.db, coordinator, now);
      expect(mine.inProgress.map((i) => i.id)).toEqual(['mine-running']);
      expect(mine.lastFinished?.id).toBe('mine-done');
      expect(mine.failedThisWeek).toBeNull();
      const all = await importsSummary(handle.db, support, now);
      expect(all.failedThisWeek?.map((i) => i.id)).toEqual(['other-failed']);
      expect(all.lastFinished?.id).toBe('mine-done');
    });

    it('counts upstream errors and 429s of the last 24 hours per operation', async () => {
      const problems = await upstreamProblems(handle.db, now);
      expect(problems).toEqual({
        requests: 5,
        errors: 2,
        tooManyRequests: 1,
        byOperation: [
          { operation: 'getOrgStudent', errors: 1, tooManyRequests: 1 },
          { operation: 'listStudents', errors: 1, tooManyRequests: 0 },
        ],
      });
    });
  });
}
