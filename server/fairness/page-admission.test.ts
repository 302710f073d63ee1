import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createViewGate } from './view-gate';

vi.mock('server-only', () => ({}));
// React's cache is one memo per request; each fresh import of the module below stands for one request.
vi.mock('react', () => ({
  cache: <A, R>(fn: (arg: A) => R) => {
    const memo = new Map<A, R>();
    return (arg: A) => (memo.has(arg) ? memo.get(arg)! : memo.set(arg, fn(arg)).get(arg)!);
  },
}));

const holder = globalThis as typeof globalThis & { __viewGate?: ReturnType<typeof createViewGate> };
const within = <T>(promise: Promise<T>, ms = 500) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('still waiting')), ms))]);
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
const aRequest = async () => {
  vi.resetModules();
  return import('./through-view-gate');
};

describe('admitPageView', () => {
  beforeEach(() => {
    holder.__viewGate = createViewGate({ aloneLimit: 2, burstPaceMs: 0, othersActiveMs: 5_000 });
  });

  it("holds a person's next page view until the response of the one before has ended, while others view", async () => {
    const otherView = await holder.__viewGate!.enter('other');
    const first = await aRequest();
    let endFirstResponse!: () => void;
    await within(first.admitPageView('greedy', (callback) => (endFirstResponse = callback)));
    // Layout and page share the admission; the page's reads run in it without waiting again.
    await within(first.admitPageView('greedy', () => {}));
    expect(await within(first.throughViewGate('greedy', async () => 'read'))).toBe('read');
    await settle();

    // The reads are done but the response still streams: the person's turn is still taken.
    const second = await aRequest();
    const secondAdmitted = second.admitPageView('greedy', () => {});
    await expect(within(secondAdmitted, 100)).rejects.toThrow('still waiting');
    expect(holder.__viewGate!.load()).toEqual({ running: 2, waiting: 1 });

    endFirstResponse();
    await within(secondAdmitted);
    expect(holder.__viewGate!.load()).toEqual({ running: 2, waiting: 0 });
    otherView();
  });

  it('lets a person alone open up to the alone limit at once, and frees a turn whose end is never reported', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { PAGE_VIEW_TURN_LIMIT_MS } = await aRequest();
      await (await aRequest()).admitPageView('alone', () => {});
      await (await aRequest()).admitPageView('alone', () => {});
      let thirdAdmitted = false;
      void (await aRequest()).admitPageView('alone', () => {}).then(() => (thirdAdmitted = true));
      await settle();
      expect(thirdAdmitted).toBe(false);
      vi.advanceTimersByTime(PAGE_VIEW_TURN_LIMIT_MS);
      await settle();
      expect(thirdAdmitted).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
