import { beforeEach, describe, expect, it } from 'vitest';
import { sandboxDemoAccount, sandboxSecondAccount } from '@/lib/partner-api/sandbox-credentials';
import { createTestSandbox, type TestSandbox } from '../testing';

let t: TestSandbox;
beforeEach(() => {
  t = createTestSandbox();
});
const stats = async (query = '') => (await t.call('GET', `/__sandbox/stats${query}`, { token: null })).json;

describe('GET /__sandbox/stats', () => {
  it('counts answered requests per account and operation; refused tokens and unknown paths are not counted', async () => {
    expect(await stats()).toEqual({ since: expect.any(String), data: [], totals: { requests: 0, tooManyRequests: 0 } });
    await t.call('GET', '/grade');
    await t.call('GET', '/grade');
    await t.call('GET', '/country', { as: 'second' });
    await t.call('GET', '/grade', { token: null });
    await t.call('GET', '/no-such-path');
    const body = await stats();
    expect(body.data).toEqual([
      {
        accountId: expect.any(String),
        apiKey: sandboxDemoAccount.apiKey,
        operation: 'listGrades',
        requests: 2,
        tooManyRequests: 0,
      },
      {
        accountId: expect.any(String),
        apiKey: sandboxSecondAccount.apiKey,
        operation: 'listCountries',
        requests: 1,
        tooManyRequests: 0,
      },
    ]);
    expect(body.totals).toEqual({ requests: 3, tooManyRequests: 0 });
  });

  it('counts 429s among the requests; ?apiKey= narrows to one account; a reset keeps the counts', async () => {
    const token = await t.token('demo');
    for (let i = 0; i < 102; i++) await t.call('GET', '/grade', { token });
    await t.call('GET', '/grade', { as: 'second' });
    await t.call('POST', '/__sandbox/reset', { token: null });
    const demo = await stats(`?apiKey=${sandboxDemoAccount.apiKey}`);
    expect(demo.data).toEqual([
      {
        accountId: expect.any(String),
        apiKey: sandboxDemoAccount.apiKey,
        operation: 'listGrades',
        requests: 102,
        tooManyRequests: 2,
      },
    ]);
    expect((await stats()).totals).toEqual({ requests: 103, tooManyRequests: 2 });
  });
});
