import { describe, expect, it } from 'vitest';
import { bySunset, deprecationDate, sunsetDate, type RetiringOperation } from './api-lifecycle';

describe('the API lifecycle headers (spec §9.5)', () => {
  it('reads the Deprecation date as RFC 9745 writes it (@seconds), or an HTTP date; `true` names no date', () => {
    expect(deprecationDate('@1688169599')).toBe('2023-06-30T23:59:59.000Z');
    expect(deprecationDate('Sun, 11 Nov 2029 23:59:59 GMT')).toBe('2029-11-11T23:59:59.000Z');
    expect(deprecationDate('true')).toBeNull();
    expect(deprecationDate(null)).toBeNull();
  });

  it('reads the Sunset HTTP date; an unreadable one is no date', () => {
    expect(sunsetDate('Wed, 30 Jun 2027 00:00:00 GMT')).toBe('2027-06-30T00:00:00.000Z');
    expect(sunsetDate('soon')).toBeNull();
  });

  it('puts the soonest sunset first and operations without one last', () => {
    const op = (operation: string, sunsetAt: string | null) => ({ operation, sunsetAt }) as RetiringOperation;
    const sorted = [op('b', null), op('c', '2028-01-01'), op('a', '2027-01-01'), op('a0', null)].sort(bySunset);
    expect(sorted.map((o) => o.operation)).toEqual(['a', 'c', 'a0', 'b']);
  });
});
