import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAuditLogFilters, parseRequestLogFilters } from '@/lib/activity/activity-filters';
import type { DbHandle } from '@/server/db/client';
import { auditLog, requestLog, user } from '@/server/db/schema';
import { testDatabases } from '@/test/support/db/test-databases';
import { activityCountCap, listAuditLog, listRequestLog } from './queries';

const at = (iso: string) => new Date(iso);

describe.each(testDatabases())('activity queries ($name)', (target) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await target.open();
    const base = { method: 'GET', durationMs: 12 };
    await handle.db.insert(requestLog).values([
      {
        ...base,
        at: at('2025-03-01T10:00:00Z'),
        userId: 'u1',
        userEmail: 'admin@demo.test',
        operation: 'validateMe',
        pathTemplate: '/api-account/validate-me',
        status: 200,
        errorCode: null,
        requestId: 'r-1',
      },
      {
        ...base,
        at: at('2025-03-01T11:00:00Z'),
        userId: 'u2',
        userEmail: 'support@demo.test',
        operation: 'getStudent',
        pathTemplate: '/student/{studentId}',
        status: 404,
        errorCode: 'not_found',
        requestId: 'r-2',
      },
      {
        ...base,
        at: at('2025-03-02T09:00:00Z'),
        userId: 'u2',
        userEmail: 'support@demo.test',
        operation: 'listStudents',
        pathTemplate: '/student',
        status: 503,
        errorCode: 'service_unavailable',
        requestId: 'r-3',
      },
      {
        ...base,
        at: at('2025-03-03T09:00:00Z'),
        userId: null,
        userEmail: null,
        operation: 'listStudents',
        pathTemplate: '/student',
        status: 0,
        errorCode: 'timeout',
        requestId: 'r-4',
      },
      {
        ...base,
        at: at('2025-03-03T10:00:00Z'),
        userId: 'u3',
        userEmail: 'odd_%name@demo.test',
        operation: 'listGroupChallenges',
        pathTemplate: '/{organizationId}/group-challenge',
        organizationId: 'org-stem',
        status: 200,
        errorCode: null,
        requestId: 'r-5',
      },
      {
        ...base,
        at: at('2025-03-03T11:00:00Z'),
        userId: 'u3',
        userEmail: 'odd_%name@demo.test',
        operation: 'listStudents',
        pathTemplate: '/student',
        status: 200,
        errorCode: null,
        requestId: 'r-6',
        background: true,
      },
    ]);
    const audit = { targetType: 'user', targetId: 't', summary: 's', details: {} };
    await handle.db.insert(auditLog).values([
      {
        ...audit,
        at: at('2025-03-01T10:00:00Z'),
        userId: 'u1',
        userEmail: 'admin@demo.test',
        action: 'user.create',
        requestId: null,
      },
      {
        ...audit,
        at: at('2025-03-02T10:00:00Z'),
        userId: 'u2',
        userEmail: 'support@demo.test',
        action: 'student.update',
        targetType: 'student',
        requestId: 'r-9',
      },
      {
        ...audit,
        at: at('2025-03-03T10:00:00Z'),
        userId: 'u1',
        userEmail: 'admin@demo.test',
        action: 'student.update',
        targetType: 'student',
        requestId: 'r-10',
      },
    ]);
  });
  afterAll(async () => {
    await target.cleanup();
  });

  const requests = async (params: Record<string, string>) => listRequestLog(parseRequestLogFilters(params), handle.db);
  const ids = (page: { rows: Array<{ requestId: string | null }> }) => page.rows.map((r) => r.requestId);

  it('lists requests newest first with totals', async () => {
    const page = await requests({});
    expect(ids(page)).toEqual(['r-5', 'r-4', 'r-3', 'r-2', 'r-1']);
    expect(page).toMatchObject({ page: 1, limit: 50, total: 5, totalPages: 1 });
    expect(page.rows[4]).toEqual({
      id: expect.any(Number),
      at: '2025-03-01T10:00:00.000Z',
      userEmail: 'admin@demo.test',
      operation: 'validateMe',
      method: 'GET',
      pathTemplate: '/api-account/validate-me',
      organization: null,
      studentId: null,
      status: 200,
      errorCode: null,
      durationMs: 12,
      requestId: 'r-1',
      background: false,
    });
  });

  it('filters by operation, status class, exact status, no answer, user and days', async () => {
    expect(ids(await requests({ operation: 'listStudents' }))).toEqual(['r-4', 'r-3']);
    expect(ids(await requests({ status: '2xx' }))).toEqual(['r-5', 'r-1']);
    expect(ids(await requests({ status: '4xx' }))).toEqual(['r-2']);
    expect(ids(await requests({ status: '503' }))).toEqual(['r-3']);
    expect(ids(await requests({ status: 'none' }))).toEqual(['r-4']);
    expect(ids(await requests({ user: 'SUPPORT' }))).toEqual(['r-3', 'r-2']);
    expect(ids(await requests({ user: '_%' }))).toEqual(['r-5']);
    expect(ids(await requests({ from: '2025-03-02', to: '2025-03-02' }))).toEqual(['r-3']);
    expect(ids(await requests({ from: '2025-03-03' }))).toEqual(['r-5', 'r-4']);
    expect(ids(await requests({ operation: 'listStudents', status: '5xx', user: 'support' }))).toEqual(['r-3']);
  });

  it('names the organization of an organization-scoped call, never by its id', async () => {
    const filters = parseRequestLogFilters({ operation: 'listGroupChallenges' });
    const named = await listRequestLog(filters, handle.db, new Map([['org-stem', 'STEM Olympiad']]));
    expect(named.rows.map((r) => r.organization)).toEqual(['STEM Olympiad']);
    expect((await listRequestLog(filters, handle.db)).rows.map((r) => r.organization)).toEqual([
      'an organization not named by the API',
    ]);
  });

  it('shows people’s calls by default; background reads only when asked', async () => {
    expect(ids(await requests({}))).not.toContain('r-6');
    expect(ids(await requests({ calls: 'background' }))).toEqual(['r-6']);
    const all = await requests({ calls: 'all' });
    expect(ids(all)[0]).toBe('r-6');
    expect(all.total).toBe(6);
    expect(all.rows[0]!.background).toBe(true);
    expect(ids(await requests({ calls: 'nonsense' }))).not.toContain('r-6');
  });

  it('pages on the server', async () => {
    const second = await listRequestLog({ page: 2, limit: 25, calls: 'people' }, handle.db);
    expect(second).toMatchObject({ rows: [], total: 5, totalPages: 1 });
    const small = await listRequestLog({ page: 2, limit: 2, calls: 'people' }, handle.db);
    expect(ids(small)).toEqual(['r-3', 'r-2']);
    expect(small.totalPages).toBe(3);
  });

  it('answers an empty page when nothing matches', async () => {
    expect(await requests({ operation: 'deleteApplication' })).toEqual({
      rows: [],
      page: 1,
      limit: 50,
      total: 0,
      totalCapped: false,
      totalPages: 0,
      hasMore: false,
    });
  });

  it('lists and filters the audit log', async () => {
    const audits = async (params: Record<string, string>) => listAuditLog(parseAuditLogFilters(params), handle.db);
    expect((await audits({})).rows.map((r) => r.action)).toEqual(['student.update', 'student.update', 'user.create']);
    expect(ids(await audits({ action: 'student.' }))).toEqual(['r-10', 'r-9']);
    expect(ids(await audits({ user: 'admin', action: 'student' }))).toEqual(['r-10']);
    expect(ids(await audits({ to: '2025-03-01' }))).toEqual([null]);
    const first = (await audits({ user: 'support' })).rows[0];
    expect(first).toEqual({
      id: expect.any(Number),
      at: '2025-03-02T10:00:00.000Z',
      userEmail: 'support@demo.test',
      action: 'student.update',
      targetType: 'student',
      targetId: 't',
      summary: 's',
      requestId: 'r-9',
      userName: null,
      words: { action: 'student.update', target: { kind: 'student', name: null }, detail: null },
    });
  });

  it('names the users of an entry and picks a known action exactly', async () => {
    await handle.db
      .insert(user)
      .values({ id: 'u-named', name: 'Nino Beridze', email: 'nino@demo.test', role: 'admin' });
    const entry = { targetType: 'user', summary: 's', requestId: null, userEmail: 'nino@demo.test' };
    await handle.db.insert(auditLog).values([
      {
        ...entry,
        at: at('2025-04-01T10:00:00Z'),
        userId: 'u-named',
        action: 'user.password',
        targetId: 'u-named',
        details: { endedSessions: 2 },
      },
      {
        ...entry,
        at: at('2025-04-01T11:00:00Z'),
        userId: 'u-named',
        action: 'user.password-reset',
        targetId: 'u-named',
      },
    ]);
    const page = await listAuditLog(parseAuditLogFilters({ action: 'user.password' }), handle.db);
    expect(page.rows).toHaveLength(1);
    expect(page.rows[0]).toMatchObject({
      userName: 'Nino Beridze',
      words: {
        action: 'user.password',
        target: { kind: 'user', name: 'Nino Beridze (nino@demo.test)' },
        detail: { kind: 'browsersSignedOut', count: 2 },
      },
    });
  });
});

