import { read, utils } from '@e965/xlsx';
import { expect, test, type Browser, type Page } from '../support/test';
import Papa from 'papaparse';
import { applicationColumns, studentColumns } from '../../lib/exports/tables';
import { organizationApplications } from '../exams/partner-api';
import { coordinatorSchool } from '../support/scope';
import { shootWidths } from '../support/screens';
import { budgetWaitMs, hydrated } from '../support/streamed';
import { storageStateFor, type Role } from '../support/users';
import { catalog } from '../support/catalog';

/**
 * Issue 33: the exports of applications with their payments (/applications, filtered by an exam) and of the students
 * list (/students, filtered), as CSV and .xlsx, made from the console's copy with its "as of" on the first line and
 * beside the buttons, in the reader's language: the files' headers are Georgian in a Georgian session.
 */
const languages = { en: catalog('en'), ka: catalog('ka') } as const;
type Language = keyof typeof languages;

async function session(browser: Browser, role: Role, language: Language) {
  const context = await browser.newContext({
    storageState: storageStateFor(role),
    locale: language === 'ka' ? 'ka-GE' : 'en-US',
  });
  return { context, page: await context.newPage() };
}

/** Clicks a download button and gives the file's bytes and name. */
async function downloadFrom(page: Page, testId: string): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  const bytes = Buffer.concat(await (await download.createReadStream()).toArray());
  return { name: download.suggestedFilename(), bytes };
}

/** A file's lines: the note (when the copy was read, whether it is whole), the header, the rows. */
function csvLines(bytes: Buffer): string[][] {
  const text = bytes.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
}

function xlsxLines(bytes: Buffer): string[][] {
  const book = read(bytes, { type: 'buffer' });
  return utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, raw: false, defval: '' });
}

/**
 * Asks for a sync run now, as an admin ("Sync now" on /students). An earlier test's apply, move or delete on this
 * console marks its copy of the organization's applications not whole until a run begun after it (this one, or the
 * one after a run already under way); the tests of one console run one at a time, so nothing writes meanwhile.
 */
async function syncNow(browser: Browser) {
  const context = await browser.newContext({ storageState: storageStateFor('admin') });
  const page = await context.newPage();
  await page.goto('/students');
  await hydrated(page);
  await page.getByText('How up to date is this list?').click();
  await expect(page.getByTestId('directory-sync-status')).toContainText(/Last complete|Not complete yet/);
  const button = page.getByRole('button', { name: 'Sync now' });
  if ((await button.count()) > 0 && (await button.isEnabled())) await button.click();
  await context.close();
}

/**
 * Opens `url` once the console's copy is whole (the export's note says so) and, with `since`, read at or after it.
 * Asks for a sync run only when the copy is not yet: each run spends the background share of the API's windows, and
 * a run asked for while the last one's share is spent waits for the next window (30 s and more).
 */
async function openWhole(page: Page, url: string, testId: string, since?: number) {
  const browser = page.context().browser()!;
  await expect(async () => {
    await page.goto(url);
    const note = page.getByTestId(`${testId}-note`);
    await note.waitFor({ timeout: 2_000 });
    const whole = (await note.getAttribute('data-whole')) === 'yes';
    const asOf = Date.parse((await note.getAttribute('data-as-of')) ?? '');
    if (whole && (since === undefined || asOf >= since)) return;
    // An earlier test's apply, move or delete on this console marks the organization's copy not whole until a run
    // begun after it; a copy read before `since` may miss a change another test made through the API.
    await syncNow(browser);
    throw new Error(whole ? `the copy was read before ${new Date(since!).toISOString()}` : 'the copy is not whole');
  }).toPass({ timeout: 2 * budgetWaitMs });
}

type SeedApplication = {
  _id: string;
  exam: { _id: string } | null;
  payment?: { status: string; amount: number } | null;
};

/** stem's applications as the API lists them (read as the account), and its exam with the most of them. */
async function stemByExam(): Promise<{ examId: string; ids: string[]; byId: Map<string, SeedApplication> }> {
  const all = await organizationApplications<SeedApplication>('stem');
  const counts = new Map<string, number>();
  for (const a of all) if (a.exam) counts.set(a.exam._id, (counts.get(a.exam._id) ?? 0) + 1);
  const examId = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
  const ofExam = all.filter((a) => a.exam?._id === examId);
  return { examId, ids: ofExam.map((a) => a._id), byId: new Map(ofExam.map((a) => [a._id, a])) };
}

const at = (c: (typeof applicationColumns)[number]) => applicationColumns.indexOf(c);

/** Whether a file's rows are the applications the API listed, with their payments. */
function sameAsApi(lines: string[][], ids: string[], byId: Map<string, SeedApplication>): boolean {
  const rows = lines.slice(2);
  return (
    rows.length === ids.length &&
    rows.every((row, i) => {
      const seed = byId.get(row[at('applicationId')]!);
      return (
        row[at('applicationId')] === ids[i] &&
        row[at('paymentStatus')] === (seed?.payment?.status ?? '') &&
        row[at('paymentAmount')] === (seed?.payment ? String(seed.payment.amount) : '')
      );
    })
  );
}

