import { describe, expect, it } from 'vitest';
import { createTestSandbox } from '../testing';

describe('X-Request-Id and the error body (spec §7 rule 1, §2 "Error body", §1.7)', () => {
  const t = createTestSandbox();

  it.each(['abc-123', 'a.b_c:d;e=f+g/h@i-j', 'x'.repeat(256)])(
    '§7 rule 1 an acceptable caller id %s is used and echoed',
    async (id) => {
      const res = await t.call('GET', '/grade', { headers: { 'x-request-id': id } });
      expect(res.headers.get('x-request-id')).toBe(id);
    },
  );

  it.each(['x'.repeat(257), 'has space', 'semi,comma', 'ünï', '<script>'])(
    '§7 rule 1 an unacceptable id %s is replaced',
    async (id) => {
      const res = await t.call('GET', '/grade', { token: null, headers: { 'x-request-id': id } });
      const echoed = res.headers.get('x-request-id');
      expect(echoed).toBeTruthy();
      expect(echoed).not.toBe(id);
      expect(res.json.error.request_id).toBe(echoed);
    },
  );

  it('§7 rule 1 error.request_id equals the X-Request-Id header', async () => {
    const res = await t.call('GET', '/grade', { token: null, headers: { 'x-request-id': 'trace-42' } });
    expect(res.json.error.request_id).toBe('trace-42');
  });

  it('§2 the error body carries code, message, documentation_url and request_id', async () => {
    const res = await t.call('GET', '/grade', { token: null });
    expect(res.json).toEqual({
      error: {
        code: 'unauthorized',
        message: expect.any(String),
        documentation_url: 'https://docs.partner-sandbox.test/api/errors#unauthorized',
        request_id: res.headers.get('x-request-id'),
      },
    });
  });

  it('§1.7 every response carries X-Request-Id: health, success, unknown path, control plane', async () => {
    for (const res of [
      await t.call('GET', '/health', { token: null }),
      await t.call('GET', '/grade'),
      await t.call('GET', '/no-such-thing'),
      await t.call('GET', '/elsewhere'),
      await t.call('GET', '/__sandbox/clock', { token: null }),
    ]) {
      expect(res.headers.get('x-request-id')).toMatch(/^[A-Za-z0-9._:;=+/@-]{1,256}$/);
    }
  });

  it('§1 success envelope { success, message, data, pagination } for lists', async () => {
    const res = await t.call('GET', '/grade');
    expect(Object.keys(res.json).sort()).toEqual(['data', 'message', 'pagination', 'success']);
    expect(res.json.success).toBe(true);
  });

  it('§4.1 health needs no token and answers 200 without rate-limit headers', async () => {
    const res = await t.call('GET', '/health', { token: null });
    expect(res.status).toBe(200);
    expect(res.json.status).toBe('ok');
    expect(res.headers.get('x-ratelimit-limit')).toBeNull();
  });

  it('§8 a path matching no operation answers 404 not_found, not counted', async () => {
    const res = await t.call('GET', '/v1/nothing/here/at/all');
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe('not_found');
    expect(res.headers.get('x-ratelimit-limit')).toBeNull();
    expect((await t.call('DELETE', '/grade')).status).toBe(404);
  });
});
