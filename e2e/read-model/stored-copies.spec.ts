import { expect, test, type Page } from '../support/test';
import { hydrated } from '../support/streamed';
import { registerStudent, signInOnce } from '../exams/partner-api';
import { e2eBasePort } from '../support/e2e-port';
import { storageStateFor } from '../support/users';

/**
 * Pages show the console's stored copies at once and say how old they are; Refresh reads the API now and
 * replaces the data in place, without reloading the page (docs/read-model.md).
 */
test.use({ storageState: storageStateFor('admin') });

const shots = `test-results/screens-${e2eBasePort()}/read-model`;

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const fetchedAt = (note: ReturnType<Page['getByTestId']>) =>
  note.getByTestId('freshness-as-of').getAttribute('data-fetched-at');

test('the student page shows its stored copy on the next visit, and Refresh moves "As of" in place', async ({
  page,
}) => {
  const student = await registerStudent('7', 'stored');
  await signInOnce('stem', student._id);
  await page.goto(`/students/${student._id}`);
  const stem = page.getByTestId('org-card-stem');
  await expect(stem.getByTestId('org-signed-in')).toBeVisible();
  await expect(stem.getByTestId('freshness-as-of')).toContainText(/^As of \d\d:\d\d/);
  const first = await fetchedAt(stem);
  expect(first).toBeTruthy();

  // A second visit shows a stored copy at once, not one read for it: its read time is before the visit. (Usually the
  // same copy; the background sync may have stored a newer one of the card meanwhile, read before the visit too.)
  const visitedAt = Date.now();
  await page.reload();
  await expect(stem.getByTestId('org-signed-in')).toBeVisible();
  await hydrated(page);
  const second = await fetchedAt(stem);
  expect(Date.parse(second!)).toBeGreaterThanOrEqual(Date.parse(first!));
  expect(Date.parse(second!), 'the card was not read again for the visit').toBeLessThan(visitedAt);
  await shoot(page, 'student-page');

  // Refresh: read from the API now, in place (the page is not reloaded: the marker survives).
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await stem.getByRole('button', { name: 'Refresh from the Partner API' }).click();
  await expect.poll(() => fetchedAt(stem)).not.toBe(second);
  expect(Date.parse((await fetchedAt(stem))!)).toBeGreaterThanOrEqual(visitedAt);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  await expect(stem.getByTestId('org-signed-in')).toBeVisible();

  const details = page.getByTestId('student-details').locator('xpath=..');
  const before = await fetchedAt(details);
  await details.getByRole('button', { name: 'Refresh from the Partner API' }).click();
  await expect.poll(() => fetchedAt(details)).not.toBe(before);
});

test('lists say how old they are: students found by e-mail, applications, group challenges', async ({ page }) => {
  await page.goto('/students?by=email');
  await hydrated(page);
  await page.getByLabel('Find by e-mail').fill('nobody.here@example.com');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('students-summary')).toBeVisible();
  await expect(page.getByTestId('freshness-as-of')).toContainText(/^As of /);
  await shoot(page, 'students-list');
  await page.goto('/applications?organization=stem');
  await expect(page.getByTestId('freshness-as-of')).toContainText(/^As of /);
  await shoot(page, 'applications');
  await page.goto('/group-challenges');
  await expect(page.getByTestId('organization-stem')).toBeVisible();
  await expect(page.getByTestId('freshness-as-of')).toContainText(/^As of /);
  await shoot(page, 'group-challenges');
});
