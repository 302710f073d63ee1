import { describe, expect, it, vi } from 'vitest';
import { sandboxDemoAccount } from '@/lib/partner-api/sandbox-credentials';
import { createPartnerClient } from './client';
import { createPartnerApi } from './operations';
import { PartnerApiError } from './partner-api-error';
import { memoryRequestLog } from './request-log';
import { runAsActor } from './actor-context';
import { apiError, fakeClock, fakeFetch, json, ok } from '@/test/support/partner/fakes';

const baseUrl = 'https://partner.example/v1';
const gradeId = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const grade = {
  _id: gradeId,
  name: '5',
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
  futureField: 1,
};
const page = { page: 1, limit: 20, total: 1, totalPages: 1 };

function setup(handler: Parameters<typeof fakeFetch>[0]) {
  const clock = fakeClock();
  const fetch = fakeFetch(handler, clock);
  const log = memoryRequestLog();
  const client = createPartnerClient({ baseUrl, ...sandboxDemoAccount, fetch, clock, requestLog: log });
  return { clock, fetch, log, client, api: createPartnerApi(client) };
}

const expectError = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PartnerApiError);
  return error as PartnerApiError;
};

describe('requests (docs/architecture.md)', () => {
  it('sends a console X-Request-Id and a bearer token, and keeps the id the API answers with', async () => {
    const { fetch, api } = setup((req) =>
      ok([grade], { pagination: page }, { 'x-request-id': `echo-${req.headers.get('x-request-id')}` }),
    );
    const result = await api.listGrades({ limit: 50 });
    const sent = fetch.requests[0]!;
    expect(sent.url.href).toBe(`${baseUrl}/grade?limit=50`);
    expect(sent.headers.get('x-request-id')).toMatch(/^pc-[A-Za-z0-9_-]{20}$/);
    expect(sent.headers.get('authorization')).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    expect(result.requestId).toBe(`echo-${sent.headers.get('x-request-id')}`);
    expect(result.data[0]).toMatchObject({ _id: gradeId, name: '5', futureField: 1 });
    expect(result.pagination).toEqual(page);
  });

  it('gives every request its own id, sends JSON bodies, and no token to health', async () => {
    const { fetch, api } = setup((req) =>
      req.url.pathname.endsWith('/health') ? json(200, { status: 'ok' }) : ok({ valid: true, problems: [] }),
    );
    await api.health();
    await api.checkStudentRegistration({ firstName: 'Ana' } as never);
    await api.checkStudentRegistration({ firstName: 'Ana' } as never);
    expect(fetch.requests[0]!.headers.has('authorization')).toBe(false);
    expect(fetch.requests[1]!.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(fetch.requests[1]!.body).toBe('{"firstName":"Ana"}');
    expect(fetch.requests[1]!.headers.get('x-request-id')).not.toBe(fetch.requests[2]!.headers.get('x-request-id'));
  });

  it('unwraps validate-me and fills paths from the operations table with encoded ids', async () => {
    const account = {
      _id: 'acc',
      apiKey: sandboxDemoAccount.apiKey,
      companyName: 'Demo',
      scopes: [],
      roles: [{ effect: 'allow', action: '*', target: '*' }],
      isActive: true,
    };
    const { fetch, api } = setup((req) =>
      req.url.pathname.endsWith('validate-me') ? json(200, account) : apiError(404, 'not_found', 'Student not found!'),
    );
    expect((await api.validateMe()).data).toEqual(account);
    await expectError(api.getOrgStudent({ organizationId: 'org/../x' }, 'abc'));
    expect(fetch.requests[1]!.url.pathname).toBe('/v1/org%2F..%2Fx/student/abc');
  });

  it('records each upstream request in the request log with the actor, never the token', async () => {
    const { log, api } = setup(() =>
      apiError(409, 'conflict', 'Student never signed in.', { 'x-request-id': 'api-9' }),
    );
    await runAsActor({ id: 'u1', email: 'coord@example.org' }, () =>
      expectError(api.linkStudentSupervisor({ organizationId: 'o' }, 's', { supervisorUsername: 'GE-T1' })),
    );
    expect(log.entries).toHaveLength(1);
    expect(log.entries[0]).toMatchObject({
      userId: 'u1',
      userEmail: 'coord@example.org',
      operation: 'linkStudentSupervisor',
      method: 'POST',
      pathTemplate: '/{organizationId}/student/{studentId}/supervisor',
      organizationId: 'o',
      status: 409,
      errorCode: 'conflict',
      requestId: 'api-9',
    });
    const text = JSON.stringify(log.entries);
    expect(text).not.toContain(sandboxDemoAccount.apiSecret);
    expect(text).not.toContain('Bearer');
    expect(text).not.toContain('GE-T1');
  });

  it('returns downloads as bytes with their content type', async () => {
    const { api } = setup(
      () =>
        new Response(new Uint8Array([37, 80, 68, 70]), {
          headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="cert.pdf"' },
        }),
    );
    const file = await api.downloadStudentCertificate({ organizationId: 'o' }, 'u', 'c');
    expect([...file.bytes]).toEqual([37, 80, 68, 70]);
    expect(file.contentType).toBe('application/pdf');
    expect(file.fileName).toBe('cert.pdf');
  });
});

describe('errors (spec §7)', () => {
  it('maps the error body to PartnerApiError', async () => {
    const { api } = setup(() =>
      apiError(409, 'conflict', 'Group not confirmed.', { 'x-request-id': 'api-7' }, { reason: 'group_not_confirmed' }),
    );
    const error = await expectError(
      api.finalSubmitGroupChallenge({ organizationId: 'o', challengeId: 'c', groupId: 'g' }, { studentId: 's' }),
    );
    expect(error.toJSON()).toEqual({
      status: 409,
      code: 'conflict',
      message: 'Group not confirmed.',
      requestId: 'api-7',
      operationId: 'finalSubmitGroupChallenge',
      details: { reason: 'group_not_confirmed' },
      retryAfter: undefined,
    });
  });

  it('names answers without the envelope and network failures, with the console request id', async () => {
    const gateway = setup(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const e502 = await expectError(gateway.api.registerStudent({} as never));
    expect([e502.status, e502.code]).toEqual([502, 'bad_gateway']);
    expect(e502.requestId).toBe(gateway.fetch.requests[0]!.headers.get('x-request-id'));

    const down = setup(() =>
      Promise.reject(new TypeError(`fetch failed for ${baseUrl} with ${sandboxDemoAccount.apiSecret}`)),
    );
    const eNet = await expectError(down.api.registerStudent({} as never));
    expect([eNet.status, eNet.code]).toEqual([0, 'network_error']);
    expect(JSON.stringify(eNet.toJSON()) + eNet.message + String(eNet.stack)).not.toContain('secret_');
    expect(down.fetch.requests).toHaveLength(1);
  });

  it('refuses a 2xx answer whose shape does not parse, without quoting values', async () => {
    const { api } = setup(() => ok({ _id: 5, name: 'Very Private Name' }));
    const error = await expectError(api.getGrade(gradeId));
    expect(error.code).toBe('invalid_response');
    expect(JSON.stringify(error.details)).not.toContain('Very Private Name');
  });
});

describe('retries (docs/architecture.md)', () => {
  it('waits Retry-After on 503 and resends, also a POST, at most three times', async () => {
    const { clock, fetch, api } = setup((_req, i) =>
      i < 2
        ? apiError(503, 'service_unavailable', 'Busy.', { 'retry-after': '1' }, { reason: 'busy' })
        : ok({ changed: true, stepId: 's', stepState: 'submitted', nextStepId: null }),
    );
    const result = await api.submitGroupChallengeStep({ organizationId: 'o', challengeId: 'c', groupId: 'g' }, 's', {
      studentId: 'x',
    });
    expect(result.data.changed).toBe(true);
    expect(fetch.requests).toHaveLength(3);
    expect(clock.sleeps).toEqual([1000, 1000]);

    const busy = setup(() => apiError(503, 'service_unavailable', 'Busy.', { 'retry-after': '1' }));
    const error = await expectError(
      busy.api.finalSubmitGroupChallenge({ organizationId: 'o', challengeId: 'c', groupId: 'g' }, { studentId: 'x' }),
    );
    expect([error.code, error.retryAfter]).toEqual(['service_unavailable', 1]);
    expect(busy.fetch.requests).toHaveLength(3);
  });

  it('does not wait for a long Retry-After (a paused import window): the error goes back at once', async () => {
    const { fetch, api, clock } = setup(() =>
      apiError(503, 'service_unavailable', 'Paused.', { 'retry-after': '3600' }),
    );
    const error = await expectError(api.createStudentImport({ students: [] }));
    expect(error.retryAfter).toBe(3600);
    expect(fetch.requests).toHaveLength(1);
    expect(clock.sleeps).toEqual([]);
  });

  it('retries 500 and network failures with backoff for GET only', async () => {
    const get = setup((_req, i) =>
      i === 0 ? apiError(500, 'internal_error', 'Oops.') : i === 1 ? Promise.reject(new TypeError('reset')) : ok(grade),
    );
    expect((await get.api.getGrade(gradeId)).data.name).toBe('5');
    expect(get.fetch.requests).toHaveLength(3);
    expect(get.clock.sleeps).toEqual([250, 500]);

    const post = setup(() => apiError(500, 'internal_error', 'Oops.'));
    const error = await expectError(
      post.api.createApplication({ organizationId: 'o' }, { studentId: 's', examId: 'e' }),
    );
    expect(error.code).toBe('internal_error');
    expect(post.fetch.requests).toHaveLength(1);
  });

  it('retries a 500 and a network failure of checkStudentRegistration, a POST that creates nothing (issue 16 item 8)', async () => {
    const answer = {
      valid: true,
      problems: [],
      resolved: { country: null, grade: null, city: null, school: null },
      duplicate: { sameAccount: false },
    };
    const check = setup((_req, i) =>
      i === 0
        ? apiError(500, 'internal_error', 'Internal server error.')
        : i === 1
          ? Promise.reject(new TypeError('reset'))
          : ok(answer),
    );
    const body = {
      firstName: 'N',
      lastName: 'B',
      birth: '01/01/2012',
      sex: 'f' as const,
      email: 'n@example.test',
      country: gradeId,
      grade: '7',
      city: 'Tbilisi',
      school: 'S',
    };
    expect((await check.api.checkStudentRegistration(body)).data.valid).toBe(true);
    expect(check.fetch.requests).toHaveLength(3);
    expect(check.clock.sleeps).toEqual([250, 500]);
  });

  it('never resends a 429 before Retry-After, and gives up after one wait', async () => {
    const { clock, fetch, api } = setup(() => apiError(429, 'too_many_requests', 'Too many.', { 'retry-after': '60' }));
    const error = await expectError(api.listStudents());
    expect([error.status, error.code]).toEqual([429, 'too_many_requests']);
    expect(fetch.requests).toHaveLength(2);
    expect(fetch.requests[1]!.at - fetch.requests[0]!.at).toBeGreaterThanOrEqual(60_000);
    expect(clock.now() - fetch.requests[0]!.at).toBeGreaterThanOrEqual(60_000);
  });

  it('signs a new token once after a 401', async () => {
    const { fetch, api, clock } = setup((_req, i) => {
      clock.advance(1000);
      return i === 0 ? apiError(401, 'unauthorized', 'Unauthorized.') : ok(grade);
    });
    await api.getGrade(gradeId);
    expect(fetch.requests).toHaveLength(2);
    expect(fetch.requests[0]!.headers.get('authorization')).not.toBe(fetch.requests[1]!.headers.get('authorization'));
  });
});

describe('coalescing and the reference cache (docs/architecture.md)', () => {
  it('sends identical concurrent GETs once, and different ones separately', async () => {
    const { fetch, api } = setup(() => ok([], { pagination: { ...page, total: 0, totalPages: 0 } }));
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () => api.listStudents({ page: 2 })),
      api.listStudents({ page: 3 }),
    ]);
    expect(results).toHaveLength(6);
    expect(fetch.requests.map((r) => r.url.search)).toEqual(['?page=2', '?page=3']);
    await api.listStudents({ page: 2 });
    expect(fetch.requests).toHaveLength(3);
  });

  it('never coalesces writes', async () => {
    const { fetch, api } = setup(() => ok({ valid: true, problems: [] }));
    await Promise.all([api.checkStudentRegistration({} as never), api.checkStudentRegistration({} as never)]);
    expect(fetch.requests).toHaveLength(2);
  });

  it('keeps reference data for five minutes', async () => {
    const { fetch, api, clock } = setup(() => ok([grade], { pagination: page }));
    await api.listGrades();
    clock.advance(4 * 60_000);
    await api.listGrades();
    expect(fetch.requests).toHaveLength(1);
    clock.advance(61_000);
    await api.listGrades();
    expect(fetch.requests).toHaveLength(2);
  });

  it('reads reference data again in the background in its last minute, so no caller waits for it', async () => {
    const { fetch, api, clock, log } = setup(() => ok([grade], { pagination: page }));
    const asPerson = () => runAsActor({ id: 'u1', email: 'coord@example.org' }, () => api.listGrades());
    await asPerson();
    clock.advance(4 * 60_000 + 30_000);
    await asPerson();
    expect(fetch.requests).toHaveLength(2);
    // The background read answered (and was kept) before the clock moves on.
    await vi.waitFor(() => expect(log.entries).toHaveLength(2));
    await new Promise((resolve) => setImmediate(resolve));
    await asPerson();
    expect(fetch.requests).toHaveLength(2);
    // Kept five minutes from the background read: 4.5 min after it, still no call.
    clock.advance(4 * 60_000 + 29_000);
    await asPerson();
    expect(fetch.requests).toHaveLength(3);
    await vi.waitFor(() => expect(log.entries.map((e) => e.background)).toEqual([false, true, true]));
  });

  it('does not cache failures', async () => {
    const { fetch, api } = setup((_r, i) => (i === 0 ? apiError(404, 'not_found', 'Grade not found!') : ok(grade)));
    await expectError(api.getGrade(gradeId));
    expect((await api.getGrade(gradeId)).data._id).toBe(gradeId);
    expect(fetch.requests).toHaveLength(2);
  });
});
