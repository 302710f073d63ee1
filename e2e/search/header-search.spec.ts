import path from 'node:path';
import { expect, test, type Browser, type Page } from '../support/test';
import { axeViolations } from '../support/axe';
import { e2eBasePort } from '../support/e2e-port';
import { controlHeaders } from '../support/sandbox-control';
import { coordinatorSchool, otherSchool, studentOfSchool } from '../support/scope';
import { hydrated } from '../support/streamed';
import { storageStateFor, type Role } from '../support/users';

/**
 * The header's search (support finds a request by the id read to them over the phone; a coordinator never finds
 * another school's student) and the API's retirement notice on Home, in English and Georgian at desktop and phone
 * widths: no sideways scroll, axe clean, screenshots to look at.
 */
const shots = path.resolve(import.meta.dirname, `../../test-results/screens-${e2eBasePort()}/search`);
const languages = [
  ['en', 'en-US'],
  ['ka', 'ka-GE'],
] as const;
const widths = [1280, 390] as const;

// Each test checks two widths with axe; the coordinator's waits for the first directory sync. None reads what
// another changed, so they may run on both workers (each has a console of its own).
test.describe.configure({ timeout: 180_000, mode: 'parallel' });

async function pageAs(browser: Browser, role: Role, locale: string): Promise<Page> {
  const context = await browser.newContext({ locale, storageState: storageStateFor(role) });
  return context.newPage();
}

/** At this width: no sideways scroll, no axe violation, and a screenshot of what is open. */
async function checkAt(page: Page, width: number, name: string) {
  await page.setViewportSize({ width, height: 844 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(shots, `${name}-${width}.png`) });
}

const searchBox = (page: Page) => page.getByTestId('global-search').getByRole('combobox');
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const [lang, locale] of languages) {
  test(`support finds a request from the header by the id read over the phone (${lang})`, async ({ browser }) => {
    const page = await pageAs(browser, 'support', locale);
    // A call of this person's own, so the request log has one whatever ran before on this console: the edit form
    // reads the student live.
    const student = await studentOfSchool(coordinatorSchool);
    await page.goto(`/students/${student._id}/edit`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const firstId = page.getByTestId('request-log').getByTestId('request-id').first();
    // The log is written as the request closes: the page may be read a moment before the line is in.
    await expect(async () => {
      await page.goto('/activity');
      await expect(firstId).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const requestId = (await firstId.textContent())!.trim();
    // As read out: in pieces, and in lower case.
    const readOut = `${requestId.slice(0, 6)} ${requestId.slice(6, 13)} ${requestId.slice(13)}`.toLowerCase();

    for (const width of widths) {
      await page.setViewportSize({ width, height: 844 });
      await searchBox(page).fill(readOut);
      const requests = page.getByTestId('global-search').locator('[data-kind="requests"]');
      await expect(requests.getByRole('option', { name: new RegExp(escaped(requestId)) })).toBeVisible();
      await checkAt(page, width, `request-${lang}`);
    }
    // Keyboard: down to the request, Enter opens the request log filtered to it.
    await searchBox(page).press('ArrowDown');
    await expect(page.getByTestId('global-search').getByRole('option', { selected: true })).toContainText(requestId);
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(new RegExp(`requestId=${escaped(encodeURIComponent(requestId))}`));
    await expect(page.getByTestId('request-log').getByTestId('request-id')).toHaveText([requestId]);
    await expect(page.locator('#rl-request-id')).toHaveValue(requestId);
    await page.context().close();
  });

  test(`a coordinator finds their school's student from the header, never another school's (${lang})`, async ({
    browser,
  }) => {
    const [mine, other] = await Promise.all([studentOfSchool(coordinatorSchool), studentOfSchool(otherSchool)]);
    const page = await pageAs(browser, 'coordinator', locale);
    // The console's copy of the students is filled by the background sync a few seconds after start.
    await expect(async () => {
      await page.goto('/students');
      await expect(page.getByTestId('directory-results')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    const box = page.getByTestId('global-search');

    for (const width of widths) {
      await page.setViewportSize({ width, height: 844 });
      await searchBox(page).fill(mine.email);
      await expect(box.locator('[data-kind="students"]').getByRole('option')).toContainText([mine.fullName]);
      await checkAt(page, width, `coordinator-mine-${lang}`);

      await searchBox(page).fill(other.email);
      await expect(box.getByRole('status')).toContainText(other.email);
      await expect(box.getByRole('option')).toHaveCount(0);
      await checkAt(page, width, `coordinator-other-${lang}`);
    }
    // Nor by the other student's id, and a coordinator's search has no requests group at all.
    await searchBox(page).fill(other._id);
    await expect(box.getByRole('status')).toContainText(other._id);
    await expect(box.getByRole('option')).toHaveCount(0);
    await expect(box.locator('[data-kind="requests"]')).toHaveCount(0);
    await page.context().close();
  });
}

test.describe('the API says an operation is retiring', () => {
  const sunset = 'Wed, 30 Jun 2027 00:00:00 GMT';
  test.afterAll(async ({ request }) => {
    await request.delete('/sandbox/__sandbox/deprecations', { headers: controlHeaders });
  });

  test('Home warns an admin, in English and Georgian, and never a coordinator', async ({ browser, request }) => {
    const announced = await request.post('/sandbox/__sandbox/deprecations', {
      headers: controlHeaders,
      data: { operation: 'getStudent', sunset },
    });
    expect(announced.status()).toBe(201);

    // An admin's page reads a student from the API: the answer carries the headers.
    const admin = await pageAs(browser, 'admin', 'en-US');
    const student = await studentOfSchool(coordinatorSchool);
    await admin.goto(`/students/${student._id}`);
    await hydrated(admin);
    const details = admin.getByTestId('student-details').locator('xpath=..');
    await details.getByRole('button', { name: 'Refresh from the Partner API' }).click();
    const banner = admin.getByTestId('retiring-operations');
    await expect(async () => {
      await admin.goto('/');
      await expect(banner).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(banner.locator('[data-operation="getStudent"]')).toContainText('may stop working after');
    await expect(banner.locator('[data-operation="getStudent"]')).toContainText('2027');
    for (const width of widths) await checkAt(admin, width, 'retiring-home-en');
    await admin.goto('/activity');
    await expect(banner.locator('[data-operation="getStudent"]')).toBeVisible();
    await admin.context().close();

    const georgian = await pageAs(browser, 'admin', 'ka-GE');
    await georgian.goto('/');
    await expect(georgian.locator('html')).toHaveAttribute('lang', 'ka');
    const kaBanner = georgian.getByTestId('retiring-operations');
    await expect(kaBanner).toContainText('Partner API წყვეტს');
    await expect(kaBanner.locator('[data-operation="getStudent"]')).toContainText('შეიძლება შეწყვიტოს მუშაობა');
    for (const width of widths) await checkAt(georgian, width, 'retiring-home-ka');
    await georgian.context().close();

    const coordinator = await pageAs(browser, 'coordinator', 'en-US');
    await coordinator.goto('/');
    await expect(coordinator.getByRole('heading', { name: 'Needs attention' })).toBeVisible();
    await expect(coordinator.getByTestId('retiring-operations')).toHaveCount(0);
    await coordinator.context().close();
  });
});
