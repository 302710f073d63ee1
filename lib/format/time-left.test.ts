import { describe, expect, it } from 'vitest';
import { formatEstimate, formatTimeLeft } from './time-left';

describe('formatTimeLeft', () => {
  it('is coarse when far and exact when near', () => {
    expect(formatTimeLeft((21 * 86_400 + 3 * 3600 + 59) * 1000)).toBe('21 days 3 hours');
    expect(formatTimeLeft(86_400_000)).toBe('1 day');
    expect(formatTimeLeft((5 * 3600 + 12 * 60 + 7) * 1000)).toBe('5 hours 12 minutes');
    expect(formatTimeLeft(3_600_000)).toBe('1 hour');
    expect(formatTimeLeft((4 * 60 + 9) * 1000)).toBe('4 minutes 09 seconds');
    expect(formatTimeLeft(3 * 60_000)).toBe('3 minutes');
    expect(formatTimeLeft(1000)).toBe('1 second');
    expect(formatTimeLeft(-5000)).toBe('0 seconds');
  });
});

describe('formatEstimate', () => {
  it('rounds to whole minutes from a minute on, and never says 0', () => {
    expect(formatEstimate(0.2)).toBe('1 second');
    expect(formatEstimate(42.4)).toBe('42 seconds');
    expect(formatEstimate(150)).toBe('3 minutes');
    expect(formatEstimate(3 * 3600 + 20 * 60 + 10)).toBe('3 hours 20 minutes');
  });
});
