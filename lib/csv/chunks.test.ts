import { describe, expect, it } from 'vitest';
import { planChunks } from './chunks';

function sizes(total: number): number[] {
  const plan = planChunks(total);
  if (!plan.ok) throw new Error(plan.reason);
  return plan.chunks.map((c) => c.size);
}

describe('planChunks', () => {
  it.each([
    [30, [30]],
    [999, [999]],
    [1000, [1000]],
    [1001, [501, 500]],
    [1010, [505, 505]],
    [1029, [515, 514]],
    [1030, [1000, 30]],
    [1250, [1000, 250]],
    [2000, [1000, 1000]],
    [2010, [1000, 505, 505]],
  ])('%i rows -> %j', (total, expected) => {
    expect(sizes(total)).toEqual(expected);
  });

  it('100,000 rows are 100 chunks of 1,000', () => {
    expect(sizes(100_000)).toEqual(Array(100).fill(1000));
  });

  it('chunks are contiguous, cover every row once and stay within 30 to 1,000', () => {
    for (let total = 30; total <= 5100; total += 7) {
      const plan = planChunks(total);
      if (!plan.ok) throw new Error(plan.reason);
      let next = 0;
      for (const [i, c] of plan.chunks.entries()) {
        expect(c).toMatchObject({ index: i, start: next, size: c.end - c.start });
        expect(c.size).toBeGreaterThanOrEqual(30);
        expect(c.size).toBeLessThanOrEqual(1000);
        next = c.end;
      }
      expect(next).toBe(total);
    }
  });

  it('fewer than 30 rows cannot be a batch: the reason says to register them one by one', () => {
    expect(planChunks(29)).toEqual({
      ok: false,
      code: 'too_few_rows',
      reason: 'An import needs at least 30 rows and there are 29 valid rows; register them one by one instead.',
    });
    expect(planChunks(1)).toMatchObject({ ok: false, code: 'too_few_rows' });
    expect(planChunks(0)).toMatchObject({ ok: false, code: 'no_rows' });
  });
});
