import { describe, expect, it } from 'vitest';
import { sandboxDemoAccount } from '@/lib/partner-api/sandbox-credentials';
import { runAsActor } from './actor-context';
import { isBudgetBusy } from './budget-busy';
import { withCallPolicy } from './call-policy';
import { createPartnerClient } from './client';
import { createPartnerApi } from './operations';
import { memoryRequestLog } from './request-log';
import { fakeClock, fakeRateLimitedApi } from '@/test/support/partner/fakes';

const user = { id: 'u1', email: 'admin@example.org' };

/** A client on the fake API of spec §8 whose listStudents window was just used up (100 calls). */
async function usedUpClient() {
  const clock = fakeClock();
  const fetch = fakeRateLimitedApi(clock);
  const log = memoryRequestLog();
  const api = createPartnerApi(
    createPartnerClient({
      baseUrl: 'https://partner.example/v1',
      ...sandboxDemoAccount,
      fetch,
      clock,
      requestLog: log,
    }),
  );
  await Promise.all(Array.from({ length: 100 }, (_, i) => api.listStudents({ page: i + 1 })));
  return {
    clock,
    fetch,
    log,
    api,
    pagesSent: () => fetch.requests.slice(100).map((r) => r.url.searchParams.get('page')),
  };
}

describe('call policy through the client', () => {
  it('fails a call that would wait past its maxWaitMs with budget_busy, unsent and unlogged', async () => {
    const { clock, fetch, log, api, pagesSent } = await usedUpClient();
    clock.advance(15_000);
    const error = await runAsActor(user, () =>
      withCallPolicy({ maxWaitMs: 5_000 }, () => api.listStudents({ page: 101 })),
    ).catch((e: unknown) => e);
    expect(isBudgetBusy(error)).toBe(true);
    expect(error).toMatchObject({ status: 503, code: 'budget_busy', retryAfter: 45 });
    expect(fetch.requests).toHaveLength(100);
    expect(log.entries).toHaveLength(100);
    expect(clock.sleeps).toEqual([]);

    await runAsActor(user, () => withCallPolicy({ maxWaitMs: 60_000 }, () => api.listStudents({ page: 102 })));
    expect(pagesSent()).toEqual(['102']);
    expect(fetch.stats).toEqual({ counted: 101, refused: 0 });
  });

  it("sends a person's call before background calls queued first, without joining their identical read", async () => {
    const { fetch, api, pagesSent } = await usedUpClient();
    const sync = [200, 201, 202].map((page) => api.listStudents({ page }));
    const person = runAsActor(user, () => api.listStudents({ page: 200 }));
    await Promise.all([...sync, person]);
    expect(pagesSent()).toEqual(['200', '200', '201', '202']);
    expect(fetch.stats.refused).toBe(0);
  });

  it("keeps background work that runs with a share of 0.5 out of the window's second half, and lets people have it", async () => {
    const clock = fakeClock();
    const fetch = fakeRateLimitedApi(clock);
    const api = createPartnerApi(
      createPartnerClient({
        baseUrl: 'https://partner.example/v1',
        ...sandboxDemoAccount,
        fetch,
        clock,
        requestLog: memoryRequestLog(),
      }),
    );
    await withCallPolicy({ priority: 'background', share: 0.5 }, () =>
      Promise.all(Array.from({ length: 50 }, (_, i) => api.listStudents({ page: i + 1 }))),
    );
    expect(clock.sleeps).toEqual([]);

    await runAsActor(user, () => api.listStudents({ page: 51 }));
    expect(clock.sleeps).toEqual([]);
    await withCallPolicy({ priority: 'background', share: 0.5 }, () => api.listStudents({ page: 52 }));
    expect(clock.sleeps.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(59_000);
    expect(fetch.stats.refused).toBe(0);
  });
});
