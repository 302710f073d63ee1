import { describe, expect, it } from 'vitest';
import { formatCount } from './count';

describe('formatCount', () => {
  it('groups thousands the same way whatever the machine’s locale', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1250)).toBe('1,250');
    expect(formatCount(1_000_000)).toBe('1,000,000');
  });
});
