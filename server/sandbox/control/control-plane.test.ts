import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../testing';

let t: TestSandbox;
beforeEach(() => {
  t = createTestSandbox();
});
const control = (method: string, path: string, body?: unknown) =>
  t.call(method, `/__sandbox${path}`, { token: null, ...(body === undefined ? {} : { body }) });

describe('control plane (server/sandbox/README.md)', () => {
  it('clock: GET reads, POST advances by seconds or jumps to a date, forward only', async () => {
    const before = Date.parse((await control('GET', '/clock')).json.now);
    const advanced = await control('POST', '/clock', { advanceSeconds: 3600 });
    expect(Date.parse(advanced.json.now) - before).toBeGreaterThanOrEqual(3600_000);
    const target = new Date(Date.now() + 86_400_000 * 10).toISOString();
    const jumped = await control('POST', '/clock', { now: target });
    expect(Math.abs(Date.parse(jumped.json.now) - Date.parse(target))).toBeLessThan(1000);
    const back = await control('POST', '/clock', { now: new Date(0).toISOString() });
    expect([back.status, back.json.error.code]).toEqual([400, 'bad_request']);
    expect((await control('POST', '/clock', { advanceSeconds: 'soon' })).status).toBe(400);
    expect((await control('POST', '/clock', { advanceSeconds: 1, extra: true })).status).toBe(400);
  });

  it('clock: tokens, rate windows and the sandbox time follow it', async () => {
    await t.call('GET', '/grade');
    const token = await t.token('demo');
    await control('POST', '/clock', { advanceSeconds: 7200 });
    expect((await t.call('GET', '/grade', { token })).status).toBe(401);
    const fresh = await t.call('GET', '/grade');
    expect(fresh.headers.get('x-ratelimit-remaining')).toBe('99');
  });

  it('reset: back to the seed (same ids), clock back, account changes kept', async () => {
    const grades = (await t.call('GET', '/grade')).json.data;
    await control('POST', '/clock', { advanceSeconds: 10_000 });
    await control('PATCH', '/accounts/key_readOnlyPartnerAcct00003', { isActive: false });
    t.sandbox.state.reference.grades.pop();
    const reset = await control('POST', '/reset');
    expect(reset.status).toBe(200);
    expect(Math.abs(Date.parse(reset.json.now) - Date.now())).toBeLessThan(5000);
    expect((await t.call('GET', '/grade')).json.data).toEqual(grades);
    expect((await t.call('GET', '/grade', { as: 'readOnly' })).status).toBe(401);
  });

  it('emails: the outbox, filtered by ?to= case-insensitively', async () => {
    t.sandbox.sendEmail({ to: 'ana@example.test', kind: 'welcome', subject: 'Welcome' });
    t.sandbox.sendEmail({ to: 'bob@example.test', kind: 'welcome', subject: 'Welcome' });
    const all = await control('GET', '/emails');
    expect(all.json.data.length).toBeGreaterThanOrEqual(2);
    const ana = await control('GET', '/emails?to=ANA@example.test');
    expect(ana.json.data).toEqual([
      { to: 'ana@example.test', kind: 'welcome', subject: 'Welcome', sentAt: expect.any(String) },
    ]);
  });

  it('accounts: PATCH changes roles and isActive; unknown key 404; bad body 400; no secrets listed', async () => {
    const patched = await control('PATCH', '/accounts/key_demoPartnerAccount000001', {
      roles: [{ effect: 'allow', action: 'grade/read', target: 'core' }],
    });
    expect(patched.status).toBe(200);
    expect(patched.json.data.roles).toEqual([{ effect: 'allow', action: 'grade/read', target: 'core' }]);
    expect((await t.call('GET', '/grade')).status).toBe(200);
    expect((await t.call('GET', '/country')).status).toBe(403);
    const me = await t.call('GET', '/api-account/validate-me');
    expect(me.status).toBe(403);
    expect((await control('PATCH', '/accounts/key_nobody', { isActive: false })).status).toBe(404);
    expect(
      (await control('PATCH', '/accounts/key_demoPartnerAccount000001', { roles: [{ effect: 'maybe' }] })).status,
    ).toBe(400);
    expect((await control('PATCH', '/accounts/key_demoPartnerAccount000001', '{bad')).status).toBe(400);
    expect((await control('GET', '/accounts')).text).not.toContain('secret_');
  });

  it('deprecations: the operation answers Deprecation and Sunset on every answer, refusals too; DELETE and reset clear', async () => {
    const sunset = 'Wed, 30 Jun 2027 00:00:00 GMT';
    const added = await control('POST', '/deprecations', { operation: 'listGrades', sunset });
    expect(added.status).toBe(201);
    expect(added.json.data).toEqual({ operation: 'listGrades', deprecation: expect.stringMatching(/^@\d+$/), sunset });
    const ok = await t.call('GET', '/grade');
    expect([ok.status, ok.headers.get('sunset'), ok.headers.get('deprecation')]).toEqual([
      200,
      sunset,
      added.json.data.deprecation,
    ]);
    expect((await t.call('GET', '/grade', { as: 'readOnly', token: 'not-a-token' })).headers.get('sunset')).toBe(
      sunset,
    );
    expect((await t.call('GET', '/country')).headers.get('sunset')).toBeNull();
    expect((await control('POST', '/deprecations', { operation: 'noSuchOperation', sunset })).status).toBe(400);
    expect((await control('DELETE', '/deprecations')).json.data.cleared).toBe(1);
    expect((await t.call('GET', '/grade')).headers.get('deprecation')).toBeNull();
    await control('POST', '/deprecations', { operation: 'listGrades', deprecation: '@1700000000', sunset });
    await control('POST', '/reset');
    expect((await t.call('GET', '/grade')).headers.get('deprecation')).toBeNull();
  });

  it('faults: inject for one operation with a count, after the rate limit; DELETE clears', async () => {
    const added = await control('POST', '/faults', { operation: 'listGrades', status: 503, count: 2 });
    expect(added.status).toBe(201);
    const first = await t.call('GET', '/grade');
    expect([first.status, first.json.error.code, first.headers.get('retry-after')]).toEqual([
      503,
      'service_unavailable',
      '1',
    ]);
    expect(first.headers.get('x-ratelimit-remaining')).toBe('99');
    expect((await t.call('GET', '/country')).status).toBe(200);
    expect((await t.call('GET', '/grade')).status).toBe(503);
    expect((await t.call('GET', '/grade')).status).toBe(200);
    await control('POST', '/faults', { status: 500, code: 'internal_error' });
    expect((await t.call('GET', '/country')).status).toBe(500);
    expect((await control('DELETE', '/faults')).json.data.cleared).toBe(1);
    expect((await t.call('GET', '/country')).status).toBe(200);
  });

  it('faults: probability 0 never fires; 502 answers without the JSON envelope; latency delays', async () => {
    await control('POST', '/faults', { status: 500, probability: 0 });
    expect((await t.call('GET', '/grade')).status).toBe(200);
    await control('DELETE', '/faults');
    await control('POST', '/faults', { operation: 'listGrades', status: 502, count: 1 });
    const gateway = await t.call('GET', '/grade');
    expect(gateway.status).toBe(502);
    expect(gateway.json).toBeUndefined();
    await control('POST', '/faults', { operation: 'listGrades', status: 200, latencyMs: 150, count: 1 });
    const started = Date.now();
    expect((await t.call('GET', '/grade')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect((await control('POST', '/faults', { status: 503, operation: 'noSuchOperation' })).status).toBe(400);
  });

  it('faults: an answer held by a long latency goes on at once when released; nothing held, nothing released', async () => {
    await control('DELETE', '/faults');
    expect((await control('POST', '/faults/release')).json.data).toEqual({ released: 0 });
    await control('POST', '/faults', { operation: 'listGrades', status: 200, latencyMs: 60_000, count: 1 });
    const started = Date.now();
    let answered = false;
    const answer = t.call('GET', '/grade').then((r) => {
      answered = true;
      return r;
    });
    // Released as soon as the answer is held (it may take a moment to get there); another operation's release
    // leaves it held.
    await vi.waitFor(async () => {
      expect(answered).toBe(false);
      expect((await control('POST', '/faults/release', { operation: 'listCountries' })).json.data).toEqual({
        released: 0,
      });
      expect((await control('POST', '/faults/release', { operation: 'listGrades' })).json.data).toEqual({
        released: 1,
      });
    });
    expect((await answer).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('an unknown control path answers 404 with the error body', async () => {
    const res = await control('GET', '/nothing');
    expect([res.status, res.json.error.code]).toEqual([404, 'not_found']);
  });
  it('reference/countries: adds selectable countries up to `atLeast`, read over two pages; repeating adds none', async () => {
    const added = await control('POST', '/reference/countries', { atLeast: 130 });
    expect(added.status).toBe(200);
    expect(added.json.data).toMatchObject({ selectable: 130 });
    const page2 = await t.call('GET', '/country?page=2&limit=100');
    expect(page2.json.pagination).toMatchObject({ total: 130, totalPages: 2 });
    expect(page2.json.data.map((c: { name: string }) => c.name)).toContain(added.json.data.last);
    expect((await control('POST', '/reference/countries', { atLeast: 130 })).json.data).toMatchObject({ added: 0 });
    expect((await control('POST', '/reference/countries', { atLeast: 0 })).status).toBe(400);
  });

  it("students/:id/documents: issues certificates to a signed-in student, listed by the API's pages", async () => {
    const stem = t.sandbox.state.reference.organizations.find((o) => o.slug === 'stem')!;
    const copy = t.sandbox.state.students.orgCopies.find((c) => c.organizationId === stem._id)!;
    const issued = await control('POST', `/students/${copy.mainId}/documents`, {
      organization: 'stem',
      kind: 'certificate',
      count: 60,
    });
    expect(issued.status).toBe(200);
    expect(issued.json.data).toMatchObject({ kind: 'certificate', issued: 60 });
    const list = await t.call('GET', `/${stem._id}/certificate/${copy.mainId}?limit=100`);
    expect(list.json.pagination.total).toBe(issued.json.data.total);
    expect(list.json.data.map((d: { title: string }) => d.title)).toContain('Certificate 60');
    const never = t.sandbox.state.students.students.find(
      (s) => !t.sandbox.state.students.orgCopies.some((c) => c.organizationId === stem._id && c.mainId === s._id),
    )!;
    const refused = await control('POST', `/students/${never._id}/documents`, {
      organization: 'stem',
      kind: 'report',
      count: 1,
    });
    expect(refused.status).toBe(409);
    expect(
      (await control('POST', `/students/${copy.mainId}/documents`, { organization: 'nope', kind: 'report', count: 1 }))
        .status,
    ).toBe(404);
  });
});
