import { expect, test, type Page } from '../support/test';
import { read, utils, type WorkBook } from '@e965/xlsx';
import Papa from 'papaparse';
import { signInAs } from '../support/users';
import { screens } from './screens';
import { handWrittenOds, testSheet, testWorkbook, type TestCell } from '../../lib/spreadsheet/testing/workbooks';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const header = [
  'Student_id',
  'First_name',
  'Last_name',
  'DOB',
  'Gender',
  'Student_email',
  'Phone',
  'Country',
  'City',
  'School_name',
  'Grade',
];

/** Rows of the demo coordinator's school with real date cells, leading-zero ids and phone numbers starting with +. */
function studentRows(count: number, tag: string): TestCell[][] {
  return Array.from({ length: count }, (_, i) => [
    String(i).padStart(6, '0'),
    `Tamar${i}`,
    `Lomidze${i}`,
    new Date(Date.UTC(2011, i % 12, (i % 28) + 1)),
    ['m', 'f', 'n'][i % 3]!,
    `e2e-x-${tag}-${i}@example.test`,
    `+995 555 ${String(i).padStart(6, '0')}`,
    'Georgia',
    'Tbilisi',
    'Tbilisi Public School No. 1',
    (i % 12) + 1,
  ]);
}

const formDate = (i: number) =>
  `${String((i % 28) + 1).padStart(2, '0')}/${String((i % 12) + 1).padStart(2, '0')}/2011`;

function sheetRows(book: WorkBook, name: string): Record<string, string>[] {
  return utils.sheet_to_json<Record<string, string>>(book.Sheets[name]!, { raw: true, defval: '' });
}

async function upload(page: Page, name: string, bytes: Uint8Array, mimeType = xlsxType) {
  await expect(page.locator('input[type=file]')).toBeEnabled();
  await page.locator('input[type=file]').setInputFiles({ name, mimeType, buffer: Buffer.from(bytes) });
}

test('an .xlsx of 1,250 rows with a date column imports to the end, and its results .xlsx round-trips', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const tag = Date.now().toString(36);
  const bytes = testWorkbook({
    Students: testSheet([['Class lists, spring term'], header, ...studentRows(1250, tag), [], []]),
    Notes: testSheet([['Ask the parents for the missing e-mails']]),
  });
  await signInAs(page, 'coordinator');
  await page.goto('/imports/new');
  await upload(page, 'students-1250.xlsx', bytes);

  await expect(page.getByText('students-1250.xlsx, sheet “Students”: 1,250 rows, 11 columns.')).toBeVisible();
  // The export's column names are recognised; the first row (a title) is skipped.
  await expect(page.getByLabel('Column for Date of birth (DD/MM/YYYY)')).toHaveValue('3');
  await expect(page.getByLabel('Column for E-mail')).toHaveValue('5');
  await expect(page.getByLabel('Column for School')).toHaveValue('9');
  await page.getByRole('button', { name: 'Check the rows' }).click();
  const summary = page.getByTestId('review-summary');
  await expect(summary).toContainText('1,250 rows');
  await expect(summary).toContainText('0 with problems');
  // Dates as the form writes them, ids with their leading zeros, phone numbers as typed.
  await expect(page.locator('[data-file-row="3"] [data-field="birth"]')).toContainText(formDate(0));
  await expect(page.locator('[data-file-row="3"] [data-field="externalRef"]')).toContainText('000000');
  await expect(page.locator('[data-file-row="4"] [data-field="phone"]')).toContainText('+995 555 000001');
  await page.getByRole('button', { name: 'Check with the API' }).click();
  await expect(summary).toContainText('All checked with the API', { timeout: 30_000 });
  await screens(page, 'xlsx-import-checked');

  await page.getByRole('button', { name: 'Import 1,250 students' }).click();
  await page.waitForURL(/\/imports\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  const jobId = page.url().split('/').pop()!;
  await expect(page.getByTestId('job-status')).toHaveText('Succeeded', { timeout: 120_000 });
  await expect(page.getByTestId('job-registered')).toContainText('1,250 of 1,250 students registered');
  await expect(page.getByRole('link', { name: 'Results, every row (.xlsx)' })).toHaveAttribute(
    'href',
    `/api/imports/${jobId}/results?rows=all&format=xlsx`,
  );
  await screens(page, 'xlsx-import-done');

  const results = await page.request.get(`/api/imports/${jobId}/results?rows=all&format=xlsx`);
  expect(results.status()).toBe(200);
  expect(results.headers()['content-type']).toBe(xlsxType);
  expect(results.headers()['content-disposition']).toContain('students-1250-results.xlsx');
  const resultBytes = await results.body();
  const book = read(resultBytes, { type: 'buffer' });
  const rows = sheetRows(book, book.SheetNames[0]!);
  expect(rows).toHaveLength(1250);
  expect(rows[0]).toMatchObject({
    Student_id: '000000',
    DOB: formDate(0),
    Phone: '+995 555 000000',
    status: 'registered',
  });
  expect(rows[1249]).toMatchObject({
    Student_id: '001249',
    DOB: formDate(1249),
    Student_email: `e2e-x-${tag}-1249@example.test`,
  });
  expect(
    rows.filter((r) => r.status === 'registered' && /^[0-9a-f]{24}$/.test(r.studentId!) && /^GE/.test(r.username!)),
  ).toHaveLength(1250);
  const failed = await page.request.get(`/api/imports/${jobId}/results?rows=failed&format=xlsx`);
  const failedBook = read(await failed.body(), { type: 'buffer' });
  expect(sheetRows(failedBook, failedBook.SheetNames[0]!)).toHaveLength(0);

  // The results file opens in the import again: the same rows, cells and columns.
  await page.goto('/imports/new');
  await upload(page, 'students-1250-results.xlsx', resultBytes);
  await expect(page.getByText('students-1250-results.xlsx, sheet “Students”: 1,250 rows, 15 columns.')).toBeVisible();
  await expect(page.getByLabel('Column for Date of birth (DD/MM/YYYY)')).toHaveValue('3');
  await page.getByRole('button', { name: 'Check the rows' }).click();
  await expect(page.locator('[data-file-row="2"] [data-field="birth"]')).toContainText(formDate(0));
  await expect(page.locator('[data-file-row="2"] [data-field="phone"]')).toContainText('+995 555 000000');
});

