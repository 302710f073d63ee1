import { describe, expect, it } from 'vitest';
import { formatAsOf } from './format-as-of';

describe('formatAsOf', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it('gives the time alone for a read made today in the viewer zone', () => {
    expect(formatAsOf('2026-11-23T10:02:00Z', now, 'Asia/Tbilisi')).toBe('14:02');
  });
  it('adds the day for an older read', () => {
    expect(formatAsOf('2026-11-22T10:02:00Z', now, 'Asia/Tbilisi')).toBe('22 Nov, 14:02');
  });
  it('writes UTC, and says so, when the zone is not known yet', () => {
    expect(formatAsOf('2026-11-23T10:02:00Z', now, null)).toBe('10:02 UTC');
  });
  it('gives nothing for a value that is not a time', () => {
    expect(formatAsOf('soon', now, null)).toBe('');
  });
});
