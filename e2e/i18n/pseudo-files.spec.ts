import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { read, utils, type WorkBook } from '@e965/xlsx';
import { expect, test, type Browser, type Locator, type Page } from '../support/test';
import Papa from 'papaparse';
import { matchHeader } from '../../lib/csv/column-mapping';
import { importFields } from '../../lib/csv/fields';
import { headers as fileHeaders, studentFile } from '../imports/csv-file';
import { e2eBasePort } from '../support/e2e-port';
import { cutOff, untranslated } from '../support/pseudo-checks';
import { otherSchool } from '../support/scope';
import { settle } from '../support/settle';
import { signInAs, storageStateFor } from '../support/users';

/**
 * Issue 32: nothing a person reads is English in another language, beyond the pages' own text. In the
 * pseudo-language (every catalog word accented, lib/i18n/pseudo.ts) the language and time zone dialog, the sessions
 * list and the import's files (results, rows to fix, templates) say their own words from the catalogs: a word left
 * in plain English there is a word outside them. The API's data (ids, names, the file's own columns) stays as it is.
 * Then the dialog and the sessions list in Georgian on a phone, for the eye.
 */
const screens = path.resolve(import.meta.dirname, `../../test-results/screens-${e2eBasePort()}/i18n`);

/** A pseudo-language word: an accented letter or the padding dots (lib/i18n/pseudo.ts). */
const pseudo = /[áéíöüçñšýžÅÉÎÖÜÇÑŠÝŽ·]/;
/** An IANA zone id shown as it is ("Africa/Abidjan"). */
const rawZoneId = /^[A-Z][A-Za-z_-]+\/[A-Za-z_/-]+$/;

test.use({ storageState: storageStateFor('admin'), locale: 'en-XA', timezoneId: 'Europe/Kiev' });

async function openZoneDialog(page: Page, buttonName: RegExp | string): Promise<{ dialog: Locator; zones: Locator }> {
  await page.getByRole('button', { name: buttonName }).click();
  const dialog = page.getByRole('dialog');
  const zones = dialog.getByTestId('time-zone-list');
  // The zones are named by the server when the dialog opens.
  await expect.poll(() => zones.getByRole('radio').count(), { timeout: 15_000 }).toBeGreaterThan(300);
  return { dialog, zones };
}

const zoneChoice = (zones: Locator, id: string) =>
  zones.locator('label').filter({ has: zones.page().locator(`input[value="${id}"]`) });

test('the time zone dialog and the sessions list in the pseudo-language: catalog words, zones named, not ids', async ({
  page,
}) => {
  await page.goto('/account');
  await settle(page);
  // "Chrome on Linux": the product name stays, "on" and the system come from the catalogs.
  const here = page.getByTestId('own-session').first();
  await expect(here).toContainText('Chrome');
  await expect(here).toContainText('Líñüx');
  await expect(here).not.toContainText('on Linux');

  const { dialog, zones } = await openZoneDialog(page, /Láñgüágé/);
  const options = await zones
    .locator('label')
    .evaluateAll((all) =>
      all.map((label) => ({ value: label.querySelector('input')!.value, text: label.textContent ?? '' })),
    );
  expect(options.filter((o) => rawZoneId.test(o.text.trim())).map((o) => o.text)).toEqual([]);
  // Renamed zones under their current id only; the browser's own zone (reported as Europe/Kiev) named, not its id.
  expect(options.map((o) => o.value)).toContain('Europe/Kyiv');
  expect(options.map((o) => o.value)).not.toContain('Europe/Kiev');
  expect(options[0]!.text).toMatch(pseudo);
  expect(options[0]!.text).toContain('Ukraine');
  expect(options[0]!.text).not.toContain('Europe/Kiev');
  expect(options.find((o) => o.value === 'UTC')!.text).toMatch(pseudo);
  // West to east: the Americas before Tbilisi.
  const at = (id: string) => options.findIndex((o) => o.value === id);
  expect(at('America/New_York')).toBeLessThan(at('Asia/Tbilisi'));

  // Found by an older id, by the place, by the offset.
  const search = dialog.getByTestId('time-zone-search');
  await search.fill('kiev');
  await expect(zoneChoice(zones, 'Europe/Kyiv')).toHaveCount(1);
  await expect(zones.getByRole('radio')).toHaveCount(2);
  await expect(dialog.getByTestId('time-zone-matches')).toHaveText(pseudo);
  await search.fill('Ukraine');
  await expect(zoneChoice(zones, 'Europe/Kyiv')).toHaveCount(1);
  await search.fill('gmt+4');
  await expect(zoneChoice(zones, 'Asia/Tbilisi')).toHaveCount(1);
  await expect(zoneChoice(zones, 'America/New_York')).toHaveCount(0);
  await zoneChoice(zones, 'Asia/Tbilisi').getByRole('radio').check();
  await expect(dialog.locator('input[name="timeZone"]')).toHaveValue('Asia/Tbilisi');
  await expect(zoneChoice(zones, 'Asia/Tbilisi')).toContainText('Georgia Standard Time');

  const problems = [...(await untranslated(page))];
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const cut of await cutOff(page)) problems.push(`at ${width} px cuts off ${cut}`);
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

/** A file the page offers by a link, as the browser downloads it. */
async function download(page: Page, href: string): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.locator(`a[href="${href}"]`).first().click()]);
  return readFile((await file.path())!);
}

