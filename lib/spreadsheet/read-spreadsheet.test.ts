import { describe, expect, it } from 'vitest';
import { utils, write, type WorkBook } from '@e965/xlsx';
import { createCsvWorkerHandler, type CsvWorkerResponse } from '@/lib/csv/worker-protocol';
import { readWorkbook } from './read-workbook';
import { sheetToTable, studentSheets } from './sheet-table';
import { handWrittenOds, passwordProtectedWorkbook, testSheet, testWorkbook } from './testing/workbooks';

const header = ['First name', 'Last name', 'Date of birth', 'Phone', 'Student ID', 'Grade'];

function open(bytes: Uint8Array) {
  const opened = readWorkbook(bytes);
  if (!opened.ok) throw new Error(opened.error.message);
  return opened.workbook;
}

function tableOf(bytes: Uint8Array, sheet?: string) {
  const book = open(bytes);
  const parsed = sheetToTable(book, sheet ?? studentSheets(book)[0]!.name);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.table;
}

describe('reading .xlsx', () => {
  it('gives each cell as the sheet shows it: dates in DD/MM/YYYY, leading zeros, long numbers in full, cached formula values', () => {
    const sheet = testSheet([
      header,
      ['Ana', 'Beridze', new Date(Date.UTC(2012, 4, 3)), '+995 556 711097', '00123', 5],
      [
        'Luka',
        'Gelashvili',
        new Date(Date.UTC(2011, 11, 25)),
        995556711097,
        { t: 'n', v: 42, z: '00000' },
        { t: 'n', v: 7, f: '3+4' },
      ],
      ['Mariam', 'Kapanadze', { t: 'n', v: 41032, z: 'yyyy-mm-dd' }, 12345678901234, 'S-3', '12'],
    ]);
    const table = tableOf(testWorkbook({ Students: sheet }));
    expect(table.headers).toEqual(header);
    expect(table.rows.map((r) => r.cells)).toEqual([
      ['Ana', 'Beridze', '03/05/2012', '+995 556 711097', '00123', '5'],
      ['Luka', 'Gelashvili', '25/12/2011', '995556711097', '00042', '7'],
      ['Mariam', 'Kapanadze', '03/05/2012', '12345678901234', 'S-3', '12'],
    ]);
    expect(table.rows.map((r) => r.fileRow)).toEqual([2, 3, 4]);
  });

  it('finds the header under a title and a row of merged group names, and fills merged cells down their range', () => {
    const sheet = testSheet(
      [
        ['Class 5A, spring list'],
        ['Student', null, 'Contact', null, 'School'],
        ['First name', 'Last name', 'E-mail', 'Phone', 'School'],
        ['Ana', 'Beridze', 'ana@example.org', '555', 'Tbilisi Public School No. 1'],
        ['Luka', 'Gelashvili', 'luka@example.org', '556', null],
        [],
        [],
      ],
      [
        { s: { r: 1, c: 0 }, e: { r: 1, c: 1 } },
        { s: { r: 1, c: 2 }, e: { r: 1, c: 3 } },
        { s: { r: 3, c: 4 }, e: { r: 4, c: 4 } },
      ],
    );
    const table = tableOf(testWorkbook({ Students: sheet }));
    expect(table.headerRow).toBe(3);
    expect(table.headers).toEqual(['First name', 'Last name', 'E-mail', 'Phone', 'School']);
    expect(table.rows).toEqual([
      { fileRow: 4, cells: ['Ana', 'Beridze', 'ana@example.org', '555', 'Tbilisi Public School No. 1'] },
      { fileRow: 5, cells: ['Luka', 'Gelashvili', 'luka@example.org', '556', 'Tbilisi Public School No. 1'] },
    ]);
  });

  it('ignores empty trailing rows, also formatted ones with no value', () => {
    const sheet = testSheet([header, ['Ana', 'Beridze', '03/05/2012', '', '', '5']]);
    sheet['A40'] = { t: 'z' } as never;
    sheet['B41'] = { t: 's', v: '   ' };
    sheet['!ref'] = 'A1:F41';
    const table = tableOf(testWorkbook({ Students: sheet }));
    expect(table.rows).toHaveLength(1);
  });

  it('asks which sheet when two sheets hold students, and reads the one picked', () => {
    const bytes = testWorkbook({
      '5A': testSheet([header, ['Ana', 'Beridze', '03/05/2012', '', '', '5']]),
      Notes: testSheet([['Remember to ask for e-mails']]),
      '6B': testSheet([header, ['Luka', 'G', '03/05/2011', '', '', '6'], ['Nino', 'K', '04/05/2011', '', '', '6']]),
    });
    const messages: CsvWorkerResponse[] = [];
    const handle = createCsvWorkerHandler((m) => messages.push(m));
    handle({ type: 'parse', id: 1, bytes });
    expect(messages.at(-1)).toEqual({
      type: 'choose-sheet',
      id: 1,
      sheets: [
        { name: '5A', rows: 1 },
        { name: '6B', rows: 2 },
      ],
    });
    handle({ type: 'sheet', id: 2, sheet: '6B' });
    expect(messages.at(-1)).toMatchObject({ type: 'parsed', id: 2, sheet: '6B', rowCount: 2, delimiter: '' });
  });

  it('skips a hidden sheet', () => {
    const book = utils.book_new();
    utils.book_append_sheet(book, testSheet([header, ['Ana', 'B', '', '', '', '5']]), 'Visible');
    utils.book_append_sheet(book, testSheet([header, ['Old', 'Row', '', '', '', '5']]), 'Archive');
    book.Workbook = { Sheets: [{ Hidden: 0 }, { Hidden: 1 }] };
    expect(studentSheets(open(new Uint8Array(testWorkbookOf(book))))).toEqual([{ name: 'Visible', rows: 1 }]);
  });

  it('reads an .xls (BIFF8) workbook the same way', () => {
    const table = tableOf(
      testWorkbook(
        { Students: testSheet([header, ['Ana', 'Beridze', new Date(Date.UTC(2012, 4, 3)), '0555', '007', 5]]) },
        'xls',
      ),
    );
    expect(table.rows[0]!.cells).toEqual(['Ana', 'Beridze', '03/05/2012', '0555', '007', '5']);
  });

  it('refuses more rows than a CSV may hold', () => {
    const rows = [header, ...Array.from({ length: 12 }, (_, i) => [`A${i}`, 'B', '', '', '', '5'])];
    const parsed = sheetToTable(open(testWorkbook({ S: testSheet(rows) })), 'S', 10);
    expect(parsed).toMatchObject({ ok: false, error: { code: 'too_many_rows' } });
  });
});

