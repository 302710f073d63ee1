import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@/server/db/client';
import { requestLog } from '@/server/db/schema';
import { rowsOf } from '@/server/db/rows-of';
import { measuring } from '@/test/support/db/plan-rows';
import { testDatabases } from '@/test/support/db/test-databases';
import { upstreamProblems } from './operations';

const now = Date.parse('2030-03-10T12:02:30Z');
const day = 24 * 3600_000;
/** The day's first 5 minutes run from 12:00:00 yesterday: the window starts 2.5 minutes into them. */
const since = now - day;

const row = (at: number, status: number, operation = 'listStudents', i = 0) => ({
  at: new Date(at),
  userId: null,
  userEmail: null,
  operation,
  method: 'GET',
  pathTemplate: '/students',
  status,
  errorCode: null,
  durationMs: 20,
  requestId: `req-${at}-${status}-${i}`,
});

/** What Home said before the counts: the day's rows of the request log themselves. */
async function fromTheLog(db: DbHandle['db']) {
  const rows = rowsOf(
    await db.execute(sql`
      select operation, count(*)::int as requests, count(*) filter (where status = 0 or status >= 500)::int as errors,
        count(*) filter (where status = 429)::int as too_many
      from request_log where at >= ${new Date(since).toISOString()}::timestamptz group by operation`),
  );
  const byOperation = rows
    .map((r) => ({ operation: String(r.operation), errors: Number(r.errors), tooManyRequests: Number(r.too_many) }))
    .filter((r) => r.errors > 0 || r.tooManyRequests > 0);
  return {
    requests: rows.reduce((n, r) => n + Number(r.requests), 0),
    errors: byOperation.reduce((n, r) => n + r.errors, 0),
    tooManyRequests: byOperation.reduce((n, r) => n + r.tooManyRequests, 0),
    operations: byOperation.map((r) => r.operation).sort(),
  };
}

const summary = (p: Awaited<ReturnType<typeof upstreamProblems>>) => ({
  requests: p.requests,
  errors: p.errors,
  tooManyRequests: p.tooManyRequests,
  operations: p.byOperation.map((r) => r.operation).sort(),
});

for (const target of testDatabases()) {
  describe(`Home's last 24 hours of the request log, from its 5-minute counts (${target.name})`, () => {
    let handle: DbHandle;
    beforeAll(async () => {
      handle = await target.open();
    });
    afterAll(() => target.cleanup());

    it('counts exactly the day: rows just before its start left out, those of its first 5 minutes after it in', async () => {
      const { db } = handle;
      await db.insert(requestLog).values([
        row(since - 1_000, 503), // in the day's first 5 minutes, before the day
        row(since - 10 * 60_000, 429, 'getStudent'), // before them
        row(since, 500, 'getStudent'), // the day's first moment
        row(since + 1_000, 200),
        row(since + 2 * 3600_000, 0),
        row(now - 60_000, 429),
        row(now, 200, 'listApplications'),
      ]);
      expect(summary(await upstreamProblems(db, now))).toEqual(await fromTheLog(db));
      expect(await upstreamProblems(db, now)).toMatchObject({ requests: 5, errors: 2, tooManyRequests: 1 });
    });

    it('stays exact when rows are deleted, and empty once the log is emptied', async () => {
      const { db } = handle;
      await db.execute(sql`delete from request_log where status = 0`);
      expect(summary(await upstreamProblems(db, now))).toEqual(await fromTheLog(db));
      expect((await upstreamProblems(db, now)).errors).toBe(1);
      await db.execute(sql`truncate request_log`);
      expect(await upstreamProblems(db, now)).toMatchObject({ requests: 0, errors: 0, byOperation: [] });
      expect(rowsOf(await db.execute(sql`select count(*)::int as n from request_log_counts`))[0]?.n).toBe(0);
    });

    it('counts every call of batches written at once (two instances’ request logs): none lost, none twice', async () => {
      const { db } = handle;
      await db.execute(sql`truncate request_log`);
      const operations = Array.from({ length: 12 }, (_, i) => `operation${i}`);
      const batch = (b: number) =>
        Array.from({ length: 120 }, (_, i) => {
          const operation = operations[(b % 2 ? i : 119 - i) % operations.length]!;
          return row(now - ((i * 37) % 30) * 60_000, i % 9 === 0 ? 503 : 200, operation, b * 1_000 + i);
        });
      await Promise.all(Array.from({ length: 8 }, (_, b) => db.insert(requestLog).values(batch(b))));
      expect(summary(await upstreamProblems(db, now))).toEqual(await fromTheLog(db));
      expect((await upstreamProblems(db, now)).requests).toBe(8 * 120);
    });

    it('reads at most the day’s first 5 minutes of the log, however many calls the day held', async () => {
      const { db } = handle;
      await db.execute(sql`truncate request_log`);
      // 12,000 calls over the day (one every 7.2 s): the directory sync of a large account makes many more.
      const calls = Array.from({ length: 12_000 }, (_, i) =>
        row(
          since + i * 7_200,
          i % 100 === 0 ? 503 : i % 150 === 0 ? 429 : 200,
          i % 3 ? 'listStudents' : 'listOrgStudents',
          i,
        ),
      );
      for (let i = 0; i < calls.length; i += 2_000) await db.insert(requestLog).values(calls.slice(i, i + 2_000));
      const read: number[] = [];
      const problems = await upstreamProblems(db, now, measuring(db, read, 'request_log'));
      expect(summary(problems)).toEqual(await fromTheLog(db));
      expect(problems.requests).toBe(12_000);
      // The first 5 minutes hold the calls of the window's first 2.5 minutes: 21 of them.
      expect(read[0]).toBeLessThanOrEqual(21);
    });
  });
}
