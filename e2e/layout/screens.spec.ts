import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { bridgeBuilders } from '../group-challenges/sandbox';
import { e2eBasePort } from '../support/e2e-port';
import { storageStateFor } from '../support/users';

/** Screenshots of Students, a student and a group page at 1280 and 390 px, to look at (not compared). */
const dir = path.resolve(import.meta.dirname, `../../test-results/layout-screens-${e2eBasePort()}`);

test.use({ storageState: storageStateFor('admin') });

async function both(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
}

test('Students, a student and a group page at 1280 and 390 px', async ({ page, request }) => {
  await expect(async () => {
    await page.goto('/students');
    await expect(page.getByTestId('student-row').first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await both(page, 'students');
  await page.getByTestId('student-row').first().getByRole('link').first().click();
  await expect(page.getByTestId('student-username')).toBeVisible();
  await both(page, 'student');
  const challenge = await bridgeBuilders(request);
  const group = challenge.groups[0]!;
  await page.goto(`/group-challenges/stem/${challenge._id}/groups/${group._id}`);
  await expect(page.getByRole('heading', { name: 'Activity' })).toBeVisible();
  await both(page, 'group');
});
