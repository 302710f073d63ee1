import { describe, expect, it } from 'vitest';
import { dateTimeFormat, isKnownTimeZone } from './date-time-format';

describe('dateTimeFormat', () => {
  it('answers one formatter per locale and options, and formats as Intl does', () => {
    const options = { timeZone: 'Asia/Tbilisi', hour: '2-digit', minute: '2-digit' } as const;
    const a = dateTimeFormat('en-GB', options);
    expect(dateTimeFormat('en-GB', { ...options })).toBe(a);
    expect(dateTimeFormat('en-GB', { ...options, timeZone: 'UTC' })).not.toBe(a);
    expect(a.format(new Date('2026-03-01T06:00:00Z'))).toBe('10:00');
  });

  it('knows real zones and refuses made-up ones, every time', () => {
    expect(isKnownTimeZone('Asia/Baku')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
    expect(isKnownTimeZone(null)).toBe(false);
  });
});
