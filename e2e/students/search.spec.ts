import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { e2eBasePort } from '../support/e2e-port';
import { follow, hydrated } from '../support/streamed';
import { storageStateFor } from '../support/users';

const screens = path.resolve(import.meta.dirname, `../../test-results/screens-${e2eBasePort()}`);
const mySchool = 'Tbilisi Public School No. 1';

/**
 * Waits until the background sync (5 s after start) or "Sync now" has filled the console's copy; resolves once the
 * page can act on a click.
 */
async function openFilled(page: Page, url = '/students') {
  await expect(async () => {
    await page.goto(url);
    await expect(page.getByTestId('directory-results')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await hydrated(page);
}

/**
 * The results of the address shown: after a search or a sort (a client navigation) the previous rows stay on
 * the page, marked busy, while the new ones are read.
 */
async function resultsOf(page: Page, url: RegExp) {
  await expect(page).toHaveURL(url);
  const results = page.getByTestId('directory-results');
  await expect(results).toBeVisible();
  await expect(page.locator('[aria-busy="true"]', { has: results })).toHaveCount(0);
  return results;
}

test.describe('as admin', () => {
  test.use({ storageState: storageStateFor('admin') });

  test('search ignores accents and case, sorts and pages in the URL, syncs on demand', async ({ page }) => {
    // The old Directory address lands on Students with the same search; the menu has no Directory entry.
    await page.goto('/directory?q=zz');
    await expect(page).toHaveURL(/\/students\?q=zz$/);
    await expect(page.getByRole('link', { name: 'Directory', exact: true })).toHaveCount(0);
    await page.goto('/students');
    await hydrated(page);
    // The sync status is folded away under the results; once it has streamed in: Sync now, unless a run is under way.
    await page.getByText('How up to date is this list?').click();
    await expect(page.getByTestId('directory-sync-status')).toContainText(/Last complete|Not complete yet/);
    const syncNow = page.getByRole('button', { name: 'Sync now' });
    if ((await syncNow.count()) > 0 && (await syncNow.isEnabled())) await syncNow.click();
    await openFilled(page);
    // A complete run: at least the 300 seeded students (other test files register more).
    await expect(async () => {
      const status = (await page.getByTestId('directory-sync-status').textContent()) ?? '';
      const counts = /Last complete: .* \(([\d,]+) students/.exec(status);
      expect(counts, status).not.toBeNull();
      expect(Number(counts![1]!.replaceAll(',', ''))).toBeGreaterThanOrEqual(300);
    }).toPass({ timeout: 60_000 });

    await page.getByLabel('Name, username or e-mail').fill('maria');
    await page.getByRole('button', { name: 'Search' }).click();
    const found = await resultsOf(page, /\/students\?q=maria/);
    const names = found.locator('tbody tr td:first-child');
    await expect(names.first()).toBeVisible();
    for (const name of await names.allTextContents()) expect(name).toMatch(/Mar[ií]a/);
    await expect(found).toContainText('María');

    const grade = page.getByRole('link', { name: 'Grade' });
    await follow(grade);
    await expect(page).toHaveURL(/sort=grade/);
    // The header now links to the other direction.
    await expect(grade).toHaveAttribute('href', /dir=desc/);
    await follow(grade);
    const sorted = await resultsOf(page, /sort=grade&dir=desc/);
    const first = sorted.locator('tbody tr').first();
    await expect(page.getByRole('columnheader', { name: 'Grade' })).toHaveAttribute('aria-sort', 'descending');
    const grades = (await sorted.locator('tbody tr td:nth-child(4)').allTextContents()).map(Number);
    expect(grades).toEqual([...grades].sort((a, b) => b - a));
    const href = await first.getByRole('link').getAttribute('href');
    expect(href).toMatch(/^\/students\/[0-9a-f]{24}$/);

    // The sync also read who signed in to each organization: the filter and the column agree, both ways.
    await page.goto('/students?org=stem');
    await hydrated(page);
    const signedIn = page.getByTestId('directory-results').getByTestId('directory-signed-in');
    await expect(signedIn.first()).toContainText('stem');
    for (const text of await signedIn.allTextContents()) expect(text).toContain('stem');
    await page.getByLabel('Signed in there').selectOption('no');
    await page.getByRole('button', { name: 'Search' }).click();
    const notYet = await resultsOf(page, /org=stem&signedIn=no/);
    const notYetCells = notYet.getByTestId('directory-signed-in');
    await expect(notYetCells.first()).toBeVisible();
    for (const text of await notYetCells.allTextContents()) expect(text).not.toContain('stem');
    await expect(page.getByLabel('Organization')).toHaveValue('stem');

    const csv = await page.request.get('/api/directory/export?q=maria');
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toContain('text/csv');
    expect(await csv.text()).toContain('María');
  });
});

test.describe('as coordinator', () => {
  test.use({ storageState: storageStateFor('coordinator') });

  test("sees only their school; another school's student is not found on the page and in the export", async ({
    page,
    browser,
  }) => {
    await openFilled(page);
    const schools = await page.getByTestId('directory-results').getByTestId('student-school').allTextContents();
    expect(schools.length).toBeGreaterThan(0);
    expect(new Set(schools)).toEqual(new Set([mySchool]));
    await expect(page.getByRole('button', { name: 'Sync now' })).toHaveCount(0);

    // An id of another school's student, as an admin sees it.
    const admin = await browser.newContext({ storageState: storageStateFor('admin') });
    const adminPage = await admin.newPage();
    await openFilled(adminPage, '/students?school=Batumi+Public+School+No.+3');
    const otherHref = await adminPage
      .getByTestId('directory-results')
      .locator('tbody tr')
      .first()
      .getByRole('link')
      .getAttribute('href');
    const otherId = otherHref?.replace('/students/', '');
    await admin.close();
    expect(otherId).toMatch(/^[0-9a-f]{24}$/);

    const exported = await page.request.get(`/api/directory/export?studentId=${otherId}`);
    expect(exported.status()).toBe(404);
    expect(await exported.json()).toEqual({ error: { code: 'not_found', message: 'Student not found.' } });
    const all = await (await page.request.get('/api/directory/export')).text();
    expect(all).not.toContain(otherId!);
    expect(all).toContain(mySchool);
  });
});

test.describe('screenshots', () => {
  test.use({ storageState: storageStateFor('admin') });
  for (const width of [1280, 390]) {
    test(`Students search at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openFilled(page, '/students?q=mar');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: path.join(screens, `students-search-${width}.png`), fullPage: true });
    });
  }
});
