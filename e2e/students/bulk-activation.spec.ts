import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '../support/test';
import { IntlMessageFormat } from 'intl-messageformat';
import Papa from 'papaparse';
import { headers } from '../imports/csv-file';
import { coordinatorSchool } from '../support/scope';
import { shootWidths } from '../support/screens';
import { hydrated } from '../support/streamed';
import { signInAs } from '../support/users';
import { catalog as readCatalog } from '../support/catalog';

/**
 * Bulk activation from the Students list: 40 students of the test's own (imported first, activated for hilingua
 * only; more than the list's default page of 20) are ticked on one page, activated for an organization after a
 * confirmation that says how many, followed to the end on the job's page, and the result file lists each with its
 * status and request number. A Georgian coordinator at 390 px activates 40 students of that test's own for
 * another organization, all in Georgian.
 * (Restart, refusals, skips, a second organization added to the first, and scope:
 * server/imports/activation.integration.test.ts.)
 */
type Catalog = Record<string, Record<string, string>>;
const catalog = (language: 'en' | 'ka') => readCatalog(language) as unknown as Catalog;
const say = (message: string, language: string, values: Record<string, string | number>) =>
  new IntlMessageFormat(message, language).format(values) as string;

/** A tag for one test's students, in their addresses. */
const newTag = (test: string) => `ba${Date.now().toString(36)}${test}`;

/**
 * How many students each test activates: 40 in one go (issue 33). An activation may use half of updateStudent's
 * window (50 a minute, server/imports/activation-step.ts): two on one console would wait about 40 s for the next
 * window, so each test has students of its own and the two run side by side, one on each worker (project
 * `chromium-side-by-side`, playwright.config.ts): each worker's console has its own partner account, so its own window.
 */
const count = 40;

/** `count` students of the coordinator's school, activated for hilingua only, with `tag` in their addresses. */
function taggedStudents(tag: string): string {
  const lines = [[...headers, 'Platforms this season'].join(',')];
  for (let i = 0; i < count; i++) {
    const birth = `${String((i % 28) + 1).padStart(2, '0')}/${String((i % 12) + 1).padStart(2, '0')}/2011`;
    lines.push(
      [
        `Ana${i}`,
        // Not a seed surname: the markup budget's search (e2e/support/page-kinds.ts) must not find these rows.
        `Bulkadze${i}`,
        birth,
        ['m', 'f', 'n'][i % 3],
        `e2e-${tag}-${i}@example.test`,
        'Georgia',
        'Tbilisi',
        coordinatorSchool,
        String((i % 12) + 1),
        `B-${i}`,
        'hilingua',
      ].join(','),
    );
  }
  return lines.join('\r\n') + '\r\n';
}

async function importTagged(page: Page, tag: string) {
  const en = catalog('en');
  await page.goto('/imports/new');
  await expect(page.locator('input[type=file]')).toBeEnabled();
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'tagged.csv', mimeType: 'text/csv', buffer: Buffer.from(taggedStudents(tag), 'utf8') });
  await page.getByRole('button', { name: en.importWizard!.checkRows! }).click();
  await page.getByRole('button', { name: en.importWizard!.checkApi! }).click();
  await expect(page.getByTestId('review-summary')).toContainText(en.importWizard!.allChecked!, { timeout: 60_000 });
  await page.getByRole('button', { name: en.importWizard!.importN!.replace('{count}', String(count)) }).click();
  await page.waitForURL(/\/imports\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  await expect(page.getByTestId('job-status')).toHaveText(en.imports!.statusSucceeded!, { timeout: 120_000 });
}

/** The Students search for the test's students, 50 a page: all of them on one page. */
async function openTagged(page: Page, tag: string) {
  await page.goto(`/students?q=${tag}&limit=50`);
  await hydrated(page);
  await expect(page.getByTestId('student-row')).toHaveCount(count);
}

