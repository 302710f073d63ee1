import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../testing';

let t: TestSandbox;
let token: string;
beforeEach(async () => {
  // The sandbox's clock is the real one plus what the tests advance: stopped here, so the seconds a slow machine
  // spends between two calls never show in Reset or Retry-After.
  vi.useFakeTimers({ toFake: ['Date'] });
  t = createTestSandbox();
  token = await t.token('demo');
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (seconds: number) =>
  t.call('POST', '/__sandbox/clock', { token: null, body: { advanceSeconds: seconds } });
const grades = () => t.call('GET', '/grade', { token });
async function spend(n: number, call = grades) {
  let last;
  for (let i = 0; i < n; i++) last = await call();
  return last!;
}

describe('rate limits (spec §8 "Rate-limit mechanics")', () => {
  it('§8.4 counted responses carry X-RateLimit-Limit 100, Remaining and Reset', async () => {
    const first = await grades();
    expect(first.headers.get('x-ratelimit-limit')).toBe('100');
    expect(first.headers.get('x-ratelimit-remaining')).toBe('99');
    expect(first.headers.get('x-ratelimit-reset')).toBe('60');
    await advance(20.5);
    const second = await grades();
    expect(second.headers.get('x-ratelimit-remaining')).toBe('98');
    expect(second.headers.get('x-ratelimit-reset')).toBe('40');
  });

  it('§8.5 a request after remaining reached 0 answers 429 with Retry-After 60 and no X-RateLimit-* headers', async () => {
    const hundredth = await spend(100);
    expect(hundredth.status).toBe(200);
    expect(hundredth.headers.get('x-ratelimit-remaining')).toBe('0');
    const refused = await grades();
    expect(refused.status).toBe(429);
    expect(refused.json.error.code).toBe('too_many_requests');
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(refused.headers.get('x-ratelimit-limit')).toBeNull();
    expect(refused.headers.get('x-ratelimit-remaining')).toBeNull();
  });

  it('§8.5 during the 60 s pause Retry-After counts down and refusals do not extend it; then a fresh window of 100', async () => {
    await spend(101);
    await advance(25);
    const during = await grades();
    expect(during.status).toBe(429);
    expect(during.headers.get('retry-after')).toBe('35');
    await advance(35);
    const after = await grades();
    expect(after.status).toBe(200);
    expect(after.headers.get('x-ratelimit-remaining')).toBe('99');
  });

  it('§8.2 the window is fixed: it ends 60 s after the first counted request, whatever came later', async () => {
    await spend(99);
    await advance(60);
    const fresh = await grades();
    expect(fresh.headers.get('x-ratelimit-remaining')).toBe('99');
    expect(fresh.headers.get('x-ratelimit-reset')).toBe('60');
  });

  it('§8.5 other operations keep working during a pause; §8.1 two operations never share a counter', async () => {
    await spend(101);
    const countries = await t.call('GET', '/country', { token });
    expect(countries.status).toBe(200);
    expect(countries.headers.get('x-ratelimit-remaining')).toBe('99');
  });

  it('§8.1 the count belongs to the account: another account has its own', async () => {
    await spend(101);
    const other = await t.call('GET', '/grade', { as: 'second' });
    expect(other.status).toBe(200);
    expect(other.headers.get('x-ratelimit-remaining')).toBe('99');
  });

  it('§8.1 ids and organizations in the path share one counter per operation', async () => {
    const stem = await t.call('GET', `/organization/${t.orgId('stem')}`, { token });
    const neo = await t.call('GET', `/organization/${t.orgId('neo')}`, { token });
    const unknown = await t.call('GET', '/organization/ffffffffffffffffffffffff', { token });
    expect([stem, neo, unknown].map((r) => r.headers.get('x-ratelimit-remaining'))).toEqual(['99', '98', '97']);
    expect(unknown.status).toBe(404);
  });

  it('§8.3 operation-level 400 and 404 are counted and carry the headers', async () => {
    const malformed = await t.call('GET', '/grade/not-an-id', { token });
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get('x-ratelimit-remaining')).toBe('99');
    const missing = await t.call('GET', '/grade/ffffffffffffffffffffffff', { token });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-ratelimit-remaining')).toBe('98');
  });

  it('§8.3 not counted: 401, 403, unknown paths, health', async () => {
    await t.call('GET', '/grade', { token: null });
    await t.call('GET', '/grade', { token: 'x.y.z' });
    await t.call('GET', '/grade/x/y/z', { token });
    await t.call('GET', '/health', { token: null });
    await t.call('PATCH', '/__sandbox/accounts/key_demoPartnerAccount000001', {
      token: null,
      body: { roles: [{ effect: 'allow', action: 'country/read', target: '*' }] },
    });
    const refused = await grades();
    expect(refused.status).toBe(403);
    expect(refused.headers.get('x-ratelimit-limit')).toBeNull();
    await t.call('PATCH', '/__sandbox/accounts/key_demoPartnerAccount000001', {
      token: null,
      body: { roles: [{ effect: 'allow', action: '*', target: '*' }] },
    });
    expect((await grades()).headers.get('x-ratelimit-remaining')).toBe('99');
  });

  it('§8.3 not counted: 404 for an unknown organization', async () => {
    const unknown = await t.call('GET', '/ffffffffffffffffffffffff/exam', { token });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.message).toBe('Organization not found!');
    expect(unknown.headers.get('x-ratelimit-limit')).toBeNull();
    expect((await t.call('GET', `/${t.orgId('stem')}/exam`, { token })).headers.get('x-ratelimit-remaining')).toBe(
      '99',
    );
  });

  it('§8.3 not counted: 413, 415, malformed JSON', async () => {
    const json = { 'content-type': 'application/json' };
    for (const res of [
      await t.call('POST', '/api-account/revoke-token', { token, body: '{', headers: json }),
      await t.call('POST', '/api-account/revoke-token', {
        token,
        body: '{}',
        headers: { ...json, 'content-encoding': 'zstd' },
      }),
      await t.call('POST', '/api-account/revoke-token', {
        token,
        body: JSON.stringify({ a: 'a'.repeat(120_000) }),
        headers: json,
      }),
    ]) {
      expect([400, 413, 415]).toContain(res.status);
      expect(res.headers.get('x-ratelimit-limit')).toBeNull();
    }
    const revoke = await t.call('POST', '/api-account/revoke-token', { token });
    expect(revoke.status).toBe(200);
    expect(revoke.headers.get('x-ratelimit-remaining')).toBe('99');
  });

  it('§8 createStudentImport allows 10 per hour and X-RateLimit-Limit reads 10', async () => {
    const first = await t.call('POST', '/student/import', { token, body: {} });
    expect(first.headers.get('x-ratelimit-limit')).toBe('10');
    expect(first.headers.get('x-ratelimit-remaining')).toBe('9');
    expect(first.headers.get('x-ratelimit-reset')).toBe('3600');
    await spend(9, () => t.call('POST', '/student/import', { token, body: {} }));
    const refused = await t.call('POST', '/student/import', { token, body: {} });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
  });

  it('§8 the bench-only option turns rate limiting off (no headers, no 429)', async () => {
    const unlimited = createTestSandbox({ rateLimit: false });
    const bearer = await unlimited.token('demo');
    let last;
    for (let i = 0; i < 105; i++) last = await unlimited.call('GET', '/grade', { token: bearer });
    expect(last!.status).toBe(200);
    expect(last!.headers.get('x-ratelimit-limit')).toBeNull();
  });
});
