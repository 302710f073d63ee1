import { expect, test } from '../support/test';
import Papa from 'papaparse';
import { coordinatorSchool, otherSchool } from '../support/scope';
import { signInAs } from '../support/users';
import { studentFile } from './csv-file';
import { screens } from './screens';

/**
 * The review step guides the fix: problem columns first (the other fields folded into one cell), each suggestion one click, "apply to all similar",
 * the actions always in reach; a removed row is listed in the results file as "left out", with why.
 */
test('one-click fixes, apply to all similar, and a removed row left out of the import and listed in its results', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const text = studentFile(31, tag, {
    2: { birth: '2011-05-03' },
    3: { birth: '2010-02-14' },
    4: { birth: '2012-11-30' },
    6: { sex: 'F' },
    8: { school: otherSchool, city: 'Batumi' },
  });
  await signInAs(page, 'coordinator');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/imports/new');
  await expect(page.locator('input[type=file]')).toBeEnabled();
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'review-fixes.csv', mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });
  await page.getByRole('button', { name: 'Check the rows' }).click();

  const summary = page.getByTestId('review-summary');
  await expect(summary).toContainText('5 with problems');
  // The columns with problems come first, right after the row number; the actions stay in the window.
  const headers = page.getByTestId('preview-table').locator('thead th[data-column]');
  await expect(headers.nth(0)).toHaveAttribute('data-column', 'birth');
  await expect(headers.nth(1)).toHaveAttribute('data-column', 'sex');
  await expect(headers.nth(2)).toHaveAttribute('data-column', 'school');
  await expect(page.getByTestId('review-actions')).toBeInViewport();
  await expect(page.getByRole('button', { name: /^Import/ })).toHaveText('Import (fix 5 rows first)');
  await screens(page, 'review-fixes');

  // One click takes the suggestion for one cell.
  const birth = (row: number) => page.locator(`[data-file-row="${row}"] [data-field="birth"]`);
  await page.getByRole('button', { name: 'Use 03/05/2011 for Date of birth, row 4' }).click();
  await expect(birth(4).getByRole('button', { name: 'Edit Date of birth, row 4' })).toHaveText('03/05/2011');
  await expect(summary).toContainText('4 with problems');

  // "Apply to all similar" takes each remaining cell's own suggestion in that column.
  await birth(5).getByRole('button', { name: 'Apply to all 2 similar cells' }).click();
  await expect(birth(5).getByRole('button', { name: 'Edit Date of birth, row 5' })).toHaveText('14/02/2010');
  await expect(birth(6).getByRole('button', { name: 'Edit Date of birth, row 6' })).toHaveText('30/11/2012');
  await expect(birth(6)).not.toHaveAttribute('data-invalid');
  await page.getByRole('button', { name: 'Use f for Sex, row 8' }).click();
  await expect(summary).toContainText('1 with problems');

  // Only rows with problems: the one row left; its school the only problem column, the names beside the row
  // number and the fields a school is checked against (country, city) first among the folded ones.
  await page.getByLabel('Only rows with problems').check();
  await expect(page.getByTestId('preview-table').locator('tbody tr')).toHaveCount(1);
  await expect(headers).toHaveCount(1);
  await expect(headers.nth(0)).toHaveAttribute('data-column', 'school');
  const fields = await page
    .locator('[data-file-row="10"] [data-field]')
    .evaluateAll((cells) => cells.map((c) => c.getAttribute('data-field')));
  expect(fields.slice(0, 5)).toEqual(['firstName', 'lastName', 'school', 'country', 'city']);
  await page.getByLabel('Only rows with problems').uncheck();

  // The other school's row is left out rather than fixed.
  await page.getByRole('button', { name: 'Remove row 10' }).click();
  await expect(summary).toContainText('30 rows');
  await expect(summary).toContainText('0 with problems');
  await page.getByRole('button', { name: 'Check with the API' }).click();
  await expect(summary).toContainText('All checked with the API', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Import 30 students' }).click();
  await page.waitForURL(/\/imports\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  const jobId = page.url().split('/').pop()!;
  await expect(page.getByTestId('job-status')).toHaveText('Succeeded', { timeout: 90_000 });
  await expect(page.getByTestId('job-left-out')).toContainText('1 row you removed during review was not sent');
  // Every row was registered: nothing to fix, so no "Rows to fix" file is offered.
  await expect(page.getByRole('link', { name: /Rows to fix/ })).toHaveCount(0);

  const results = await page.request.get(`/api/imports/${jobId}/results?rows=all`);
  const parsed = Papa.parse<Record<string, string>>((await results.text()).replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: true,
  });
  expect(parsed.data).toHaveLength(31);
  const leftOut = parsed.data.filter((r) => r.status === 'left out');
  expect(leftOut).toHaveLength(1);
  expect(leftOut[0]!['E-mail']).toBe(`e2e-${tag}-8@example.test`);
  expect(leftOut[0]!.error).toBe(
    `Removed during review: School: ${otherSchool} is not one of your schools (${coordinatorSchool}).`,
  );
  // In file order: the left-out row sits between rows 9 and 11.
  expect(parsed.data.map((r) => r['Student ID']).slice(7, 10)).toEqual(['S-7', 'S-8', 'S-9']);
  expect(parsed.data.filter((r) => r.status === 'registered')).toHaveLength(30);
  expect(parsed.data.find((r) => r['Student ID'] === 'S-2')!['Date of birth']).toBe('03/05/2011');
});
