import { describe, expect, it } from 'vitest';
import { chunk, parsePastedStudents } from './recipients';

describe('parsePastedStudents', () => {
  it('splits e-mails and ids, lower-cases e-mails, drops duplicates, keeps the rest as invalid', () => {
    const text =
      'Ana@Example.test, ana@example.test; 65a1b2c3d4e5f6a7b8c9d0e1\n<bo@x.ge> nonsense 65a1b2c3d4e5f6a7b8c9d0e1';
    expect(parsePastedStudents(text)).toEqual({
      emails: ['ana@example.test', 'bo@x.ge'],
      ids: ['65a1b2c3d4e5f6a7b8c9d0e1'],
      invalid: ['nonsense'],
    });
  });
  it('gives empty lists for blank input', () => {
    expect(parsePastedStudents('  \n ,')).toEqual({ emails: [], ids: [], invalid: [] });
  });
});

describe('chunk', () => {
  it('cuts into groups of at most the size', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 100)).toEqual([]);
  });
});
