import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { sandboxDemoAccount } from '@/lib/partner-api/sandbox-credentials';
import type { DbHandle } from '@/server/db/client';
import { apiLifecycle, requestLog } from '@/server/db/schema';
import { testDatabases } from '@/test/support/db/test-databases';
import { setLoggerForTests } from '@/server/log/logger';
import { runAsActor, currentActor } from './actor-context';
import { createPartnerClient } from './client';
import { createPartnerApi } from './operations';
import { databaseRequestLog } from './request-log';
import { retiringOperations } from '@/server/activity/api-lifecycle';
import { apiError, fakeFetch, ok } from '@/test/support/partner/fakes';

describe('actor context', () => {
  it('carries the dashboard user through async calls, and none outside', async () => {
    expect(currentActor()).toBeNull();
    const seen = await runAsActor({ id: 'u7', email: 'a@example.org' }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return currentActor();
    });
    expect(seen).toEqual({ id: 'u7', email: 'a@example.org' });
    expect(currentActor()).toBeNull();
  });
});

describe.each(testDatabases().slice(0, 1))('request log in the database ($name)', (target) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await target.open();
  });
  afterAll(async () => {
    await target.cleanup();
  });

  it('writes one row per upstream request, with the student its path named, without token, secret or body', async () => {
    const sink = databaseRequestLog({ getDb: async () => handle.db, flushMs: 5 });
    const fetch = fakeFetch((_req, i) =>
      i === 0
        ? ok({ valid: true, problems: [] }, {}, { 'x-request-id': 'api-1' })
        : apiError(404, 'not_found', 'Student not found!', { 'x-request-id': 'api-2' }),
    );
    const api = createPartnerApi(
      createPartnerClient({ baseUrl: 'https://partner.example/v1', ...sandboxDemoAccount, fetch, requestLog: sink }),
    );
    await runAsActor({ id: 'u1', email: 'coord@example.org' }, async () => {
      await api.checkStudentRegistration({ email: 'private@example.org' } as never);
      await api.getStudent('cccccccccccccccccccccccc').catch(() => null);
    });
    await sink.flush();
    const rows = await handle.db.select().from(requestLog).orderBy(desc(requestLog.id));
    expect(
      rows.map((r) => [
        r.operation,
        r.method,
        r.pathTemplate,
        r.status,
        r.errorCode,
        r.requestId,
        r.userEmail,
        r.studentId,
      ]),
    ).toEqual([
      [
        'getStudent',
        'GET',
        '/student/{studentId}',
        404,
        'not_found',
        'api-2',
        'coord@example.org',
        'cccccccccccccccccccccccc',
      ],
      ['checkStudentRegistration', 'POST', '/student/check', 200, null, 'api-1', 'coord@example.org', null],
    ]);
    // The student's id is kept in its own column (support finds a student's calls by it); nothing of a body is.
    const text = JSON.stringify(rows.map(({ studentId: _, ...rest }) => rest));
    for (const secret of [sandboxDemoAccount.apiSecret, 'Bearer', 'private@example.org', 'cccccccccccccccccccccccc'])
      expect(text).not.toContain(secret);
  });

  it("keeps each operation's last Deprecation and Sunset, from any answer, with when they were first and last seen (spec §9.5)", async () => {
    const sink = databaseRequestLog({ getDb: async () => handle.db, flushMs: 5 });
    const notice = (sunset: string) => ({ deprecation: '@1790000000', sunset });
    const fetch = fakeFetch((_req, i) =>
      i === 0
        ? ok({ valid: true, problems: [] }, {}, notice('Wed, 30 Jun 2027 00:00:00 GMT'))
        : i === 1
          ? ok({ valid: true, problems: [] })
          : apiError(404, 'not_found', 'Student not found!', notice('Thu, 30 Sep 2027 00:00:00 GMT')),
    );
    const api = createPartnerApi(
      createPartnerClient({ baseUrl: 'https://partner.example/v1', ...sandboxDemoAccount, fetch, requestLog: sink }),
    );
    await api.checkStudentRegistration({ email: 'a@example.org' } as never);
    await sink.flush();
    await api.checkStudentRegistration({ email: 'b@example.org' } as never);
    await api.checkStudentRegistration({ email: 'c@example.org' } as never).catch(() => null);
    await sink.flush();
    const rows = await handle.db.select().from(apiLifecycle);
    expect(rows).toEqual([
      {
        operation: 'checkStudentRegistration',
        deprecation: '@1790000000',
        // The refusal's headers count too, and the last one seen wins.
        sunset: 'Thu, 30 Sep 2027 00:00:00 GMT',
        firstSeenAt: expect.any(Date),
        lastSeenAt: expect.any(Date),
      },
    ]);
    expect(rows[0]!.lastSeenAt.getTime()).toBeGreaterThan(rows[0]!.firstSeenAt.getTime());
  });

  it('lists the retiring operations from the table at most every 5 s, and at once after this process wrote one', async () => {
    await handle.db.delete(apiLifecycle);
    const now = Date.now();
    expect(await retiringOperations(handle.db, now)).toEqual([]);
    // Another instance's write: seen once the 5 s are up, not before.
    const at = new Date();
    await handle.db
      .insert(apiLifecycle)
      .values({ operation: 'listExams', deprecation: null, sunset: null, firstSeenAt: at, lastSeenAt: at });
    expect(await retiringOperations(handle.db, now + 4_999)).toEqual([]);
    expect((await retiringOperations(handle.db, now + 5_000)).map((o) => o.operation)).toEqual(['listExams']);
    // This process's own write (the request log's): seen at the next list.
    const sink = databaseRequestLog({ getDb: async () => handle.db, flushMs: 5 });
    const api = createPartnerApi(
      createPartnerClient({
        baseUrl: 'https://partner.example/v1',
        ...sandboxDemoAccount,
        fetch: fakeFetch(() => ok({ valid: true, problems: [] }, {}, { sunset: 'Wed, 30 Jun 2027 00:00:00 GMT' })),
        requestLog: sink,
      }),
    );
    await api.checkStudentRegistration({ email: 'a@example.org' } as never);
    await sink.flush();
    expect((await retiringOperations(handle.db, now + 5_001)).map((o) => [o.operation, o.sunset])).toEqual([
      ['checkStudentRegistration', 'Wed, 30 Jun 2027 00:00:00 GMT'],
      ['listExams', null],
    ]);
  });

  it('never blocks nor breaks a call when the database fails', async () => {
    const lines: { level: string; msg: string; entries?: number }[] = [];
    setLoggerForTests(
      new Writable({
        write: (chunk: Buffer, _encoding, done) => done(void lines.push(JSON.parse(String(chunk)))),
      }),
    );
    const sink = databaseRequestLog({ getDb: () => Promise.reject(new Error('database down')), flushMs: 5 });
    const api = createPartnerApi(
      createPartnerClient({
        baseUrl: 'https://partner.example/v1',
        ...sandboxDemoAccount,
        fetch: fakeFetch(() => ok({ valid: true, problems: [] })),
        requestLog: sink,
      }),
    );
    await expect(api.checkStudentRegistration({} as never)).resolves.toMatchObject({ data: { valid: true } });
    await expect(sink.flush()).resolves.toBeUndefined();
    await api.checkStudentRegistration({} as never);
    await sink.flush();
    // One warning for the first failed batch, not one per batch.
    expect(lines.filter((l) => l.level === 'warn')).toEqual([
      expect.objectContaining({ component: 'partner', entries: 1, msg: expect.stringContaining('could not write') }),
    ]);
    setLoggerForTests();
  });
});
