import { decodeProtectedHeader, decodeJwt, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { sandboxDemoAccount } from '@/lib/partner-api/sandbox-credentials';
import { createTokenSigner } from './token-signer';
import { fakeClock } from '@/test/support/partner/fakes';

const { apiKey, apiSecret } = sandboxDemoAccount;

describe('token signer (spec §5, docs/architecture.md)', () => {
  it('signs HS256 with the secret as UTF-8 bytes, with exactly the header and claims of §5', async () => {
    const clock = fakeClock(Date.parse('2030-01-01T00:00:00.750Z'));
    const token = await createTokenSigner({ apiKey, apiSecret, clock }).token();

    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', kid: apiKey, typ: 'JWT' });
    const claims = decodeJwt(token);
    expect(Object.keys(claims).sort()).toEqual(['exp', 'iat', 'sub']);
    expect(claims.sub).toBe(apiKey);
    expect(claims.iat).toBe(Math.floor(clock.now() / 1000));
    expect(Number.isInteger(claims.iat) && Number.isInteger(claims.exp)).toBe(true);
    expect(claims.exp! - claims.iat!).toBe(3600);

    const verified = await jwtVerify(token, new TextEncoder().encode(apiSecret), {
      algorithms: ['HS256'],
      currentDate: new Date(clock.now()),
    });
    expect(verified.payload.sub).toBe(apiKey);
    await expect(
      jwtVerify(token, new TextEncoder().encode(`${apiSecret}\n`), { currentDate: new Date(clock.now()) }),
    ).rejects.toThrow();
  });

  it('caps the lifetime at 3600 seconds', async () => {
    const clock = fakeClock();
    const claims = decodeJwt(await createTokenSigner({ apiKey, apiSecret, clock, lifetimeSeconds: 7200 }).token());
    expect(claims.exp! - claims.iat!).toBe(3600);
    const short = decodeJwt(await createTokenSigner({ apiKey, apiSecret, clock, lifetimeSeconds: 600 }).token());
    expect(short.exp! - short.iat!).toBe(600);
  });

  it('reuses the token until 60 s before exp, then signs a new one', async () => {
    const clock = fakeClock();
    const signer = createTokenSigner({ apiKey, apiSecret, clock });
    const first = await signer.token();
    clock.advance(3539_000);
    expect(await signer.token()).toBe(first);
    clock.advance(1_000);
    const second = await signer.token();
    expect(second).not.toBe(first);
    expect(decodeJwt(second).iat).toBe(decodeJwt(first).iat! + 3540);
  });

  it('lets concurrent callers share one signing', async () => {
    const clock = fakeClock();
    let ticks = 0;
    // Every reading of the clock moves it by a second: two signings could not produce the same token.
    const moving = { now: () => clock.now() + 1000 * ticks++ };
    const signer = createTokenSigner({ apiKey, apiSecret, clock: moving });
    const tokens = await Promise.all(Array.from({ length: 20 }, () => signer.token()));
    expect(new Set(tokens).size).toBe(1);
  });

  it('signs again after invalidate()', async () => {
    const clock = fakeClock();
    const signer = createTokenSigner({ apiKey, apiSecret, clock });
    const first = await signer.token();
    clock.advance(1000);
    signer.invalidate();
    expect(await signer.token()).not.toBe(first);
  });
});
