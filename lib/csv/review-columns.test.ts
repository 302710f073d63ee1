import { describe, expect, it } from 'vitest';
import type { RowProblem } from './problems';
import { columnsWithProblems, fixKind, reviewLayout, similarFixes } from './review-columns';

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

describe('reviewLayout', () => {
  const fields = (columns: { field: string }[]) => columns.map((c) => c.field);

  it('all columns: those with problems first, then the rest in field order', () => {
    const layout = reviewLayout(mapping, new Set([8, 2]), true);
    expect(fields(layout.columns)).toEqual([
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
    expect(layout.names).toEqual([]);
    expect(layout.folded).toEqual([]);
  });

  it('compact: the names together, a column per problem field, the rest folded into one cell', () => {
    const layout = reviewLayout(mapping, new Set([9, 3]), false);
    expect(fields(layout.names)).toEqual(['firstName', 'lastName']);
    expect(fields(layout.columns)).toEqual(['sex', 'grade']);
    expect(fields(layout.folded)).toEqual(['birth', 'email', 'phone', 'country', 'city', 'school']);
  });

  it('compact: a name with a problem stays with the names, where its problem is shown', () => {
    const layout = reviewLayout(mapping, new Set([0]), false);
    expect(fields(layout.names)).toEqual(['firstName', 'lastName']);
    expect(layout.columns).toEqual([]);
    expect(layout.folded).toHaveLength(8);
  });

  it('compact: the fields a problem is checked against come first in the fold (a school its country and city)', () => {
    const layout = reviewLayout(mapping, new Set([8]), false);
    expect(fields(layout.columns)).toEqual(['school']);
    expect(fields(layout.folded)).toEqual(['country', 'city', 'birth', 'sex', 'email', 'phone', 'grade']);
    expect(fields(reviewLayout(mapping, new Set([7]), false).folded).slice(0, 2)).toEqual(['country', 'birth']);
  });

  it('leaves out fields no column fills', () => {
    expect(reviewLayout(mapping, new Set(), true).columns).toHaveLength(10);
    const compact = reviewLayout(mapping, new Set(), false);
    expect(compact.names.length + compact.columns.length + compact.folded.length).toBe(10);
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
