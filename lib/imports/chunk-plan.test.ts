import { describe, expect, it } from 'vitest';
import { planChunks, planSummaryOf } from './chunk-plan';

function parts(total: number): string[] {
  const plan = planChunks(total);
  if (!plan.ok) throw new Error(plan.reason);
  return plan.chunks.map((c) => `${c.kind === 'import' ? 'import' : 'singles'} ${c.size}`);
}

describe('planChunks', () => {
  it.each(Array.from({ length: 29 }, (_, i) => i + 1))(
    '%i row(s), under the import minimum of 30: every row registered one by one',
    (total) => {
      expect(parts(total)).toEqual([`singles ${total}`]);
    },
  );

  it.each([
    [30, ['import 30']],
    [999, ['import 999']],
    [1000, ['import 1000']],
    [1001, ['import 1000', 'singles 1']],
    [1012, ['import 1000', 'singles 12']],
    [1029, ['import 1000', 'singles 29']],
    [1030, ['import 1000', 'import 30']],
    [1250, ['import 1000', 'import 250']],
    [2000, ['import 1000', 'import 1000']],
    [2001, ['import 1000', 'import 1000', 'singles 1']],
  ])('%i rows -> %j', (total, expected) => {
    expect(parts(total)).toEqual(expected);
  });

  it('100,000 rows are 100 imports of 1,000', () => {
    expect(parts(100_000)).toEqual(Array(100).fill('import 1000'));
  });

  it('parts are contiguous, cover every row once; imports hold 30 to 1,000 rows, singles fewer than 30; fewest imports', () => {
    for (let total = 1; total <= 5100; total += 7) {
      const plan = planChunks(total);
      if (!plan.ok) throw new Error(plan.reason);
      let next = 0;
      for (const [i, c] of plan.chunks.entries()) {
        expect(c).toMatchObject({ index: i, start: next, size: c.end - c.start });
        if (c.kind === 'import') expect(c.size).toBeGreaterThanOrEqual(30);
        else expect(c.size).toBeLessThan(30);
        expect(c.size).toBeLessThanOrEqual(1000);
        next = c.end;
      }
      expect(next).toBe(total);
      expect(plan.chunks.filter((c) => c.kind === 'single').length).toBeLessThanOrEqual(1);
      expect(plan.chunks.filter((c) => c.kind === 'import').length).toBe(
        Math.floor(total / 1000) + (total % 1000 >= 30 ? 1 : 0),
      );
    }
  });

  it('no rows: nothing to plan', () => {
    expect(planChunks(0)).toMatchObject({ ok: false, code: 'no_rows' });
  });

  it('summarises a plan: imports, their rows, rows one by one', () => {
    expect(planSummaryOf(12)).toEqual({ imports: 0, importRows: 0, singleRows: 12 });
    expect(planSummaryOf(1012)).toEqual({ imports: 1, importRows: 1000, singleRows: 12 });
    expect(planSummaryOf(2001)).toEqual({ imports: 2, importRows: 2000, singleRows: 1 });
    expect(planSummaryOf(0)).toEqual({ imports: 0, importRows: 0, singleRows: 0 });
  });
});
