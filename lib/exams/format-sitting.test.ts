import { describe, expect, it } from 'vitest';
import { formatInZone, isKnownTimeZone, sittingTime } from './format-sitting';

describe('formatInZone', () => {
  it('writes the instant in the given zone', () => {
    expect(formatInZone('2026-03-01T06:00:00.000Z', 'Asia/Tbilisi')).toBe('Sun 1 Mar 2026, 10:00');
    expect(formatInZone('2026-03-01T06:00:00.000Z', 'America/New_York')).toBe('Sun 1 Mar 2026, 01:00');
  });
  it('falls back to UTC for an unknown zone and gives nothing for a bad date', () => {
    expect(formatInZone('2026-03-01T06:00:00.000Z', 'Mars/Olympus')).toBe('Sun 1 Mar 2026, 06:00');
    expect(formatInZone('not a date', 'UTC')).toBe('');
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
    expect(isKnownTimeZone(undefined)).toBe(false);
  });
});

describe('sittingTime', () => {
  it('keeps the stated start time only when it disagrees with the instant', () => {
    expect(sittingTime({ date: '2026-03-01T06:00:00.000Z', startTime: '10:00', tz: 'Asia/Tbilisi' })).toEqual({
      local: 'Sun 1 Mar 2026, 10:00',
      zone: 'Asia/Tbilisi',
      statedStartTime: null,
    });
    expect(
      sittingTime({ date: '2026-03-01T06:00:00.000Z', startTime: '09:30', tz: 'Asia/Tbilisi' }).statedStartTime,
    ).toBe('09:30');
    expect(sittingTime({ date: '2026-03-01T06:00:00.000Z' }).zone).toBe('UTC');
  });
});
