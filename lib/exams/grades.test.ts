import { describe, expect, it } from 'vitest';
import { gradeRange } from './grades';

const names = new Map([
  ['a', '5'],
  ['b', '6'],
  ['c', '7'],
  ['d', '9'],
  ['e', '10'],
  ['k', 'K'],
]);

describe('gradeRange', () => {
  it('joins runs of three or more and lists the rest', () => {
    expect(gradeRange(['c', 'a', 'b'], names)).toBe('5–7');
    expect(gradeRange(['a', 'b', 'd', 'e'], names)).toBe('5, 6, 9, 10');
    expect(gradeRange([], names)).toBe('');
  });
  it('shows unknown ids and non-numeric names as they are', () => {
    expect(gradeRange(['a', 'zz'], names)).toBe('5, zz');
    expect(gradeRange(['k', 'a'], names)).toBe('K, 5');
  });
});
