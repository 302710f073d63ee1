import { describe, expect, it } from 'vitest';
import { read } from '@e965/xlsx';
import { strFromU8, unzipSync } from 'fflate';
import { suggestMapping } from '@/lib/csv/column-mapping';
import { importFields } from '@/lib/csv/fields';
import { failedRowsTable, resultsTable } from '@/lib/csv/export';
import { parseCsvText } from '@/lib/csv/parse';
import { readWorkbook } from './read-workbook';
import { sheetToTable, studentSheets } from './sheet-table';
import { resultsWordsFrom } from '@/lib/csv/results-words';
import { namespaceTranslator, translatorFor } from '@/lib/testing/translators';
import {
  buildTemplateCsv,
  buildTemplateXlsx,
  templateHeaders,
  templateWordsFrom,
  type TemplateLists,
} from './template';
import { buildXlsx } from './write-xlsx';

function reopen(bytes: Uint8Array) {
  const opened = readWorkbook(bytes);
  if (!opened.ok) throw new Error(opened.error.message);
  return opened.workbook;
}

const resultsWords = resultsWordsFrom(namespaceTranslator('en', 'importResults'), 'en');
const templateWords = templateWordsFrom(translatorFor('en'));

describe('results as .xlsx', () => {
  const headers = ['First name', 'Phone', 'Note'];
  const rows = [
    {
      cells: ['Ana', '+995 556 711097', '=HYPERLINK("x")'],
      outcome: { status: 'registered', studentId: '64b7f0c2a1b2c3d4e5f60718', username: 'GE123' },
    },
    {
      cells: ['Luka', '0555 12', '-3', 'extra'],
      outcome: { status: 'failed', error: 'email: email must be an email' },
    },
  ];

  it('keeps every cell as typed, as text: no quote before a phone number, no formula', () => {
    const bytes = buildXlsx([{ name: 'Students', rows: resultsTable(headers, rows, resultsWords) }]);
    const book = reopen(bytes);
    const sheet = book.Sheets.Students!;
    const data = (sheet as unknown as { '!data': { t: string; v: unknown; f?: string }[][] })['!data'];
    expect(data[1]![1]).toMatchObject({ t: 's', v: '+995 556 711097' });
    expect(data[1]![2]).toMatchObject({ t: 's', v: '=HYPERLINK("x")' });
    expect(data[1]![2]!.f).toBeUndefined();
    const parsed = sheetToTable(book, 'Students');
    expect(parsed.ok && parsed.table.rows.map((r) => r.cells)).toEqual([
      ['Ana', '+995 556 711097', '=HYPERLINK("x")', 'registered', '64b7f0c2a1b2c3d4e5f60718', 'GE123', ''],
      ['Luka', '0555 12', '-3', 'failed', '', '', 'email: email must be an email', 'extra'],
    ]);
  });

  it('the rows to fix open as an import file again, with the error column left unmatched', () => {
    const book = reopen(
      buildXlsx([
        {
          name: 'Students',
          rows: failedRowsTable(
            ['First name', 'E-mail'],
            [{ cells: ['Ana', 'bad'], outcome: { status: 'rejected', error: 'email: email must be an email' } }],
            resultsWords,
          ),
        },
      ]),
    );
    const parsed = sheetToTable(book, studentSheets(book)[0]!.name);
    expect(parsed.ok && parsed.table.headers).toEqual(['First name', 'E-mail', 'error']);
    expect(parsed.ok && suggestMapping(parsed.table.headers)).toMatchObject({ firstName: 0, email: 1 });
  });
});

describe('templates', () => {
  const lists: TemplateLists = {
    countries: ['ARMENIA', 'GEORGIA'],
    cities: ['Batumi', 'Tbilisi'],
    schools: ['Tbilisi Public School No. 1'],
    grades: ['1', '2', '12'],
    notes: [{ code: 'whereFrom', scoped: false }],
  };

  it('the .xlsx has a Students sheet the import recognises whole, an example row, and drop-downs fed by the Lists sheet', () => {
    const bytes = buildTemplateXlsx(lists, templateWords);
    const book = reopen(bytes);
    expect(book.SheetNames).toEqual(['Students', 'Lists']);
    expect(studentSheets(book)).toEqual([{ name: 'Students', rows: 1 }]);
    const parsed = sheetToTable(book, 'Students');
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(Object.values(suggestMapping(parsed.table.headers))).toEqual(importFields.map((_, i) => i));
    expect(parsed.table.rows[0]!.cells.slice(6, 10)).toEqual(['GEORGIA', 'Batumi', 'Tbilisi Public School No. 1', '5']);

    const lists2 = sheetToTable(book, 'Lists');
    expect(lists2.ok).toBe(false); // no student columns: it is not an import sheet
    const listCells = read(bytes, { type: 'array' }).Sheets.Lists!;
    expect([listCells.A3?.v, listCells.C2?.v, listCells.D4?.v]).toEqual([
      'GEORGIA',
      'Tbilisi Public School No. 1',
      '12',
    ]);

    const xml = strFromU8(unzipSync(bytes)['xl/worksheets/sheet1.xml']!);
    expect(xml).toContain('<dataValidations count="5">');
    expect(xml).toContain('sqref="G2:G5001"><formula1>Lists!$A$2:$A$3</formula1>');
    expect(xml).toContain(
      'errorStyle="warning" allowBlank="1" showInputMessage="1" showErrorMessage="1" prompt="Pick a school from the list (sheet Lists)." sqref="I2:I5001"><formula1>Lists!$C$2:$C$2</formula1>',
    );
    expect(xml).toContain('sqref="J2:J5001"><formula1>Lists!$D$2:$D$4</formula1>');
    expect(xml).toContain('sqref="D2:D5001"><formula1>&quot;m,f,n&quot;</formula1>');
    expect(xml.indexOf('<dataValidations')).toBeGreaterThan(xml.indexOf('</sheetData>'));
  });

  it('an empty list gets no drop-down', () => {
    const xml = strFromU8(
      unzipSync(buildTemplateXlsx({ ...lists, cities: [], schools: [] }, templateWords))['xl/worksheets/sheet1.xml']!,
    );
    expect(xml).toContain('<dataValidations count="3">');
    expect(xml).not.toContain('sqref="H2:H5001"');
  });

  it('the .csv has the same header and example row', () => {
    const parsed = parseCsvText(buildTemplateCsv(lists, templateWords).replace(/^\uFEFF/, ''));
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.table.headers).toEqual(templateHeaders(templateWords));
    expect(parsed.table.rows).toHaveLength(1);
  });
});
