import { expect, type Page } from '@playwright/test';

/** Waits until a page has loaded what it streams: the network is quiet and no skeleton is left (or gives up quietly). */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await expect(page.locator('.animate-pulse'))
    .toHaveCount(0, { timeout: 15_000 })
    .catch(() => undefined);
}

/**
 * Sets the window's size and waits two frames, so that what changes with the width (components/ui/use-narrow.ts:
 * shorter words, cards for tables) has rendered before the page is measured.
 */
export async function resizeTo(page: Page, width: number, height: number) {
  await page.setViewportSize({ width, height });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