function csvRows(bytes: Buffer): string[][] {
  return Papa.parse<string[]>(bytes.toString('utf8').replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
}

function sheetRows(book: WorkBook, name: string): string[][] {
  return utils.sheet_to_json<string[]>(book.Sheets[name]!, { header: 1, raw: true, defval: '' });
}

/** A 30-student import with one row removed during review, made in English by the coordinator; its job id. */
async function importWithOneRowLeftOut(browser: Browser): Promise<string> {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await signInAs(page, 'coordinator');
  await page.goto('/imports/new');
  await expect(page.locator('input[type=file]')).toBeEnabled();
  await page.locator('input[type=file]').setInputFiles({
    name: 'pseudo-results.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(studentFile(31, tag, { 8: { school: otherSchool, city: 'Batumi' } }), 'utf8'),
  });
  await page.getByRole('button', { name: 'Check the rows' }).click();
  await expect(page.getByTestId('review-summary')).toContainText('1 with problems');
  await page.getByRole('button', { name: 'Remove row 10' }).click();
  await expect(page.getByTestId('review-summary')).toContainText('30 rows');
  await page.getByRole('button', { name: 'Check with the API' }).click();
  await expect(page.getByTestId('review-summary')).toContainText('All checked with the API', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Import 30 students' }).click();
  await page.waitForURL(/\/imports\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  await expect(page.getByTestId('job-status')).toHaveText('Succeeded', { timeout: 90_000 });
  const jobId = page.url().split('/').pop()!;
  await context.close();
  return jobId;
}

test('the import files in the pseudo-language: their own words from the catalogs, the file and the API as they came', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const jobId = await importWithOneRowLeftOut(browser);
  await page.goto(`/imports/${jobId}`);
  await settle(page);

  // Results as CSV: the file's own columns as uploaded; the four the console adds, and their values, in its words.
  const [header, ...rows] = csvRows(await download(page, `/api/imports/${jobId}/results?rows=all&format=csv`));
  expect(header!.slice(0, fileHeaders.length)).toEqual(fileHeaders);
  const added = header!.slice(fileHeaders.length);
  expect(added).toHaveLength(4);
  for (const name of added) expect(name).toMatch(pseudo);
  expect(rows).toHaveLength(31);
  const status = fileHeaders.length;
  for (const row of rows) expect(row[status]).toMatch(pseudo);
  const leftOut = rows.find((row) => row[fileHeaders.indexOf('School')] === otherSchool)!;
  expect(leftOut[status]).not.toBe(rows[0]![status]);
  // "Removed during review" in the catalog's words, then the row's problem as the check wrote it.
  expect(leftOut[status + 3]).toMatch(pseudo);
  expect(leftOut[status + 3]).toContain(otherSchool);
  const registered = rows.filter((row) => row !== leftOut);
  expect(registered.every((row) => /^[0-9a-f]{24}$/.test(row[status + 1]!) && /^GE/.test(row[status + 2]!))).toBe(true);

  // The same as .xlsx: the sheet's name too.
  const book = read(await download(page, `/api/imports/${jobId}/results?rows=all&format=xlsx`), { type: 'buffer' });
  expect(book.SheetNames).toHaveLength(1);
  expect(book.SheetNames[0]).toMatch(pseudo);
  const [xlsxHeader, ...xlsxRows] = sheetRows(book, book.SheetNames[0]!);
  expect(xlsxHeader).toEqual(header);
  expect(xlsxRows.map((row) => row[status])).toEqual(rows.map((row) => row[status]));

  // The templates: every column in the catalog's words, and the import matches each back to its field.
  await page.goto('/imports/new');
  await settle(page);
  const [templateHeader, example] = csvRows(await download(page, '/api/imports/template?format=csv'));
  for (const name of templateHeader!) expect(name).toMatch(pseudo);
  expect(templateHeader!.map(matchHeader)).toEqual([...importFields]);
  expect(example![0]).toBe('Nino');

  const template = read(await download(page, '/api/imports/template?format=xlsx'), { type: 'buffer' });
  expect(template.SheetNames).toHaveLength(2);
  for (const name of template.SheetNames) expect(name).toMatch(pseudo);
  expect(sheetRows(template, template.SheetNames[0]!)[0]).toEqual(templateHeader);
  const lists = sheetRows(template, template.SheetNames[1]!);
  for (const title of lists[0]!.filter(Boolean)) expect(title).toMatch(pseudo);
  const notes = lists
    .slice(1)
    .map((row) => row[5])
    .filter(Boolean);
  expect(notes.length).toBeGreaterThanOrEqual(2);
  for (const note of notes) expect(note).toMatch(pseudo);
});

test.describe('in Georgian on a phone', () => {
  test.use({ locale: 'ka-GE', timezoneId: 'Asia/Tbilisi', viewport: { width: 390, height: 844 } });

  test('the sessions list and the time zone dialog read in Georgian and fit', async ({ page }) => {
    await page.goto('/account');
    await settle(page);
    const sessions = page.getByRole('region', { name: 'თქვენი სესიები' });
    await expect(sessions.getByTestId('own-session').first()).toContainText('Chrome Linux-ზე');
    await sessions.screenshot({ path: path.join(screens, 'sessions-ka-390.png') });

    const { dialog, zones } = await openZoneDialog(page, 'ენა და დროის სარტყელი');
    // The browser's zone, named in Georgian.
    await expect(zones.locator('label').first()).toContainText('საქართველოს სტანდარტული დრო');
    await page.screenshot({ path: path.join(screens, 'time-zone-dialog-ka-390.png') });
    await dialog.getByTestId('time-zone-search').fill('უკრაინა');
    await expect(zoneChoice(zones, 'Europe/Kyiv')).toHaveText('GMT+2 · უკრაინა — აღმოსავლეთ ევროპის დრო');
    await zoneChoice(zones, 'Europe/Kyiv').getByRole('radio').check();
    await page.screenshot({ path: path.join(screens, 'time-zone-dialog-search-ka-390.png') });
    await dialog.getByTestId('time-zone-search').fill('ბუენოს');
    await zoneChoice(zones, 'America/Argentina/Buenos_Aires').getByRole('radio').check();
    await dialog.getByTestId('time-zone-search').fill('');
    await page.screenshot({ path: path.join(screens, 'time-zone-dialog-scrolled-ka-390.png') });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await cutOff(page)).toEqual([]);
  });
});
