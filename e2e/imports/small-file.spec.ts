import { expect, test, type Page } from '../support/test';
import { IntlMessageFormat } from 'intl-messageformat';
import Papa from 'papaparse';
import { signInAs } from '../support/users';
import { studentFile } from './csv-file';
import { catalog as readCatalog } from '../support/catalog';

/**
 * A file under the API's import minimum (30 rows) is registered one by one in the same durable job: the review
 * and the progress say so in the reader's language, each row registers with its progress, and the result file
 * has every row's studentId and username. (A restart mid-way: server/imports/runner.integration.test.ts.)
 */
type Catalog = Record<string, Record<string, string>>;
const catalog = (language: 'en' | 'ka') => readCatalog(language) as unknown as Catalog;

/**
 * Screenshots at 1280 and 390 px into docs/screenshots, with no sideways scroll: the whole page, or (`at`) the
 * window scrolled to show that element.
 */
async function shots(page: Page, name: string, at?: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name}: sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
    if (at) await page.getByTestId(at).scrollIntoViewIfNeeded();
    if (at) await expect(page.getByTestId(at)).toBeInViewport();
    await page.screenshot({ path: `docs/screenshots/${name}-${width}.png`, fullPage: !at, animations: 'disabled' });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function importTwelve(page: Page, words: Catalog, language: 'en' | 'ka') {
  const tag = `${language}${Date.now().toString(36)}`;
  await page.goto('/imports/new');
  await expect(page.locator('input[type=file]')).toBeEnabled();
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'twelve.csv', mimeType: 'text/csv', buffer: Buffer.from(studentFile(12, tag), 'utf8') });
  await page.getByRole('button', { name: words.importWizard!.checkRows! }).click();
  await page.getByRole('button', { name: words.importWizard!.checkApi! }).click();
  await expect(page.getByTestId('review-summary')).toContainText(words.importWizard!.allChecked!, { timeout: 30_000 });
  const expected =
    language === 'en'
      ? '12 students will be registered one by one: an import takes at least 30 rows.'
      : (new IntlMessageFormat(words.importPlan!.singles!, language).format({ count: '12', n: 12, min: 30 }) as string);
  await expect(page.getByTestId('import-plan')).toHaveText(expected);
  await shots(page, `small-file-review-${language}`, 'import-plan');

  await page.getByRole('button', { name: words.importWizard!.importN!.replace('{count}', '12') }).click();
  await page.waitForURL(/\/imports\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  await expect(page.getByTestId('import-plan')).toHaveText(expected);
  await expect(page.getByTestId('chunk-1')).toContainText(words.importJob!.singlesTitle!);
  await expect(page.getByTestId('job-status')).toHaveText(words.imports!.statusSucceeded!, { timeout: 60_000 });
  return page.url().split('/').pop()!;
}

test('a 12-row file is registered one by one with progress and a result file of 12 ids and usernames (English)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, 'coordinator');
  const jobId = await importTwelve(page, catalog('en'), 'en');
  await expect(page.getByTestId('job-registered')).toContainText('12 of 12 students registered');
  await expect(page.getByTestId('chunk-1')).toContainText('One by one');
  await expect(page.getByTestId('chunk-1')).toContainText('students 1–12 (12)');
  await expect(page.getByTestId('chunk-1')).toContainText('12 of 12 registered');
  await shots(page, 'small-file-done-en');

  const results = await page.request.get(`/api/imports/${jobId}/results?rows=all`);
  expect(results.status()).toBe(200);
  const parsed = Papa.parse<Record<string, string>>((await results.text()).replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: true,
  });
  expect(parsed.data).toHaveLength(12);
  expect(new Set(parsed.data.map((r) => r.studentId)).size).toBe(12);
  expect(parsed.data.every((r) => /^[0-9a-f]{24}$/.test(r.studentId ?? ''))).toBe(true);
  expect(parsed.data.every((r) => r.status === 'registered' && /^GE/.test(r.username ?? ''))).toBe(true);
});

test('a Georgian coordinator: the review and the progress say the 12 rows go one by one, in Georgian', async ({
  pageAs,
}) => {
  test.setTimeout(120_000);
  // The school's coordinator from a Georgian browser (a language saved with the user: e2e/i18n/languages.spec.ts).
  const page = await pageAs('coordinator', { locale: 'ka-GE', timezoneId: 'Asia/Tbilisi' });
  const ka = catalog('ka');
  await importTwelve(page, ka, 'ka');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ka');
  await expect(page.getByTestId('chunk-1')).toContainText(
    new IntlMessageFormat(ka.importJob!.singlesRegistered!, 'ka').format({ registered: '12', size: '12' }) as string,
  );
  await shots(page, 'small-file-done-ka');
});
