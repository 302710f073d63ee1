import { beforeEach, describe, expect, it } from 'vitest';
import { sandboxDemoAccount as demo } from '@/lib/partner-api/sandbox-credentials';
import { createTestSandbox, signRawToken, type TestSandbox } from '../testing';

let t: TestSandbox;
let now: number;
beforeEach(() => {
  t = createTestSandbox();
  now = Math.floor(t.sandbox.now().getTime() / 1000);
});

const header = (extra: Record<string, unknown> = {}) => ({ alg: 'HS256', kid: demo.apiKey, typ: 'JWT', ...extra });
const claims = (extra: Record<string, unknown> = {}) => ({ sub: demo.apiKey, iat: now, exp: now + 3600, ...extra });

async function expect401(token: string | null, authorization?: string) {
  const res = await t.call('GET', '/grade', authorization ? { token: null, headers: { authorization } } : { token });
  expect(res.status).toBe(401);
  expect(res.json.error.code).toBe('unauthorized');
  expect(res.headers.get('x-ratelimit-limit')).toBeNull();
  return res;
}

describe('token verification (spec §5)', () => {
  it('§5 a token signed as the spec says is accepted', async () => {
    expect((await t.call('GET', '/grade', { token: signRawToken(header(), claims(), demo.apiSecret) })).status).toBe(
      200,
    );
  });

  it('§5 every failure answers the same 401 unauthorized body', async () => {
    const a = await expect401(null);
    const b = await expect401(signRawToken(header(), claims(), 'secret_wrong'));
    expect(a.json.error.message).toBe(b.json.error.message);
  });

  it('§5 missing or malformed Authorization header answers 401', async () => {
    await expect401(null);
    await expect401(null, 'Basic abc');
    await expect401(null, 'Bearer not-a-token');
    await expect401(null, `Token ${signRawToken(header(), claims(), demo.apiSecret)}`);
  });

  it.each(['none', 'HS384', 'HS512', 'RS256', 'hs256'])('§5 alg %s is refused (HS256 only)', async (alg) => {
    await expect401(signRawToken(header({ alg }), claims(), demo.apiSecret));
  });

  it('§5 kid must be present and name an account exactly', async () => {
    const { kid: _kid, ...noKid } = header();
    await expect401(signRawToken(noKid, claims(), demo.apiSecret));
    await expect401(signRawToken(header({ kid: demo.apiKey.toUpperCase() }), claims(), demo.apiSecret));
    await expect401(signRawToken(header({ kid: 'key_unknownAccount0000000000' }), claims(), demo.apiSecret));
  });

  it("§5 the signature must be made with that account's secret, as UTF-8 text exactly", async () => {
    await expect401(signRawToken(header(), claims(), `${demo.apiSecret}\n`));
    await expect401(signRawToken(header(), claims(), demo.apiSecret.slice('secret_'.length)));
    await expect401(signRawToken(header(), claims(), demo.apiSecret, 'AAAA'));
    const valid = signRawToken(header(), claims(), demo.apiSecret);
    await expect401(valid.slice(0, valid.lastIndexOf('.') + 1));
  });

  it('§5 a token of another account signed with the demo secret is refused', async () => {
    const kid = 'key_otherPartnerAccount00002';
    await expect401(signRawToken(header({ kid }), claims({ sub: kid }), demo.apiSecret));
  });

  it('§5 sub must equal kid', async () => {
    await expect401(signRawToken(header(), claims({ sub: 'key_otherPartnerAccount00002' }), demo.apiSecret));
    const { sub: _sub, ...noSub } = claims();
    await expect401(signRawToken(header(), noSub, demo.apiSecret));
  });

  it('§5 iat and exp are required whole seconds (milliseconds and fractions refused)', async () => {
    const { iat: _iat, ...noIat } = claims();
    const { exp: _exp, ...noExp } = claims();
    await expect401(signRawToken(header(), noIat, demo.apiSecret));
    await expect401(signRawToken(header(), noExp, demo.apiSecret));
    await expect401(signRawToken(header(), claims({ iat: now * 1000, exp: now * 1000 + 3600 }), demo.apiSecret));
    await expect401(signRawToken(header(), claims({ iat: now + 0.5 }), demo.apiSecret));
    await expect401(signRawToken(header(), claims({ iat: String(now) }), demo.apiSecret));
  });

  it('§5 iat at most 30 seconds ahead of the service clock', async () => {
    expect(
      (
        await t.call('GET', '/grade', {
          token: signRawToken(header(), claims({ iat: now + 30, exp: now + 90 }), demo.apiSecret),
        })
      ).status,
    ).toBe(200);
    await expect401(signRawToken(header(), claims({ iat: now + 45, exp: now + 100 }), demo.apiSecret));
  });

  it('§5 exp later than iat and at most 3600 seconds after it', async () => {
    await expect401(signRawToken(header(), claims({ exp: now }), demo.apiSecret));
    await expect401(signRawToken(header(), claims({ exp: now - 10 }), demo.apiSecret));
    await expect401(signRawToken(header(), claims({ exp: now + 3601 }), demo.apiSecret));
    expect(
      (await t.call('GET', '/grade', { token: signRawToken(header(), claims({ exp: now + 3600 }), demo.apiSecret) }))
        .status,
    ).toBe(200);
  });

  it('§5 30 seconds of tolerance after exp, then 401 (sandbox clock moved)', async () => {
    const token = signRawToken(header(), claims({ exp: now + 60 }), demo.apiSecret);
    await t.call('POST', '/__sandbox/clock', { body: { advanceSeconds: 80 } });
    expect((await t.call('GET', '/grade', { token })).status).toBe(200);
    await t.call('POST', '/__sandbox/clock', { body: { advanceSeconds: 15 } });
    await expect401(token);
  });

  it('§5 nbf is honoured with 30 seconds of tolerance', async () => {
    expect(
      (await t.call('GET', '/grade', { token: signRawToken(header(), claims({ nbf: now + 20 }), demo.apiSecret) }))
        .status,
    ).toBe(200);
    const later = signRawToken(header(), claims({ nbf: now + 120 }), demo.apiSecret);
    await expect401(later);
    await expect401(signRawToken(header(), claims({ nbf: 'soon' }), demo.apiSecret));
    await t.call('POST', '/__sandbox/clock', { body: { advanceSeconds: 100 } });
    expect((await t.call('GET', '/grade', { token: later })).status).toBe(200);
  });

  it('§5 typ is optional; other claims are ignored', async () => {
    const { typ: _typ, ...noTyp } = header();
    expect(
      (await t.call('GET', '/grade', { token: signRawToken(noTyp, claims({ scope: 'x', jti: 1 }), demo.apiSecret) }))
        .status,
    ).toBe(200);
  });

  it('§5 an inactive account answers 401; reactivated, it works again', async () => {
    const token = await t.token('demo');
    await t.call('PATCH', `/__sandbox/accounts/${demo.apiKey}`, { body: { isActive: false } });
    await expect401(token);
    await t.call('PATCH', `/__sandbox/accounts/${demo.apiKey}`, { body: { isActive: true } });
    expect((await t.call('GET', '/grade', { token })).status).toBe(200);
  });

  it('§4.8 revokeToken revokes the bearer token itself; afterwards it answers 401', async () => {
    const token = await t.token('demo');
    const other = await t.token('demo', { iat: now - 1 });
    const revoked = await t.call('POST', '/api-account/revoke-token', { token });
    expect(revoked.status).toBe(200);
    expect(revoked.json.success).toBe(true);
    await expect401(token);
    expect((await t.call('GET', '/grade', { token: other })).status).toBe(200);
  });

  it('§5 a token with no valid signature gets 401 whatever the path says (unknown organization)', async () => {
    const res = await t.call('GET', '/ffffffffffffffffffffffff/exam', { token: null });
    expect(res.status).toBe(401);
  });
});