for (const language of ['en', 'ka'] as const) {
  const m = languages[language];
  const x = m.dataExports;

  test(`/applications filtered by an exam: CSV and .xlsx of its applications with payments, headers in the reader's language (${language})`, async ({
    browser,
  }) => {
    test.setTimeout(3 * budgetWaitMs);
    const readAt = Date.now();
    const { examId, ids, byId } = await stemByExam();
    expect(ids.length).toBeGreaterThan(0);
    const { context, page } = await session(browser, 'admin', language);
    const url = `/applications?organization=stem&exam=${examId}`;
    await openWhole(page, url, 'applications-export');
    let csv = await downloadFrom(page, 'applications-export-csv');
    // A copy made whole before this test read the API differs from it when another test on this console changed
    // stem's applications meanwhile: then the test takes a copy read after its own API read.
    if (!sameAsApi(csvLines(csv.bytes), ids, byId)) {
      await openWhole(page, url, 'applications-export', readAt);
      csv = await downloadFrom(page, 'applications-export-csv');
    }
    const controls = page.getByTestId('applications-export');
    await expect(controls.getByRole('link', { name: x.csv })).toBeVisible();
    await expect(controls.getByRole('link', { name: x.xlsx })).toBeVisible();
    await expect(page.getByTestId('applications-export-note')).toContainText(language === 'ka' ? 'სრულია' : 'complete');

    expect(csv.name).toBe(`applications-stem-${examId}-${new Date().toISOString().slice(0, 10)}.csv`);
    const xlsx = await downloadFrom(page, 'applications-export-xlsx');
    expect(xlsx.name).toMatch(/\.xlsx$/);
    for (const lines of [csvLines(csv.bytes), xlsxLines(xlsx.bytes)]) {
      const [[note = ''] = [], header, ...rows] = lines;
      expect(note).toContain(language === 'ka' ? 'სრულია' : 'complete');
      expect(header).toEqual(applicationColumns.map((c) => x.applicationColumns[c]));
      expect(rows.map((r) => r[at('applicationId')])).toEqual(ids);
      for (const row of rows) {
        const seed = byId.get(row[at('applicationId')]!)!;
        expect(row[at('examId')]).toBe(examId);
        expect(row[at('paymentStatus')]).toBe(seed.payment?.status ?? '');
        expect(row[at('paymentAmount')]).toBe(seed.payment ? String(seed.payment.amount) : '');
        expect([x.yes, x.no]).toContain(row[at('participated')]);
      }
    }
    await page.getByTestId('applications-export').scrollIntoViewIfNeeded();
    await shootWidths(page, 'exports', `applications-${language}`);
    await context.close();
  });

  test(`/students filtered: CSV and .xlsx of the page's matches, headers in the reader's language (${language})`, async ({
    browser,
  }) => {
    test.setTimeout(3 * budgetWaitMs);
    const { context, page } = await session(browser, 'admin', language);
    const url = '/students?q=mar&limit=100';
    await openWhole(page, url, 'students-export');
    await expect(page.getByTestId('directory-results')).toBeVisible();
    const shown = await page
      .getByTestId('student-row')
      // A row's id is its link's (the row carries no id of its own: issue 36, "Lean pages").
      .evaluateAll((rows) =>
        rows.map((r) => r.querySelector('a[href^="/students/"]')?.getAttribute('href')?.slice(10)),
      );
    expect(shown.length).toBeGreaterThan(1);
    expect(await page.getByTestId('students-export-csv').getAttribute('href')).toBe(
      '/api/exports/students?q=mar&format=csv',
    );
    const csv = await downloadFrom(page, 'students-export-csv');
    const xlsx = await downloadFrom(page, 'students-export-xlsx');
    for (const lines of [csvLines(csv.bytes), xlsxLines(xlsx.bytes)]) {
      const [[note = ''] = [], header, ...rows] = lines;
      expect(note).toContain(x.titleStudentsFiltered);
      expect(header).toEqual(studentColumns.map((c) => x.studentColumns[c]));
      expect(rows.map((r) => r[0]).sort()).toEqual([...shown].sort());
    }
    await page.getByTestId('students-export').scrollIntoViewIfNeeded();
    await shootWidths(page, 'exports', `students-${language}`);
    await context.close();
  });
}

test('a coordinator’s exports hold their school only; a student’s page exports that student’s applications', async ({
  browser,
}) => {
  test.setTimeout(5 * budgetWaitMs);
  const { context, page } = await session(browser, 'coordinator', 'en');
  await openWhole(page, '/students', 'students-export');
  const lines = csvLines(Buffer.from(await (await page.request.get('/api/exports/students?format=csv')).body()));
  const rows = lines.slice(2);
  expect(rows.length).toBeGreaterThan(0);
  expect(new Set(rows.map((r) => r[studentColumns.indexOf('school')]))).toEqual(new Set([coordinatorSchool]));
  expect(lines[0]![0]).toContain(`Only the students of your schools (${coordinatorSchool})`);

  // A student of theirs with applications in stem: the student's page exports those (and any elsewhere).
  const stem = csvLines(
    Buffer.from(await (await page.request.get('/api/exports/applications?organization=stem&format=csv')).body()),
  ).slice(2);
  const studentId = stem[0]![applicationColumns.indexOf('studentId')]!;
  const inStem = stem.filter((r) => r[applicationColumns.indexOf('studentId')] === studentId);
  await openWhole(page, `/students/${studentId}`, 'student-applications-export');
  const file = csvLines((await downloadFrom(page, 'student-applications-export-csv')).bytes);
  expect(file[0]![0]).toContain(studentId);
  const own = file.slice(2);
  for (const row of own) expect(row[applicationColumns.indexOf('studentId')]).toBe(studentId);
  const ids = (list: string[][]) => list.map((r) => r[applicationColumns.indexOf('applicationId')]);
  expect(ids(own)).toEqual(expect.arrayContaining(ids(inStem)));
  expect(inStem.length).toBeGreaterThan(0);
  await page.getByTestId('student-applications-export').scrollIntoViewIfNeeded();
  await shootWidths(page, 'exports', 'student-en');
  await context.close();
});
