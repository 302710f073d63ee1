import { expect, test } from '../support/test';
import Papa from 'papaparse';
import { signInAs } from '../support/users';
import { screens } from './screens';
import { generateStudentFile } from './csv-file';

test('a 1,250-row file: errors at their cells, fixed in place, imported as 1,000 + 250 with progress, results with 1,250 ids', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const tag = Date.now().toString(36);
  const file = generateStudentFile(1250, tag);
  await signInAs(page, 'coordinator');
  await page.goto('/imports/new');
  await expect(page.getByRole('heading', { name: 'Import students from a file' })).toBeVisible();
  await expect(page.locator('input[type=file]')).toBeEnabled();
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'students-1250.csv', mimeType: 'text/csv', buffer: Buffer.from(file.text, 'utf8') });

  // Columns matched from the header names.
  await expect(page.getByLabel('Column for School')).toHaveValue('7');
  await page.getByRole('button', { name: 'Check the rows' }).click();

  // The repeated address is found in the browser, at its cell.
  const summary = page.getByTestId('review-summary');
  await expect(summary).toContainText('1,250 rows');
  await expect(summary).toContainText('1 with problems');
  const dupCell = page.locator(`[data-file-row="${file.duplicateRow}"] [data-field="email"]`);
  await expect(dupCell).toContainText(
    `E-mail is the same as in row ${file.duplicateOfRow}: one address belongs to one student.`,
  );

  // The school unknown in the row's city is found by the API check, at its cell.
  await page.getByRole('button', { name: 'Check with the API' }).click();
  const schoolCell = page.locator(`[data-file-row="${file.wrongSchoolRow}"] [data-field="school"]`);
  await expect(schoolCell).toContainText('School is not one the platform knows', { timeout: 30_000 });
  await expect(summary).toContainText('2 with problems');
  await page.getByLabel('Only rows with problems').check();
  await expect(page.getByTestId('preview-table').locator('tbody tr')).toHaveCount(2);
  await screens(page, 'new-import-errors');

  // Fixed in place (the city, where the coordinator's school is).
  await page.getByRole('button', { name: `Edit City, row ${file.wrongSchoolRow}` }).click();
  await page.getByLabel(`City, row ${file.wrongSchoolRow}`).fill('Tbilisi');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: `Edit E-mail, row ${file.duplicateRow}` }).click();
  await page.getByLabel(`E-mail, row ${file.duplicateRow}`).fill(`e2e-${tag}-fixed@example.test`);
  await page.keyboard.press('Enter');
  await expect(summary).toContainText('0 with problems');
  await page.getByRole('button', { name: 'Check with the API' }).click();
  await expect(summary).toContainText('All checked with the API', { timeout: 30_000 });

  await page.getByRole('button', { name: 'Import 1,250 students' }).click();
  await page.waitForURL(/\/imports\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  const jobId = page.url().split('/').pop()!;
  await expect(page.getByTestId('chunk-1')).toContainText('students 1–1,000');
  await expect(page.getByTestId('chunk-2')).toContainText('students 1,001–1,250');
  await screens(page, 'import-progress-running');
  await expect(page.getByTestId('job-status')).toHaveText('Succeeded', { timeout: 120_000 });
  await expect(page.getByTestId('job-registered')).toContainText('1,250 of 1,250 students registered');
  await expect(page.getByTestId('chunk-1')).toContainText('1,000 registered');
  await expect(page.getByTestId('chunk-2')).toContainText('250 registered');
  await screens(page, 'import-progress-done');

  const results = await page.request.get(`/api/imports/${jobId}/results?rows=all`);
  expect(results.status()).toBe(200);
  const parsed = Papa.parse<Record<string, string>>((await results.text()).replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: true,
  });
  expect(parsed.data).toHaveLength(1250);
  const ids = new Set(parsed.data.map((r) => r.studentId));
  expect([...ids].filter((id) => /^[0-9a-f]{24}$/.test(id ?? ''))).toHaveLength(1250);
  expect(parsed.data.every((r) => r.status === 'registered' && /^GE/.test(r.username ?? ''))).toBe(true);
  const failed = await page.request.get(`/api/imports/${jobId}/results?rows=failed`);
  expect((await failed.text()).trim().split('\r\n')).toHaveLength(1);

  await page.goto('/imports');
  await expect(page.getByRole('link', { name: 'students-1250.csv' }).first()).toBeVisible();
  await screens(page, 'imports-list');
});
