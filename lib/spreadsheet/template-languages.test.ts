import { describe, expect, it } from 'vitest';
import { read } from '@e965/xlsx';
import { strFromU8, unzipSync } from 'fflate';
import { matchHeader, suggestMapping } from '@/lib/csv/column-mapping';
import { resultsTable } from '@/lib/csv/export';
import { importFields } from '@/lib/csv/fields';
import { parseCsvText } from '@/lib/csv/parse';
import { resultsWordsFrom } from '@/lib/csv/results-words';
import { partnerErrorSay } from '@/lib/i18n/server-says';
import { namespaceTranslator, translatorFor } from '@/lib/testing/translators';
import { readWorkbook } from './read-workbook';
import { sheetToTable, studentSheets } from './sheet-table';
import {
  buildTemplateCsv,
  buildTemplateXlsx,
  templateHeaders,
  templateWordsFrom,
  type TemplateLists,
} from './template';
import { buildXlsx } from './write-xlsx';

/**
 * Issue 32 item 4: the templates speak the reader's language, and the import takes every language's template back:
 * each column is matched to its field by its name alone (lib/csv/header-aliases.ts).
 */
const languages = ['en', 'ka', 'az', 'ru', 'en-XA'] as const;

const lists: TemplateLists = {
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

function reopen(bytes: Uint8Array) {
  const opened = readWorkbook(bytes);
  if (!opened.ok) throw new Error(opened.error.message);
  return opened.workbook;
}

describe.each(languages)('the template in %s', (language) => {
  const words = templateWordsFrom(translatorFor(language));

  it('has its columns in the language, and the import matches every one of them to its field', () => {
    const headers = templateHeaders(words);
    if (language === 'ka') expect(headers.slice(0, 3)).toEqual(['სახელი', 'გვარი', 'დაბადების თარიღი (დდ/თთ/წწწწ)']);
    if (language === 'ru') expect(headers[4]).toBe('Эл. почта');
    expect(headers.map(matchHeader)).toEqual([...importFields]);

    const parsed = parseCsvText(buildTemplateCsv(lists, words).replace(/^\uFEFF/, ''));
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.table.headers).toEqual(headers);
    expect(Object.values(suggestMapping(parsed.table.headers))).toEqual(importFields.map((_, i) => i));
  });

  it('as .xlsx: one student sheet the import recognises whole, its lists sheet in the language and not taken for one', () => {
    const bytes = buildTemplateXlsx(lists, words);
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
