import { describe, expect, it } from 'vitest';
import { formatBytes } from './bytes';

describe('formatBytes', () => {
  it('writes bytes, KB and MB, 1024-based, one decimal under 10', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(50 * 1024 * 1024)).toBe('50 MB');
    expect(formatBytes(3 * 1024 ** 5)).toBe('3072 TB');
  });
  it('in the reader’s language', () => {
    expect(formatBytes(1536, 'ru')).toBe('1,5 КБ');
    expect(formatBytes(1536, 'ka')).toBe('1,5 კბ');
    expect(formatBytes(2048, 'az')).toBe('2 KB');
  });
  it('says nothing for an unknown size', () => {
    expect(formatBytes(null)).toBe('');
    expect(formatBytes(-1)).toBe('');
    expect(formatBytes(Number.NaN)).toBe('');
  });
});
