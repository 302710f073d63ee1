import { expect, test, type Browser, type Page } from '../support/test';
import { coordinatorSchool, otherSchool } from '../support/scope';
import { signInAs, type Role } from '../support/users';
import { studentFile } from './csv-file';

/** Rows of another school are flagged before upload; another user's import is not found for a coordinator. */
const shot = (name: string) => `test-results/imports-screens/${name}.png`;
const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function pageAs(browser: Browser, role: Role): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, role);
  return page;
}

async function loadFile(page: Page, name: string, text: string) {
  await page.goto('/imports/new');
  await expect(page.locator('input[type=file]')).toBeEnabled();
  await page
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });
  await page.getByRole('button', { name: 'Check the rows' }).click();
}

test('coordinator: a row of another school is flagged in the preview and the import cannot start until it is fixed', async ({
  page,
}) => {
  await signInAs(page, 'coordinator');
  await loadFile(page, 'my-class.csv', studentFile(30, tag(), { 4: { school: otherSchool, city: 'Batumi' } }));
  await expect(page.getByTestId('import-schools')).toContainText(
    `You may import students of your schools only: ${coordinatorSchool}.`,
  );

  const summary = page.getByTestId('review-summary');
  await expect(summary).toContainText('30 rows');
  await expect(summary).toContainText('1 with problems');
  const flagged = `${otherSchool} is not one of your schools (${coordinatorSchool}).`;
  await expect(page.locator('[data-file-row="6"] [data-field="school"]')).toContainText(flagged);
  await expect(page.getByTestId('problem-list')).toContainText(`Row 6 · School: ${flagged}`);
  // The start button says what stands in the way, not how many would be imported.
  const start = page.getByRole('button', { name: /^Import/ });
  await expect(start).toHaveText('Import (fix 1 row first)');
  await expect(start).toBeDisabled();

  // The other rows are checked with the API; the flagged one is not sent, and the import still cannot start.
  await page.getByRole('button', { name: 'Check with the API' }).click();
  await expect(summary).toContainText('1 not yet checked with the API', { timeout: 30_000 });
  await expect(start).toBeDisabled();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByLabel('Only rows with problems').check();
  await expect(page.getByTestId('preview-table').locator('tbody tr')).toHaveCount(1);
  await page.locator('[data-file-row="6"] [data-field="school"]').scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('coordinator-school-flagged-1280'), fullPage: true });
  await page.getByLabel('Only rows with problems').uncheck();

  // Fixed in place: their school, written in other case, and its city.
  await page.getByRole('button', { name: 'Edit School, row 6' }).click();
  await page.getByLabel('School, row 6').fill(coordinatorSchool.toUpperCase());
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Edit City, row 6' }).click();
  await page.getByLabel('City, row 6').fill('Tbilisi');
  await page.keyboard.press('Enter');
  await expect(summary).toContainText('0 with problems');
  await page.getByRole('button', { name: 'Check with the API' }).click();
  await expect(summary).toContainText('All checked with the API', { timeout: 30_000 });
  await expect(start).toHaveText('Import 30 students');
  await expect(start).toBeEnabled();
});

test("another user's import: not found for a coordinator (page, results file, list); admin sees it", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const fileName = `admin-${tag()}.csv`;
  const admin = await pageAs(browser, 'admin');
  // Admin is not limited to schools: a Batumi row passes.
  await loadFile(admin, fileName, studentFile(30, tag(), { 4: { school: otherSchool, city: 'Batumi' } }));
  const summary = admin.getByTestId('review-summary');
  await expect(summary).toContainText('0 with problems');
  await admin.getByRole('button', { name: 'Check with the API' }).click();
  await expect(summary).toContainText('All checked with the API', { timeout: 30_000 });
  await admin.getByRole('button', { name: 'Import 30 students' }).click();
  await admin.waitForURL(/\/imports\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  const jobPath = new URL(admin.url()).pathname;
  expect((await admin.request.get(`/api${jobPath}/results`)).status()).toBe(200);

  // The page answers exactly as an unknown job id: the not-found page with a real 404 (no loading boundary
  // above the job page streams a 200 before notFound()).
  const coordinator = await pageAs(browser, 'coordinator');
  const unknown = await coordinator.goto('/imports/00000000-0000-4000-8000-000000000000');
  await expect(coordinator.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  const answer = await coordinator.goto(jobPath);
  expect(unknown?.status()).toBe(404);
  expect(answer?.status()).toBe(404);
  await expect(coordinator.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(coordinator.getByText(fileName)).toHaveCount(0);
  expect((await coordinator.request.get(`/api${jobPath}/results`)).status()).toBe(404);
  expect((await coordinator.request.get(`/api${jobPath}/results?rows=failed`)).status()).toBe(404);
  await coordinator.goto('/imports');
  await expect(coordinator.getByRole('heading', { name: 'Imports' })).toBeVisible();
  await expect(coordinator.getByText('The imports you started, newest first.')).toBeVisible();
  await expect(coordinator.getByRole('link', { name: fileName })).toHaveCount(0);

  await admin.goto('/imports');
  await expect(admin.getByRole('link', { name: fileName })).toBeVisible();
});
