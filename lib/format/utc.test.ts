import { describe, expect, it } from 'vitest';
import { formatDuration, formatUtc, formatUtcParts } from './utc';

describe('log time formats', () => {
  it('shows UTC to the second', () => {
    expect(formatUtc('2025-01-02T13:45:07.123Z')).toBe('2025-01-02 13:45:07 UTC');
    expect(formatUtc(new Date(Date.UTC(2025, 0, 2, 0, 0, 0)))).toBe('2025-01-02 00:00:00 UTC');
    expect(formatUtc('not a date')).toBe('');
    expect(formatUtcParts('2025-01-02T13:45:07.123Z')).toEqual({ day: '2025-01-02', time: '13:45:07 UTC' });
  });

  it('shows durations in ms below a second, in seconds above', () => {
    expect(formatDuration(87.4)).toBe('87 ms');
    expect(formatDuration(1234)).toBe('1.23 s');
  });
});
