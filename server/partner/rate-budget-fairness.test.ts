import { describe, expect, it } from 'vitest';
import { isBudgetBusy } from './budget-busy';
import { isPartnerApiError, type PartnerApiError } from './partner-api-error';
import { RateBudget, type AcquireOptions, type Ticket } from './rate-budget';
import { memoryBudgetStore } from './rate-budget-memory';
import { manualClock } from '@/test/support/partner/fakes';

const op = 'listStudents';
const windowHeaders = (limit: number, remaining: number, resetSeconds = 60) =>
  new Headers({
    'x-ratelimit-limit': String(limit),
    'x-ratelimit-remaining': String(remaining),
    'x-ratelimit-reset': String(resetSeconds),
  });

/** A budget whose window of `limit` places (as the API's headers said) is used up for the next 60 s. */
async function usedUpBudget(limit = 100) {
  const clock = manualClock();
  const budget = new RateBudget(memoryBudgetStore(), clock, 'key');
  const probe = await budget.acquire(op);
  await probe.settle({ headers: windowHeaders(limit, 0) });
  return { clock, budget, windowEndsAt: clock.now() + 60_000 };
}

/** Queues calls by name and records the order in which they are granted (or refused). */
function recorder(budget: RateBudget) {
  const granted: string[] = [];
  const tickets: Ticket[] = [];
  const outcomes = new Map<string, Promise<Ticket | PartnerApiError>>();
  const ask = (name: string, options: AcquireOptions = {}) => {
    const outcome = budget.acquire(op, options).then(
      (ticket) => (granted.push(name), tickets.push(ticket), ticket),
      (error: PartnerApiError) => error,
    );
    outcomes.set(name, outcome);
    return outcome;
  };
  const settleAll = () => Promise.all(tickets.splice(0).map((t) => t.settle(null)));
  return { granted, ask, settleAll, outcome: (name: string) => outcomes.get(name)! };
}

describe('rate budget: who gets the next place (issue 15 item 4)', () => {
  it("gives a freed place to a person's call before background calls that queued earlier", async () => {
    const { clock, budget } = await usedUpBudget(2);
    const { granted, ask } = recorder(budget);
    void ask('sync-1', { priority: 'background' });
    void ask('import-1', { priority: 'background' });
    void ask('person', { priority: 'person', actorId: 'admin' });
    await clock.advance(60_000);
    // The new window has two places (X-RateLimit-Limit 2): the person's call and the first background call.
    expect(granted).toEqual(['person', 'sync-1']);
    expect((await budget.state())[0]).toMatchObject({ queued: 1, queuedByPriority: { person: 0, background: 1 } });
  });

  it("hands places out in turn across people: B's two calls interleave with A's burst of ten", async () => {
    const { clock, budget } = await usedUpBudget(4);
    const { granted, ask } = recorder(budget);
    for (let i = 1; i <= 10; i += 1) void ask(`A${i}`, { actorId: 'coordinator-a' });
    void ask('B1', { actorId: 'admin-b' });
    void ask('B2', { actorId: 'admin-b' });
    await clock.advance(60_000);
    expect(granted).toEqual(['A1', 'B1', 'A2', 'B2']);
  });

  it("keeps each person's own calls in the order they came", async () => {
    const { clock, budget } = await usedUpBudget(100);
    const { granted, ask } = recorder(budget);
    for (const name of ['A1', 'B1', 'A2', 'A3', 'C1', 'B2', 'A4']) void ask(name, { actorId: name[0] });
    await clock.advance(60_000);
    expect(granted).toEqual(['A1', 'B1', 'C1', 'A2', 'B2', 'A3', 'A4']);
    for (const who of ['A', 'B'])
      expect(granted.filter((n) => n.startsWith(who))).toEqual(granted.filter((n) => n.startsWith(who)).sort());
  });

  it('refuses at once a call whose deadline comes before the window frees, with budget_busy and no place taken', async () => {
    const { clock, budget, windowEndsAt } = await usedUpBudget();
    await clock.advance(20_000);
    const { outcome, ask } = recorder(budget);
    void ask('hurried', { deadline: clock.now() + 5_000 });
    await clock.tick();
    const error = (await outcome('hurried')) as PartnerApiError;
    expect(clock.now()).toBe(windowEndsAt - 40_000);
    expect(isBudgetBusy(error)).toBe(true);
    expect(isPartnerApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 503, code: 'budget_busy', operationId: op, retryAfter: 40 });
    expect(error.requestId).toMatch(/^pc-[A-Za-z0-9_-]{20}$/);
    expect(error.message).toBe("The Partner API's limit for listStudents is used up for now; try again in 40 s.");
    expect((await budget.state())[0]).toMatchObject({ remaining: 0, queued: 0, inFlight: 0 });

    await clock.advance(40_000);
    await budget.acquire(op);
    expect((await budget.state())[0]).toMatchObject({ remaining: 99 });
  });

  it('refuses a call arriving behind waiting ones when its deadline comes first, and lets one whose deadline allows wait', async () => {
    const { clock, budget } = await usedUpBudget(2);
    const { granted, ask, outcome } = recorder(budget);
    void ask('sync', { priority: 'background' });
    await clock.tick();
    void ask('hurried', { actorId: 'a', deadline: clock.now() + 10_000 });
    void ask('patient', { actorId: 'b', deadline: clock.now() + 60_000 });
    await clock.tick();
    expect(isBudgetBusy(await outcome('hurried'))).toBe(true);
    expect(granted).toEqual([]);
    await clock.advance(60_000);
    expect(granted).toEqual(['patient', 'sync']);
  });

  it('refuses when the deadline passes while the first answer of a window is still awaited', async () => {
    const clock = manualClock();
    const budget = new RateBudget(memoryBudgetStore(), clock, 'key');
    const probe = await budget.acquire(op);
    const { outcome, ask, granted } = recorder(budget);
    void ask('hurried', { deadline: clock.now() + 2_000 });
    void ask('patient');
    await clock.advance(1_999);
    expect(clock.sleeping()).toBe(1);
    await clock.advance(1);
    expect(await outcome('hurried')).toMatchObject({ code: 'budget_busy', retryAfter: 1 });
    await probe.settle({ headers: windowHeaders(100, 99) });
    await clock.tick();
    expect(granted).toEqual(['patient']);
  });

  it('keeps background calls to their share even when no person waits, and a person still gets the rest', async () => {
    const { clock, budget } = await usedUpBudget();
    const { granted, ask, settleAll } = recorder(budget);
    for (let i = 1; i <= 51; i += 1) void ask(`sync-${i}`, { priority: 'background', share: 0.5 });
    await clock.advance(60_000);
    expect(granted).toHaveLength(50);
    void ask('person');
    await clock.tick();
    expect(granted.slice(50)).toEqual(['person']);
    expect((await budget.state())[0]).toMatchObject({ remaining: 49, queuedByPriority: { person: 0, background: 1 } });
    await settleAll();
    await clock.advance(60_000);
    expect(granted.slice(51)).toEqual(['sync-51']);
  });
});
