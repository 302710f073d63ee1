import { describe, expect, it } from 'vitest';
import { sandboxDemoAccount } from '@/lib/partner-api/sandbox-credentials';
import { createPartnerClient } from './client';
import { createPartnerApi } from './operations';
import { RateBudget } from './rate-budget';
import { memoryBudgetStore } from './rate-budget-memory';
import { fakeClock, fakeRateLimitedApi, manualClock } from '@/test/support/partner/fakes';

const baseUrl = 'https://partner.example/v1';

function setup(options: Parameters<typeof fakeRateLimitedApi>[1] = {}) {
  const clock = fakeClock();
  const fetch = fakeRateLimitedApi(clock, options);
  const client = createPartnerClient({ baseUrl, ...sandboxDemoAccount, fetch, clock });
  return { clock, fetch, client, api: createPartnerApi(client) };
}

describe('rate budget (spec §8, docs/architecture.md)', () => {
  it('queues a burst of 250 calls across windows instead of sending any into a 429', async () => {
    const { clock, fetch, api } = setup();
    const started = clock.now();
    const results = await Promise.all(Array.from({ length: 250 }, (_, i) => api.listStudents({ page: i + 1 })));
    expect(results).toHaveLength(250);
    expect(fetch.stats).toEqual({ counted: 250, refused: 0 });
    // Three windows: the 101st and 201st requests waited for a reset.
    expect(clock.now() - started).toBeGreaterThanOrEqual(120_000);
    expect(clock.now() - started).toBeLessThan(125_000);
  });

  it('learns from the headers a window that others already used, with one probing request first', async () => {
    const { fetch, api } = setup({ used: 95 });
    await Promise.all(Array.from({ length: 30 }, (_, i) => api.listStudents({ page: i + 1 })));
    expect(fetch.stats).toEqual({ counted: 30, refused: 0 });
    // One probe, then the four places left, then the rest in the next window.
    const times = fetch.requests.map((r) => r.at);
    expect(times.filter((t) => t === times[0])).toHaveLength(5);
    expect(times[5]! - times[0]!).toBeGreaterThanOrEqual(60_000);
  });

  it('keeps each operation its own window', async () => {
    const { clock, fetch, api } = setup();
    await Promise.all([
      ...Array.from({ length: 100 }, (_, i) => api.listStudents({ page: i + 1 })),
      ...Array.from({ length: 100 }, (_, i) => api.listApplications({ organizationId: 'o' }, { page: i + 1 })),
    ]);
    expect(fetch.stats).toEqual({ counted: 200, refused: 0 });
    expect(clock.sleeps).toEqual([]);
  });

  it('keeps createStudentImport to 10 per hour', async () => {
    const { clock, fetch, api } = setup({ limit: 10, windowMs: 3_600_000 });
    const started = clock.now();
    await Promise.all(Array.from({ length: 12 }, () => api.createStudentImport({ students: [] }).catch(() => null)));
    expect(fetch.stats.refused).toBe(0);
    expect(clock.now() - started).toBeGreaterThanOrEqual(3_600_000);
  });

  it('after a 429 holds the operation until Retry-After for every caller', async () => {
    const clock = fakeClock();
    const budget = new RateBudget(memoryBudgetStore(), clock, 'key');
    const ticket = await budget.acquire('listGrades');
    await ticket.settle({ headers: new Headers(), pauseSeconds: 60 });
    const before = clock.now();
    const next = await budget.acquire('listGrades');
    expect(clock.now() - before).toBe(60_000);
    await next.settle({
      headers: new Headers({ 'x-ratelimit-limit': '100', 'x-ratelimit-remaining': '99', 'x-ratelimit-reset': '60' }),
    });
    const [state] = await budget.state();
    expect(state).toMatchObject({
      operation: 'listGrades',
      limit: 100,
      remaining: 99,
      pausedUntil: null,
      queued: 0,
      inFlight: 0,
    });
  });

  it('lets background work (share 0.5) use only half a window while people keep the rest', async () => {
    const clock = manualClock();
    const budget = new RateBudget(memoryBudgetStore(), clock, 'key');
    const settle = (t: { settle: (o: null) => Promise<void> }) => t.settle(null);
    const background = { share: 0.5, priority: 'background' } as const;
    const first = await budget.acquire('listStudents', background);
    await first.settle({
      headers: new Headers({ 'x-ratelimit-limit': '100', 'x-ratelimit-remaining': '99', 'x-ratelimit-reset': '60' }),
    });
    const rest = await Promise.all(Array.from({ length: 49 }, () => budget.acquire('listStudents', background)));
    await Promise.all(rest.map(settle));

    let backgroundDone = false;
    const late = budget.acquire('listStudents', background).then((t) => ((backgroundDone = true), t));
    const people = await Promise.all(Array.from({ length: 50 }, () => budget.acquire('listStudents')));
    expect(people).toHaveLength(50);
    expect(backgroundDone).toBe(false);
    expect((await budget.state())[0]).toMatchObject({
      remaining: 0,
      queued: 1,
      queuedByPriority: { person: 0, background: 1 },
    });

    await Promise.all(people.map(settle));
    await clock.advance(60_000);
    await late;
    expect((await budget.state())[0]).toMatchObject({ remaining: 99, queued: 0, inFlight: 1 });
  });

  it('exposes the budget for a status view', async () => {
    const { api, client } = setup();
    await api.listGrades();
    const states = await client.budgetState();
    expect(states).toEqual([expect.objectContaining({ operation: 'listGrades', limit: 100, remaining: 99 })]);
    expect(states[0]!.windowEndsAt).toBeGreaterThan(0);
  });
});
