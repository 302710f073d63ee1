import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './date-time';

const instant = '2026-11-25T20:05:00.000Z';

describe('formatDateTime', () => {
  it("writes the instant in the reader's zone, with the zone's offset", () => {
    expect(formatDateTime(instant, { locale: 'en', timeZone: 'Asia/Tbilisi' })).toBe('26 Nov 2026, 00:05 GMT+4');
    expect(formatDateTime(instant, { locale: 'en', timeZone: 'America/New_York' })).toBe('25 Nov 2026, 15:05 GMT-5');
    expect(formatDateTime(instant, { locale: 'en', timeZone: 'UTC' })).toBe('25 Nov 2026, 20:05 UTC');
  });

  it("in the reader's language", () => {
    expect(formatDateTime(instant, { locale: 'ru', timeZone: 'Asia/Baku' })).toBe('26 нояб. 2026 г., 00:05 GMT+4');
    expect(formatDate(instant, { locale: 'ka', timeZone: 'Asia/Tbilisi' })).toBe('26 ნოე. 2026');
    expect(formatDate(instant, { locale: 'az', timeZone: 'UTC' })).toBe('25 noy 2026');
  });

  it('says nothing for a missing or bad date, and falls back to UTC for an unknown zone or English for an unknown language', () => {
    expect(formatDateTime(null, { locale: 'en', timeZone: 'UTC' })).toBe('');
    expect(formatDateTime('not a date', { locale: 'en', timeZone: 'UTC' })).toBe('');
    expect(formatDate(instant, { locale: 'fr', timeZone: 'Mars/Olympus' })).toBe('25 Nov 2026');
  });
});