test('a workbook with two student sheets asks which one; a broken file is named; an .ods is read', async ({ page }) => {
  await signInAs(page, 'coordinator');
  await page.goto('/imports/new');
  const tag = `${Date.now().toString(36)}s`;
  await upload(
    page,
    'two-classes.xlsx',
    testWorkbook({
      '5A': testSheet([header, ...studentRows(3, tag)]),
      '6B': testSheet([header, ...studentRows(5, `${tag}b`)]),
    }),
  );
  await expect(page.getByText('Which sheet holds the students?')).toBeVisible();
  await page.getByRole('combobox', { name: /^Sheet/ }).selectOption('6B');
  await expect(page.getByText('two-classes.xlsx, sheet “6B”: 5 rows, 11 columns.')).toBeVisible();
  await screens(page, 'xlsx-choose-sheet');

  await upload(page, 'broken.xlsx', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4]));
  await expect(page.getByRole('alert').filter({ hasText: 'This file cannot be imported' })).toContainText(
    'the file is damaged or not a real .xlsx, .xls or .ods workbook',
  );

  const ods = handWrittenOds({
    Класс: [
      ['Имя', 'Фамилия', 'Дата рождения', 'Эл. почта'],
      ['Анна', 'Иванова', { date: '2012-05-03' }, 'anna@example.test'],
    ],
  });
  await upload(page, 'klass.ods', ods, 'application/vnd.oasis.opendocument.spreadsheet');
  await expect(page.getByText('klass.ods, sheet “Класс”: 1 row, 4 columns.')).toBeVisible();
  await expect(page.getByLabel('Column for Date of birth (DD/MM/YYYY)')).toHaveValue('2');
});

test("templates: a coordinator's .xlsx lists their school and offers drop-downs; the .csv has the same columns", async ({
  page,
}) => {
  await signInAs(page, 'coordinator');
  await page.goto('/imports/new');
  await expect(page.getByRole('link', { name: 'Excel (.xlsx) with lists to pick from' })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Excel (.xlsx) with lists to pick from' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('students-template.xlsx');
  const book = read(await (await download.createReadStream()).toArray().then((parts) => Buffer.concat(parts)), {
    type: 'buffer',
  });
  expect(book.SheetNames).toEqual(['Students', 'Lists']);
  const lists = sheetRows(book, 'Lists');
  expect(lists.map((r) => r['School names']).filter(Boolean)).toEqual(['Tbilisi Public School No. 1']);
  expect(lists.map((r) => r['Grade names']).filter(Boolean)).toHaveLength(12);
  expect(lists.some((r) => r['Country names'] === 'GEORGIA')).toBe(true);

  const csv = await page.request.get('/api/imports/template?format=csv');
  expect(csv.headers()['content-type']).toContain('text/csv');
  const [csvHeader, example] = Papa.parse<string[]>((await csv.text()).replace(/^\uFEFF/, ''), {
    skipEmptyLines: true,
  }).data;
  expect(csvHeader![0]).toBe('First name');
  expect(example).toHaveLength(csvHeader!.length);
  expect(utils.sheet_to_json<string[]>(book.Sheets.Students!, { header: 1 })[0]).toEqual(csvHeader);
});
