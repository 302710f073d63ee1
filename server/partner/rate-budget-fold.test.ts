import { describe, expect, it } from 'vitest';
import { foldHeaders, type BudgetKey, type BudgetState } from './rate-budget-store';

const key: BudgetKey = { accountKey: 'key_x', operation: 'listStudents', limit: 100, windowMs: 60_000 };
const t = 1_000_000;
/** What a store holds right after taking the first request of a window it assumed to start now. */
const assumed: BudgetState = {
  accountKey: 'key_x',
  operation: 'listStudents',
  limit: 100,
  remaining: 99,
  windowEndsAt: t + 60_000,
  pausedUntil: null,
};

describe('folding X-RateLimit headers into a window (spec §8.2, §8.4)', () => {
  it('adopts an earlier window end and lower remaining for a request sent inside our assumed window', () => {
    // The API's window began 40 s before this client's first request: 20 s and 5 requests are left.
    const next = foldHeaders(assumed, key, t + 100, { limit: 100, remaining: 5, resetSeconds: 20 }, t);
    expect(next.remaining).toBe(5);
    expect(next.windowEndsAt).toBe(t + 100 + 20_000);
  });

  it('ignores a late answer to a request sent before our window began', () => {
    const next = foldHeaders(assumed, key, t + 100, { limit: 100, remaining: 5, resetSeconds: 20 }, t - 1_000);
    expect(next).toEqual(assumed);
  });

  it('keeps the lower remaining and the later end within the same window', () => {
    const next = foldHeaders(assumed, key, t + 500, { limit: 100, remaining: 97, resetSeconds: 60 }, t + 400);
    expect(next.remaining).toBe(97);
    expect(next.windowEndsAt).toBe(t + 500 + 60_000);
  });
});
