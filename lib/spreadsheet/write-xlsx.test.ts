import { describe, expect, it } from 'vitest';
import { read } from '@e965/xlsx';
import { strFromU8, unzipSync } from 'fflate';
import { matchHeader, suggestMapping } from '@/lib/csv/column-mapping';
import { importFields } from '@/lib/csv/fields';
import { failedRowsTable, resultsTable } from '@/lib/csv/export';
import { parseCsvText } from '@/lib/csv/parse';
import { reopen } from './testing/open-workbook';
import { sheetToTable, studentSheets } from './sheet-table';
import { resultsWordsFrom } from '@/lib/csv/results-words';
import { partnerErrorSay } from '@/lib/i18n/server-says';
import { namespaceTranslator, translatorFor } from '@/lib/testing/translators';
import {
  buildTemplateCsv,
  buildTemplateXlsx,
  templateHeaders,
  templateWordsFrom,
  type TemplateLists,
} from './template';
import { buildXlsx } from './write-xlsx';

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

/**
 * Issue 32 item 4: the templates speak the reader's language, and the import takes every language's template back:
 * each column is matched to its field by its name alone (lib/csv/header-aliases.ts).
 */
const languages = ['en', 'ka', 'az', 'ru', 'en-XA'] as const;

const languageLists: TemplateLists = {
  countries: ['GEORGIA'],
  cities: ['Tbilisi'],
  schools: ['Tbilisi Public School No. 1'],
  grades: ['1', '12'],
  notes: [
    { code: 'whereFrom', scoped: true },
    { code: 'keepHeader' },
    {
      code: 'listUnread',
      list: 'grades',
      say: partnerErrorSay({
        status: 503,
        code: 'service_unavailable',
        message: 'Service unavailable.',
        retryAfter: 30,
      }),
      requestId: 'req-1',
    },
  ],
};

describe.each(languages)('the template in %s', (language) => {
  const words = templateWordsFrom(translatorFor(language));

  it('has its columns in the language, and the import matches every one of them to its field', () => {
    const headers = templateHeaders(words);
    if (language === 'ka') expect(headers.slice(0, 3)).toEqual(['სახელი', 'გვარი', 'დაბადების თარიღი (დდ/თთ/წწწწ)']);
    if (language === 'ru') expect(headers[4]).toBe('Эл. почта');
    expect(headers.map(matchHeader)).toEqual([...importFields]);

    const parsed = parseCsvText(buildTemplateCsv(languageLists, words).replace(/^\uFEFF/, ''));
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.table.headers).toEqual(headers);
    expect(Object.values(suggestMapping(parsed.table.headers))).toEqual(importFields.map((_, i) => i));
  });

  it('as .xlsx: one student sheet the import recognises whole, its lists sheet in the language and not taken for one', () => {
    const bytes = buildTemplateXlsx(languageLists, words);
    const book = reopen(bytes);
    expect(book.SheetNames).toEqual([words.studentsSheet, words.listsSheet]);
    expect(studentSheets(book)).toEqual([{ name: words.studentsSheet, rows: 1 }]);
    const parsed = sheetToTable(book, words.studentsSheet);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(Object.values(suggestMapping(parsed.table.headers))).toEqual(importFields.map((_, i) => i));

    const listSheet = read(bytes, { type: 'array' }).Sheets[words.listsSheet]!;
    expect(listSheet.A1?.v).toBe(words.listTitles.countries);
    expect(listSheet.F1?.v).toBe(words.aboutLists);
    expect(listSheet.F4?.v).toContain('req-1');
    // The drop-downs point at the lists sheet by its name, quoted where a formula needs it.
    const xml = strFromU8(unzipSync(bytes)['xl/worksheets/sheet1.xml']!);
    const reference = /^[A-Za-z]+$/.test(words.listsSheet) ? words.listsSheet : `'${words.listsSheet}'`;
    expect(xml).toContain(`<formula1>${reference}!$A$2:$A$2</formula1>`);
  });
});

describe('the results file’s own columns', () => {
  // English keeps the names the files always had, and its "studentId" is taken for "Your reference" when the file has
  // no column of its own for it (as before); the other languages name the column so that it is not.
  it('are named in each language, and a results file taken back into the import leaves them unmatched', () => {
    for (const language of ['ka', 'az', 'ru'] as const) {
      const words = resultsWordsFrom(namespaceTranslator(language, 'importResults'), 'en');
      const [header] = resultsTable(['First name'], [], words);
      expect(header!.slice(1).map(matchHeader), language).toEqual([null, null, null, null]);
    }
  });

  it('in Georgian, the sheet of the .xlsx is named in Georgian and opens in the import again', () => {
    const words = resultsWordsFrom(namespaceTranslator('ka', 'importResults'), 'ka');
    const sheet = translatorFor('ka')('importResults.sheet');
    const book = reopen(buildXlsx([{ name: sheet, rows: resultsTable(['სახელი', 'ელფოსტა'], [], words) }]));
    expect(studentSheets(book).map((s) => s.name)).toEqual([sheet]);
  });
});
