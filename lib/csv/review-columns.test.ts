import { describe, expect, it } from 'vitest';
import type { RowProblem } from './problems';
import { columnsWithProblems, fixKind, reviewColumns, similarFixes } from './review-columns';

const mapping = {
  firstName: 0,
  lastName: 1,
  birth: 2,
  sex: 3,
  email: 4,
  phone: 5,
  country: 6,
  city: 7,
  school: 8,
  grade: 9,
  activatedPlatformsThisSeason: null,
  externalRef: null,
};

const problem = (fileRow: number, field: string, columnIndex: number, suggestion?: string): RowProblem => ({
  fileRow,
  field,
  column: field,
  columnIndex,
  message: `${field} is wrong`,
  code: 'invalid_field',
  ...(suggestion === undefined ? {} : { suggestion }),
});

describe('reviewColumns', () => {
  it('puts the columns with problems first, then the rest in field order', () => {
    const cols = reviewColumns(mapping, new Set([8, 2]), false).map((c) => c.field);
    expect(cols).toEqual([
      'birth',
      'school',
      'firstName',
      'lastName',
      'sex',
      'email',
      'phone',
      'country',
      'city',
      'grade',
    ]);
  });

  it('shows only the names and the problem columns when asked', () => {
    expect(reviewColumns(mapping, new Set([9]), true).map((c) => c.field)).toEqual(['firstName', 'lastName', 'grade']);
    expect(reviewColumns(mapping, new Set([0]), true).map((c) => c.field)).toEqual(['lastName', 'firstName']);
  });

  it('keeps the columns a problem is checked against in view: a school its city and country, a city its country', () => {
    expect(reviewColumns(mapping, new Set([8]), true).map((c) => c.field)).toEqual([
      'firstName',
      'lastName',
      'school',
      'country',
      'city',
    ]);
    expect(reviewColumns(mapping, new Set([7, 6]), true).map((c) => c.field)).toEqual([
      'firstName',
      'lastName',
      'country',
      'city',
    ]);
  });

  it('leaves out fields no column fills', () => {
    expect(reviewColumns(mapping, new Set(), false)).toHaveLength(10);
  });
});

describe('similar fixes', () => {
  it('groups each row’s own suggestion by column and kind, once per cell', () => {
    const problems = [
      problem(2, 'birth', 2, '03/05/2011'),
      problem(3, 'birth', 2, '14/02/2010'),
      problem(3, 'birth', 2, '14/02/2010'),
      problem(4, 'sex', 3, 'f'),
      problem(5, 'birth', 2),
      problem(6, 'email', 4),
    ];
    const fixes = similarFixes(problems);
    expect(fixes.get(fixKind(problems[0]!))).toEqual([
      { fileRow: 2, column: 2, value: '03/05/2011' },
      { fileRow: 3, column: 2, value: '14/02/2010' },
    ]);
    expect(fixes.get(fixKind(problems[3]!))).toEqual([{ fileRow: 4, column: 3, value: 'f' }]);
    expect(fixes.size).toBe(2);
  });

  it('finds the columns that hold problems', () => {
    expect([...columnsWithProblems([problem(2, 'birth', 2), { ...problem(3, 'x', 0), columnIndex: null }])]).toEqual([
      2,
    ]);
  });
});
