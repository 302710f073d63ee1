import { describe, expect, it } from 'vitest';
import { isKnownTimeZone, sittingTime } from './format-sitting';

describe('sittingTime', () => {
  it('keeps the stated start time only when it disagrees with the instant in the organizer’s zone', () => {
    expect(sittingTime({ date: '2026-03-01T06:00:00.000Z', startTime: '10:00', tz: 'Asia/Tbilisi' })).toEqual({
      zone: 'Asia/Tbilisi',
      statedStartTime: null,
    });
    expect(
      sittingTime({ date: '2026-03-01T06:00:00.000Z', startTime: '09:30', tz: 'Asia/Tbilisi' }).statedStartTime,
    ).toBe('09:30');
  });
  it('falls back to UTC for no zone or an unknown one', () => {
    expect(sittingTime({ date: '2026-03-01T06:00:00.000Z' }).zone).toBe('UTC');
    expect(sittingTime({ date: '2026-03-01T06:00:00.000Z', tz: 'Mars/Olympus', startTime: '06:00' })).toEqual({
      zone: 'UTC',
      statedStartTime: null,
    });
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
  });
});
