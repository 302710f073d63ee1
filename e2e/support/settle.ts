import { expect, type Page } from '@playwright/test';
import { hydrated, stillLoading } from './streamed';

/**
 * Waits until a page shows what it streams: its script has taken over (so a client read has begun and shows its
 * skeleton) and no part of it is loading any more. React keeps a streamed part's skeleton in the page until it
 * reveals the part, so an empty `stillLoading` means every part is in. A part that is still loading after 15 s is
 * left as it is (the caller's checks then see it); the wait is on the page, not on the network going quiet.
 */
export async function settle(page: Page) {
  await hydrated(page);
  await expect(page.locator(stillLoading))
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
