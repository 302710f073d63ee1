import { describe, expect, it } from 'vitest';
import { importProblemMessage, validateImportBody } from './import-rules';

const row = (i: number) => ({
  firstName: 'Nino',
  lastName: `Student${i}`,
  birth: '02/09/2011',
  sex: 'f',
  email: `nino.${i}@example.ge`,
  country: '64b7f0c2a1d3e4f5a6b7c8d9',
  grade: '8',
  city: 'Tbilisi',
  school: 'Tbilisi Public School No. 2',
  externalRef: `ext-${i}`,
});
const rows = (n: number) => Array.from({ length: n }, (_, i) => row(i));

describe('validateImportBody', () => {
  it('§4.3 import: 30 to 1000 rows', () => {
    expect(validateImportBody({ students: rows(30) }).ok).toBe(true);
    expect(validateImportBody({ students: rows(1000), clientReference: 'term-1' }).ok).toBe(true);
    expect(validateImportBody({ students: rows(29) })).toMatchObject({
      ok: false,
      problems: [{ field: 'students', row: null }],
    });
    expect(validateImportBody({ students: rows(1001) }).ok).toBe(false);
    expect(validateImportBody({})).toMatchObject({
      ok: false,
      problems: [{ message: 'students should not be empty' }],
    });
    expect(validateImportBody({ students: 'x' })).toMatchObject({
      ok: false,
      problems: [{ message: 'students must be an array' }],
    });
  });

  it('§4.3 import: unknown properties, password in a row, broken rules: every row listed, counted from 0', () => {
    const students = rows(40);
    students[0] = { ...row(0), password: 'secret123' } as never;
    students[7] = { ...row(7), birth: '30/02/2011' };
    const result = validateImportBody({ students, extra: true });
    expect(result).toMatchObject({ ok: false, problems: [{ field: 'extra', code: 'unexpected_field', row: null }] });
    const second = validateImportBody({ students });
    expect(second.ok).toBe(false);
    if (!second.ok) {
      expect(second.problems.map((p) => [p.row, p.field, p.code])).toEqual([
        [0, 'password', 'unexpected_field'],
        [7, 'birth', 'invalid_field'],
      ]);
      expect(importProblemMessage(second.problems[1]!)).toBe('row 7: birth must be a real date in DD/MM/YYYY format');
    }
  });

  it('§4.3 import: rows are normalised (emails lower-cased, externalRef kept)', () => {
    const students = rows(30);
    students[3] = { ...row(3), email: 'UPPER@Example.GE' };
    const result = validateImportBody({ students });
    expect(result.ok && result.value.students[3]).toMatchObject({ email: 'upper@example.ge', externalRef: 'ext-3' });
  });
});
