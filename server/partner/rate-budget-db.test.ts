import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxDemoAccount } from '@/lib/partner-api/sandbox-credentials';
import type { DbHandle } from '@/server/db/client';
import { rowsTogether } from '@/server/db/rows-together';
import { requestStorage, type RequestContext } from '@/server/log/request-context';
import { testDatabases } from '@/test/support/db/test-databases';
import { createPartnerClient } from './client';
import { createPartnerApi } from './operations';
import { RateBudget } from './rate-budget';
import { databaseBudgetStore } from './rate-budget-db';
import { fakeClock, fakeRateLimitedApi } from '@/test/support/partner/fakes';

describe.each(testDatabases())('rate budget shared through the database ($name)', (target) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await target.open();
  });
  afterAll(async () => {
    await target.cleanup();
  });

  it('two console instances share one window and send no request into a 429', async () => {
    const clock = fakeClock();
    const api = fakeRateLimitedApi(clock);
    const consoles = [0, 1].map(() =>
      createPartnerApi(
        createPartnerClient({
          baseUrl: 'https://partner.example/v1',
          ...sandboxDemoAccount,
          fetch: api,
          clock,
          store: databaseBudgetStore(async () => handle.db),
        }),
      ),
    );
    const started = clock.now();
    await Promise.all(Array.from({ length: 160 }, (_, i) => consoles[i % 2]!.listStudents({ page: i + 1 })));
    expect(api.stats).toEqual({ counted: 160, refused: 0 });
    expect(clock.now() - started).toBeGreaterThanOrEqual(60_000);
  });

  it('keeps the window, the pause and the headers in rate_budget', async () => {
    const clock = fakeClock();
    const budget = new RateBudget(
      databaseBudgetStore(async () => handle.db),
      clock,
      'key_other',
    );
    const ticket = await budget.acquire('getGrade');
    await ticket.settle({
      headers: new Headers({ 'x-ratelimit-limit': '100', 'x-ratelimit-remaining': '42', 'x-ratelimit-reset': '59' }),
    });
    expect(await budget.state()).toEqual([
      expect.objectContaining({
        operation: 'getGrade',
        limit: 100,
        remaining: 42,
        windowEndsAt: clock.now() + 60_000,
        pausedUntil: null,
      }),
    ]);
    const paused = await budget.acquire('getGrade');
    await paused.settle({ pauseSeconds: 60 });
    expect((await budget.state())[0]).toMatchObject({ pausedUntil: clock.now() + 60_000, remaining: 100 });
    const before = clock.now();
    await budget.acquire('getGrade');
    expect(clock.now() - before).toBe(60_000);
    expect((await budget.state())[0]).toMatchObject({ pausedUntil: null, remaining: 99 });
  });

  it('reads its windows with the query of a page’s other reads: one statement, the same windows', async () => {
    const clock = fakeClock();
    const budget = new RateBudget(
      databaseBudgetStore(async () => handle.db),
      clock,
      'key_together',
    );
    const counted = await budget.acquire('getGrade');
    await counted.settle({
      headers: new Headers({ 'x-ratelimit-limit': '100', 'x-ratelimit-remaining': '7', 'x-ratelimit-reset': '30' }),
    });
    await (await budget.acquire('listStudents')).settle({ pauseSeconds: 60 });
    const alone = await budget.state();
    expect(alone.map((s) => [s.operation, s.remaining, s.pausedUntil])).toEqual([
      ['getGrade', 7, null],
      ['listStudents', 100, clock.now() + 60_000],
    ]);
    const context: RequestContext = { requestId: 'req-budget-together', method: 'GET', path: '/' };
    const [together, other] = await requestStorage.run(context, () => {
      const rows = rowsTogether(handle.db);
      return Promise.all([budget.state(rows), rows(sql`select 1 as one`)]);
    });
    expect(together).toEqual(alone);
    expect(other).toEqual([{ one: 1 }]);
    expect(context.dbQueries).toBe(1);
  });
});