describe.each(testDatabases())('a log past the count’s cap ($name)', (target) => {
  let handle: DbHandle;
  const calls = activityCountCap + 30;
  beforeAll(async () => {
    handle = await target.open();
    await handle.db.insert(requestLog).values(
      Array.from({ length: calls }, (_, i) => ({
        at: new Date(Date.UTC(2025, 4, 1) + i * 60_000),
        userId: 'u1',
        userEmail: 'admin@demo.test',
        operation: 'getStudent',
        method: 'GET',
        pathTemplate: '/student/{studentId}',
        status: 200,
        durationMs: 10,
        requestId: `r-cap-${i}`,
      })),
    );
  });
  afterAll(() => target.cleanup());
  const page = (n: number) => listRequestLog({ page: n, limit: 50, calls: 'people' }, handle.db);

  it('says "more than" the cap and goes on while there is a next page; the last page tells the total', async () => {
    const first = await page(1);
    expect(first).toMatchObject({ total: activityCountCap, totalCapped: true, hasMore: true, totalPages: 20 });
    expect(first.rows[0]!.requestId).toBe(`r-cap-${calls - 1}`);
    // The cap's last page still has a next one: the pager offers it.
    expect(await page(20)).toMatchObject({ totalCapped: true, hasMore: true, totalPages: 21 });
    const last = await page(21);
    expect(last).toMatchObject({ total: calls, totalCapped: false, hasMore: false, totalPages: 21 });
    expect(last.rows.map((r) => r.requestId)).toEqual(Array.from({ length: 30 }, (_, i) => `r-cap-${29 - i}`));
    expect(await page(22)).toMatchObject({ rows: [], totalCapped: true, hasMore: false });
  });
});
