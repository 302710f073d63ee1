import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { parseAuditLogFilters, parseRequestLogFilters } from '@/lib/activity/activity-filters';
import { listAuditLog, listRequestLog } from '@/server/activity/queries';
import { queueAudit } from '@/server/audit/write-audit';
import type { Db, DbHandle } from '@/server/db/client';
import { auditLog } from '@/server/db/schema';
import { componentLogger, setLoggerForTests } from '@/server/log/logger';
import { requestStorage, type RequestContext } from '@/server/log/request-context';
import { metrics } from '@/server/metrics/registry';
import { databaseRequestLog } from '@/server/partner/request-log';
import { testDatabases } from '@/test/support/db/test-databases';
import { flushPendingWrites, writeBehind } from './write-behind';

/** The log's lines from now on (until the next test). */
function captureLog(): { lines: { level: string; msg: string; component?: string; entries?: number }[] } {
  const lines: { level: string; msg: string; component?: string; entries?: number }[] = [];
  setLoggerForTests(
    new Writable({ write: (chunk: Buffer, _encoding, done) => done(void lines.push(JSON.parse(String(chunk)))) }),
  );
  return { lines };
}

const aRequest = (): RequestContext => ({ requestId: 'req-test', method: 'POST', path: '/students' });
const entry = (n: number) => ({
  user: { id: 'u1', email: 'admin@example.test' },
  action: 'test.burst',
  targetType: 'test',
  targetId: String(n),
  summary: `entry ${n}`,
});

async function backgroundStatements(): Promise<number> {
  const { values } = await metrics().dbQueries.get();
  return values.find((v) => v.labels.route === 'background')?.value ?? 0;
}

afterEach(() => setLoggerForTests());

describe('writeBehind', () => {
  it('turns a burst of N rows into ceil(N / batch) writes, in order', async () => {
    const batches: number[][] = [];
    const queue = writeBehind<number>({
      what: 'numbers',
      log: componentLogger('test'),
      maxBatch: 50,
      register: false,
      write: async (batch) => void batches.push(batch),
    });
    requestStorage.run(aRequest(), () => {
      for (let n = 0; n < 120; n++) queue.add(n);
    });
    await queue.flush();
    expect(batches.map((b) => b.length)).toEqual([50, 50, 20]);
    expect(batches.flat()).toEqual([...Array(120).keys()]);
  });

  it('logs a failing write once a minute, never throws it, and goes on writing later batches', async () => {
    const { lines } = captureLog();
    let failing = true;
    const written: string[] = [];
    const queue = writeBehind<string>({
      what: 'test rows',
      log: componentLogger('test'),
      failureLevel: 'error',
      register: false,
      write: async (batch) => {
        if (failing) throw new Error('database down');
        written.push(...batch);
      },
    });
    expect(() => queue.add('a')).not.toThrow();
    await expect(queue.flush()).resolves.toBeUndefined();
    queue.add('b');
    await queue.flush();
    failing = false;
    queue.add('c');
    await queue.flush();
    expect(written).toEqual(['c']);
    expect(lines.filter((l) => l.level === 'error')).toEqual([
      expect.objectContaining({
        component: 'test',
        entries: 1,
        msg: expect.stringContaining('could not write test rows'),
      }),
    ]);
  });
});

describe.each(testDatabases())('the audit log, written behind ($name)', (target) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await target.open();
  });
  afterAll(async () => {
    await target.cleanup();
  });

  it('writes nothing while the request runs, then 450 entries in at most ceil(450 / 200) statements, none of them the request’s', async () => {
    const request = aRequest();
    requestStorage.run(request, () => queueAudit(entry(0), handle.db));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await handle.db.select().from(auditLog).where(eq(auditLog.action, 'test.burst'))).toEqual([]);

    const before = await backgroundStatements();
    requestStorage.run(request, () => {
      for (let n = 1; n < 450; n++) queueAudit(entry(n), handle.db);
    });
    await flushPendingWrites();
    expect((await backgroundStatements()) - before).toBeLessThanOrEqual(Math.ceil(450 / 200));
    expect(request.dbQueries ?? 0).toBe(0);
    const rows = await handle.db
      .select({ targetId: auditLog.targetId })
      .from(auditLog)
      .where(eq(auditLog.action, 'test.burst'))
      .orderBy(asc(auditLog.id));
    expect(rows.map((r) => Number(r.targetId))).toEqual([...Array(450).keys()]);
  });
});

describe.each(testDatabases().slice(0, 1))('what a person reads back at once ($name)', (target) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await target.open();
  });
  afterAll(async () => {
    await target.cleanup();
  });

  it('the Activity page lists an audit entry and an upstream call queued a moment ago, before any flush', async () => {
    const calls = databaseRequestLog({ getDb: async () => handle.db });
    requestStorage.run(aRequest(), () => {
      queueAudit({ ...entry(1), action: 'test.read-back' }, handle.db);
      calls.record({
        at: new Date(),
        userId: 'u1',
        userEmail: 'admin@example.test',
        operation: 'getStudent',
        method: 'GET',
        pathTemplate: '/student/{studentId}',
        organizationId: null,
        studentId: null,
        status: 200,
        errorCode: null,
        durationMs: 5,
        requestId: 'api-read-back-1',
        background: false,
      });
    });
    const audits = await listAuditLog(parseAuditLogFilters({ action: 'test.read-back' }), handle.db);
    expect(audits.rows).toHaveLength(1);
    const requests = await listRequestLog(parseRequestLogFilters({ requestId: 'api-read-back-1' }), handle.db);
    expect(requests.rows.map((r) => r.requestId)).toEqual(['api-read-back-1']);
  });
});

describe('an audit entry that cannot be written', () => {
  it('is logged as an error and not thrown into the request', async () => {
    const { lines } = captureLog();
    const failing = {
      insert: () => ({ values: () => Promise.reject(new Error('database down')) }),
    } as unknown as Db;
    expect(() => requestStorage.run(aRequest(), () => queueAudit(entry(1), failing))).not.toThrow();
    await expect(flushPendingWrites()).resolves.toBeUndefined();
    expect(lines.filter((l) => l.level === 'error')).toEqual([
      expect.objectContaining({ component: 'audit', entries: 1, msg: expect.stringContaining('audit log entries') }),
    ]);
  });
});
