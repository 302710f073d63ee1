import { describe, expect, it } from 'vitest';
import { inferDateOrder, suggestBirth } from './birth-suggestion';
import { suggestMapping } from './column-mapping';
import { buildCountryLookup } from './country-lookup';
import { parseCsvText } from './parse';
import { buildRowInput, splitPlatforms } from './rows';
import { validateImportRowWithSharedRules } from './shared-row-validator';
import { georgiaId, standardHeaders, studentCells, toCsvText, type StudentCells } from './testing/fixtures';
import { validateTable, validRows } from './validate';

const mapping = suggestMapping(standardHeaders);

function validateCells(rows: StudentCells[], extraText = '') {
  const text = toCsvText([standardHeaders, ...rows.map((over, i) => studentCells(i + 1, over))]) + extraText;
  const parsed = parseCsvText(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return validateTable(parsed.table, mapping, { validateRow: validateImportRowWithSharedRules });
}

describe('buildRowInput', () => {
  it('trims cells, leaves empty cells out and lower-cases only the e-mail', () => {
    const cells = studentCells(1, {
      first: '  Nino ',
      email: ' Nino.B@Example.ORG ',
      phone: '',
      sex: 'F',
      grade: '05',
    });
    const input = buildRowInput(cells, mapping);
    expect(input).toMatchObject({ firstName: 'Nino', email: 'nino.b@example.org', sex: 'F', grade: '05' });
    expect('phone' in input).toBe(false);
  });

  it('keeps phones with leading zeros and dates as written', () => {
    const input = buildRowInput(studentCells(1, { phone: '0555123456', birth: '1/2/2012' }), mapping);
    expect(input).toMatchObject({ phone: '0555123456', birth: '1/2/2012' });
  });

  it('splits platforms on commas, semicolons and spaces', () => {
    expect(splitPlatforms(' stem, neo;gmath  coding ')).toEqual(['stem', 'neo', 'gmath', 'coding']);
    const withPlatforms = { ...mapping, activatedPlatformsThisSeason: 11 };
    expect(buildRowInput([...studentCells(1), 'stem;neo'], withPlatforms).activatedPlatformsThisSeason).toEqual([
      'stem',
      'neo',
    ]);
  });

  it('turns a country name or code into its id when a lookup is given, else sends the text', () => {
    const lookup = buildCountryLookup([{ _id: georgiaId, name: 'GEORGIA', iso2: 'GE', iso3: 'GEO' }]);
    for (const text of ['Georgia', 'ge', 'GEO', georgiaId]) {
      expect(buildRowInput(studentCells(1, { country: text }), mapping, { resolveCountry: lookup }).country).toBe(
        georgiaId,
      );
    }
    expect(buildRowInput(studentCells(1, { country: 'Narnia' }), mapping, { resolveCountry: lookup }).country).toBe(
      'Narnia',
    );
  });
});

describe('suggestBirth', () => {
  it('proposes DD/MM/YYYY for an ISO date and a dotted date', () => {
    expect(suggestBirth('2012-05-03')).toBe('03/05/2012');
    expect(suggestBirth('2012-5-3')).toBe('03/05/2012');
    expect(suggestBirth('03.05.2012')).toBe('03/05/2012');
  });

  it('pads short dates only when the order is certain', () => {
    expect(suggestBirth('25/3/2012')).toBe('25/03/2012');
    expect(suggestBirth('3/25/2012')).toBe('25/03/2012');
    expect(suggestBirth('1/2/2012')).toBeUndefined();
    expect(suggestBirth('1/2/2012', 'day-first')).toBe('01/02/2012');
    expect(suggestBirth('1/2/2012', 'month-first')).toBe('02/01/2012');
  });

  it('proposes nothing for a date that does not exist or text that is no date', () => {
    expect(suggestBirth('2012-02-30')).toBeUndefined();
    expect(suggestBirth('soon')).toBeUndefined();
    expect(suggestBirth('03/05/2012')).toBeUndefined();
  });

  it('infers the order of a file from its unambiguous dates', () => {
    expect(inferDateOrder(['1/2/2012', '25/12/2011'])).toBe('day-first');
    expect(inferDateOrder(['1/2/2012', '12/25/2011'])).toBe('month-first');
    expect(inferDateOrder(['1/2/2012', '25/12/2011', '12/25/2011'])).toBeNull();
    expect(inferDateOrder(['1/2/2012', undefined])).toBeNull();
  });
});

describe('validateTable', () => {
  it('accepts valid rows and keeps their file rows and cells', () => {
    const report = validateCells([{}, {}, {}]);
    expect(report).toMatchObject({ validCount: 3, invalidCount: 0, problems: [] });
    expect(report.rows.map((r) => r.fileRow)).toEqual([2, 3, 4]);
    expect(validRows(report)[0]!.input).toMatchObject({ firstName: 'Nino1', country: georgiaId });
  });

  it("reports the API's own messages with file row and column, and a birth suggestion", () => {
    const report = validateCells([{}, { email: 'not-an-email', birth: '2012-05-03' }, { sex: 'male', first: ' ' }]);
    expect(report.invalidCount).toBe(2);
    expect(report.problems).toEqual([
      {
        fileRow: 3,
        field: 'birth',
        column: 'Date of birth',
        columnIndex: 2,
        message: 'birth must be a real date in DD/MM/YYYY format',
        code: 'invalid_field',
        suggestion: '03/05/2012',
      },
      {
        fileRow: 3,
        field: 'email',
        column: 'E-mail',
        columnIndex: 4,
        message: 'email must be an email',
        code: 'invalid_field',
      },
      {
        fileRow: 4,
        field: 'firstName',
        column: 'First name',
        columnIndex: 0,
        message: 'firstName should not be empty',
        code: 'invalid_field',
      },
      {
        fileRow: 4,
        field: 'sex',
        column: 'Sex',
        columnIndex: 3,
        message: 'sex must be one of the following values: m, f, n',
        code: 'invalid_field',
      },
    ]);
  });

  it('never changes the sex cell, but proposes the lower-case letter', () => {
    const report = validateCells([{ sex: 'F' }]);
    expect(report.rows[0]!.input.sex).toBe('F');
    expect(report.problems[0]).toMatchObject({ field: 'sex', suggestion: 'f' });
  });

  it('flags the second and later uses of an e-mail, case-insensitive, pointing at the first row', () => {
    const report = validateCells([{ email: 'A@x.org' }, {}, { email: 'a@X.org' }, { email: ' a@x.org ' }]);
    const duplicates = report.problems.filter((p) => p.code === 'duplicate_in_request');
    expect(duplicates.map((p) => [p.fileRow, p.duplicateOf, p.column])).toEqual([
      [4, 2, 'E-mail'],
      [5, 2, 'E-mail'],
    ]);
    expect(report.validCount).toBe(2);
  });

  it('marks a row with extra filled cells invalid', () => {
    const report = validateCells(
      [{}, {}],
      'Bad,Row,01/01/2012,m,bad@x.org,1,' + georgiaId + ',Tbilisi,S,5,R,surplus\r\n',
    );
    expect(report.problems).toEqual([expect.objectContaining({ fileRow: 4, code: 'extra_cells', field: null })]);
    expect(report.validCount).toBe(2);
  });

  it('reports progress up to the total', () => {
    const calls: number[] = [];
    const parsed = parseCsvText(toCsvText([standardHeaders, ...Array.from({ length: 25 }, (_, i) => studentCells(i))]));
    if (!parsed.ok) throw new Error(parsed.error.message);
    validateTable(parsed.table, mapping, {
      validateRow: validateImportRowWithSharedRules,
      progressEvery: 10,
      onProgress: (d) => calls.push(d),
    });
    expect(calls).toEqual([10, 20, 25]);
  });
});
