import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { formatCount } from '@/lib/format/count';
import { namespaceTranslator } from '@/lib/testing/translators';
import { describeProblems, escapeCell, failedRowsTable, resultsTable, tableToCsv, type RowOutcome } from './export';
import { resultsWordsFrom } from './results-words';

const english = resultsWordsFrom(namespaceTranslator('en', 'importResults'), 'en');
const buildResultsCsv = (
  headers: string[],
  rows: { cells: string[]; outcome: RowOutcome }[],
  options?: Parameters<typeof tableToCsv>[1],
) => tableToCsv(resultsTable(headers, rows, english), options);
const buildFailedRowsCsv = (
  headers: string[],
  rows: { cells: string[]; error: string }[],
  options?: Parameters<typeof tableToCsv>[1],
) =>
  tableToCsv(
    failedRowsTable(
      headers,
      rows.map(({ cells, error }) => ({ cells, outcome: { status: 'rejected', error } })),
      english,
    ),
    options,
  );

const headers = ['First name', 'Phone', '=Notes'];

function readBack(csv: string): string[][] {
  expect(csv.startsWith('\uFEFF')).toBe(true);
  return Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data;
}

describe('escapeCell', () => {
  it.each([
    ['=SUM(A1)', "'=SUM(A1)"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['\rx', "'\rx"],
    ['José', 'José'],
    ['a=b', 'a=b'],
    ['', ''],
    // A sign followed by anything but a plain number or phone number is still a formula.
    ['+SUM(A1:A3)', "'+SUM(A1:A3)"],
    ['-2+3', "'-2+3"],
    ["+1+cmd|' /C calc'!A0", "'+1+cmd|' /C calc'!A0"],
    ['-A1', "'-A1"],
    ['+', "'+"],
    ['-', "'-"],
    ['- ', "'- "],
    ['+995 545\t=1', "'+995 545\t=1"],
    ['-1\r\n=2', "'-1\r\n=2"],
    ['+1e5', "'+1e5"],
    ['@SUM(1)', "'@SUM(1)"],
    ['=1', "'=1"],
    ['\t+995', "'\t+995"],
  ])('%j -> %j', (input, output) => {
    expect(escapeCell(input)).toBe(output);
  });

  it.each([
    '+995 545 41 38 27',
    '+995555',
    '-1',
    '-12.5',
    '-1,5',
    '+1 (555) 010-0199',
    '+44\u00a020\u00a07946\u00a00958',
    '(555) 010-0199',
    '--5',
  ])('leaves the number or phone %j as written', (value) => {
    expect(escapeCell(value)).toBe(value);
  });
});

describe('buildResultsCsv', () => {
  it('writes the original columns plus status, studentId, username and error, escaped, UTF-8 with BOM', () => {
    const csv = buildResultsCsv(headers, [
      { cells: ['Nino', '0555123456', 'ok'], outcome: { status: 'registered', studentId: 'id1', username: 'GEA123' } },
      {
        cells: ['=HYPERLINK("x")', '+995 545 41 38 27', '-2+3'],
        outcome: { status: 'failed', error: 'email must be an email' },
      },
    ]);
    expect(readBack(csv)).toEqual([
      ['First name', 'Phone', "'=Notes", 'status', 'studentId', 'username', 'error'],
      ['Nino', '0555123456', 'ok', 'registered', 'id1', 'GEA123', ''],
      ['\'=HYPERLINK("x")', '+995 545 41 38 27', "'-2+3", 'failed', '', '', 'email must be an email'],
    ]);
  });

  it('uses the delimiter asked for', () => {
    const csv = buildResultsCsv(['a'], [{ cells: ['x;y'], outcome: { status: 'registered' } }], { delimiter: ';' });
    expect(csv).toBe('\uFEFFa;status;studentId;username;error\r\n"x;y";registered;;;\r\n');
  });
});

describe('the added columns in the reader’s words', () => {
  const rows: { cells: string[]; outcome: RowOutcome }[] = [
    { cells: ['Nino'], outcome: { status: 'registered', studentId: 'id1', username: 'GEA123' } },
    { cells: ['Ana'], outcome: { status: 'rejected', error: 'E-mail: email must be an email' } },
    { cells: ['Luka'], outcome: { status: 'not_registered', note: { code: 'refusedUnnamed', count: 3 } } },
    {
      cells: ['Mari'],
      outcome: { status: 'left_out', note: { code: 'removed', problems: 'Sex: sex must be one of m, f, n' } },
    },
    { cells: ['Gio'], outcome: { status: 'waiting_for_godot', error: 'As the API said it.' } },
  ];

  it('English stays as the files always said it', () => {
    expect(resultsTable(['First name'], rows, english)).toEqual([
      ['First name', 'status', 'studentId', 'username', 'error'],
      ['Nino', 'registered', 'id1', 'GEA123', ''],
      ['Ana', 'rejected', '', '', 'E-mail: email must be an email'],
      [
        'Luka',
        'not registered',
        '',
        '',
        'The API refused 3 rows of this chunk without naming them (addresses that cannot be registered); nothing of the chunk was registered.',
      ],
      ['Mari', 'left out', '', '', 'Removed during review: Sex: sex must be one of m, f, n'],
      ['Gio', 'waiting_for_godot', '', '', 'As the API said it.'],
    ]);
  });

  it('Georgian: the headers, statuses and notes in Georgian; the file’s columns, ids and the API’s words as they came', () => {
    const georgian = resultsWordsFrom(namespaceTranslator('ka', 'importResults'), 'ka');
    const [header, ...data] = resultsTable(['First name'], rows, georgian);
    expect(header).toEqual(['First name', 'სტატუსი', 'პლატფორმის ID', 'მომხმარებლის სახელი', 'შეცდომა']);
    const column = (i: number) => data.map((row) => row[i]);
    expect(column(0)).toEqual(['Nino', 'Ana', 'Luka', 'Mari', 'Gio']);
    expect(column(1)).toEqual(['დარეგისტრირდა', 'უარყოფილია', 'არ დარეგისტრირდა', 'ამოღებულია', 'waiting_for_godot']);
    expect(data[0]!.slice(2, 4)).toEqual(['id1', 'GEA123']);
    expect(column(4)).toEqual([
      '',
      'E-mail: email must be an email',
      'API-მ ამ ნაწილის 3 სტრიქონი უარყო ისე, რომ არ დაასახელა (მისამართები, რომლებითაც რეგისტრაცია შეუძლებელია); ამ ნაწილიდან არავინ დარეგისტრირდა.',
      'ამოღებულია შემოწმებისას: Sex: sex must be one of m, f, n',
      'As the API said it.',
    ]);
    expect(failedRowsTable(['First name'], rows.slice(2, 3), georgian)[0]).toEqual(['First name', 'შეცდომა']);
  });

  it('Russian counts with its plural forms', () => {
    const russian = resultsWordsFrom(namespaceTranslator('ru', 'importResults'), 'ru');
    expect(russian.note({ code: 'refusedUnnamed', count: 1 })).toMatch(/^API отклонил 1 строку этой части/);
    expect(russian.note({ code: 'refusedUnnamed', count: 3 })).toMatch(/^API отклонил 3 строки этой части/);
    expect(russian.note({ code: 'refusedUnnamed', count: 1250 })).toContain(
      `API отклонил ${formatCount(1250, 'ru')} строк этой части`,
    );
  });
});

describe('buildFailedRowsCsv', () => {
  it('writes only the given rows with their original columns and an error column, line breaks kept', () => {
    const csv = buildFailedRowsCsv(headers, [
      { cells: ['Ana', '0555', 'two\nlines'], error: 'Date of birth: birth must be a real date in DD/MM/YYYY format' },
    ]);
    expect(readBack(csv)).toEqual([
      ['First name', 'Phone', "'=Notes", 'error'],
      ['Ana', '0555', 'two\nlines', 'Date of birth: birth must be a real date in DD/MM/YYYY format'],
    ]);
  });
});

describe('describeProblems', () => {
  it('joins problems with their column', () => {
    expect(
      describeProblems([
        { column: 'E-mail', field: 'email', message: 'email must be an email' },
        { column: null, field: null, message: 'Row 4 has 12 cells' },
      ]),
    ).toBe('E-mail: email must be an email; Row 4 has 12 cells');
  });
});

describe('ragged rows', () => {
  it('keep their extra cells after the added columns', () => {
    const csv = buildFailedRowsCsv(['a', 'b'], [{ cells: ['1', '2', 'three', '=4'], error: 'Row 3 has 4 cells' }]);
    expect(readBack(csv)).toEqual([
      ['a', 'b', 'error'],
      ['1', '2', 'Row 3 has 4 cells', 'three', "'=4"],
    ]);
  });
});