async function followToEnd(page: Page, words: Catalog, language: 'en' | 'ka') {
  await page.waitForURL(/\/imports\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.importJob!.activationTitle!);
  await expect(page.getByTestId('job-status')).toHaveText(words.imports!.statusSucceeded!, { timeout: 120_000 });
  await expect(page.getByTestId('job-registered')).toHaveText(
    say(words.importJob!.activatedOf!.replace(/<\/?b>/g, ''), language, {
      done: String(count),
      total: String(count),
      percent: 100,
    }),
  );
  return page.url().split('/').pop()!;
}

test.describe('bulk activation from the Students list', () => {
  test.describe.configure({ mode: 'parallel' });

  test(`an admin ticks ${count} students, confirms, follows the job to the end and downloads its result file`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const en = catalog('en');
    const tag = newTag('a');
    await signInAs(page, 'admin');
    await importTagged(page, tag);
    await openTagged(page, tag);

    await page.getByTestId('select-page').check();
    await expect(page.getByTestId('bulk-picked')).toHaveText(`the ${count} selected students`);
    await page.getByTestId('bulk-organization').selectOption('stem');
    await shootWidths(page, 'bulk-activation', 'students-selected-en');
    await page.getByTestId('bulk-activate').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(new RegExp(`Activate ${count} students for .+\\?`));
    await expect(page.getByTestId('bulk-confirm-already')).toHaveText('None of them is activated there yet.');
    await shootWidths(page, 'bulk-activation', 'confirm-en');
    await dialog.getByRole('button', { name: 'Activate', exact: true }).click();

    const jobId = await followToEnd(page, en, 'en');
    await shootWidths(page, 'bulk-activation', 'progress-done-en');

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: en.importJob!.resultsAllCsv! }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^activation-stem-\d{4}-\d{2}-\d{2}-results\.csv$/);
    const text = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
    const rows = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data;
    expect(rows).toHaveLength(count);
    expect(rows.every((r) => r.status === 'activated' && /\S/.test(r.requestId ?? ''))).toBe(true);
    expect(new Set(rows.map((r) => r.studentId)).size).toBe(count);
    expect(rows.every((r) => r.email?.startsWith(`e2e-${tag}-`) && r.school === coordinatorSchool)).toBe(true);
    // The same file as .xlsx from the same job.
    const xlsx = await page.request.get(`/api/imports/${jobId}/results?rows=all&format=xlsx`);
    expect(xlsx.status()).toBe(200);
    expect(xlsx.headers()['content-type']).toContain('spreadsheetml');

    // The list shows stem beside hilingua for all of them now.
    await openTagged(page, tag);
    await expect(page.getByTestId('student-row').filter({ hasText: 'stem' })).toHaveCount(count);
  });

  test('a Georgian coordinator at 390 px activates 40 students for another organization, in Georgian', async ({
    pageAs,
  }) => {
    test.setTimeout(240_000);
    const ka = catalog('ka');
    const tag = newTag('b');
    await importTagged(await pageAs('admin'), tag);
    // The school's coordinator, from a Georgian browser.
    const page = await pageAs('coordinator', { locale: 'ka-GE', viewport: { width: 390, height: 900 } });
    await openTagged(page, tag);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ka');
    await page.getByTestId('select-page').check();
    await expect(page.getByTestId('bulk-picked')).toHaveText(say(ka.bulkActivation!.selected!, 'ka', { n: count }));
    await page.getByTestId('bulk-organization').selectOption('neo');
    await shootWidths(page, 'bulk-activation', 'students-selected-ka');
    await page.setViewportSize({ width: 390, height: 900 });
    await page.getByTestId('bulk-activate').click();
    await expect(page.getByTestId('bulk-confirm-already')).toHaveText(
      say(ka.bulkActivation!.confirmAlready!, 'ka', { n: 0 }),
    );
    await shootWidths(page, 'bulk-activation', 'confirm-ka');
    await page.setViewportSize({ width: 390, height: 900 });
    await page.getByRole('dialog').getByRole('button', { name: ka.bulkActivation!.confirm!, exact: true }).click();
    await followToEnd(page, ka, 'ka');
    await shootWidths(page, 'bulk-activation', 'progress-done-ka');
  });
});
