import { expect, type Page } from '@playwright/test';

/** Waits until a page has loaded what it streams: the network is quiet and no skeleton is left (or gives up quietly). */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await expect(page.locator('.animate-pulse'))
    .toHaveCount(0, { timeout: 15_000 })
    .catch(() => undefined);
}
