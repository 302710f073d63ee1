import { describe, expect, it } from 'vitest';
import { dayIn, FOLD_EMPTY_WEEKS, MAX_WEEK_MARKS, mondayOf, weekSeries } from './weeks';

describe('weeks of the Insights charts', () => {
  it('finds the Monday of any day, across months and years', () => {
    expect(mondayOf('2024-09-08')).toBe('2024-09-02'); // a Sunday
    expect(mondayOf('2024-09-09')).toBe('2024-09-09');
    expect(mondayOf('2025-01-01')).toBe('2024-12-30');
  });

  it('takes the day in the reader’s zone', () => {
    const instant = new Date('2024-09-08T21:30:00Z');
    expect(dayIn(instant, 'UTC')).toBe('2024-09-08');
    expect(dayIn(instant, 'Asia/Tbilisi')).toBe('2024-09-09');
  });

  it('fills short runs of empty weeks with zero bars up to the current week', () => {
    const { weeks, earlier } = weekSeries(
      [
        { week: '2024-09-02', count: 3 },
        { week: '2024-09-16', count: 2 },
      ],
      '2024-09-25',
    );
    expect(weeks).toEqual([
      { kind: 'week', start: '2024-09-02', count: 3 },
      { kind: 'week', start: '2024-09-09', count: 0 },
      { kind: 'week', start: '2024-09-16', count: 2 },
      { kind: 'week', start: '2024-09-23', count: 0 },
    ]);
    expect(earlier).toBe(0);
  });

  it('folds a long run of empty weeks into one gap mark', () => {
    const { weeks } = weekSeries([{ week: '2024-09-02', count: 300 }], '2026-11-26');
    expect(weeks).toEqual([
      { kind: 'week', start: '2024-09-02', count: 300 },
      { kind: 'gap', from: '2024-09-09', weeks: 115 },
      { kind: 'week', start: '2026-11-23', count: 0 },
    ]);
    expect(FOLD_EMPTY_WEEKS).toBeLessThan(115);
  });

  it('keeps the latest marks and sums the weeks before them', () => {
    const counts = Array.from({ length: MAX_WEEK_MARKS + 4 }, (_, i) => ({
      week: new Date(Date.UTC(2024, 0, 1) + i * 7 * 86_400_000).toISOString().slice(0, 10),
      count: i + 1,
    }));
    const { weeks, earlier } = weekSeries(counts, counts.at(-1)!.week);
    expect(weeks).toHaveLength(MAX_WEEK_MARKS);
    expect(weeks[0]).toEqual({ kind: 'week', start: counts[4]!.week, count: 5 });
    expect(earlier).toBe(1 + 2 + 3 + 4);
  });

  it('has no marks when nothing was counted', () => {
    expect(weekSeries([], '2024-09-02')).toEqual({ weeks: [], earlier: 0 });
  });
});
