import { describe, expect, it } from 'vitest';
import { formatBytes } from '@/lib/text/format-bytes';
import { formatLocalDateTime } from './format-time';

describe('formatLocalDateTime', () => {
  it('shows the instant in the given time zone, naming the zone', () => {
    const tbilisi = formatLocalDateTime('2025-03-10T20:30:00.000Z', 'Asia/Tbilisi');
    expect(tbilisi).toContain('11 Mar 2025');
    expect(tbilisi).toContain('00:30');
    expect(tbilisi).toContain('GMT+4');
    expect(formatLocalDateTime('2025-03-10T20:30:00.000Z', 'UTC')).toContain('20:30');
  });
  it('is empty for no value or a broken one', () => {
    expect(formatLocalDateTime(null)).toBe('');
    expect(formatLocalDateTime('yesterday')).toBe('');
  });
});

describe('formatBytes', () => {
  it('uses human units', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(20 * 1024 * 1024)).toBe('20 MB');
    expect(formatBytes(3.25 * 1024 ** 3)).toBe('3.3 GB');
  });
  it('is empty while the size is unknown', () => {
    expect(formatBytes(null)).toBe('');
    expect(formatBytes(undefined)).toBe('');
  });
});
