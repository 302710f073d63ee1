import { describe, expect, it, vi } from 'vitest';
import { sandboxDemoAccount } from '@/lib/partner-api/sandbox-credentials';
import type { ApiAccount } from '@/lib/partner-api/schemas/account';
import type { ApiResult } from '@/server/partner';
import { PartnerApiError } from '@/server/partner';
import { createAccountPermissionsCache } from './account-permissions';

const account: ApiAccount = {
  _id: 'acc_1',
  apiKey: sandboxDemoAccount.apiKey,
  companyName: 'Demo Partner',
  scopes: ['students'],
  isActive: true,
  roles: [{ effect: 'allow', action: '*', target: '*', extra: 'ignored' } as ApiAccount['roles'][number]],
};

function setup(answers: Array<ApiResult<ApiAccount> | Error>) {
  let t = 1_000_000;
  let i = 0;
  const load = vi.fn(async () => {
    const answer = answers[Math.min(i++, answers.length - 1)]!;
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const cache = createAccountPermissionsCache({ load, now: () => t });
  return { cache, load, advance: (ms: number) => void (t += ms) };
}

const ok = (requestId: string, roles = account.roles): ApiResult<ApiAccount> => ({
  data: { ...account, roles },
  requestId,
  status: 200,
});

describe('account permissions cache', () => {
  it('answers a serialisable account with the key masked and never the whole key', async () => {
    const { cache } = setup([ok('req-1')]);
    const value = await cache.get();
    expect(value).toEqual({
      accountId: 'acc_1',
      companyName: 'Demo Partner',
      apiKeyMasked: 'key_demo…0001',
      scopes: ['students'],
      isActive: true,
      roles: [{ effect: 'allow', action: '*', target: '*' }],
      checkedAt: new Date(1_000_000).toISOString(),
      requestId: 'req-1',
    });
    expect(JSON.parse(JSON.stringify(value))).toEqual(value);
    expect(JSON.stringify(value)).not.toContain(sandboxDemoAccount.apiKey);
  });

  it('asks validate-me once per 60 s, and again after, so role changes show within a minute', async () => {
    const narrowed = [{ effect: 'allow', action: 'student/read', target: '*' }];
    const { cache, load, advance } = setup([ok('req-1'), ok('req-2', narrowed)]);
    await Promise.all([cache.get(), cache.get(), cache.get()]);
    expect(load).toHaveBeenCalledTimes(1);
    advance(59_999);
    expect((await cache.get()).requestId).toBe('req-1');
    advance(1);
    const fresh = await cache.get();
    expect(load).toHaveBeenCalledTimes(2);
    expect(fresh).toMatchObject({ requestId: 'req-2', roles: narrowed });
  });

  it('in the last quarter of its 60 s, answers the kept value and asks again in the background: nobody waits', async () => {
    let t = 1_000_000;
    let answer: (value: ApiResult<ApiAccount>) => void = () => {};
    const load = vi
      .fn<() => Promise<ApiResult<ApiAccount>>>()
      .mockResolvedValueOnce(ok('req-1'))
      .mockReturnValueOnce(new Promise((resolve) => (answer = resolve)))
      .mockResolvedValue(ok('req-3'));
    const background = vi.fn((run: () => Promise<ApiResult<ApiAccount>>) => run());
    const cache = createAccountPermissionsCache({ load, inBackground: background, now: () => t });
    await cache.get();
    t += 44_000;
    expect((await cache.get()).requestId).toBe('req-1');
    expect(load).toHaveBeenCalledTimes(1);
    t += 2_000;
    // validate-me has not answered: the kept answer is given at once, and only one more request is under way.
    expect((await cache.get()).requestId).toBe('req-1');
    expect((await cache.get()).requestId).toBe('req-1');
    expect(load).toHaveBeenCalledTimes(2);
    expect(background).toHaveBeenCalledTimes(1);
    answer(ok('req-2'));
    await vi.waitFor(async () => expect((await cache.get()).requestId).toBe('req-2'));
    // Kept from the background answer's time: 60 s from there.
    t += 59_000;
    expect((await cache.get()).requestId).toBe('req-2');
  });

  it('does not keep a failure: the next call asks again', async () => {
    const failure = new PartnerApiError({
      status: 503,
      code: 'service_unavailable',
      message: 'busy',
      requestId: 'req-x',
      operationId: 'validateMe',
    });
    const { cache, load } = setup([failure, ok('req-2')]);
    await expect(cache.get()).rejects.toMatchObject({ requestId: 'req-x' });
    await expect(cache.get()).resolves.toMatchObject({ requestId: 'req-2' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('clear() forgets the kept answer', async () => {
    const { cache, load } = setup([ok('req-1'), ok('req-2')]);
    await cache.get();
    cache.clear();
    expect((await cache.get()).requestId).toBe('req-2');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
