import { describe, expect, it } from 'vitest';
import { formatAsOf } from './as-of';

describe('formatAsOf', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const tbilisi = { locale: 'en', timeZone: 'Asia/Tbilisi' };
  it('gives the time alone for a read made today in the reader’s zone', () => {
    expect(formatAsOf('2026-11-23T10:02:00Z', now, tbilisi)).toBe('14:02');
  });
  it('adds the day for an older read, in the reader’s language', () => {
    expect(formatAsOf('2026-11-22T10:02:00Z', now, tbilisi)).toBe('22 Nov 2026, 14:02');
    expect(formatAsOf('2026-11-22T10:02:00Z', now, { ...tbilisi, locale: 'ka' })).toBe('22 ნოე. 2026, 14:02');
  });
  it('writes UTC, and says so, when the zone is not known yet', () => {
    expect(formatAsOf('2026-11-23T10:02:00Z', now, null)).toBe('10:02 UTC');
  });
  it('gives nothing for a value that is not a time', () => {
    expect(formatAsOf('soon', now, null)).toBe('');
  });
});