describe('reading .ods', () => {
  it('reads a hand-written OpenDocument sheet: date cells, text with leading zeros, floats, repeated empty cells', () => {
    const bytes = handWrittenOds({
      Pupils: [
        ['Имя', 'Фамилия', 'Дата рождения', 'Телефон', 'Номер', 'Класс'],
        ['Анна', 'Иванова', { date: '2012-05-03' }, '0555123456', '000417', 5],
        ['Giorgi', 'Beridze', { date: '2011-12-25' }, 995556711097, { empty: 1 }, 11],
        [{ empty: 6 }],
      ],
    });
    const table = tableOf(bytes);
    expect(table.headers[0]).toBe('Имя');
    expect(table.rows.map((r) => r.cells)).toEqual([
      ['Анна', 'Иванова', '03/05/2012', '0555123456', '000417', '5'],
      ['Giorgi', 'Beridze', '25/12/2011', '995556711097', '', '11'],
    ]);
  });
});

describe('refused workbooks', () => {
  it('a broken file is named as damaged', () => {
    const good = testWorkbook({ S: testSheet([header]) });
    const broken = good.slice(0, Math.floor(good.length / 2));
    expect(readWorkbook(broken)).toMatchObject({
      ok: false,
      error: { code: 'broken_spreadsheet', message: expect.stringContaining('damaged') },
    });
    expect(readWorkbook(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toMatchObject({
      ok: false,
      error: { code: 'broken_spreadsheet' },
    });
  });

  it('a password-protected workbook says to remove the password', () => {
    expect(readWorkbook(passwordProtectedWorkbook())).toMatchObject({
      ok: false,
      error: { code: 'password_protected', message: expect.stringContaining('password') },
    });
  });

  it('the worker answers a broken workbook with the error, not a crash', () => {
    const messages: CsvWorkerResponse[] = [];
    createCsvWorkerHandler((m) => messages.push(m))({
      type: 'parse',
      id: 4,
      bytes: new Uint8Array([0x50, 0x4b, 0x03, 0x04, 9, 9]),
    });
    expect(messages).toEqual([
      { type: 'error', id: 4, error: expect.objectContaining({ code: 'broken_spreadsheet' }) },
    ]);
  });
});

function testWorkbookOf(book: WorkBook): ArrayBuffer {
  return write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
}
