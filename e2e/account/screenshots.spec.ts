import path from 'node:path';
import { expect, test } from '../support/test';
import { e2eBasePort } from '../support/e2e-port';
import { storageStateFor } from '../support/users';

/** Screenshots of Account and Activity at desktop and phone widths, to look at (not compared). */
const dir = path.resolve(import.meta.dirname, `../../test-results/screens-${e2eBasePort()}`);

test.use({ storageState: storageStateFor('admin') });

for (const width of [1280, 390]) {
  test(`Account and Activity at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/account');
    await expect(page.getByTestId('permission-matrix')).toBeVisible();
    await page.screenshot({ path: path.join(dir, `account-${width}.png`), fullPage: true });
    // People's and background calls: on a console where no person has called the API yet, the validate-me answer
    // Account just showed came from a background read, which the default filter hides (found running this alone).
    await page.goto('/activity?calls=all');
    await expect(page.getByTestId('request-log')).toBeVisible();
    await page.screenshot({ path: path.join(dir, `activity-${width}.png`), fullPage: true });
    await page.goto('/activity?tab=audit');
    await expect(page.getByLabel('Action', { exact: true })).toBeVisible();
    await page.screenshot({ path: path.join(dir, `activity-audit-${width}.png`), fullPage: true });
  });
}
